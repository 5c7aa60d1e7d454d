package java.nio.charset;

/** Input that is not legal in the charset; its message is "Input length = n". */
public class MalformedInputException extends CharacterCodingException {
    private static final long serialVersionUID = 1L;

    private final int inputLength;

    public MalformedInputException(int inputLength) {
        this.inputLength = inputLength;
    }

    public int getInputLength() {
        return inputLength;
    }

    public String getMessage() {
        return "Input length = " + inputLength;
    }
}
