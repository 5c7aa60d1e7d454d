package java.util.zip;

/** An unrecoverable error in a ZIP file. */
public class ZipError extends InternalError {
    private static final long serialVersionUID = 853973422266861979L;

    public ZipError(String s) {
        super(s);
    }
}
