package java.lang;

/** The heap is exhausted. */
public class OutOfMemoryError extends VirtualMachineError {
    public OutOfMemoryError() {
        super();
    }

    public OutOfMemoryError(String message) {
        super(message);
    }
}
