package java.lang;

/** The definition of a class could not be found. */
public class NoClassDefFoundError extends LinkageError {
    public NoClassDefFoundError() {
        super();
    }

    public NoClassDefFoundError(String message) {
        super(message);
    }
}
