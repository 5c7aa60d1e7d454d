package loupe.internal;

import java.io.UnsupportedEncodingException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;

/**
 * Conversions between chars and bytes: array loops for UTF-8, ISO-8859-1 and
 * US-ASCII, the charsets' CharsetEncoder/Decoder for the others; all with
 * the JDK's replacement behaviour: encoding writes '?' for anything the
 * charset cannot represent (an unpaired surrogate, or a whole surrogate pair
 * in a one-byte charset); decoding writes U+FFFD for malformed input, one per
 * malformed sequence, where the JDK's String decoder puts them.
 *
 * Stateless: a caller that converts a stream piece by piece must itself keep
 * back a trailing high surrogate (encoding) or an incomplete UTF-8 sequence
 * (decoding) for the next piece.
 */
public final class TextCoding {
    private static final char REPLACEMENT_CHAR = '\uFFFD';
    private static final byte REPLACEMENT_BYTE = (byte) '?';

    private TextCoding() {}

    /**
     * The charset for a name given to a String or java.io constructor: like
     * Charset.forName, but unknown or malformed names throw
     * UnsupportedEncodingException(name), and null throws NullPointerException.
     */
    public static Charset charsetForEncodingName(String name) throws UnsupportedEncodingException {
        if (name == null) {
            throw new NullPointerException();
        }
        try {
            if (Charset.isSupported(name)) {
                return Charset.forName(name);
            }
        } catch (IllegalCharsetNameException e) {
            // reported below like an unknown name
        }
        throw new UnsupportedEncodingException(name);
    }

    /** Encodes chars[off, off + len). */
    public static byte[] encode(Charset cs, char[] chars, int off, int len) {
        switch (cs.name()) {
            case "UTF-8":
                return encodeUtf8(chars, off, len);
            case "ISO-8859-1":
                return encodeSingleByte(chars, off, len, 0xFF);
            case "US-ASCII":
                return encodeSingleByte(chars, off, len, 0x7F);
            default:
                return encodeWithCoder(cs, chars, off, len);
        }
    }

    /** Decodes bytes[off, off + len). */
    public static char[] decode(Charset cs, byte[] bytes, int off, int len) {
        switch (cs.name()) {
            case "UTF-8":
                return decodeUtf8(bytes, off, len);
            case "ISO-8859-1":
                return decodeLatin1(bytes, off, len);
            case "US-ASCII":
                return decodeAscii(bytes, off, len);
            default:
                return decodeWithCoder(cs, bytes, off, len);
        }
    }

    /** True for the charsets with array loops here; the others go through their CharsetEncoder/Decoder. */
    public static boolean hasFastPath(Charset cs) {
        String name = cs.name();
        return name.equals("UTF-8") || name.equals("ISO-8859-1") || name.equals("US-ASCII");
    }

    /** An encoder that replaces what it cannot encode, as String.getBytes and the writers do. */
    public static CharsetEncoder replacingEncoder(Charset cs) {
        return cs.newEncoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
    }

    public static CharsetDecoder replacingDecoder(Charset cs) {
        return cs.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
    }

    // ---- other charsets (UTF-16, UTF-32): whole texts through the charset's coders

    private static byte[] encodeWithCoder(Charset cs, char[] chars, int off, int len) {
        if (len == 0) {
            return new byte[0]; // not even a byte-order mark, as in the JDK
        }
        ByteBuffer encoded = cs.encode(CharBuffer.wrap(chars, off, len));
        byte[] out = new byte[encoded.remaining()];
        encoded.get(out);
        return out;
    }

    private static char[] decodeWithCoder(Charset cs, byte[] bytes, int off, int len) {
        CharBuffer decoded = cs.decode(ByteBuffer.wrap(bytes, off, len));
        char[] out = new char[decoded.remaining()];
        decoded.get(out);
        return out;
    }

    // ---- one-byte charsets

