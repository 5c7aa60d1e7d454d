package java.net;

/** A read, accept or connect waited longer than its timeout. */
public class SocketTimeoutException extends java.io.InterruptedIOException {
    private static final long serialVersionUID = -8846654841826352300L;

    public SocketTimeoutException() {}

    public SocketTimeoutException(String message) {
        super(message);
    }
}
