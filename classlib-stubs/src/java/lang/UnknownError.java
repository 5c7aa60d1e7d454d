package java.lang;

/** An unknown but serious exception in the virtual machine. */
public class UnknownError extends VirtualMachineError {
    public UnknownError() {
        super();
    }

    public UnknownError(String message) {
        super(message);
    }
}
