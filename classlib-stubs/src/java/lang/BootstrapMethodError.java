package java.lang;

/** An invokedynamic bootstrap method failed to link a call site. */
public class BootstrapMethodError extends LinkageError {
    private static final long serialVersionUID = 292L;

    public BootstrapMethodError() {
        super();
    }

    public BootstrapMethodError(String message) {
        super(message);
    }

    public BootstrapMethodError(String message, Throwable cause) {
        super(message, cause);
    }

    /** LinkageError has no (Throwable) constructor: the message is the cause's toString(), as in Throwable(Throwable). */
    public BootstrapMethodError(Throwable cause) {
        super(cause == null ? null : cause.toString(), cause);
    }
}
