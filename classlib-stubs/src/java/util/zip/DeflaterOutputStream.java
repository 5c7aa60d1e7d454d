package java.util.zip;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** Compresses what is written to it with a Deflater and writes the result to the underlying stream. */
public class DeflaterOutputStream extends FilterOutputStream {
    protected Deflater def;
    protected byte[] buf;
    private boolean closed;
    private final boolean syncFlush;
    /** Whether the deflater was made here, and so is ended here. */
    boolean usesDefaultDeflater;

    public DeflaterOutputStream(OutputStream out, Deflater def, int size, boolean syncFlush) {
        super(out);
        if (out == null || def == null) {
            throw new NullPointerException();
        }
        if (size <= 0) {
            throw new IllegalArgumentException("buffer size <= 0");
        }
        this.def = def;
        this.buf = new byte[size];
        this.syncFlush = syncFlush;
    }

    public DeflaterOutputStream(OutputStream out, Deflater def, int size) {
        this(out, def, size, false);
    }

    public DeflaterOutputStream(OutputStream out, Deflater def, boolean syncFlush) {
        this(out, def, 512, syncFlush);
    }

    public DeflaterOutputStream(OutputStream out, Deflater def) {
        this(out, def, 512, false);
    }

    public DeflaterOutputStream(OutputStream out, boolean syncFlush) {
        this(out, out != null ? new Deflater() : null, 512, syncFlush);
        usesDefaultDeflater = true;
    }

    public DeflaterOutputStream(OutputStream out) {
        this(out, false);
    }

    public void write(int b) throws IOException {
        byte[] one = new byte[] {(byte) b};
        write(one, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (def.finished()) {
            throw new IOException("write beyond end of stream");
        }
        if ((off | len | (off + len) | (b.length - (off + len))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        def.setInput(b, off, len);
        while (!def.needsInput()) {
            deflate();
        }
    }

    /** Finishes the compressed data without closing the underlying stream. */
    public void finish() throws IOException {
        if (!def.finished()) {
            def.finish();
            while (!def.finished()) {
                deflate();
            }
        }
    }

    public void close() throws IOException {
        if (!closed) {
            closed = true;
            try {
                finish();
            } finally {
                if (usesDefaultDeflater) {
                    def.end();
                }
            }
            out.close();
        }
    }

    /** Writes the next block of compressed data to the underlying stream. */
    protected void deflate() throws IOException {
        int len = def.deflate(buf, 0, buf.length);
        if (len > 0) {
            out.write(buf, 0, len);
        }
    }

    /**
     * With syncFlush, first compresses everything written so far (SYNC_FLUSH),
     * so that the receiver can decompress it all; then flushes the underlying stream.
     */
    public void flush() throws IOException {
        if (syncFlush && !def.finished()) {
            int len;
            while ((len = def.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH)) > 0) {
                out.write(buf, 0, len);
                if (len < buf.length) {
                    break;
                }
            }
        }
        out.flush();
    }
}
