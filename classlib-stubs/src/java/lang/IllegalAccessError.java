package java.lang;

/** Linking found an access to a member the code may not access. */
public class IllegalAccessError extends IncompatibleClassChangeError {
    public IllegalAccessError() {
        super();
    }

    public IllegalAccessError(String message) {
        super(message);
    }
}
