package java.nio.charset;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;

/** The outcome of one encode or decode step: underflow, overflow, or an error over some input units. */
public class CoderResult {
    private static final int UNDERFLOW_KIND = 0;
    private static final int OVERFLOW_KIND = 1;
    private static final int MALFORMED_KIND = 2;
    private static final int UNMAPPABLE_KIND = 3;

    public static final CoderResult UNDERFLOW = new CoderResult(UNDERFLOW_KIND, 0);
    public static final CoderResult OVERFLOW = new CoderResult(OVERFLOW_KIND, 0);
    /** The common lengths 1 to 4, shared. */
    private static final CoderResult[] MALFORMED = new CoderResult[5];
    private static final CoderResult[] UNMAPPABLE = new CoderResult[5];

    static {
        for (int i = 1; i < 5; i++) {
            MALFORMED[i] = new CoderResult(MALFORMED_KIND, i);
            UNMAPPABLE[i] = new CoderResult(UNMAPPABLE_KIND, i);
        }
    }

    private final int kind;
    private final int length;

    private CoderResult(int kind, int length) {
        this.kind = kind;
        this.length = length;
    }

    public static CoderResult malformedForLength(int length) {
        if (length <= 0) {
            throw new IllegalArgumentException("Non-positive length");
        }
        return length < 5 ? MALFORMED[length] : new CoderResult(MALFORMED_KIND, length);
    }

    public static CoderResult unmappableForLength(int length) {
        if (length <= 0) {
            throw new IllegalArgumentException("Non-positive length");
        }
        return length < 5 ? UNMAPPABLE[length] : new CoderResult(UNMAPPABLE_KIND, length);
    }

    public boolean isUnderflow() {
        return kind == UNDERFLOW_KIND;
    }

    public boolean isOverflow() {
        return kind == OVERFLOW_KIND;
    }

    public boolean isError() {
        return kind >= MALFORMED_KIND;
    }

    public boolean isMalformed() {
        return kind == MALFORMED_KIND;
    }

    public boolean isUnmappable() {
        return kind == UNMAPPABLE_KIND;
    }

    /** The number of erroneous input units; only errors have one. */
    public int length() {
        if (!isError()) {
            throw new UnsupportedOperationException();
        }
        return length;
    }

    public void throwException() throws CharacterCodingException {
        switch (kind) {
            case UNDERFLOW_KIND:
                throw new BufferUnderflowException();
            case OVERFLOW_KIND:
                throw new BufferOverflowException();
            case MALFORMED_KIND:
                throw new MalformedInputException(length);
            default:
                throw new UnmappableCharacterException(length);
        }
    }

    public String toString() {
        switch (kind) {
            case UNDERFLOW_KIND:
                return "UNDERFLOW";
            case OVERFLOW_KIND:
                return "OVERFLOW";
            case MALFORMED_KIND:
                return "MALFORMED[" + length + "]";
            default:
                return "UNMAPPABLE[" + length + "]";
        }
    }
}
