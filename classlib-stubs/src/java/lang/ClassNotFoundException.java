package java.lang;

/** A class named by a string (Class.forName, a class loader) could not be found. */
public class ClassNotFoundException extends ReflectiveOperationException {
    private static final long serialVersionUID = 9176873029745254542L;

    // Every constructor fixes the cause (possibly to null), so initCause always fails, as in the JDK.
    public ClassNotFoundException() {
        super((String) null, null);
    }

    public ClassNotFoundException(String message) {
        super(message, null);
    }

    public ClassNotFoundException(String message, Throwable ex) {
        super(message, ex);
    }

    /** The exception raised while loading the class; the same as getCause(). */
    public Throwable getException() {
        return getCause();
    }
}
