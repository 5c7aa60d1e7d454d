package java.lang;

/** Linking found no method of the given name and descriptor. */
public class NoSuchMethodError extends IncompatibleClassChangeError {
    public NoSuchMethodError() {
        super();
    }

    public NoSuchMethodError(String message) {
        super(message);
    }
}
