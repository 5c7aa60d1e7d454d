package java.util.logging;

/**
 * Keeps the last records in a circular buffer and pushes them all, oldest
 * first, to a target handler when a record at or above the push level
 * arrives (or on push()). Level ALL by default; the no-argument
 * constructor reads size (default 1000), push (default SEVERE) and target
 * (required) from the configuration.
 */
public class MemoryHandler extends Handler {
    private static final String PREFIX = "java.util.logging.MemoryHandler";

    private volatile Level pushLevel;
    private final LogRecord[] buffer;
    private final Handler target;
    /** Index of the oldest record, and how many records are held. */
    private int start;
    private int count;

    public MemoryHandler() {
        configure(PREFIX, Level.ALL, new SimpleFormatter());
        LogManager manager = LogManager.getLogManager();
        pushLevel = manager.levelProperty(PREFIX + ".push", Level.SEVERE);
        int size = manager.intProperty(PREFIX + ".size", 1000);
        buffer = new LogRecord[size <= 0 ? 1000 : size];
        Object configuredTarget = manager.instanceProperty(PREFIX + ".target", null);
        if (!(configuredTarget instanceof Handler)) {
            throw new RuntimeException("Cannot create target handler named by " + PREFIX + ".target");
        }
        target = (Handler) configuredTarget;
    }

    public MemoryHandler(Handler target, int size, Level pushLevel) {
        if (target == null || pushLevel == null) {
            throw new NullPointerException();
        }
        if (size <= 0) {
            throw new IllegalArgumentException();
        }
        configure(PREFIX, Level.ALL, new SimpleFormatter());
        this.target = target;
        this.pushLevel = pushLevel;
        this.buffer = new LogRecord[size];
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        int slot = (start + count) % buffer.length;
        buffer[slot] = record;
        if (count < buffer.length) {
            count++;
        } else {
            start = (start + 1) % buffer.length;
        }
        if (record.getLevel().intValue() >= pushLevel.intValue()) {
            push();
        }
    }

    public synchronized void push() {
        for (int i = 0; i < count; i++) {
            int slot = (start + i) % buffer.length;
            target.publish(buffer[slot]);
            buffer[slot] = null;
        }
        start = 0;
        count = 0;
    }

    @Override
    public void flush() {
        target.flush();
    }

    @Override
    public void close() throws SecurityException {
        target.close();
        setLevel(Level.OFF);
    }

    public synchronized void setPushLevel(Level newLevel) throws SecurityException {
        if (newLevel == null) {
            throw new NullPointerException();
        }
        pushLevel = newLevel;
    }

    public Level getPushLevel() {
        return pushLevel;
    }

    @Override
    public boolean isLoggable(LogRecord record) {
        return super.isLoggable(record);
    }
}
