package java.nio.charset;

/** Input that the charset cannot represent; its message is "Input length = n". */
public class UnmappableCharacterException extends CharacterCodingException {
    private static final long serialVersionUID = 1L;

    private final int inputLength;

    public UnmappableCharacterException(int inputLength) {
        this.inputLength = inputLength;
    }

    public int getInputLength() {
        return inputLength;
    }

    public String getMessage() {
        return "Input length = " + inputLength;
    }
}
