package java.net;

/** The protocol of a URL connection does not support the operation ("protocol doesn't support output"). */
public class UnknownServiceException extends java.io.IOException {
    private static final long serialVersionUID = -4169033248853639508L;

    public UnknownServiceException() {}

    public UnknownServiceException(String message) {
        super(message);
    }
}
