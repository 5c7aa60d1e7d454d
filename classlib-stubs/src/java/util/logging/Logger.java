package java.util.logging;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * A named logger. Loggers form a tree by their dotted names: a logger's
 * parent is its nearest existing ancestor (else the root logger, named ""),
 * and a logger without a level of its own uses its parent's. A loggable
 * record goes to this logger's handlers, then, while useParentHandlers is
 * true, to each ancestor's handlers.
 *
 * A logger may name a resource bundle (or be given one): records logged
 * through it, or through a descendant without a bundle of its own, carry
 * that bundle, and Formatter.formatMessage looks their message up in it.
 * The logrb methods name the bundle for one record. Bundles are found with
 * ResourceBundle.getBundle and the default locale.
 */
public class Logger {
    public static final String GLOBAL_LOGGER_NAME = "global";

    /** @deprecated use {@link #getGlobal()} */
    @Deprecated
    public static final Logger global = new Logger(GLOBAL_LOGGER_NAME);

    private final String name;
    /** Guarded by this logger's lock; set once, never replaced by another name. */
    private String resourceBundleName;
    /** The bundle given to setResourceBundle; null when only a name was given. */
    private ResourceBundle resourceBundle;
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<>();
    private volatile Logger parent;
    private volatile Level level;
    private volatile Filter filter;
    private volatile boolean useParentHandlers = true;

    protected Logger(String name, String resourceBundleName) {
        this.name = name;
        useBundleName(resourceBundleName);
    }

    /** The deprecated static field's logger: registered by LogManager when it starts. */
    private Logger(String name) {
        this.name = name;
    }

    public static final Logger getGlobal() {
        LogManager.getLogManager();
        return global;
    }

    public static Logger getLogger(String name) {
        return LogManager.getLogManager().demandLogger(name);
    }

    /**
     * The logger of that name, which then uses that bundle: a logger keeps
     * the first bundle name it was given, and asking for another one (or
     * for none, with null) is an IllegalArgumentException.
     */
    public static Logger getLogger(String name, String resourceBundleName) {
        Logger logger = getLogger(name);
        logger.useBundleName(resourceBundleName);
        return logger;
    }

    public static Logger getAnonymousLogger() {
        Logger logger = new Logger(null, null);
        logger.parent = LogManager.getLogManager().getRootLogger();
        return logger;
    }

    public static Logger getAnonymousLogger(String resourceBundleName) {
        Logger logger = new Logger(null, resourceBundleName);
        logger.parent = LogManager.getLogManager().getRootLogger();
        return logger;
    }

    private synchronized void useBundleName(String bundleName) {
        if (resourceBundleName != null) {
            if (resourceBundleName.equals(bundleName)) {
                return;
            }
            throw new IllegalArgumentException(resourceBundleName + " != " + bundleName);
        }
        if (bundleName == null) {
            return;
        }
        if (findBundle(bundleName) == null) {
            throw new MissingResourceException("Can't find " + bundleName + " bundle from ", bundleName, "");
        }
        resourceBundleName = bundleName;
    }

    /** The named bundle for the default locale, or null when there is none. */
    private static ResourceBundle findBundle(String bundleName) {
        try {
            return ResourceBundle.getBundle(bundleName, Locale.getDefault());
        } catch (MissingResourceException absent) {
            return null;
        }
    }

    public synchronized String getResourceBundleName() {
        return resourceBundleName;
    }

    /** This logger's own bundle (not an ancestor's), or null. */
    public synchronized ResourceBundle getResourceBundle() {
        if (resourceBundle != null || resourceBundleName == null) {
            return resourceBundle;
        }
        return findBundle(resourceBundleName);
    }

