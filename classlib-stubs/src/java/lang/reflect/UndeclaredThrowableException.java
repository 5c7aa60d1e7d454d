package java.lang.reflect;

/**
 * Thrown by a proxy's method when its invocation handler throws a checked
 * exception the interface method does not declare.
 */
public class UndeclaredThrowableException extends RuntimeException {
    private static final long serialVersionUID = 330127114055056639L;

    public UndeclaredThrowableException(Throwable undeclaredThrowable) {
        super(null, undeclaredThrowable);
    }

    public UndeclaredThrowableException(Throwable undeclaredThrowable, String s) {
        super(s, undeclaredThrowable);
    }

    public Throwable getUndeclaredThrowable() {
        return getCause();
    }
}
