package java.util;

/** A %c argument that is not a valid Unicode code point. */
public class IllegalFormatCodePointException extends IllegalFormatException {
    private static final long serialVersionUID = 19080630L;

    private final int codePoint;

    public IllegalFormatCodePointException(int codePoint) {
        this.codePoint = codePoint;
    }

    public int getCodePoint() {
        return codePoint;
    }

    @Override
    public String getMessage() {
        return "Code point = 0x" + Integer.toHexString(codePoint);
    }
}
