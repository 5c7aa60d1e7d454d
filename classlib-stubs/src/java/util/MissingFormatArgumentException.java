package java.util;

/** A format specifier has no argument to format. */
public class MissingFormatArgumentException extends IllegalFormatException {
    private static final long serialVersionUID = 19190115L;

    private final String specifier;

    public MissingFormatArgumentException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.specifier = s;
    }

    public String getFormatSpecifier() {
        return specifier;
    }

    @Override
    public String getMessage() {
        return "Format specifier '" + specifier + "'";
    }
}
