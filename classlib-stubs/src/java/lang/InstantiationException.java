package java.lang;

/** Class.newInstance on an abstract class, an interface, an array class or a primitive. */
public class InstantiationException extends ReflectiveOperationException {
    public InstantiationException() {
        super();
    }

    public InstantiationException(String message) {
        super(message);
    }
}
