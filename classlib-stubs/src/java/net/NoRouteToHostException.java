package java.net;

/** The remote host cannot be reached. */
public class NoRouteToHostException extends SocketException {
    private static final long serialVersionUID = -1897550894873493790L;

    public NoRouteToHostException() {}

    public NoRouteToHostException(String message) {
        super(message);
    }
}
