package java.util;

/** A flag such as '-' or '0' needs a width that is missing. */
public class MissingFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 15560123L;

    private final String specifier;

    public MissingFormatWidthException(String s) {
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
        return specifier;
    }
}
