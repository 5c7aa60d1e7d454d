package java.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import loupe.internal.TextCoding;

/**
 * Turns successive pieces of text into bytes of one charset. A high surrogate
 * that ends a piece is held back until the next one, so that a pair split
 * across two writes is still encoded as one character (as the JDK's stream
 * encoder does); unpaired surrogates become '?' like any unmappable character.
 */
final class TextEncoder {
    private final Charset charset;
    /** For charsets without an array loop in TextCoding; it keeps state (a UTF-16 BOM is written once). */
    private final CharsetEncoder coder;
    private boolean hasPendingHigh;
    private char pendingHigh;

    TextEncoder(Charset charset) {
        this.charset = charset;
        this.coder = TextCoding.hasFastPath(charset) ? null : TextCoding.replacingEncoder(charset);
    }

    Charset charset() {
        return charset;
    }

    byte[] encode(String s) {
        return encode(s.toCharArray(), 0, s.length());
    }

    byte[] encode(char[] chars, int off, int len) {
        char[] src = chars;
        int start = off;
        int n = len;
        if (hasPendingHigh) {
            src = new char[len + 1];
            src[0] = pendingHigh;
            System.arraycopy(chars, off, src, 1, len);
            start = 0;
            n = len + 1;
            hasPendingHigh = false;
        }
        if (n > 0 && Character.isHighSurrogate(src[start + n - 1])) {
            pendingHigh = src[start + n - 1];
            hasPendingHigh = true;
            n--;
        }
        return encodeChars(src, start, n, false);
    }

    private byte[] encodeChars(char[] src, int start, int n, boolean endOfInput) {
        if (coder == null) {
            return TextCoding.encode(charset, src, start, n);
        }
        CharBuffer in = CharBuffer.wrap(src, start, n);
        ByteBuffer out = ByteBuffer.allocate((int) (n * coder.maxBytesPerChar()) + 8);
        // REPLACE and a big enough buffer leave nothing unconsumed (a trailing high surrogate was held back)
        coder.encode(in, out, endOfInput);
        byte[] bytes = new byte[out.position()];
        out.flip();
        out.get(bytes);
        return bytes;
    }

    /** The bytes for a surrogate still held back (its replacement), at the end of the text. */
    byte[] finish() {
        if (!hasPendingHigh) {
            return new byte[0];
        }
        hasPendingHigh = false;
        return encodeChars(new char[] {pendingHigh}, 0, 1, true);
    }
}
