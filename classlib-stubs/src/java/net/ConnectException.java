package java.net;

/** The remote end refused the connection ("Connection refused"). */
public class ConnectException extends SocketException {
    private static final long serialVersionUID = 3831404271622369215L;

    public ConnectException() {}

    public ConnectException(String message) {
        super(message);
    }
}
