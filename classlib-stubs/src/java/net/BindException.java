package java.net;

/** The local address or port could not be bound ("Address already in use"). */
public class BindException extends SocketException {
    private static final long serialVersionUID = -5945005768251722951L;

    public BindException() {}

    public BindException(String message) {
        super(message);
    }
}
