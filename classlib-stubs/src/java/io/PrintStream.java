package java.io;

import java.nio.charset.Charset;
import java.util.Formatter;
import java.util.Locale;
import java.util.Objects;

/**
 * Prints text as bytes of a charset and never throws IOException: failures
 * set an error flag that checkError() reports. With autoFlush, as in the JDK,
 * the stream is flushed after every print, println, write of a byte array
 * and write of a '\n' byte.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    private final TextEncoder encoder;
    private Formatter formatter;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(autoFlush, Objects.requireNonNull(out, "Null output stream"), Charset.defaultCharset());
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding) throws UnsupportedEncodingException {
        this(autoFlush, Objects.requireNonNull(out, "Null output stream"), toCharset(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, Charset charset) {
        this(autoFlush, Objects.requireNonNull(out, "Null output stream"), Objects.requireNonNull(charset, "charset"));
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(false, new FileOutputStream(fileName), Charset.defaultCharset());
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(false, toCharset(csn), new FileOutputStream(fileName));
    }

    public PrintStream(String fileName, Charset charset) throws IOException {
        this(false, Objects.requireNonNull(charset, "charset"), new FileOutputStream(fileName));
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(false, new FileOutputStream(file), Charset.defaultCharset());
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(false, toCharset(csn), new FileOutputStream(file));
    }

    public PrintStream(File file, Charset charset) throws IOException {
        this(false, Objects.requireNonNull(charset, "charset"), new FileOutputStream(file));
    }

    private PrintStream(boolean autoFlush, OutputStream out, Charset charset) {
        super(out);
        this.autoFlush = autoFlush;
        this.encoder = new TextEncoder(charset);
    }

    /** The charset is resolved before the file is opened, as in the JDK. */
    private PrintStream(boolean autoFlush, Charset charset, OutputStream out) {
        this(autoFlush, out, charset);
    }

    static Charset toCharset(String csn) throws UnsupportedEncodingException {
        Objects.requireNonNull(csn, "charsetName");
        return loupe.internal.TextCoding.charsetForEncodingName(csn);
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (closing) {
                return;
            }
            closing = true;
            try {
                // as the JDK's internal writer on close: pending text, a flush of this stream, then close
                byte[] tail = encoder.finish();
                if (tail.length > 0) {
                    write(tail, 0, tail.length);
                }
                flush();
                out.close();
            } catch (IOException x) {
                trouble = true;
            }
            out = null;
        }
    }

    /** Flushes, then reports whether any operation has failed (here or in an underlying PrintStream). */
    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            return ((PrintStream) out).checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    /**
     * Text (and, for println, the line separator) goes out as one block
     * through write(byte[], int, int), as the JDK's internal writer does.
     */
    private void writeText(char[] chars, boolean newLine) {
        try {
            synchronized (this) {
                ensureOpen();
                char[] text = chars;
                if (newLine) {
                    String separator = System.lineSeparator();
                    text = new char[chars.length + separator.length()];
                    System.arraycopy(chars, 0, text, 0, chars.length);
                    separator.getChars(0, separator.length(), text, chars.length);
                }
                byte[] bytes = encoder.encode(text, 0, text.length);
                if (bytes.length > 0) {
                    write(bytes, 0, bytes.length);
                }
                if (autoFlush && (newLine || containsNewline(chars))) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    private static boolean containsNewline(char[] chars) {
        for (char c : chars) {
            if (c == '\n') {
                return true;
            }
        }
        return false;
    }

    private void write(String s) {
        writeText(s.toCharArray(), false);
    }

    private void writeln(String s) {
        writeText(s.toCharArray(), true);
    }

    private void newLine() {
        writeText(new char[0], true);
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(String.valueOf(c));
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        writeText(s, false);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    // println(x): one write for PrintStream itself; print(x) then newLine() for subclasses, which may override print.

    public void println(boolean x) {
        printlnText(String.valueOf(x));
    }

    public void println(char x) {
        printlnText(String.valueOf(x));
    }

    public void println(int x) {
        printlnText(String.valueOf(x));
    }

    public void println(long x) {
        printlnText(String.valueOf(x));
    }

    public void println(float x) {
        printlnText(String.valueOf(x));
    }

    public void println(double x) {
        printlnText(String.valueOf(x));
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeText(x, true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        printlnText(String.valueOf(x));
    }

    public void println(Object x) {
        printlnText(String.valueOf(x));
    }

    private void printlnText(String s) {
        if (getClass() == PrintStream.class) {
            writeln(s);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    /** Formats straight into this stream, so text before a bad conversion is printed, as in the JDK. */
    public PrintStream format(String format, Object... args) {
        synchronized (this) {
            formatter().format(Locale.getDefault(Locale.Category.FORMAT), format, args);
        }
        return this;
    }

    public PrintStream format(Locale l, String format, Object... args) {
        synchronized (this) {
            formatter().format(l, format, args);
        }
        return this;
    }

    private Formatter formatter() {
        if (formatter == null) {
            formatter = new Formatter((Appendable) this);
        }
        return formatter;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }

    public Charset charset() {
        return encoder.charset();
    }
}
