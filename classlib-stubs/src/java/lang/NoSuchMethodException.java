package java.lang;

/** A method or constructor could not be found. */
public class NoSuchMethodException extends ReflectiveOperationException {
    public NoSuchMethodException() {
        super();
    }

    public NoSuchMethodException(String message) {
        super(message);
    }
}
