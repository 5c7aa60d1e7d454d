package java.net;

/** A URL could not be parsed, or names an unknown protocol. */
public class MalformedURLException extends java.io.IOException {
    private static final long serialVersionUID = -182787522200415866L;

    public MalformedURLException() {}

    public MalformedURLException(String message) {
        super(message);
    }
}
