package java.util;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Base64 encoders and decoders (RFC 4648 basic and URL-safe alphabets, RFC
 * 2045 MIME with line breaks). Lengths, padding rules and the exception
 * messages follow the JDK. The stream wrappers are simple: the encoding
 * stream emits whole 3-byte groups as they come and the tail on close; the
 * decoding stream reads its whole source on the first read.
 * ByteBuffer methods are absent (Loupe has no java.nio buffers).
 */
public class Base64 {
    private Base64() {}

    private static final char[] TO_BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] TO_BASE64_URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();
    /** Byte value to 6-bit value; -1 for a byte outside the alphabet, -2 for '='. */
    private static final int[] FROM_BASE64 = inverse(TO_BASE64);
    private static final int[] FROM_BASE64_URL = inverse(TO_BASE64_URL);

    private static final int MIME_LINE_MAX = 76;
    private static final byte[] CRLF = {'\r', '\n'};

    private static int[] inverse(char[] alphabet) {
        int[] table = new int[256];
        Arrays.fill(table, -1);
        for (int i = 0; i < alphabet.length; i++) {
            table[alphabet[i]] = i;
        }
        table['='] = -2;
        return table;
    }

    public static Encoder getEncoder() {
        return Encoder.RFC4648;
    }

    public static Encoder getUrlEncoder() {
        return Encoder.RFC4648_URLSAFE;
    }

    public static Encoder getMimeEncoder() {
        return Encoder.RFC2045;
    }

    /** lineLength is rounded down to a multiple of 4; no line breaks at all if that leaves nothing. */
    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        for (byte b : lineSeparator) {
            if (FROM_BASE64[b & 0xff] != -1) {
                throw new IllegalArgumentException("Illegal base64 line separator character 0x" + Integer.toString(b, 16));
            }
        }
        lineLength &= ~0b11;
        if (lineLength <= 0) {
            return Encoder.RFC4648;
        }
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    public static Decoder getDecoder() {
        return Decoder.RFC4648;
    }

    public static Decoder getUrlDecoder() {
        return Decoder.RFC4648_URLSAFE;
    }

    public static Decoder getMimeDecoder() {
        return Decoder.RFC2045;
    }

    public static class Encoder {
        private final byte[] newline;
        private final int linemax;
        private final boolean isURL;
        private final boolean doPadding;

        static final Encoder RFC4648 = new Encoder(false, null, -1, true);
        static final Encoder RFC4648_URLSAFE = new Encoder(true, null, -1, true);
        static final Encoder RFC2045 = new Encoder(false, CRLF, MIME_LINE_MAX, true);

        private Encoder(boolean isURL, byte[] newline, int linemax, boolean doPadding) {
            this.isURL = isURL;
            this.newline = newline;
            this.linemax = linemax;
            this.doPadding = doPadding;
        }

        /** The encoded length of srclen bytes, or -1 if it exceeds an array's reach. */
        private int encodedLength(int srclen, boolean throwOOME) {
            long len;
            if (doPadding) {
                len = 4L * ((srclen + 2L) / 3);
            } else {
                int n = srclen % 3;
                len = 4L * (srclen / 3) + (n == 0 ? 0 : n + 1);
            }
            if (linemax > 0 && len > 0) {
                len += (len - 1) / linemax * newline.length;
            }
            if (len > Integer.MAX_VALUE - 8) {
                if (throwOOME) {
                    throw new OutOfMemoryError("Encoded size is too large");
                }
                return -1;
            }
            return (int) len;
        }

        public byte[] encode(byte[] src) {
            byte[] dst = new byte[encodedLength(src.length, true)];
            int ret = encode0(src, 0, src.length, dst);
            return ret == dst.length ? dst : Arrays.copyOf(dst, ret);
        }

        public int encode(byte[] src, byte[] dst) {
            int len = encodedLength(src.length, false);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            }
            return encode0(src, 0, src.length, dst);
        }

        public String encodeToString(byte[] src) {
            return new String(encode(src), StandardCharsets.ISO_8859_1);
        }

        public Encoder withoutPadding() {
            if (!doPadding) {
                return this;
            }
            return new Encoder(isURL, newline, linemax, false);
        }

        public OutputStream wrap(OutputStream os) {
            Objects.requireNonNull(os);
            return new EncodingStream(os, this);
        }

        /** Encodes src[off, end) into dst, breaking lines every linemax characters; returns the length. */
        int encode0(byte[] src, int off, int end, byte[] dst) {
            char[] alphabet = isURL ? TO_BASE64_URL : TO_BASE64;
            int dp = 0;
            int lineChars = 0;
            int sp = off;
            while (sp + 3 <= end) {
                if (linemax > 0 && lineChars == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                    lineChars = 0;
                }
                int bits = (src[sp] & 0xff) << 16 | (src[sp + 1] & 0xff) << 8 | (src[sp + 2] & 0xff);
                sp += 3;
                dst[dp++] = (byte) alphabet[(bits >>> 18) & 0x3f];
                dst[dp++] = (byte) alphabet[(bits >>> 12) & 0x3f];
                dst[dp++] = (byte) alphabet[(bits >>> 6) & 0x3f];
                dst[dp++] = (byte) alphabet[bits & 0x3f];
                lineChars += 4;
            }
            if (sp < end) {
                if (linemax > 0 && lineChars == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                }
                int b0 = src[sp++] & 0xff;
                dst[dp++] = (byte) alphabet[b0 >> 2];
                if (sp == end) {
                    dst[dp++] = (byte) alphabet[(b0 << 4) & 0x3f];
                    if (doPadding) {
                        dst[dp++] = '=';
                        dst[dp++] = '=';
                    }
                } else {
                    int b1 = src[sp] & 0xff;
                    dst[dp++] = (byte) alphabet[(b0 << 4) & 0x3f | (b1 >> 4)];
                    dst[dp++] = (byte) alphabet[(b1 << 2) & 0x3f];
                    if (doPadding) {
                        dst[dp++] = '=';
                    }
                }
            }
            return dp;
        }
    }

    /**
     * Encodes what is written in whole 3-byte groups (whole lines for a MIME
     * encoder), keeping the rest back; close() encodes it with padding. A
     * line break goes before every piece but the first, so none ends the output.
     */
    private static final class EncodingStream extends FilterOutputStream {
        private final Encoder encoder;
        /** Bytes written but not yet encoded: fewer than one group, or one line for MIME. */
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
        private final int chunk;
        private boolean anyLineWritten;
        private boolean closed;

        EncodingStream(OutputStream os, Encoder encoder) {
            super(os);
            this.encoder = encoder;
            this.chunk = encoder.linemax > 0 ? encoder.linemax / 4 * 3 : 3;
        }

        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            Objects.checkFromIndexSize(off, len, b.length);
            pending.write(b, off, len);
            byte[] all = pending.toByteArray();
            int whole = all.length - all.length % chunk;
            if (whole > 0) {
                emit(all, 0, whole);
                pending.reset();
                pending.write(all, whole, all.length - whole);
            }
        }

        private void emit(byte[] src, int from, int to) throws IOException {
            if (encoder.linemax > 0 && anyLineWritten) {
                out.write(encoder.newline);
            }
            byte[] dst = new byte[encoder.encodedLength(to - from, true)];
            int n = encoder.encode0(src, from, to, dst);
            out.write(dst, 0, n);
            anyLineWritten = true;
        }

        public void close() throws IOException {
            if (!closed) {
                closed = true;
                byte[] rest = pending.toByteArray();
                if (rest.length > 0) {
                    emit(rest, 0, rest.length);
                }
                out.close();
            }
        }
    }

    public static class Decoder {
        private final boolean isURL;
        private final boolean isMIME;

        static final Decoder RFC4648 = new Decoder(false, false);
        static final Decoder RFC4648_URLSAFE = new Decoder(true, false);
        static final Decoder RFC2045 = new Decoder(false, true);

        private Decoder(boolean isURL, boolean isMIME) {
            this.isURL = isURL;
            this.isMIME = isMIME;
        }

        public byte[] decode(byte[] src) {
            byte[] dst = new byte[decodedLength(src, 0, src.length)];
            int ret = decode0(src, 0, src.length, dst);
            return ret == dst.length ? dst : Arrays.copyOf(dst, ret);
        }

        public byte[] decode(String src) {
            return decode(src.getBytes(StandardCharsets.ISO_8859_1));
        }

        public int decode(byte[] src, byte[] dst) {
            int len = decodedLength(src, 0, src.length);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            }
            return decode0(src, 0, src.length, dst);
        }

        public InputStream wrap(InputStream is) {
            Objects.requireNonNull(is);
            return new DecodingStream(is, this);
        }

        /** An upper bound of the decoded length (exact for the basic and URL decoders). */
        private int decodedLength(byte[] src, int sp, int sl) {
            int[] base64 = isURL ? FROM_BASE64_URL : FROM_BASE64;
            int paddings = 0;
            int len = sl - sp;
            if (len == 0) {
                return 0;
            }
            if (len < 2) {
                if (isMIME && base64[src[sp] & 0xff] == -1) {
                    return 0;
                }
                throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
            }
            if (isMIME) {
                int illegal = 0;
                while (sp < sl) {
                    int b = src[sp++] & 0xff;
                    if (b == '=') {
                        len -= sl - sp + 1;
                        break;
                    }
                    if (base64[b] == -1) {
                        illegal++;
                    }
                }
                len -= illegal;
            } else {
                if (src[sl - 1] == '=') {
                    paddings++;
                    if (src[sl - 2] == '=') {
                        paddings++;
                    }
                }
            }
            if (paddings == 0 && (len & 0x3) != 0) {
                paddings = 4 - (len & 0x3);
            }
            return 3 * (int) ((len + 3L) / 4) - paddings;
        }

        /**
         * Decodes src[sp, sl) into dst. '=' ends the data: it must complete a
         * unit ("xx==" or "xxx="); after it only MIME may have (ignored) bytes.
         */
        private int decode0(byte[] src, int sp, int sl, byte[] dst) {
            int[] base64 = isURL ? FROM_BASE64_URL : FROM_BASE64;
            int dp = 0;
            int bits = 0;
            int shiftto = 18;
            while (sp < sl) {
                int b = base64[src[sp++] & 0xff];
                if (b < 0) {
                    if (b == -2) {
                        if ((shiftto == 6 && (sp == sl || src[sp++] != '=')) || shiftto == 18) {
                            throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                        }
                        break;
                    }
                    if (isMIME) {
                        continue;
                    }
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
                bits |= b << shiftto;
                shiftto -= 6;
                if (shiftto < 0) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) bits;
                    shiftto = 18;
                    bits = 0;
                }
            }
            if (shiftto == 6) {
                dst[dp++] = (byte) (bits >> 16);
            } else if (shiftto == 0) {
                dst[dp++] = (byte) (bits >> 16);
                dst[dp++] = (byte) (bits >> 8);
            } else if (shiftto == 12) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            while (sp < sl) {
                if (isMIME && base64[src[sp++] & 0xff] < 0) {
                    continue;
                }
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }
    }

    /** Reads the whole source on first use, decodes it, then serves the bytes; errors become IOException. */
    private static final class DecodingStream extends InputStream {
        private final InputStream source;
        private final Decoder decoder;
        private byte[] decoded;
        private int pos;
        private boolean closed;

        DecodingStream(InputStream source, Decoder decoder) {
            this.source = source;
            this.decoder = decoder;
        }

        private void fill() throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            if (decoded == null) {
                ByteArrayOutputStream all = new ByteArrayOutputStream();
                byte[] buffer = new byte[4096];
                for (int n; (n = source.read(buffer)) > 0;) {
                    all.write(buffer, 0, n);
                }
                try {
                    decoded = decoder.decode(all.toByteArray());
                } catch (IllegalArgumentException e) {
                    throw new IOException(e.getMessage());
                }
            }
        }

        public int read() throws IOException {
            fill();
            return pos < decoded.length ? decoded[pos++] & 0xff : -1;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            fill();
            if (len == 0) {
                return 0;
            }
            int n = Math.min(len, decoded.length - pos);
            if (n <= 0) {
                return -1;
            }
            System.arraycopy(decoded, pos, b, off, n);
            pos += n;
            return n;
        }

        public int available() throws IOException {
            fill();
            return decoded.length - pos;
        }

        public void close() throws IOException {
            if (!closed) {
                closed = true;
                source.close();
            }
        }
    }
}
