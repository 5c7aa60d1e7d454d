package java.nio.channels;

/** An I/O operation on a channel that is closed. */
public class ClosedChannelException extends java.io.IOException {
    private static final long serialVersionUID = 882777185433553857L;

    public ClosedChannelException() {}
}
