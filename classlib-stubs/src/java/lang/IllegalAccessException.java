package java.lang;

/** A reflective access to a member the caller may not access. */
public class IllegalAccessException extends ReflectiveOperationException {
    public IllegalAccessException() {
        super();
    }

    public IllegalAccessException(String message) {
        super(message);
    }
}
