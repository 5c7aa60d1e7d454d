package java.util;

/** The argument's type does not suit the conversion, such as %d with a String. */
public class IllegalFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 17000126L;

    private final char conversion;
    private final Class<?> argumentClass;

    public IllegalFormatConversionException(char c, Class<?> arg) {
        if (arg == null) {
            throw new NullPointerException();
        }
        this.conversion = c;
        this.argumentClass = arg;
    }

    public char getConversion() {
        return conversion;
    }

    public Class<?> getArgumentClass() {
        return argumentClass;
    }

    @Override
    public String getMessage() {
        return conversion + " != " + argumentClass.getName();
    }
}
