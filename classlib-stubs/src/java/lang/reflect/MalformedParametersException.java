package java.lang.reflect;

/** A MethodParameters attribute that does not fit its method: wrong count, or an invalid name. */
public class MalformedParametersException extends RuntimeException {
    private static final long serialVersionUID = 20130919L;

    public MalformedParametersException() {
    }

    public MalformedParametersException(String reason) {
        super(reason);
    }
}
