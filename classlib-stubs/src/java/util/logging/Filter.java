package java.util.logging;

/** Decides, beyond levels, whether a record is logged. */
@FunctionalInterface
public interface Filter {
    boolean isLoggable(LogRecord record);
}
