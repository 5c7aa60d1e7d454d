package java.lang;

/** A class changed incompatibly since the code using it was compiled. */
public class IncompatibleClassChangeError extends LinkageError {
    public IncompatibleClassChangeError() {
        super();
    }

    public IncompatibleClassChangeError(String message) {
        super(message);
    }
}
