package java.util.logging;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.List;
import java.util.Properties;
import loupe.internal.Members;

/**
 * The one registry of named loggers and of the logging configuration.
 *
 * The default configuration is the JDK's conf/logging.properties: the root
 * logger at INFO with one ConsoleHandler (created when the root's handlers
 * are first used), ConsoleHandler at INFO with a SimpleFormatter.
 * readConfiguration(InputStream) reads a properties file and applies
 * "&lt;logger&gt;.level", "handlers" / "&lt;logger&gt;.handlers",
 * "&lt;logger&gt;.useParentHandlers" and the handlers' own properties;
 * the java.util.logging.config.file / .class system properties are not read.
 *
 * Loggers are held strongly (the JDK holds them weakly, so an unreferenced
 * logger can lose its level there); at exit a shutdown hook calls reset(),
 * which flushes and closes every registered logger's handlers, as the JDK's.
 */
public class LogManager {
    public static final String LOGGING_MXBEAN_NAME = "java.util.logging:type=Logging";

    private static final LogManager MANAGER = new LogManager();

    private final Hashtable<String, Logger> namedLoggers = new Hashtable<>();
    private final RootLogger rootLogger;
    private final List<Runnable> configurationListeners = new ArrayList<>();
    private volatile Properties props = defaultProperties();
    /** False until the root logger's configured handlers have been created. */
    private boolean initializedGlobalHandlers;

