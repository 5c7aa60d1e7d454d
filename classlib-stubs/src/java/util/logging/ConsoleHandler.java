package java.util.logging;

/**
 * A StreamHandler on System.err, at level INFO with a SimpleFormatter by
 * default, that flushes after every record. close() only flushes: it never
 * closes System.err.
 */
public class ConsoleHandler extends StreamHandler {
    public ConsoleHandler() {
        super("java.util.logging.ConsoleHandler", Level.INFO, new SimpleFormatter());
        setOutputStream(System.err);
    }

    @Override
    public void publish(LogRecord record) {
        super.publish(record);
        flush();
    }

    @Override
    public void close() {
        flush();
    }
}
