package java.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import loupe.internal.TextCoding;

/**
 * Turns the bytes of an InputStream into characters of one charset, reading
 * ahead up to 8192 bytes at a time. For UTF-8 an incomplete sequence at the
 * end of a read is kept for the next one; at the end of the stream whatever
 * is left is decoded (malformed bytes become U+FFFD).
 */
final class TextDecoder {
    private static final char[] NO_CHARS = new char[0];

    private final InputStream in;
    private final Charset charset;
    private final boolean utf8;
    /** For charsets without an array loop in TextCoding; it keeps state (a UTF-16 BOM, a split unit). */
    private final CharsetDecoder coder;
    private final byte[] bytes = new byte[8192];
    /** Bytes of an incomplete character, at the start of {@code bytes}. */
    private int carry;
    private char[] chars = NO_CHARS;
    private int charPos;
    private boolean eof;

    /** A coding error that the caller's decoder reports, thrown by the read after the one that met it. */
    private java.nio.charset.CharacterCodingException pendingError;

    TextDecoder(InputStream in, Charset charset) {
        this.in = in;
        this.charset = charset;
        this.utf8 = charset.name().equals("UTF-8");
        this.coder = TextCoding.hasFastPath(charset) ? null : TextCoding.replacingDecoder(charset);
    }

    /** Decodes with the caller's decoder and its error actions (REPORT makes malformed input throw). */
    TextDecoder(InputStream in, CharsetDecoder decoder) {
        this.in = in;
        this.charset = decoder.charset();
        this.utf8 = false;
        this.coder = decoder;
    }

    Charset charset() {
        return charset;
    }

    /**
     * Like the JDK's stream decoder: keeps filling cbuf while the stream has
     * bytes available, but blocks only until the first character.
     */
    int read(char[] cbuf, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            if (charPos < chars.length) {
                int k = Math.min(len - n, chars.length - charPos);
                if (len > 1 && startsPair(charPos + k - 1)) {
                    // a surrogate pair is not split across reads, except by one-char reads
                    k--;
                    if (k == 0) {
                        break;
                    }
                }
                System.arraycopy(chars, charPos, cbuf, off + n, k);
                charPos += k;
                n += k;
            } else if (eof || (n > 0 && in.available() <= 0)) {
                break;
            } else if (pendingError != null) {
                if (n > 0) {
                    break;
                }
                java.nio.charset.CharacterCodingException error = pendingError;
                pendingError = null;
                throw error;
            } else {
                readBytes();
            }
        }
        return (n == 0 && len > 0) ? -1 : n;
    }

    private boolean startsPair(int i) {
        return Character.isHighSurrogate(chars[i]) && i + 1 < chars.length && Character.isLowSurrogate(chars[i + 1]);
    }

    /** Undecoded bytes count, as in the JDK: a partial character makes the reader ready. */
    boolean ready() throws IOException {
        return charPos < chars.length || carry > 0 || (!eof && in.available() > 0);
    }

    void close() throws IOException {
        in.close();
    }

    /** One read of the stream, decoding what it completes (at the end, everything left). */
    private void readBytes() throws IOException {
        int n = in.read(bytes, carry, bytes.length - carry);
        int total;
        int tail;
        if (n < 0) {
            eof = true;
            total = carry;
            tail = 0;
        } else {
            total = carry + n;
            tail = utf8 ? incompleteUtf8Tail(bytes, total) : 0;
        }
        if (coder != null) {
            decodeWithCoder(total);
            return;
        }
        chars = total - tail == 0 ? NO_CHARS : TextCoding.decode(charset, bytes, 0, total - tail);
        charPos = 0;
        System.arraycopy(bytes, total - tail, bytes, 0, tail);
        carry = tail;
    }

    /** Decodes bytes[0, total) with the charset's decoder, which leaves an incomplete unit for the next read. */
    private void decodeWithCoder(int total) {
        ByteBuffer in = ByteBuffer.wrap(bytes, 0, total);
        // at most one char per byte, plus a replacement for a malformed end
        CharBuffer out = CharBuffer.allocate(total + 2);
        java.nio.charset.CoderResult result = coder.decode(in, out, eof);
        if (result.isError()) {
            try {
                result.throwException();
            } catch (java.nio.charset.CharacterCodingException e) {
                pendingError = e;
            }
        } else if (eof) {
            coder.flush(out);
        }
        out.flip();
        chars = out.remaining() == 0 ? NO_CHARS : new char[out.remaining()];
        out.get(chars);
        charPos = 0;
        carry = in.remaining();
        System.arraycopy(bytes, in.position(), bytes, 0, carry);
    }

    /** How many bytes at the end of b[0, len) begin a UTF-8 sequence that needs more bytes. */
    private static int incompleteUtf8Tail(byte[] b, int len) {
        for (int k = 1; k <= 3 && k <= len; k++) {
            int c = b[len - k] & 0xff;
            if ((c & 0xc0) == 0x80) {
                continue;
            }
            int needed = c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf8 ? 4 : 1;
            return needed > k ? k : 0;
        }
        return 0;
    }
}
