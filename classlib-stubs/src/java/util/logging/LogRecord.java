package java.util.logging;

import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One logging request on its way from a Logger to the handlers. The source
 * class and method, unless set, are found on first request by looking at
 * the calling stack: the first frame after the Logger's frames that does
 * not belong to java.util.logging is the caller, as the JDK does.
 * The resource bundle (not serialized, as in the JDK) localizes the
 * message in Formatter.formatMessage.
 */
public class LogRecord implements Serializable {
    private static final long serialVersionUID = 5372048053134512534L;
    private static final AtomicLong NEXT_SEQUENCE = new AtomicLong();

    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private String message;
    private int threadID;
    private long longThreadID;
    private Throwable thrown;
    private String loggerName;
    private String resourceBundleName;
    private transient java.util.ResourceBundle resourceBundle;
    private Instant instant;
    private transient Object[] parameters;
    private transient boolean needToInferCaller;

    public LogRecord(Level level, String msg) {
        this.level = Objects.requireNonNull(level);
        this.message = msg;
        this.sequenceNumber = NEXT_SEQUENCE.getAndIncrement();
        this.longThreadID = Thread.currentThread().getId();
        this.threadID = shortThreadID(longThreadID);
        this.instant = Instant.now();
        this.needToInferCaller = true;
    }

    /** Thread ids that do not fit an int are folded into the negative ints. */
    private static int shortThreadID(long id) {
        if (id >= 0 && id <= Integer.MAX_VALUE) {
            return (int) id;
        }
        return (int) (-1 - (id % Integer.MAX_VALUE));
    }

    public String getLoggerName() {
        return loggerName;
    }

    public void setLoggerName(String name) {
        loggerName = name;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public void setResourceBundleName(String name) {
        resourceBundleName = name;
    }

    public java.util.ResourceBundle getResourceBundle() {
        return resourceBundle;
    }

    public void setResourceBundle(java.util.ResourceBundle bundle) {
        resourceBundle = bundle;
    }

    public Level getLevel() {
        return level;
    }

    public void setLevel(Level level) {
        if (level == null) {
            throw new NullPointerException();
        }
        this.level = level;
    }

    public long getSequenceNumber() {
        return sequenceNumber;
    }

    public void setSequenceNumber(long seq) {
        sequenceNumber = seq;
    }

    public String getSourceClassName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        this.sourceClassName = sourceClassName;
        needToInferCaller = false;
    }

    public String getSourceMethodName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        this.sourceMethodName = sourceMethodName;
        needToInferCaller = false;
    }

    public String getMessage() {
        return message;
    }

    public void setMessage(String message) {
        this.message = message;
    }

    public Object[] getParameters() {
        return parameters;
    }

    public void setParameters(Object[] parameters) {
        this.parameters = parameters;
    }

    public int getThreadID() {
        return threadID;
    }

    public void setThreadID(int threadID) {
        this.threadID = threadID;
        this.longThreadID = threadID;
    }

    public long getLongThreadID() {
        return longThreadID;
    }

    public LogRecord setLongThreadID(long longThreadID) {
        this.threadID = shortThreadID(longThreadID);
        this.longThreadID = longThreadID;
        return this;
    }

    public long getMillis() {
        return instant.toEpochMilli();
    }

    @Deprecated
    public void setMillis(long millis) {
        instant = Instant.ofEpochMilli(millis);
    }

    public Instant getInstant() {
        return instant;
    }

    public void setInstant(Instant instant) {
        // Instant.toEpochMilli throws ArithmeticException for instants out of range.
        instant.toEpochMilli();
        this.instant = instant;
    }

    public Throwable getThrown() {
        return thrown;
    }

    public void setThrown(Throwable thrown) {
        this.thrown = thrown;
    }

    /**
     * Skips frames until the first java.util.logging.Logger frame, then
     * returns the first frame that is not logging machinery (any
     * java.util.logging class, reflection, method handles, lambda proxies).
     */
    private void inferCaller() {
        needToInferCaller = false;
        StackTraceElement[] frames = new Throwable().getStackTrace();
        boolean lookingForLogger = true;
        for (StackTraceElement frame : frames) {
            String className = frame.getClassName();
            if (lookingForLogger) {
                lookingForLogger = !className.equals("java.util.logging.Logger");
                continue;
            }
            if (!isLoggingMachinery(className)) {
                sourceClassName = className;
                sourceMethodName = frame.getMethodName();
                return;
            }
        }
    }

    private static boolean isLoggingMachinery(String className) {
        return className.startsWith("java.util.logging.")
                || className.startsWith("java.lang.invoke.MethodHandle")
                || className.startsWith("java.lang.reflect.")
                || className.startsWith("jdk.internal.reflect.")
                || className.contains("$$Lambda");
    }
}