    /** Gives this logger a bundle; one with another base name than the logger's bundle name is refused. */
    public synchronized void setResourceBundle(ResourceBundle bundle) {
        if (bundle == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.util.ResourceBundle.getBaseBundleName()\" because \"bundle\" is null");
        }
        String baseName = bundle.getBaseBundleName();
        if (baseName == null || baseName.isEmpty()) {
            throw new IllegalArgumentException("resource bundle must have a name");
        }
        if (resourceBundleName != null && !resourceBundleName.equals(baseName)) {
            throw new IllegalArgumentException("can't replace resource bundle");
        }
        resourceBundleName = baseName;
        resourceBundle = bundle;
    }

    public void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    // ---- logging a record

    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel())) {
            return;
        }
        Filter f = filter;
        if (f != null && !f.isLoggable(record)) {
            return;
        }
        for (Logger logger = this; logger != null; logger = logger.getParent()) {
            for (Handler handler : logger.getHandlers()) {
                handler.publish(record);
            }
            if (!logger.getUseParentHandlers()) {
                break;
            }
        }
    }

    /** Names the record after this logger, gives it the nearest logger's bundle, then logs it. */
    private void doLog(LogRecord record) {
        record.setLoggerName(name);
        for (Logger logger = this; logger != null; logger = logger.getParent()) {
            String bundleName = logger.getResourceBundleName();
            if (bundleName != null) {
                ResourceBundle bundle = logger.getResourceBundle();
                if (bundle != null) {
                    record.setResourceBundleName(bundleName);
                    record.setResourceBundle(bundle);
                }
                break;
            }
        }
        log(record);
    }

    /** A logrb record: the bundle given, not the logger's. */
    private void doLogWithBundle(Level level, String msg, Object[] params, Throwable thrown, String sourceClass,
            String sourceMethod, boolean sourceGiven, String bundleName, ResourceBundle bundle) {
        LogRecord record = newRecord(level, msg, params, thrown, sourceClass, sourceMethod, sourceGiven);
        record.setResourceBundleName(bundleName);
        record.setResourceBundle(bundle);
        record.setLoggerName(name);
        log(record);
    }

    private void doLog(Level level, String msg, Object[] params, Throwable thrown,
                       String sourceClass, String sourceMethod, boolean sourceGiven) {
        doLog(newRecord(level, msg, params, thrown, sourceClass, sourceMethod, sourceGiven));
    }

    /** The record every log method makes; the source only when the caller gave one (logp). */
    private static LogRecord newRecord(Level level, String msg, Object[] params, Throwable thrown,
                                       String sourceClass, String sourceMethod, boolean sourceGiven) {
        LogRecord record = new LogRecord(level, msg);
        record.setParameters(params);
        record.setThrown(thrown);
        if (sourceGiven) {
            record.setSourceClassName(sourceClass);
            record.setSourceMethodName(sourceMethod);
        }
        return record;
    }

    public void log(Level level, String msg) {
        if (isLoggable(level)) {
            doLog(level, msg, null, null, null, null, false);
        }
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            doLog(level, msgSupplier.get(), null, null, null, null, false);
        }
    }

    public void log(Level level, String msg, Object param1) {
        if (isLoggable(level)) {
            doLog(level, msg, new Object[] {param1}, null, null, null, false);
        }
    }

    public void log(Level level, String msg, Object[] params) {
        if (isLoggable(level)) {
            doLog(level, msg, params, null, null, null, false);
        }
    }

    public void log(Level level, String msg, Throwable thrown) {
        if (isLoggable(level)) {
            doLog(level, msg, null, thrown, null, null, false);
        }
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            doLog(level, msgSupplier.get(), null, thrown, null, null, false);
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        if (isLoggable(level)) {
            doLog(level, msg, null, null, sourceClass, sourceMethod, true);
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            doLog(level, msgSupplier.get(), null, null, sourceClass, sourceMethod, true);
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
        if (isLoggable(level)) {
            doLog(level, msg, new Object[] {param1}, null, sourceClass, sourceMethod, true);
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object[] params) {
        if (isLoggable(level)) {
            doLog(level, msg, params, null, sourceClass, sourceMethod, true);
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
        if (isLoggable(level)) {
            doLog(level, msg, null, thrown, sourceClass, sourceMethod, true);
        }
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Throwable thrown,
                     Supplier<String> msgSupplier) {
        if (isLoggable(level)) {
            doLog(level, msgSupplier.get(), null, thrown, sourceClass, sourceMethod, true);
        }
    }

    // ---- logging with a resource bundle for this record only

    /** @deprecated use a logrb method taking a ResourceBundle */
    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg) {
        logrbNamed(level, sourceClass, sourceMethod, bundleName, msg, null, null);
    }

    /** @deprecated use a logrb method taking a ResourceBundle */
    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Object param1) {
        logrbNamed(level, sourceClass, sourceMethod, bundleName, msg, new Object[] {param1}, null);
    }

    /** @deprecated use a logrb method taking a ResourceBundle */
    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Object[] params) {
        logrbNamed(level, sourceClass, sourceMethod, bundleName, msg, params, null);
    }

    /** @deprecated use a logrb method taking a ResourceBundle */
    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Throwable thrown) {
        logrbNamed(level, sourceClass, sourceMethod, bundleName, msg, null, thrown);
    }

    /** A bundle named but not found leaves the record's bundle null (the message is then printed as is). */
    private void logrbNamed(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Object[] params, Throwable thrown) {
        if (isLoggable(level)) {
            ResourceBundle bundle = bundleName == null ? null : findBundle(bundleName);
            doLogWithBundle(level, msg, params, thrown, sourceClass, sourceMethod, true, bundleName, bundle);
        }
    }

    public void logrb(Level level, String sourceClass, String sourceMethod, ResourceBundle bundle, String msg,
            Object... params) {
        if (isLoggable(level)) {
            doLogWithBundle(level, msg, params, null, sourceClass, sourceMethod, true, baseNameOf(bundle), bundle);
        }
    }

    public void logrb(Level level, ResourceBundle bundle, String msg, Object... params) {
        if (isLoggable(level)) {
            doLogWithBundle(level, msg, params, null, null, null, false, baseNameOf(bundle), bundle);
        }
    }

    public void logrb(Level level, String sourceClass, String sourceMethod, ResourceBundle bundle, String msg,
            Throwable thrown) {
        if (isLoggable(level)) {
            doLogWithBundle(level, msg, null, thrown, sourceClass, sourceMethod, true, baseNameOf(bundle), bundle);
        }
    }

    public void logrb(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
        if (isLoggable(level)) {
            doLogWithBundle(level, msg, null, thrown, null, null, false, baseNameOf(bundle), bundle);
        }
    }

    private static String baseNameOf(ResourceBundle bundle) {
        return bundle == null ? null : bundle.getBaseBundleName();
    }

    // ---- method tracing, at FINER

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void entering(String sourceClass, String sourceMethod, Object param1) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY {0}", param1);
    }

    /** "ENTRY {0} {1} ..." with one placeholder per parameter. */
    public void entering(String sourceClass, String sourceMethod, Object[] params) {
        String msg = "ENTRY";
        if (params == null) {
            logp(Level.FINER, sourceClass, sourceMethod, msg);
            return;
        }
        if (!isLoggable(Level.FINER)) {
            return;
        }
        StringBuilder placeholders = new StringBuilder(msg);
        for (int i = 0; i < params.length; i++) {
            placeholders.append(" {").append(i).append('}');
        }
        logp(Level.FINER, sourceClass, sourceMethod, placeholders.toString(), params);
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void exiting(String sourceClass, String sourceMethod, Object result) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN {0}", result);
    }

    public void throwing(String sourceClass, String sourceMethod, Throwable thrown) {
        if (isLoggable(Level.FINER)) {
            doLog(Level.FINER, "THROW", null, thrown, sourceClass, sourceMethod, true);
        }
    }

    // ---- one method per standard level

    public void severe(String msg) {
        log(Level.SEVERE, msg);
    }

    public void warning(String msg) {
        log(Level.WARNING, msg);
    }

    public void info(String msg) {
        log(Level.INFO, msg);
    }

    public void config(String msg) {
        log(Level.CONFIG, msg);
    }

    public void fine(String msg) {
        log(Level.FINE, msg);
    }

    public void finer(String msg) {
        log(Level.FINER, msg);
    }

    public void finest(String msg) {
        log(Level.FINEST, msg);
    }

    public void severe(Supplier<String> msgSupplier) {
        log(Level.SEVERE, msgSupplier);
    }

    public void warning(Supplier<String> msgSupplier) {
        log(Level.WARNING, msgSupplier);
    }

    public void info(Supplier<String> msgSupplier) {
        log(Level.INFO, msgSupplier);
    }

    public void config(Supplier<String> msgSupplier) {
        log(Level.CONFIG, msgSupplier);
    }

    public void fine(Supplier<String> msgSupplier) {
        log(Level.FINE, msgSupplier);
    }

    public void finer(Supplier<String> msgSupplier) {
        log(Level.FINER, msgSupplier);
    }

    public void finest(Supplier<String> msgSupplier) {
        log(Level.FINEST, msgSupplier);
    }

    // ---- levels

    public void setLevel(Level newLevel) throws SecurityException {
        level = newLevel;
    }

    public Level getLevel() {
        return level;
    }

    /** The nearest level set on this logger or an ancestor; INFO when none is. */
    private int effectiveLevelValue() {
        for (Logger logger = this; logger != null; logger = logger.parent) {
            Level own = logger.level;
            if (own != null) {
                return own.intValue();
            }
        }
        return Level.INFO.intValue();
    }

    public boolean isLoggable(Level level) {
        int threshold = effectiveLevelValue();
        return level.intValue() >= threshold && threshold != Level.OFF.intValue();
    }

    public String getName() {
        return name;
    }

    // ---- handlers and the tree

    public void addHandler(Handler handler) throws SecurityException {
        if (handler == null) {
            throw new NullPointerException();
        }
        handlers.add(handler);
    }

    public void removeHandler(Handler handler) throws SecurityException {
        if (handler == null) {
            return;
        }
        handlers.remove(handler);
    }

    public Handler[] getHandlers() {
        installDefaultHandlers();
        return handlers.toArray(new Handler[0]);
    }

    /** Overridden by the root logger, whose configured handlers are created on first use. */
    void installDefaultHandlers() {
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    public Logger getParent() {
        return parent;
    }

    public void setParent(Logger parent) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
    }

    /** For LogManager: reparenting while the tree is built. */
    void attachTo(Logger newParent) {
        this.parent = newParent;
    }

    /** For LogManager.reset(): every handler removed and closed. */
    void removeAndCloseHandlers() {
        for (Handler handler : handlers) {
            handlers.remove(handler);
            try {
                handler.close();
            } catch (Exception ignored) {
                // a handler that fails to close must not stop the reset
            }
        }
    }
}
