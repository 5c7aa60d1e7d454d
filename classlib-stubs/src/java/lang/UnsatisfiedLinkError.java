package java.lang;

/** No implementation was found for a native method. */
public class UnsatisfiedLinkError extends LinkageError {
    public UnsatisfiedLinkError() {
        super();
    }

    public UnsatisfiedLinkError(String message) {
        super(message);
    }
}
