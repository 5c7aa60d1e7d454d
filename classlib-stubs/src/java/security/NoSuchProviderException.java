package java.security;

public class NoSuchProviderException extends GeneralSecurityException {
    private static final long serialVersionUID = 1L;

    public NoSuchProviderException() {}

    public NoSuchProviderException(String msg) {
        super(msg);
    }
}
