package java.util.zip;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Reads compressed data from the underlying stream and hands out its decompressed bytes. */
public class InflaterInputStream extends FilterInputStream {
    protected Inflater inf;
    protected byte[] buf;
    /** How many bytes of buf the last fill() read. */
    protected int len;
    protected boolean closed;
    private boolean reachedEof;
    /** Whether the inflater was made here, and so is ended here. */
    boolean usesDefaultInflater;
    private final byte[] singleByte = new byte[1];
    private byte[] skipBuffer;

    public InflaterInputStream(InputStream in, Inflater inf, int size) {
        super(in);
        if (in == null || inf == null) {
            throw new NullPointerException();
        }
        if (size <= 0) {
            throw new IllegalArgumentException("buffer size <= 0");
        }
        this.inf = inf;
        this.buf = new byte[size];
    }

    public InflaterInputStream(InputStream in, Inflater inf) {
        this(in, inf, 512);
    }

    public InflaterInputStream(InputStream in) {
        this(in, in != null ? new Inflater() : null);
        usesDefaultInflater = true;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        ensureOpen();
        return read(singleByte, 0, 1) == -1 ? -1 : singleByte[0] & 0xff;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        try {
            int n;
            while ((n = inf.inflate(b, off, len)) == 0) {
                if (inf.finished() || inf.needsDictionary()) {
                    reachedEof = true;
                    return -1;
                }
                if (inf.needsInput()) {
                    fill();
                }
            }
            return n;
        } catch (DataFormatException e) {
            String message = e.getMessage();
            throw new ZipException(message != null ? message : "Invalid ZLIB data format");
        }
    }

    /** 0 after the end of the compressed data, else 1 (more may follow). */
    public int available() throws IOException {
        ensureOpen();
        if (reachedEof) {
            return 0;
        }
        if (inf.finished()) {
            reachedEof = true;
            return 0;
        }
        return 1;
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        if (skipBuffer == null) {
            skipBuffer = new byte[512];
        }
        int total = 0;
        while (total < max) {
            int chunk = Math.min(max - total, skipBuffer.length);
            chunk = read(skipBuffer, 0, chunk);
            if (chunk == -1) {
                reachedEof = true;
                break;
            }
            total += chunk;
        }
        return total;
    }

    public void close() throws IOException {
        if (!closed) {
            if (usesDefaultInflater) {
                inf.end();
            }
            in.close();
            closed = true;
        }
    }

    /** Reads the next chunk of compressed input into buf and gives it to the inflater. */
    protected void fill() throws IOException {
        ensureOpen();
        len = in.read(buf, 0, buf.length);
        if (len == -1) {
            throw new EOFException("Unexpected end of ZLIB input stream");
        }
        inf.setInput(buf, 0, len);
    }

    public boolean markSupported() {
        return false;
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }
}
