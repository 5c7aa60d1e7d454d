package java.util.zip;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** Decompresses the compressed data written to it and writes the result to the underlying stream. */
public class InflaterOutputStream extends FilterOutputStream {
    protected final Inflater inf;
    protected final byte[] buf;
    private final byte[] singleByte = new byte[1];
    private final boolean usesDefaultInflater;
    private boolean closed;

    public InflaterOutputStream(OutputStream out) {
        this(out, out != null ? new Inflater() : null, 512, true);
    }

    public InflaterOutputStream(OutputStream out, Inflater infl) {
        this(out, infl, 512, false);
    }

    public InflaterOutputStream(OutputStream out, Inflater infl, int bufLen) {
        this(out, infl, bufLen, false);
    }

    private InflaterOutputStream(OutputStream out, Inflater infl, int bufLen, boolean ownsInflater) {
        super(out);
        if (out == null) {
            throw new NullPointerException("Null output");
        }
        if (infl == null) {
            throw new NullPointerException("Null inflater");
        }
        if (bufLen <= 0) {
            throw new IllegalArgumentException("Buffer size < 1");
        }
        this.inf = infl;
        this.buf = new byte[bufLen];
        this.usesDefaultInflater = ownsInflater;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void close() throws IOException {
        if (!closed) {
            try {
                finish();
            } finally {
                out.close();
                closed = true;
            }
        }
    }

    /** Writes out whatever the inflater can still produce from the input it holds. */
    public void flush() throws IOException {
        ensureOpen();
        if (!inf.finished()) {
            try {
                while (!inf.finished() && !inf.needsInput()) {
                    int n = inf.inflate(buf, 0, buf.length);
                    if (n < 1) {
                        break;
                    }
                    out.write(buf, 0, n);
                }
                super.flush();
            } catch (DataFormatException e) {
                throw zipException(e);
            }
        }
    }

    /** Flushes the decompressed data without closing the underlying stream. */
    public void finish() throws IOException {
        ensureOpen();
        flush();
        if (usesDefaultInflater) {
            inf.end();
        }
    }

    public void write(int b) throws IOException {
        singleByte[0] = (byte) b;
        write(singleByte, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) {
            throw new NullPointerException("Null buffer for read");
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        try {
            while (true) {
                // Hand the input over in small parts, so that little is left
                // unconsumed when the compressed data ends.
                if (inf.needsInput()) {
                    if (len < 1) {
                        break;
                    }
                    int part = Math.min(len, 512);
                    inf.setInput(b, off, part);
                    off += part;
                    len -= part;
                }
                int n;
                do {
                    n = inf.inflate(buf, 0, buf.length);
                    if (n > 0) {
                        out.write(buf, 0, n);
                    }
                } while (n > 0);
                if (inf.finished()) {
                    break;
                }
                if (inf.needsDictionary()) {
                    throw new ZipException("ZLIB dictionary missing");
                }
            }
        } catch (DataFormatException e) {
            throw zipException(e);
        }
    }

    private static ZipException zipException(DataFormatException e) {
        String message = e.getMessage();
        return new ZipException(message != null ? message : "Invalid ZLIB data format");
    }
}
