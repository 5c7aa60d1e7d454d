package java.util.logging;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UnsupportedEncodingException;
import java.io.Writer;
import java.nio.charset.Charset;

/**
 * Writes formatted records to an output stream through an
 * OutputStreamWriter. As in the JDK, publish() does not flush: the text
 * stays in the writer's 8192-byte buffer until flush(), close(), a full
 * buffer, or LogManager.reset() at exit. The formatter's head is written
 * before the first record (or at close), its tail at close.
 */
public class StreamHandler extends Handler {
    private OutputStream output;
    private boolean doneHeader;
    private volatile Writer writer;

    public StreamHandler() {
        configure("java.util.logging.StreamHandler", Level.INFO, new SimpleFormatter());
    }

    public StreamHandler(OutputStream out, Formatter formatter) {
        configure("java.util.logging.StreamHandler", Level.INFO, new SimpleFormatter());
        setFormatter(formatter);
        setOutputStream(out);
    }

    /** For subclasses with their own configuration prefix and defaults. */
    StreamHandler(String prefix, Level defaultLevel, Formatter defaultFormatter) {
        configure(prefix, defaultLevel, defaultFormatter);
    }

    protected synchronized void setOutputStream(OutputStream out) throws SecurityException {
        if (out == null) {
            throw new NullPointerException();
        }
        flushAndClose();
        output = out;
        doneHeader = false;
        writer = newWriter(out, getEncoding());
    }

    private static Writer newWriter(OutputStream out, String encoding) {
        if (encoding == null) {
            return new OutputStreamWriter(out);
        }
        return new OutputStreamWriter(out, Charset.forName(encoding));
    }

    @Override
    public synchronized void setEncoding(String encoding)
            throws SecurityException, UnsupportedEncodingException {
        super.setEncoding(encoding);
        if (output == null) {
            return;
        }
        flush();
        writer = newWriter(output, encoding);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        String text;
        try {
            text = getFormatter().format(record);
        } catch (Exception ex) {
            reportError(null, ex, ErrorManager.FORMAT_FAILURE);
            return;
        }
        try {
            if (!doneHeader) {
                writer.write(getFormatter().getHead(this));
                doneHeader = true;
            }
            writer.write(text);
        } catch (Exception ex) {
            reportError(null, ex, ErrorManager.WRITE_FAILURE);
        }
    }

    /** False while there is no output stream. */
    @Override
    public boolean isLoggable(LogRecord record) {
        if (writer == null || record == null) {
            return false;
        }
        return super.isLoggable(record);
    }

    @Override
    public synchronized void flush() {
        if (writer != null) {
            try {
                writer.flush();
            } catch (Exception ex) {
                reportError(null, ex, ErrorManager.FLUSH_FAILURE);
            }
        }
    }

    private synchronized void flushAndClose() throws SecurityException {
        if (writer != null) {
            try {
                if (!doneHeader) {
                    writer.write(getFormatter().getHead(this));
                    doneHeader = true;
                }
                writer.write(getFormatter().getTail(this));
                writer.flush();
                writer.close();
            } catch (Exception ex) {
                reportError(null, ex, ErrorManager.CLOSE_FAILURE);
            }
            writer = null;
            output = null;
        }
    }

    @Override
    public synchronized void close() throws SecurityException {
        flushAndClose();
    }
}
