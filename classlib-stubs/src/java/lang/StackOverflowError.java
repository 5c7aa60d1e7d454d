package java.lang;

/** A thread's stack overflowed, usually through unbounded recursion. */
public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() {
        super();
    }

    public StackOverflowError(String message) {
        super(message);
    }
}
