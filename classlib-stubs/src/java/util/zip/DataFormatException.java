package java.util.zip;

/** Compressed data is corrupt. */
public class DataFormatException extends Exception {
    private static final long serialVersionUID = 2219632870893641452L;

    public DataFormatException() {
        super();
    }

    public DataFormatException(String s) {
        super(s);
    }
}
