package java.nio;

/** Unchecked exception of the buffer classes; it carries no message, as in the JDK. */
public class ReadOnlyBufferException extends UnsupportedOperationException {
    private static final long serialVersionUID = 1L;

    public ReadOnlyBufferException() {}
}
