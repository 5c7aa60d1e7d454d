package java.nio;

/** Unchecked exception of the buffer classes; it carries no message, as in the JDK. */
public class BufferUnderflowException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BufferUnderflowException() {}
}
