package java.lang;

/** A thread is not in the state the requested operation needs. */
public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() {
        super();
    }

    public IllegalThreadStateException(String message) {
        super(message);
    }
}
