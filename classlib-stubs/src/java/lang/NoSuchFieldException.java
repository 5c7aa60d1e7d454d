package java.lang;

/** The class has no field of the given name. */
public class NoSuchFieldException extends ReflectiveOperationException {
    public NoSuchFieldException() {
        super();
    }

    public NoSuchFieldException(String message) {
        super(message);
    }
}