    private static byte[] encodeSingleByte(char[] chars, int off, int len, int max) {
        byte[] out = new byte[len];
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = chars[i];
            if (c <= max) {
                out[n++] = (byte) c;
            } else {
                out[n++] = REPLACEMENT_BYTE;
                if (isPairAt(chars, i, end)) {
                    i++; // a surrogate pair is one unmappable character: one '?'
                }
            }
        }
        return n == len ? out : copyOf(out, n);
    }

    private static char[] decodeLatin1(byte[] bytes, int off, int len) {
        char[] out = new char[len];
        for (int i = 0; i < len; i++) {
            out[i] = (char) (bytes[off + i] & 0xFF);
        }
        return out;
    }

    private static char[] decodeAscii(byte[] bytes, int off, int len) {
        char[] out = new char[len];
        for (int i = 0; i < len; i++) {
            byte b = bytes[off + i];
            out[i] = b >= 0 ? (char) b : REPLACEMENT_CHAR;
        }
        return out;
    }

    // ---- UTF-8

    /** Sized exactly by a first pass, so that printing ASCII text allocates no more than it needs. */
    private static byte[] encodeUtf8(char[] chars, int off, int len) {
        byte[] out = new byte[utf8Length(chars, off, len)];
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = chars[i];
            if (c < 0x80) {
                out[n++] = (byte) c;
            } else if (c < 0x800) {
                out[n++] = (byte) (0xC0 | (c >> 6));
                out[n++] = (byte) (0x80 | (c & 0x3F));
            } else if (!Character.isSurrogate(c)) {
                out[n++] = (byte) (0xE0 | (c >> 12));
                out[n++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                out[n++] = (byte) (0x80 | (c & 0x3F));
            } else if (isPairAt(chars, i, end)) {
                int cp = Character.toCodePoint(c, chars[++i]);
                out[n++] = (byte) (0xF0 | (cp >> 18));
                out[n++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                out[n++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                out[n++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                out[n++] = REPLACEMENT_BYTE;
            }
        }
        return out;
    }

    private static int utf8Length(char[] chars, int off, int len) {
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = chars[i];
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (!Character.isSurrogate(c)) {
                n += 3;
            } else if (isPairAt(chars, i, end)) {
                n += 4;
                i++;
            } else {
                n++;
            }
        }
        return n;
    }

    private static boolean isPairAt(char[] chars, int i, int end) {
        return Character.isHighSurrogate(chars[i]) && i + 1 < end && Character.isLowSurrogate(chars[i + 1]);
    }

    private static boolean isContinuation(int b) {
        return (b & 0xC0) == 0x80;
    }

    /** Second byte of a three-byte form: E0 needs A0..BF (no overlongs); surrogates are caught later. */
    private static boolean secondOf3Ok(int b1, int b2) {
        return isContinuation(b2) && (b1 != 0xE0 || b2 >= 0xA0);
    }

    /** Second byte of a four-byte form: no overlongs (F0 needs 90..BF), nothing above U+10FFFF. */
    private static boolean secondOf4Ok(int b1, int b2) {
        return b1 <= 0xF4 && isContinuation(b2) && (b1 != 0xF0 || b2 >= 0x90) && (b1 != 0xF4 || b2 < 0x90);
    }

    /**
     * Decodes as the JDK's String constructor does: each malformed sequence
     * becomes one U+FFFD and decoding resumes after its valid-looking prefix
     * (so E0 A0 41 gives U+FFFD 'A'); a three-byte form of a surrogate is one
     * U+FFFD; a truncated sequence at the very end is one U+FFFD.
     */
    private static char[] decodeUtf8(byte[] bytes, int off, int len) {
        char[] out = new char[len];
        int n = 0;
        int i = off;
        int end = off + len;
        while (i < end) {
            int b1 = bytes[i] & 0xFF;
            if (b1 < 0x80) {
                out[n++] = (char) b1;
                i++;
                continue;
            }
            int avail = end - i - 1;
            int b2 = avail >= 1 ? bytes[i + 1] & 0xFF : 0;
            int b3 = avail >= 2 ? bytes[i + 2] & 0xFF : 0;
            int b4 = avail >= 3 ? bytes[i + 3] & 0xFF : 0;
            int consumed;
            int cp = -1;
            if (b1 >= 0xC2 && b1 <= 0xDF) {
                if (avail >= 1 && isContinuation(b2)) {
                    cp = ((b1 & 0x1F) << 6) | (b2 & 0x3F);
                    consumed = 2;
                } else {
                    consumed = 1;
                }
            } else if (b1 >= 0xE0 && b1 <= 0xEF) {
                if (avail >= 2) {
                    consumed = !secondOf3Ok(b1, b2) ? 1 : (!isContinuation(b3) ? 2 : 3);
                    if (consumed == 3) {
                        cp = ((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F);
                        if (Character.isSurrogate((char) cp)) {
                            cp = -1;
                        }
                    }
                } else {
                    consumed = avail == 1 && !secondOf3Ok(b1, b2) ? 1 : avail + 1;
                }
            } else if (b1 >= 0xF0 && b1 <= 0xF7) {
                if (avail >= 3) {
                    consumed = !secondOf4Ok(b1, b2) ? 1 : (!isContinuation(b3) ? 2 : (!isContinuation(b4) ? 3 : 4));
                    if (consumed == 4) {
                        cp = ((b1 & 0x07) << 18) | ((b2 & 0x3F) << 12) | ((b3 & 0x3F) << 6) | (b4 & 0x3F);
                    }
                } else if (b1 > 0xF4 || (avail >= 1 && !secondOf4Ok(b1, b2))) {
                    consumed = 1;
                } else {
                    consumed = avail >= 2 && !isContinuation(b3) ? 2 : avail + 1;
                }
            } else {
                consumed = 1;
            }
            i += consumed;
            if (cp < 0) {
                out[n++] = REPLACEMENT_CHAR;
            } else if (cp < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                out[n++] = (char) cp;
            } else {
                out[n++] = Character.highSurrogate(cp);
                out[n++] = Character.lowSurrogate(cp);
            }
        }
        return n == out.length ? out : copyOfChars(out, n);
    }

    private static byte[] copyOf(byte[] a, int n) {
        byte[] r = new byte[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    private static char[] copyOfChars(char[] a, int n) {
        char[] r = new char[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }
}
