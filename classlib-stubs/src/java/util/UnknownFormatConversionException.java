package java.util;

/** An unknown conversion character such as %q. */
public class UnknownFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 19060418L;

    private final String conversion;

    public UnknownFormatConversionException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.conversion = s;
    }

    public String getConversion() {
        return conversion;
    }

    @Override
    public String getMessage() {
        return "Conversion = '" + conversion + "'";
    }
}
