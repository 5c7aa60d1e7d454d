package java.util;

/** A combination of flags that cannot go together, such as "-0". */
public class IllegalFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 790824L;

    private final String flags;

    public IllegalFormatFlagsException(String f) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.flags = f;
    }

    public String getFlags() {
        return flags;
    }

    @Override
    public String getMessage() {
        return "Flags = '" + flags + "'";
    }
}
