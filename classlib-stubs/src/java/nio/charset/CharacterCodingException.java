package java.nio.charset;

/** Thrown when a character encoding or decoding error occurs. */
public class CharacterCodingException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    public CharacterCodingException() {}
}
