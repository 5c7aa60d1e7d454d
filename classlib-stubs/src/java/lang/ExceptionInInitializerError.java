package java.lang;

/** A static initializer or static field initializer threw an exception. */
public class ExceptionInInitializerError extends LinkageError {
    private static final long serialVersionUID = 1521711792217232256L;

    // Every constructor fixes the cause (possibly to null), so initCause always fails, as in the JDK.
    public ExceptionInInitializerError() {
        super(null, null);
    }

    /** Wraps what the initializer threw; the message stays null. */
    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String message) {
        super(message, null);
    }

    /** The exception the initializer threw; the same as getCause(). */
    public Throwable getException() {
        return getCause();
    }
}
