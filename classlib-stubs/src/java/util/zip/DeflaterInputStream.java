package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Reads uncompressed data from the underlying stream and hands out its compressed form. */
public class DeflaterInputStream extends FilterInputStream {
    protected final Deflater def;
    protected final byte[] buf;
    private byte[] readBuffer = new byte[1];
    private final boolean usesDefaultDeflater;
    private boolean reachedEof;

    public DeflaterInputStream(InputStream in) {
        this(in, in != null ? new Deflater() : null, 512, true);
    }

    public DeflaterInputStream(InputStream in, Deflater defl) {
        this(in, defl, 512, false);
    }

    public DeflaterInputStream(InputStream in, Deflater defl, int bufLen) {
        this(in, defl, bufLen, false);
    }

    private DeflaterInputStream(InputStream in, Deflater defl, int bufLen, boolean ownsDeflater) {
        super(in);
        if (in == null) {
            throw new NullPointerException("Null input");
        }
        if (defl == null) {
            throw new NullPointerException("Null deflater");
        }
        if (bufLen < 1) {
            throw new IllegalArgumentException("Buffer size < 1");
        }
        this.def = defl;
        this.buf = new byte[bufLen];
        this.usesDefaultDeflater = ownsDeflater;
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    public void close() throws IOException {
        if (in != null) {
            try {
                if (usesDefaultDeflater) {
                    def.end();
                }
                in.close();
            } finally {
                in = null;
            }
        }
    }

    public int read() throws IOException {
        int n = read(readBuffer, 0, 1);
        if (n <= 0) {
            return -1;
        }
        return readBuffer[0] & 0xff;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException("Null buffer for read");
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int count = 0;
        while (len > 0 && !def.finished()) {
            if (def.needsInput()) {
                int n = in.read(buf, 0, buf.length);
                if (n < 0) {
                    def.finish();
                } else if (n > 0) {
                    def.setInput(buf, 0, n);
                }
            }
            int n = def.deflate(b, off, len);
            count += n;
            off += n;
            len -= n;
        }
        if (count == 0 && def.finished()) {
            reachedEof = true;
            count = -1;
        }
        return count;
    }

    /** Skips compressed bytes (they are produced and dropped). */
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        if (readBuffer.length < 512) {
            readBuffer = new byte[512];
        }
        int remaining = (int) Math.min(n, Integer.MAX_VALUE);
        long skipped = 0;
        while (remaining > 0) {
            int k = read(readBuffer, 0, Math.min(remaining, readBuffer.length));
            if (k < 0) {
                break;
            }
            skipped += k;
            remaining -= k;
        }
        return skipped;
    }

    /** 0 after the end of the compressed data, else 1. */
    public int available() throws IOException {
        ensureOpen();
        return reachedEof ? 0 : 1;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int limit) {
    }

    public void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }
}
