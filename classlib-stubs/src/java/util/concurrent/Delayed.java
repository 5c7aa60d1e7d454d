package java.util.concurrent;

/** An object that should be acted upon after a delay (DelayQueue, scheduled tasks). */
public interface Delayed extends Comparable<Delayed> {
    long getDelay(TimeUnit unit);
}
