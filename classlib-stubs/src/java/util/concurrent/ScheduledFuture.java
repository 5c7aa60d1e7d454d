package java.util.concurrent;

/** The result of a task scheduled with a ScheduledExecutorService. */
public interface ScheduledFuture<V> extends Delayed, Future<V> {
}
