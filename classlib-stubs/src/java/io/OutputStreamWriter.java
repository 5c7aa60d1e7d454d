package java.io;

import java.nio.charset.Charset;
import java.util.Objects;

/**
 * Encodes characters with a charset into a byte buffer of 8192 bytes that is
 * passed to the stream when full or on flush() (so, as in the JDK, nothing
 * reaches the stream before then).
 */
public class OutputStreamWriter extends Writer {
    private static final int BYTE_BUFFER_SIZE = 8192;

    private final OutputStream out;
    private final TextEncoder encoder;
    private final byte[] bb = new byte[BYTE_BUFFER_SIZE];
    private int count;
    private boolean closed;

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.out = out;
        this.encoder = new TextEncoder(PrintStream.toCharset(charsetName));
    }

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
        this.encoder = new TextEncoder(Charset.defaultCharset());
    }

    public OutputStreamWriter(OutputStream out, Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        this.encoder = new TextEncoder(cs);
    }

    /** The charset's historical name ("UTF8", "ASCII", "ISO8859_1"), or null once closed. */
    public String getEncoding() {
        return closed ? null : InputStreamReader.historicalName(encoder.charset());
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    /** Passes the buffered bytes on without flushing the stream. */
    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
        }
    }

    private void writeBytes() throws IOException {
        if (count > 0) {
            out.write(bb, 0, count);
            count = 0;
        }
    }

    private void buffer(byte[] bytes) throws IOException {
        int pos = 0;
        while (pos < bytes.length) {
            int n = Math.min(bb.length - count, bytes.length - pos);
            System.arraycopy(bytes, pos, bb, count, n);
            count += n;
            pos += n;
            if (count == bb.length) {
                writeBytes();
            }
        }
    }

    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            Objects.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return;
            }
            buffer(encoder.encode(cbuf, off, len));
        }
    }

    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        char[] cbuf = new char[len];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            writeBytes();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            try {
                buffer(encoder.finish());
                writeBytes();
                try {
                    out.flush();
                } finally {
                    out.close();
                }
            } finally {
                closed = true;
            }
        }
    }
}
