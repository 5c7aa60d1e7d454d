package java.util;

/** A precision that the conversion does not accept. */
public class IllegalFormatPrecisionException extends IllegalFormatException {
    private static final long serialVersionUID = 18711008L;

    private final int precision;

    public IllegalFormatPrecisionException(int precision) {
        this.precision = precision;
    }

    public int getPrecision() {
        return precision;
    }

    @Override
    public String getMessage() {
        return Integer.toString(precision);
    }
}
