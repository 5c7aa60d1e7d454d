package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/**
 * The encoders and decoders of the standard charsets, with the JDK's error
 * lengths (which decide where U+FFFD or '?' replacements go):
 * UTF-8; the one-byte US-ASCII and ISO-8859-1; and the "wide" UTF-16 and
 * UTF-32 families, which differ only in unit size, byte order and what they
 * do with a byte-order mark (BOM).
 *
 * The loops read and write through buffer indices one character at a time:
 * simple rather than fast (String and the java.io readers and writers use
 * loupe.internal.TextCoding's array loops for UTF-8 and the one-byte sets).
 */
final class StandardCoders {
    /** BOM rules of wide decoders: none (UTF-16BE/LE keep U+FEFF), skip one in the default order, or detect either order. */
    private static final int BOM_NONE = 0;
    private static final int BOM_OWN_ORDER = 1;
    private static final int BOM_EITHER = 2;

    private StandardCoders() {}

    static CharsetDecoder newDecoder(Charset cs) {
        switch (cs.name()) {
            case "UTF-8":
                return new Utf8Decoder(cs);
            case "US-ASCII":
                return new SingleByteDecoder(cs, 0x7F);
            case "ISO-8859-1":
                return new SingleByteDecoder(cs, 0xFF);
            case "UTF-16":
                return new WideDecoder(cs, 2, true, BOM_EITHER);
            case "UTF-16BE":
                return new WideDecoder(cs, 2, true, BOM_NONE);
            case "UTF-16LE":
                return new WideDecoder(cs, 2, false, BOM_NONE);
            case "x-UTF-16LE-BOM":
                return new WideDecoder(cs, 2, false, BOM_EITHER);
            case "UTF-32":
                return new WideDecoder(cs, 4, true, BOM_EITHER);
            case "UTF-32BE":
            case "X-UTF-32BE-BOM":
                return new WideDecoder(cs, 4, true, BOM_OWN_ORDER);
            case "UTF-32LE":
            case "X-UTF-32LE-BOM":
                return new WideDecoder(cs, 4, false, BOM_OWN_ORDER);
            default:
                throw new UnsupportedOperationException(cs.name());
        }
    }

    static CharsetEncoder newEncoder(Charset cs) {
        switch (cs.name()) {
            case "UTF-8":
                return new Utf8Encoder(cs);
            case "US-ASCII":
                return new SingleByteEncoder(cs, 0x7F);
            case "ISO-8859-1":
                return new SingleByteEncoder(cs, 0xFF);
            case "UTF-16":
                return new WideEncoder(cs, 2, true, true);
            case "UTF-16BE":
                return new WideEncoder(cs, 2, true, false);
            case "UTF-16LE":
                return new WideEncoder(cs, 2, false, false);
            case "x-UTF-16LE-BOM":
                return new WideEncoder(cs, 2, false, true);
            case "UTF-32":
            case "UTF-32BE":
                return new WideEncoder(cs, 4, true, false);
            case "UTF-32LE":
                return new WideEncoder(cs, 4, false, false);
            case "X-UTF-32BE-BOM":
                return new WideEncoder(cs, 4, true, true);
            case "X-UTF-32LE-BOM":
                return new WideEncoder(cs, 4, false, true);
            default:
                throw new UnsupportedOperationException(cs.name());
        }
    }

    /** Puts a code point as one or two chars; false (nothing written) when out has no room. */
    private static boolean putCodePoint(CharBuffer out, int cp) {
        if (cp < 0x10000) {
            if (!out.hasRemaining()) {
                return false;
            }
            out.put((char) cp);
        } else {
            if (out.remaining() < 2) {
                return false;
            }
            out.put(Character.highSurrogate(cp)).put(Character.lowSurrogate(cp));
        }
        return true;
    }

    /**
     * The code point starting at in's position, consuming its chars; or, with
     * nothing consumed, UNDERFLOW for a high surrogate at the end of the input
     * (it may be completed later) or MALFORMED[1] for an unpaired surrogate.
     * Returns the code point, or -1 with the result in problem[0].
     */
    private static int readCodePoint(CharBuffer in, CoderResult[] problem) {
        int p = in.position();
        char c = in.get(p);
        if (!Character.isSurrogate(c)) {
            in.position(p + 1);
            return c;
        }
        if (Character.isHighSurrogate(c)) {
            if (p + 1 >= in.limit()) {
                problem[0] = CoderResult.UNDERFLOW;
                return -1;
            }
            char d = in.get(p + 1);
            if (Character.isLowSurrogate(d)) {
                in.position(p + 2);
                return Character.toCodePoint(c, d);
            }
        }
        problem[0] = CoderResult.malformedForLength(1);
        return -1;
    }

    // ---- UTF-8

