package java.util.concurrent;

/** A scheduled future that is runnable; periodic ones run again after each successful run. */
public interface RunnableScheduledFuture<V> extends RunnableFuture<V>, ScheduledFuture<V> {
    boolean isPeriodic();
}
