package java.util;

/** A flag that the conversion does not accept, such as "%#d". */
public class FormatFlagsConversionMismatchException extends IllegalFormatException {
    private static final long serialVersionUID = 19120414L;

    private final String flags;
    private final char conversion;

    public FormatFlagsConversionMismatchException(String f, char c) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.flags = f;
        this.conversion = c;
    }

    public String getFlags() {
        return flags;
    }

    public char getConversion() {
        return conversion;
    }

    @Override
    public String getMessage() {
        return "Conversion = " + conversion + ", Flags = " + flags;
    }
}