    static final class Utf8Decoder extends CharsetDecoder {
        Utf8Decoder(Charset cs) {
            super(cs, 1.0f, 1.0f);
        }

        private static boolean isContinuation(int b) {
            return (b & 0xC0) == 0x80;
        }

        /**
         * Each malformed sequence is reported with the length of its longest
         * valid-looking prefix (so E0 A0 41 is MALFORMED[2], then 'A');
         * an overlong lead (C0, C1, E0 80, F0 80, F5...) is MALFORMED[1];
         * the three-byte form of a surrogate is MALFORMED[3].
         */
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int b1 = in.get(p) & 0xFF;
                if (b1 < 0x80) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((char) b1);
                    in.position(p + 1);
                    continue;
                }
                int length = b1 >= 0xC2 && b1 <= 0xDF ? 2 : b1 >= 0xE0 && b1 <= 0xEF ? 3 : b1 >= 0xF0 && b1 <= 0xF4 ? 4 : 0;
                if (length == 0) {
                    return CoderResult.malformedForLength(1);
                }
                int avail = in.limit() - p;
                int cp = b1 & (0xFF >> (length + 1));
                for (int k = 1; k < length; k++) {
                    if (k >= avail) {
                        return CoderResult.UNDERFLOW; // valid so far: wait for the rest
                    }
                    int b = in.get(p + k) & 0xFF;
                    boolean ok = isContinuation(b);
                    if (k == 1 && ok) {
                        // no overlong forms, nothing above U+10FFFF
                        ok = !(b1 == 0xE0 && b < 0xA0) && !(b1 == 0xF0 && b < 0x90) && !(b1 == 0xF4 && b >= 0x90);
                    }
                    if (!ok) {
                        return CoderResult.malformedForLength(k);
                    }
                    cp = (cp << 6) | (b & 0x3F);
                }
                if (length == 3 && Character.isSurrogate((char) cp)) {
                    return CoderResult.malformedForLength(3);
                }
                if (!putCodePoint(out, cp)) {
                    return CoderResult.OVERFLOW;
                }
                in.position(p + length);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class Utf8Encoder extends CharsetEncoder {
        private final CoderResult[] problem = new CoderResult[1];

        Utf8Encoder(Charset cs) {
            super(cs, 1.1f, 3.0f);
        }

        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int cp = readCodePoint(in, problem);
                if (cp < 0) {
                    return problem[0];
                }
                int n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
                if (out.remaining() < n) {
                    in.position(p);
                    return CoderResult.OVERFLOW;
                }
                if (n == 1) {
                    out.put((byte) cp);
                } else {
                    out.put((byte) ((0xFF00 >> n) | (cp >> (6 * (n - 1))))); // lead byte: n ones, a zero, payload
                    for (int k = n - 2; k >= 0; k--) {
                        out.put((byte) (0x80 | ((cp >> (6 * k)) & 0x3F)));
                    }
                }
            }
            return CoderResult.UNDERFLOW;
        }
    }

    // ---- US-ASCII and ISO-8859-1

    static final class SingleByteDecoder extends CharsetDecoder {
        private final int max;

        SingleByteDecoder(Charset cs, int max) {
            super(cs, 1.0f, 1.0f);
            this.max = max;
        }

        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int b = in.get(p) & 0xFF;
                if (b > max) {
                    return CoderResult.malformedForLength(1);
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put((char) b);
                in.position(p + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class SingleByteEncoder extends CharsetEncoder {
        private final int max;
        private final CoderResult[] problem = new CoderResult[1];

        SingleByteEncoder(Charset cs, int max) {
            super(cs, 1.0f, 1.0f);
            this.max = max;
        }

        /** A character above max is unmappable: one unit, or two for a whole surrogate pair. */
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int cp = readCodePoint(in, problem);
                if (cp < 0) {
                    return problem[0];
                }
                if (cp > max) {
                    in.position(p);
                    return CoderResult.unmappableForLength(Character.charCount(cp));
                }
                if (!out.hasRemaining()) {
                    in.position(p);
                    return CoderResult.OVERFLOW;
                }
                out.put((byte) cp);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    // ---- UTF-16 and UTF-32

    private static int readUnit(ByteBuffer in, int p, int unitBytes, boolean bigEndian) {
        int v = 0;
        for (int k = 0; k < unitBytes; k++) {
            int b = in.get(p + (bigEndian ? k : unitBytes - 1 - k)) & 0xFF;
            v = (v << 8) | b;
        }
        return v;
    }

    private static void writeUnit(ByteBuffer out, int v, int unitBytes, boolean bigEndian) {
        for (int k = 0; k < unitBytes; k++) {
            int shift = 8 * (bigEndian ? unitBytes - 1 - k : k);
            out.put((byte) (v >>> shift));
        }
    }

    private static byte[] unitBytesOf(int v, int unitBytes, boolean bigEndian) {
        ByteBuffer b = ByteBuffer.allocate(unitBytes);
        writeUnit(b, v, unitBytes, bigEndian);
        return b.array();
    }

    /**
     * UTF-16 (unitBytes 2) or UTF-32 (4). UTF-16: a high surrogate not
     * followed by a low one is MALFORMED[4] (both units), a lone low
     * surrogate MALFORMED[2]. UTF-32: values above U+10FFFF are MALFORMED[4];
     * surrogate values pass through as chars, as in the JDK.
     */
    static final class WideDecoder extends CharsetDecoder {
        private final int unitBytes;
        private final boolean defaultBigEndian;
        private final int bomRule;
        private boolean bigEndian;
        private boolean atStart = true;

        WideDecoder(Charset cs, int unitBytes, boolean bigEndian, int bomRule) {
            super(cs, 1.0f / unitBytes, 1.0f);
            this.unitBytes = unitBytes;
            this.defaultBigEndian = bigEndian;
            this.bomRule = bomRule;
            this.bigEndian = bigEndian;
        }

        protected void implReset() {
            atStart = true;
            bigEndian = defaultBigEndian;
        }

        /** At the start: skips a byte-order mark the rule accepts (and takes its order). */
        private boolean skipBom(ByteBuffer in) {
            if (in.remaining() < unitBytes) {
                return false;
            }
            atStart = false;
            if (bomRule == BOM_NONE) {
                return true;
            }
            int p = in.position();
            if (readUnit(in, p, unitBytes, defaultBigEndian) == 0xFEFF) {
                in.position(p + unitBytes);
            } else if (bomRule == BOM_EITHER && readUnit(in, p, unitBytes, !defaultBigEndian) == 0xFEFF) {
                bigEndian = !defaultBigEndian;
                in.position(p + unitBytes);
            }
            return true;
        }

        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            if (atStart && !skipBom(in)) {
                return CoderResult.UNDERFLOW;
            }
            while (in.remaining() >= unitBytes) {
                int p = in.position();
                int unit = readUnit(in, p, unitBytes, bigEndian);
                int consumed = unitBytes;
                int cp = unit;
                if (unitBytes == 4) {
                    if (unit < 0 || unit > Character.MAX_CODE_POINT) {
                        return CoderResult.malformedForLength(4);
                    }
                } else if (Character.isLowSurrogate((char) unit)) {
                    return CoderResult.malformedForLength(2);
                } else if (Character.isHighSurrogate((char) unit)) {
                    if (in.remaining() < 4) {
                        return CoderResult.UNDERFLOW;
                    }
                    int next = readUnit(in, p + 2, 2, bigEndian);
                    if (!Character.isLowSurrogate((char) next)) {
                        return CoderResult.malformedForLength(4);
                    }
                    cp = Character.toCodePoint((char) unit, (char) next);
                    consumed = 4;
                }
                if (!putCodePoint(out, cp)) {
                    return CoderResult.OVERFLOW;
                }
                in.position(p + consumed);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    /** UTF-16 or UTF-32 in one byte order, optionally writing a byte-order mark first; replacement U+FFFD. */
    static final class WideEncoder extends CharsetEncoder {
        private final int unitBytes;
        private final boolean bigEndian;
        private final boolean writesBom;
        private boolean bomPending;
        private final CoderResult[] problem = new CoderResult[1];

        WideEncoder(Charset cs, int unitBytes, boolean bigEndian, boolean writesBom) {
            super(cs, unitBytes, writesBom ? 2 * unitBytes : unitBytes, unitBytesOf(0xFFFD, unitBytes, bigEndian));
            this.unitBytes = unitBytes;
            this.bigEndian = bigEndian;
            this.writesBom = writesBom;
            this.bomPending = writesBom;
        }

        protected void implReset() {
            bomPending = writesBom;
        }

        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            if (bomPending && in.hasRemaining()) {
                if (out.remaining() < unitBytes) {
                    return CoderResult.OVERFLOW;
                }
                writeUnit(out, 0xFEFF, unitBytes, bigEndian);
                bomPending = false;
            }
            while (in.hasRemaining()) {
                int p = in.position();
                int cp = readCodePoint(in, problem);
                if (cp < 0) {
                    return problem[0];
                }
                int n = unitBytes == 2 && cp >= 0x10000 ? 4 : unitBytes;
                if (out.remaining() < n) {
                    in.position(p);
                    return CoderResult.OVERFLOW;
                }
                if (n == 4 && unitBytes == 2) {
                    writeUnit(out, Character.highSurrogate(cp), 2, bigEndian);
                    writeUnit(out, Character.lowSurrogate(cp), 2, bigEndian);
                } else {
                    writeUnit(out, cp, unitBytes, bigEndian);
                }
            }
            return CoderResult.UNDERFLOW;
        }
    }
}
