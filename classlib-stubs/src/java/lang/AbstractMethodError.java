package java.lang;

/** A call reached an abstract method. */
public class AbstractMethodError extends IncompatibleClassChangeError {
    public AbstractMethodError() {
        super();
    }

    public AbstractMethodError(String message) {
        super(message);
    }
}
