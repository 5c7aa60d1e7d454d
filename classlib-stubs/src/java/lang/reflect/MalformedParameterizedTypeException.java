package java.lang.reflect;

/** Thrown when a parameterized type in a signature cannot be instantiated (wrong number of arguments). */
public class MalformedParameterizedTypeException extends RuntimeException {
    private static final long serialVersionUID = -5696557788586220964L;

    public MalformedParameterizedTypeException() {
        super();
    }

    public MalformedParameterizedTypeException(String message) {
        super(message);
    }
}
