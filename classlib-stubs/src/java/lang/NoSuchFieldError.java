package java.lang;

/** Linking found no field of the given name. */
public class NoSuchFieldError extends IncompatibleClassChangeError {
    public NoSuchFieldError() {
        super();
    }

    public NoSuchFieldError(String message) {
        super(message);
    }
}
