package java.util;

/** A width that the conversion does not accept. */
public class IllegalFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 16660902L;

    private final int width;

    public IllegalFormatWidthException(int width) {
        this.width = width;
    }

    public int getWidth() {
        return width;
    }

    @Override
    public String getMessage() {
        return Integer.toString(width);
    }
}
