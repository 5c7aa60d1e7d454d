package java.io;

import java.nio.charset.Charset;
import java.util.Objects;

/** Decodes the bytes of a stream with a charset (the default charset unless given). */
public class InputStreamReader extends Reader {
    private final TextDecoder decoder;
    private boolean closed;

    public InputStreamReader(InputStream in) {
        super(in);
        decoder = new TextDecoder(in, Charset.defaultCharset());
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        decoder = new TextDecoder(in, PrintStream.toCharset(charsetName));
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        decoder = new TextDecoder(in, cs);
    }

    public InputStreamReader(InputStream in, java.nio.charset.CharsetDecoder dec) {
        super(in);
        if (dec == null) {
            throw new NullPointerException("charset decoder");
        }
        decoder = new TextDecoder(in, dec);
    }

    /** The charset's historical name ("UTF8", "ASCII", "ISO8859_1"), or null once closed. */
    public String getEncoding() {
        return closed ? null : historicalName(decoder.charset());
    }

    static String historicalName(Charset cs) {
        switch (cs.name()) {
            case "UTF-8":
                return "UTF8";
            case "US-ASCII":
                return "ASCII";
            case "ISO-8859-1":
                return "ISO8859_1";
            default:
                return cs.name();
        }
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        char[] cb = new char[1];
        return read(cb, 0, 1) == -1 ? -1 : cb[0];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            Objects.checkFromIndexSize(off, len, cbuf.length);
            return decoder.read(cbuf, off, len);
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return decoder.ready();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            decoder.close();
        }
    }
}