    protected LogManager() {
        rootLogger = new RootLogger();
        if (MANAGER != null) {
            return; // a subclass instance: not the registry programs reach
        }
        rootLogger.setLevel(levelProperty(".level", Level.INFO));
        namedLoggers.put("", rootLogger);
        Logger.global.attachTo(rootLogger);
        namedLoggers.put(Logger.GLOBAL_LOGGER_NAME, Logger.global);
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(this::reset, "Thread-logging-cleaner"));
        } catch (IllegalStateException shuttingDown) {
            // logging first used while the VM shuts down: nothing left to flush later
        }
    }

    /** The root logger: its configured handlers appear on first use. */
    private final class RootLogger extends Logger {
        RootLogger() {
            super("", null);
        }

        @Override
        void installDefaultHandlers() {
            initializeGlobalHandlers();
        }
    }

    private static Properties defaultProperties() {
        Properties defaults = new Properties();
        defaults.setProperty("handlers", "java.util.logging.ConsoleHandler");
        defaults.setProperty(".level", "INFO");
        defaults.setProperty("java.util.logging.FileHandler.pattern", "%h/java%u.log");
        defaults.setProperty("java.util.logging.FileHandler.limit", "50000");
        defaults.setProperty("java.util.logging.FileHandler.count", "1");
        defaults.setProperty("java.util.logging.FileHandler.maxLocks", "100");
        defaults.setProperty("java.util.logging.FileHandler.formatter", "java.util.logging.XMLFormatter");
        defaults.setProperty("java.util.logging.ConsoleHandler.level", "INFO");
        defaults.setProperty("java.util.logging.ConsoleHandler.formatter", "java.util.logging.SimpleFormatter");
        return defaults;
    }

    public static LogManager getLogManager() {
        return MANAGER;
    }

    Logger getRootLogger() {
        return rootLogger;
    }

    /** Logger.getLogger: the registered logger, else a new one registered now. */
    synchronized Logger demandLogger(String name) {
        Logger existing = namedLoggers.get(name);
        if (existing != null) {
            return existing;
        }
        Logger created = new Logger(name, null);
        addLogger(created);
        return created;
    }

    /**
     * Registers a logger under its name: its parent becomes the nearest
     * registered ancestor, registered descendants whose nearest ancestor it
     * now is are reparented to it, and its configured level, handlers and
     * useParentHandlers are applied. False if the name is taken.
     */
    public synchronized boolean addLogger(Logger logger) {
        String name = logger.getName();
        if (name == null) {
            throw new NullPointerException();
        }
        if (namedLoggers.containsKey(name)) {
            return false;
        }
        namedLoggers.put(name, logger);
        Level configured = levelProperty(name + ".level", null);
        if (configured != null) {
            logger.setLevel(configured);
        }
        createConfiguredAncestors(name);
        logger.attachTo(nearestAncestor(name));
        for (Logger other : namedLoggers.values()) {
            if (other != logger && isAncestor(name, other.getName())
                    && nearestAncestor(other.getName()) == logger) {
                other.attachTo(logger);
            }
        }
        applyHandlerProperties(logger, name);
        return true;
    }

    /** Ancestors named in the configuration (with a level or handlers) exist as soon as a descendant does. */
    private void createConfiguredAncestors(String name) {
        int dot = name.lastIndexOf('.');
        while (dot > 0) {
            String prefix = name.substring(0, dot);
            if (!namedLoggers.containsKey(prefix) && (getProperty(prefix + ".level") != null
                    || getProperty(prefix + ".handlers") != null)) {
                demandLogger(prefix);
            }
            dot = prefix.lastIndexOf('.');
        }
    }

    private static boolean isAncestor(String ancestor, String name) {
        return ancestor.isEmpty() || name.startsWith(ancestor + ".");
    }

    private Logger nearestAncestor(String name) {
        int dot = name.lastIndexOf('.');
        while (dot > 0) {
            name = name.substring(0, dot);
            Logger found = namedLoggers.get(name);
            if (found != null) {
                return found;
            }
            dot = name.lastIndexOf('.');
        }
        return name.isEmpty() ? null : rootLogger;
    }

    private void applyHandlerProperties(Logger logger, String name) {
        String useParents = getProperty(name + ".useParentHandlers");
        if (useParents != null) {
            logger.setUseParentHandlers(booleanValue(useParents, true));
        }
        if (!name.isEmpty()) {
            for (Handler handler : handlersProperty(name + ".handlers")) {
                logger.addHandler(handler);
            }
        }
    }

    private synchronized void initializeGlobalHandlers() {
        if (initializedGlobalHandlers) {
            return;
        }
        initializedGlobalHandlers = true;
        for (Handler handler : handlersProperty("handlers")) {
            rootLogger.addHandler(handler);
        }
    }

    public synchronized Logger getLogger(String name) {
        return namedLoggers.get(name);
    }

    /** The names in a HashSet's order, as the JDK (which merges two contexts' names there). */
    public synchronized Enumeration<String> getLoggerNames() {
        return Collections.enumeration(new HashSet<>(namedLoggers.keySet()));
    }

    /**
     * Removes and closes every registered logger's handlers, clears the
     * configuration, and sets the root logger to INFO and the others to no
     * level. The root's default handlers are not created again.
     */
    public void reset() throws SecurityException {
        List<Logger> loggers;
        synchronized (this) {
            props = new Properties();
            initializedGlobalHandlers = true;
            loggers = new ArrayList<>(namedLoggers.values());
        }
        for (Logger logger : loggers) {
            logger.removeAndCloseHandlers();
            logger.setLevel(logger == rootLogger ? Level.INFO : null);
        }
    }

    /** Back to the default configuration. */
    public void readConfiguration() throws IOException, SecurityException {
        applyConfiguration(defaultProperties());
    }

    public void readConfiguration(InputStream ins) throws IOException, SecurityException {
        Properties loaded = new Properties();
        loaded.load(ins);
        applyConfiguration(loaded);
    }

    private void applyConfiguration(Properties configuration) {
        reset();
        List<Logger> loggers;
        synchronized (this) {
            props = configuration;
            initializedGlobalHandlers = false;
            loggers = new ArrayList<>(namedLoggers.values());
        }
        for (Logger logger : loggers) {
            String name = logger.getName();
            Level configured = levelProperty(name.isEmpty() ? ".level" : name + ".level", null);
            if (configured != null) {
                logger.setLevel(configured);
            }
            applyHandlerProperties(logger, name);
        }
        for (Runnable listener : listenersSnapshot()) {
            listener.run();
        }
    }

    private synchronized List<Runnable> listenersSnapshot() {
        return new ArrayList<>(configurationListeners);
    }

    public String getProperty(String name) {
        return props.getProperty(name);
    }

    public void checkAccess() throws SecurityException {
        // no security manager: everybody may configure logging
    }

    public LogManager addConfigurationListener(Runnable listener) {
        if (listener == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            configurationListeners.add(listener);
        }
        return this;
    }

    public void removeConfigurationListener(Runnable listener) {
        if (listener == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            configurationListeners.remove(listener);
        }
    }

    // ---- typed configuration values, for handlers and formatters

    /** A level by name or number; the default when absent or unparsable. */
    Level levelProperty(String name, Level defaultValue) {
        String value = getProperty(name);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Level.parse(value.trim());
        } catch (IllegalArgumentException bad) {
            return defaultValue;
        }
    }

    int intProperty(String name, int defaultValue) {
        String value = getProperty(name);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException bad) {
            return defaultValue;
        }
    }

    boolean booleanProperty(String name, boolean defaultValue) {
        return booleanValue(getProperty(name), defaultValue);
    }

    private static boolean booleanValue(String value, boolean defaultValue) {
        if (value == null) {
            return defaultValue;
        }
        String text = value.trim().toLowerCase();
        if (text.equals("true") || text.equals("1")) {
            return true;
        }
        if (text.equals("false") || text.equals("0")) {
            return false;
        }
        return defaultValue;
    }

    /** A new instance of the class the property names, or the default if absent or unusable. */
    Object instanceProperty(String name, Object defaultValue) {
        String className = getProperty(name);
        if (className == null) {
            return defaultValue;
        }
        Object created = newInstance(className.trim());
        return created != null ? created : defaultValue;
    }

    /** The handlers a whitespace- or comma-separated list of class names makes. */
    private List<Handler> handlersProperty(String name) {
        List<Handler> result = new ArrayList<>();
        String value = getProperty(name);
        if (value == null) {
            return result;
        }
        for (String className : value.trim().split("[\\s,]+")) {
            if (className.isEmpty()) {
                continue;
            }
            Object created = newInstance(className);
            if (created instanceof Handler) {
                result.add((Handler) created);
            } else {
                System.err.println("Can't load log handler \"" + className + "\"");
            }
        }
        return result;
    }

    private static Object newInstance(String className) {
        try {
            Class<?> type = Members.loadClass(className, null);
            return type.getDeclaredConstructor().newInstance();
        } catch (Exception unusable) {
            return null;
        }
    }
}
