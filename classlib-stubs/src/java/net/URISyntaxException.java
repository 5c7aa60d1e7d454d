package java.net;

/** A string that is not a URI: the input, the reason and the index of the error (-1 if unknown). */
public class URISyntaxException extends Exception {
    private static final long serialVersionUID = 2137979680897488891L;

    private final String input;
    private final int index;

    public URISyntaxException(String input, String reason, int index) {
        super(reason);
        if (input == null || reason == null) throw new NullPointerException();
        if (index < -1) throw new IllegalArgumentException();
        this.input = input;
        this.index = index;
    }

    public URISyntaxException(String input, String reason) {
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

    /** "reason at index N: input", without the index part when it is -1. */
    @Override
    public String getMessage() {
        return getReason() + (index > -1 ? " at index " + index : "") + ": " + input;
    }
}
