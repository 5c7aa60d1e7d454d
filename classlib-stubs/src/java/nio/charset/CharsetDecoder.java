package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/**
 * Turns bytes of one charset into chars. A subclass writes decodeLoop, which
 * decodes as much as it can and reports the first error; this class applies
 * the error actions (REPORT, REPLACE, IGNORE) and enforces the sequence
 * reset, decode..., decode(endOfInput = true), flush.
 */
public abstract class CharsetDecoder {
    private static final int RESET = 0;
    private static final int CODING = 1;
    private static final int CODING_END = 2;
    private static final int FLUSHED = 3;
    private static final String[] STATE_NAMES = {"RESET", "CODING", "CODING_END", "FLUSHED"};

    private final Charset charset;
    private final float averageCharsPerByte;
    private final float maxCharsPerByte;
    private String replacement = "\uFFFD";
    private CodingErrorAction malformedInputAction = CodingErrorAction.REPORT;
    private CodingErrorAction unmappableCharacterAction = CodingErrorAction.REPORT;
    private int state = RESET;

    protected CharsetDecoder(Charset cs, float averageCharsPerByte, float maxCharsPerByte) {
        if (averageCharsPerByte <= 0.0f) {
            throw new IllegalArgumentException("Non-positive averageCharsPerByte");
        }
        if (maxCharsPerByte <= 0.0f) {
            throw new IllegalArgumentException("Non-positive maxCharsPerByte");
        }
        if (averageCharsPerByte > maxCharsPerByte) {
            throw new IllegalArgumentException("averageCharsPerByte exceeds maxCharsPerByte");
        }
        this.charset = cs;
        this.averageCharsPerByte = averageCharsPerByte;
        this.maxCharsPerByte = maxCharsPerByte;
    }

    public final Charset charset() {
        return charset;
    }

    public final String replacement() {
        return replacement;
    }

    public final CharsetDecoder replaceWith(String newReplacement) {
        if (newReplacement == null) {
            throw new IllegalArgumentException("Null replacement");
        }
        if (newReplacement.isEmpty()) {
            throw new IllegalArgumentException("Empty replacement");
        }
        if (newReplacement.length() > maxCharsPerByte) {
            throw new IllegalArgumentException("Replacement too long");
        }
        replacement = newReplacement;
        implReplaceWith(newReplacement);
        return this;
    }

    protected void implReplaceWith(String newReplacement) {
    }

    public CodingErrorAction malformedInputAction() {
        return malformedInputAction;
    }

    public final CharsetDecoder onMalformedInput(CodingErrorAction newAction) {
        if (newAction == null) {
            throw new IllegalArgumentException("Null action");
        }
        malformedInputAction = newAction;
        implOnMalformedInput(newAction);
        return this;
    }

    protected void implOnMalformedInput(CodingErrorAction newAction) {
    }

    public CodingErrorAction unmappableCharacterAction() {
        return unmappableCharacterAction;
    }

    public final CharsetDecoder onUnmappableCharacter(CodingErrorAction newAction) {
        if (newAction == null) {
            throw new IllegalArgumentException("Null action");
        }
        unmappableCharacterAction = newAction;
        implOnUnmappableCharacter(newAction);
        return this;
    }

    protected void implOnUnmappableCharacter(CodingErrorAction newAction) {
    }

    public final float averageCharsPerByte() {
        return averageCharsPerByte;
    }

    public final float maxCharsPerByte() {
        return maxCharsPerByte;
    }

    /**
     * Decodes from in into out until in is used up (UNDERFLOW), out is full
     * (OVERFLOW) or an error must be reported. With endOfInput, bytes left
     * over that do not make a whole character are malformed.
     */
    public final CoderResult decode(ByteBuffer in, CharBuffer out, boolean endOfInput) {
        int newState = endOfInput ? CODING_END : CODING;
        if (state != RESET && state != CODING && !(endOfInput && state == CODING_END)) {
            throwIllegalState(state, newState);
        }
        state = newState;
        for (;;) {
            CoderResult cr = decodeLoop(in, out);
            if (cr.isOverflow()) {
                return cr;
            }
            if (cr.isUnderflow()) {
                if (endOfInput && in.hasRemaining()) {
                    cr = CoderResult.malformedForLength(in.remaining());
                } else {
                    return cr;
                }
            }
            CodingErrorAction action = cr.isMalformed() ? malformedInputAction : unmappableCharacterAction;
            if (action == CodingErrorAction.REPORT) {
                return cr;
            }
            if (action == CodingErrorAction.REPLACE) {
                if (out.remaining() < replacement.length()) {
                    return CoderResult.OVERFLOW;
                }
                out.put(replacement);
            }
            in.position(in.position() + cr.length());
        }
    }

    public final CoderResult flush(CharBuffer out) {
        if (state == CODING_END) {
            CoderResult cr = implFlush(out);
            if (cr.isUnderflow()) {
                state = FLUSHED;
            }
            return cr;
        }
        if (state != FLUSHED) {
            throwIllegalState(state, FLUSHED);
        }
        return CoderResult.UNDERFLOW;
    }

    protected CoderResult implFlush(CharBuffer out) {
        return CoderResult.UNDERFLOW;
    }

    public final CharsetDecoder reset() {
        implReset();
        state = RESET;
        return this;
    }

    protected void implReset() {
    }

    protected abstract CoderResult decodeLoop(ByteBuffer in, CharBuffer out);

    /** Decodes all of in (from a reset state) into a new buffer, growing it as needed. */
    public final CharBuffer decode(ByteBuffer in) throws CharacterCodingException {
        int n = (int) (in.remaining() * averageCharsPerByte());
        CharBuffer out = CharBuffer.allocate(n);
        if (n == 0 && in.remaining() == 0) {
            return out;
        }
        reset();
        for (;;) {
            CoderResult cr = in.hasRemaining() ? decode(in, out, true) : CoderResult.UNDERFLOW;
            if (cr.isUnderflow()) {
                cr = flush(out);
            }
            if (cr.isUnderflow()) {
                break;
            }
            if (cr.isOverflow()) {
                n = 2 * n + 1;
                CharBuffer bigger = CharBuffer.allocate(n);
                out.flip();
                bigger.put(out);
                out = bigger;
                continue;
            }
            cr.throwException();
        }
        out.flip();
        return out;
    }

    public boolean isAutoDetecting() {
        return false;
    }

    public boolean isCharsetDetected() {
        throw new UnsupportedOperationException();
    }

    public Charset detectedCharset() {
        throw new UnsupportedOperationException();
    }

    private static void throwIllegalState(int from, int to) {
        throw new IllegalStateException("Current state = " + STATE_NAMES[from] + ", new state = " + STATE_NAMES[to]);
    }
}
