package java.nio.file;

/** A string cannot be a path (on Unix: it holds a NUL character). */
public class InvalidPathException extends IllegalArgumentException {
    private static final long serialVersionUID = 4355821422286746137L;

    private final String input;
    private final int index;

    public InvalidPathException(String input, String reason, int index) {
        super(reason);
        if (input == null || reason == null) {
            throw new NullPointerException();
        }
        if (index < -1) {
            throw new IllegalArgumentException();
        }
        this.input = input;
        this.index = index;
    }

    public InvalidPathException(String input, String reason) {
        this(input, reason, -1);
    }

    public String getInput() {
        return input;
    }

    public String getReason() {
        return super.getMessage();
    }

    public int getIndex() {
        return index;
    }

    /** "reason at index i: input", or "reason: input" without an index. */
    public String getMessage() {
        StringBuilder sb = new StringBuilder(getReason());
        if (index > -1) {
            sb.append(" at index ").append(index);
        }
        return sb.append(": ").append(input).toString();
    }
}
