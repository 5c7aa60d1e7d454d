package java.util.logging;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;

/**
 * Takes records from loggers and exports them somewhere. A handler has its
 * own level (ALL unless a subclass or the configuration says otherwise), an
 * optional filter, a formatter and an error manager that hears of failures.
 */
public abstract class Handler {
    private volatile Level logLevel = Level.ALL;
    private volatile Filter filter;
    private volatile Formatter formatter;
    private volatile ErrorManager errorManager = new ErrorManager();
    private volatile String encoding;

    protected Handler() {
    }

    public abstract void publish(LogRecord record);

    public abstract void flush();

    public abstract void close() throws SecurityException;

    public synchronized void setFormatter(Formatter newFormatter) throws SecurityException {
        if (newFormatter == null) {
            throw new NullPointerException();
        }
        formatter = newFormatter;
    }

    public Formatter getFormatter() {
        return formatter;
    }

    public synchronized void setEncoding(String encoding)
            throws SecurityException, UnsupportedEncodingException {
        if (encoding != null) {
            try {
                if (!Charset.isSupported(encoding)) {
                    throw new UnsupportedEncodingException(encoding);
                }
            } catch (IllegalArgumentException badName) {
                throw new UnsupportedEncodingException(encoding);
            }
        }
        this.encoding = encoding;
    }

    public String getEncoding() {
        return encoding;
    }

    public synchronized void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public synchronized void setErrorManager(ErrorManager em) {
        if (em == null) {
            throw new NullPointerException();
        }
        errorManager = em;
    }

    public ErrorManager getErrorManager() {
        return errorManager;
    }

    protected void reportError(String msg, Exception ex, int code) {
        try {
            errorManager.error(msg, ex, code);
        } catch (Exception ignored) {
            // an error manager that fails has nobody left to tell
        }
    }

    public synchronized void setLevel(Level newLevel) throws SecurityException {
        if (newLevel == null) {
            throw new NullPointerException();
        }
        logLevel = newLevel;
    }

    public Level getLevel() {
        return logLevel;
    }

    /** At least this handler's level (and not OFF), and accepted by the filter. */
    public boolean isLoggable(LogRecord record) {
        int levelValue = getLevel().intValue();
        if (record == null) {
            return false;
        }
        if (record.getLevel().intValue() < levelValue || levelValue == Level.OFF.intValue()) {
            return false;
        }
        Filter f = getFilter();
        return f == null || f.isLoggable(record);
    }

    /**
     * Applies the configuration's "prefix.level", ".filter", ".formatter"
     * and ".encoding" (prefix: the handler's class name) over the defaults.
     */
    void configure(String prefix, Level defaultLevel, Formatter defaultFormatter) {
        LogManager manager = LogManager.getLogManager();
        logLevel = manager.levelProperty(prefix + ".level", defaultLevel);
        filter = (Filter) manager.instanceProperty(prefix + ".filter", null);
        Formatter configured = (Formatter) manager.instanceProperty(prefix + ".formatter", null);
        formatter = configured != null ? configured : defaultFormatter;
        String configuredEncoding = manager.getProperty(prefix + ".encoding");
        if (configuredEncoding != null) {
            try {
                setEncoding(configuredEncoding);
            } catch (UnsupportedEncodingException unsupported) {
                encoding = null;
            }
        }
    }
}
