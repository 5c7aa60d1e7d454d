package java.io;

import java.nio.charset.Charset;
import loupe.internal.TextCoding;

/**
 * Turns successive pieces of text into bytes of one charset. A high surrogate
 * that ends a piece is held back until the next one, so that a pair split
 * across two writes is still encoded as one character (as the JDK's stream
 * encoder does); unpaired surrogates become '?' like any unmappable character.
 */
final class TextEncoder {
    private final Charset charset;
    private boolean hasPendingHigh;
    private char pendingHigh;

    TextEncoder(Charset charset) {
        this.charset = charset;
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
        return TextCoding.encode(charset, src, start, n);
    }

    /** The bytes for a surrogate still held back (its replacement), at the end of the text. */
    byte[] finish() {
        if (!hasPendingHigh) {
            return new byte[0];
        }
        hasPendingHigh = false;
        return TextCoding.encode(charset, new char[] {pendingHigh}, 0, 1);
    }
}
