package java.net;

/** A socket call failed. */
public class SocketException extends java.io.IOException {
    private static final long serialVersionUID = -5935874303556886934L;

    public SocketException() {}

    public SocketException(String message) {
        super(message);
    }

    public SocketException(String message, Throwable cause) {
        super(message, cause);
    }

    public SocketException(Throwable cause) {
        super(cause);
    }
}
