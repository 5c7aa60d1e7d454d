package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/**
 * Turns chars into bytes of one charset; the mirror image of CharsetDecoder
 * (a subclass writes encodeLoop, this class applies the error actions and
 * checks the call sequence). The default replacement is "?".
 */
public abstract class CharsetEncoder {
    private static final int RESET = 0;
    private static final int CODING = 1;
    private static final int CODING_END = 2;
    private static final int FLUSHED = 3;
    private static final String[] STATE_NAMES = {"RESET", "CODING", "CODING_END", "FLUSHED"};

    private final Charset charset;
    private final float averageBytesPerChar;
    private final float maxBytesPerChar;
    private byte[] replacement;
    private CodingErrorAction malformedInputAction = CodingErrorAction.REPORT;
    private CodingErrorAction unmappableCharacterAction = CodingErrorAction.REPORT;
    private int state = RESET;

    protected CharsetEncoder(Charset cs, float averageBytesPerChar, float maxBytesPerChar) {
        this(cs, averageBytesPerChar, maxBytesPerChar, new byte[] {(byte) '?'});
    }

    protected CharsetEncoder(Charset cs, float averageBytesPerChar, float maxBytesPerChar, byte[] replacement) {
        if (averageBytesPerChar <= 0.0f) {
            throw new IllegalArgumentException("Non-positive averageBytesPerChar");
        }
        if (maxBytesPerChar <= 0.0f) {
            throw new IllegalArgumentException("Non-positive maxBytesPerChar");
        }
        if (averageBytesPerChar > maxBytesPerChar) {
            throw new IllegalArgumentException("averageBytesPerChar exceeds maxBytesPerChar");
        }
        this.charset = cs;
        this.averageBytesPerChar = averageBytesPerChar;
        this.maxBytesPerChar = maxBytesPerChar;
        replaceWith(replacement);
    }

    public final Charset charset() {
        return charset;
    }

    public final byte[] replacement() {
        return replacement.clone();
    }

    public final CharsetEncoder replaceWith(byte[] newReplacement) {
        if (newReplacement == null) {
            throw new IllegalArgumentException("Null replacement");
        }
        if (newReplacement.length == 0) {
            throw new IllegalArgumentException("Empty replacement");
        }
        if (newReplacement.length > maxBytesPerChar) {
            throw new IllegalArgumentException("Replacement too long");
        }
        replacement = newReplacement.clone();
        implReplaceWith(replacement);
        return this;
    }

    protected void implReplaceWith(byte[] newReplacement) {
    }

    public CodingErrorAction malformedInputAction() {
        return malformedInputAction;
    }

    public final CharsetEncoder onMalformedInput(CodingErrorAction newAction) {
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

    public final CharsetEncoder onUnmappableCharacter(CodingErrorAction newAction) {
        if (newAction == null) {
            throw new IllegalArgumentException("Null action");
        }
        unmappableCharacterAction = newAction;
        implOnUnmappableCharacter(newAction);
        return this;
    }

    protected void implOnUnmappableCharacter(CodingErrorAction newAction) {
    }

    public final float averageBytesPerChar() {
        return averageBytesPerChar;
    }

    public final float maxBytesPerChar() {
        return maxBytesPerChar;
    }

    /**
     * Encodes from in into out until in is used up (UNDERFLOW), out is full
     * (OVERFLOW) or an error must be reported. With endOfInput, a high
     * surrogate left over at the end is malformed.
     */
    public final CoderResult encode(CharBuffer in, ByteBuffer out, boolean endOfInput) {
        int newState = endOfInput ? CODING_END : CODING;
        if (state != RESET && state != CODING && !(endOfInput && state == CODING_END)) {
            throwIllegalState(state, newState);
        }
        state = newState;
        for (;;) {
            CoderResult cr = encodeLoop(in, out);
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
                if (out.remaining() < replacement.length) {
                    return CoderResult.OVERFLOW;
                }
                out.put(replacement);
            }
            in.position(in.position() + cr.length());
        }
    }

    public final CoderResult flush(ByteBuffer out) {
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

    protected CoderResult implFlush(ByteBuffer out) {
        return CoderResult.UNDERFLOW;
    }

    public final CharsetEncoder reset() {
        implReset();
        state = RESET;
        return this;
    }

    protected void implReset() {
    }

    protected abstract CoderResult encodeLoop(CharBuffer in, ByteBuffer out);

    /** Encodes all of in (from a reset state) into a new buffer, growing it as needed. */
    public final ByteBuffer encode(CharBuffer in) throws CharacterCodingException {
        int n = (int) (in.remaining() * averageBytesPerChar());
        ByteBuffer out = ByteBuffer.allocate(n);
        if (n == 0 && in.remaining() == 0) {
            return out;
        }
        reset();
        for (;;) {
            CoderResult cr = in.hasRemaining() ? encode(in, out, true) : CoderResult.UNDERFLOW;
            if (cr.isUnderflow()) {
                cr = flush(out);
            }
            if (cr.isUnderflow()) {
                break;
            }
            if (cr.isOverflow()) {
                n = 2 * n + 1;
                ByteBuffer bigger = ByteBuffer.allocate(n);
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

    /** Whether c alone can be encoded (a surrogate cannot); the encoder must not be in use. */
    public boolean canEncode(char c) {
        return canEncodeAll(CharBuffer.wrap(new char[] {c}));
    }

    public boolean canEncode(CharSequence cs) {
        return canEncodeAll(CharBuffer.wrap(cs));
    }

    /** Encodes with REPORT actions and throws the result away; resets before and after. */
    private boolean canEncodeAll(CharBuffer cb) {
        if (state == FLUSHED) {
            reset();
        } else if (state != RESET) {
            throwIllegalState(state, CODING);
        }
        CodingErrorAction malformed = malformedInputAction;
        CodingErrorAction unmappable = unmappableCharacterAction;
        try {
            onMalformedInput(CodingErrorAction.REPORT);
            onUnmappableCharacter(CodingErrorAction.REPORT);
            encode(cb);
            return true;
        } catch (CharacterCodingException e) {
            return false;
        } finally {
            onMalformedInput(malformed);
            onUnmappableCharacter(unmappable);
            reset();
        }
    }

    /** Legal when the charset's decoder reads repl without error. */
    public boolean isLegalReplacement(byte[] repl) {
        CharsetDecoder decoder = charset().newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            decoder.decode(ByteBuffer.wrap(repl));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static void throwIllegalState(int from, int to) {
        throw new IllegalStateException("Current state = " + STATE_NAMES[from] + ", new state = " + STATE_NAMES[to]);
    }
}
