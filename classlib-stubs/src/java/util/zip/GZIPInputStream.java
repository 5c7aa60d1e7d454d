package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads GZIP data (RFC 1952): checks each member's header (skipping the
 * optional extra field, name, comment and header CRC), inflates the raw
 * deflate data and verifies the trailer. Concatenated members read as one stream.
 */
public class GZIPInputStream extends InflaterInputStream {
    public static final int GZIP_MAGIC = 0x8b1f;

    protected CRC32 crc = new CRC32();
    protected boolean eos;
    private boolean closed;

    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;

    private final byte[] scratch = new byte[128];

    public GZIPInputStream(InputStream in, int size) throws IOException {
        super(in, in != null ? new Inflater(true) : null, size);
        usesDefaultInflater = true;
        try {
            readHeader(in);
        } catch (IOException e) {
            inf.end();
            throw e;
        }
    }

    public GZIPInputStream(InputStream in) throws IOException {
        this(in, 512);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public int read(byte[] buf, int off, int len) throws IOException {
        ensureOpen();
        if (eos) {
            return -1;
        }
        int n = super.read(buf, off, len);
        if (n == -1) {
            if (readTrailer()) {
                eos = true;
            } else {
                return read(buf, off, len);
            }
        } else {
            crc.update(buf, off, n);
        }
        return n;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            eos = true;
            closed = true;
        }
    }

    /** Reads a member header; answers its length in bytes. */
    private int readHeader(InputStream source) throws IOException {
        CheckedInputStream in = new CheckedInputStream(source, crc);
        crc.reset();
        if (readUShort(in) != GZIP_MAGIC) {
            throw new ZipException("Not in GZIP format");
        }
        if (readUByte(in) != Deflater.DEFLATED) {
            throw new ZipException("Unsupported compression method");
        }
        int flags = readUByte(in);
        skipBytes(in, 6); // modification time, extra flags, operating system
        int length = 10;
        if ((flags & FEXTRA) == FEXTRA) {
            int extraLength = readUShort(in);
            skipBytes(in, extraLength);
            length += extraLength + 2;
        }
        if ((flags & FNAME) == FNAME) {
            do {
                length++;
            } while (readUByte(in) != 0);
        }
        if ((flags & FCOMMENT) == FCOMMENT) {
            do {
                length++;
            } while (readUByte(in) != 0);
        }
        if ((flags & FHCRC) == FHCRC) {
            int expected = (int) crc.getValue() & 0xffff;
            if (readUShort(in) != expected) {
                throw new ZipException("Corrupt GZIP header");
            }
            length += 2;
        }
        crc.reset();
        return length;
    }

    /**
     * Checks the trailer after a member's deflate data. Answers true at the
     * end of the stream, false when another member follows (its header is
     * then read and the inflater reset for it).
     */
    private boolean readTrailer() throws IOException {
        InputStream source = this.in;
        int unread = inf.getRemaining();
        if (unread > 0) {
            source = new LeftoverThenStream(buf, len - unread, unread, this.in);
        }
        if (readUInt(source) != crc.getValue() || readUInt(source) != (inf.getBytesWritten() & 0xffffffffL)) {
            throw new ZipException("Corrupt GZIP trailer");
        }
        // A further member may follow: more input is available, or more than
        // a trailer and a minimal header (8 + 18 bytes) was left over.
        if (this.in.available() > 0 || unread > 26) {
            int consumed = 8;
            try {
                consumed += readHeader(source);
            } catch (IOException e) {
                return true; // trailing garbage is ignored
            }
            inf.reset();
            if (unread > consumed) {
                inf.setInput(buf, len - unread + consumed, unread - consumed);
            }
            return false;
        }
        return true;
    }

    private long readUInt(InputStream in) throws IOException {
        long low = readUShort(in);
        return ((long) readUShort(in) << 16) | low;
    }

    private int readUShort(InputStream in) throws IOException {
        int low = readUByte(in);
        return (readUByte(in) << 8) | low;
    }

    private int readUByte(InputStream in) throws IOException {
        int b = in.read();
        if (b == -1) {
            throw new EOFException();
        }
        if (b < -1 || b > 255) {
            throw new IOException(this.in.getClass().getName() + ".read() returned value out of range -1..255: " + b);
        }
        return b;
    }

    private void skipBytes(InputStream in, int n) throws IOException {
        while (n > 0) {
            int k = in.read(scratch, 0, Math.min(n, scratch.length));
            if (k == -1) {
                throw new EOFException();
            }
            n -= k;
        }
    }

    /** The input bytes the inflater did not use, followed by the rest of the underlying stream (never closed here). */
    private static final class LeftoverThenStream extends InputStream {
        private final byte[] leftover;
        private int pos;
        private final int end;
        private final InputStream rest;

        LeftoverThenStream(byte[] leftover, int off, int len, InputStream rest) {
            this.leftover = leftover;
            this.pos = off;
            this.end = off + len;
            this.rest = rest;
        }

        public int read() throws IOException {
            return pos < end ? leftover[pos++] & 0xff : rest.read();
        }

        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (pos < end) {
                int n = Math.min(len, end - pos);
                System.arraycopy(leftover, pos, b, off, n);
                pos += n;
                return n;
            }
            return rest.read(b, off, len);
        }
    }
}
