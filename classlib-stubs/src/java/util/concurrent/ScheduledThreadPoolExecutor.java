package java.util.concurrent;

import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * A ThreadPoolExecutor whose queue is ordered by trigger time: tasks wait in
 * it until their delay has passed, periodic tasks are put back after each
 * run. Only core threads are used (every task is queued). After shutdown,
 * delayed one-shot tasks still run and periodic ones are dropped, unless the
 * policies say otherwise.
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {
    /** Ties between equal trigger times go to the earlier scheduled task. */
    private static long sequencer;

    private volatile boolean continueExistingPeriodicTasksAfterShutdown;
    private volatile boolean executeExistingDelayedTasksAfterShutdown = true;
    private volatile boolean removeOnCancel;

    public ScheduledThreadPoolExecutor(int corePoolSize) {
        this(corePoolSize, Executors.defaultThreadFactory(), new AbortPolicy());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        this(corePoolSize, threadFactory, new AbortPolicy());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, RejectedExecutionHandler handler) {
        this(corePoolSize, Executors.defaultThreadFactory(), handler);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, 10L, TimeUnit.MILLISECONDS, new DelayedWorkQueue(), threadFactory,
                handler);
    }

    private static synchronized long nextSequence() {
        return sequencer++;
    }

    /** A task with its trigger time (System.nanoTime based) and period (0: once; &gt;0 fixed rate; &lt;0 fixed delay). */
    private class ScheduledFutureTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        private final long sequenceNumber = nextSequence();
        private volatile long time;
        private final long period;

        ScheduledFutureTask(Runnable r, V result, long triggerTime, long period) {
            super(r, result);
            this.time = triggerTime;
            this.period = period;
        }

        ScheduledFutureTask(Callable<V> callable, long triggerTime) {
            super(callable);
            this.time = triggerTime;
            this.period = 0;
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(time - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            if (other instanceof ScheduledFutureTask) {
                ScheduledFutureTask<?> x = (ScheduledFutureTask<?>) other;
                long diff = time - x.time;
                if (diff != 0) {
                    return diff < 0 ? -1 : 1;
                }
                return sequenceNumber < x.sequenceNumber ? -1 : 1;
            }
            long diff = getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return diff < 0 ? -1 : diff > 0 ? 1 : 0;
        }

        public boolean isPeriodic() {
            return period != 0;
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            if (cancelled && removeOnCancel) {
                getQueue().remove(this);
            }
            return cancelled;
        }

        public void run() {
            if (!canRunNow(isPeriodic())) {
                cancel(false);
            } else if (!isPeriodic()) {
                super.run();
            } else if (runAndReset()) {
                time = period > 0 ? time + period : System.nanoTime() - period;
                if (canRunNow(true)) {
                    getQueue().add(this);
                    ensurePrestart();
                } else {
                    cancel(false);
                }
            }
        }
    }

    private boolean canRunNow(boolean periodic) {
        return isRunningOrShutdown(periodic ? continueExistingPeriodicTasksAfterShutdown
                : executeExistingDelayedTasksAfterShutdown);
    }

    private static long triggerTime(long delay, TimeUnit unit) {
        return System.nanoTime() + Math.max(0L, unit.toNanos(delay));
    }

    private <T extends RunnableScheduledFuture<?>> T delayedExecute(T task) {
        if (isShutdown()) {
            reject(task);
            return task;
        }
        getQueue().add(task);
        if (!canRunNow(task.isPeriodic()) && getQueue().remove(task)) {
            task.cancel(false);
        } else {
            ensurePrestart();
        }
        return task;
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        return delayedExecute(new ScheduledFutureTask<Void>(command, null, triggerTime(delay, unit), 0));
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null || unit == null) {
            throw new NullPointerException();
        }
        return delayedExecute(new ScheduledFutureTask<V>(callable, triggerTime(delay, unit)));
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (period <= 0) {
            throw new IllegalArgumentException();
        }
        return delayedExecute(
                new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit), unit.toNanos(period)));
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (delay <= 0) {
            throw new IllegalArgumentException();
        }
        return delayedExecute(
                new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit), -unit.toNanos(delay)));
    }

    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    public Future<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(task, result), 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    void onShutdown() {
        boolean keepDelayed = executeExistingDelayedTasksAfterShutdown;
        boolean keepPeriodic = continueExistingPeriodicTasksAfterShutdown;
        for (Object o : getQueue().toArray()) {
            if (o instanceof RunnableScheduledFuture) {
                RunnableScheduledFuture<?> t = (RunnableScheduledFuture<?>) o;
                if ((t.isPeriodic() ? !keepPeriodic : !keepDelayed) || t.isCancelled()) {
                    if (getQueue().remove(t)) {
                        t.cancel(false);
                    }
                }
            }
        }
    }

    public void setContinueExistingPeriodicTasksAfterShutdownPolicy(boolean value) {
        continueExistingPeriodicTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getContinueExistingPeriodicTasksAfterShutdownPolicy() {
        return continueExistingPeriodicTasksAfterShutdown;
    }

    public void setExecuteExistingDelayedTasksAfterShutdownPolicy(boolean value) {
        executeExistingDelayedTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getExecuteExistingDelayedTasksAfterShutdownPolicy() {
        return executeExistingDelayedTasksAfterShutdown;
    }

    public void setRemoveOnCancelPolicy(boolean value) {
        removeOnCancel = value;
    }

    public boolean getRemoveOnCancelPolicy() {
        return removeOnCancel;
    }

    /** The pool's queue: Delayed tasks by trigger time; take waits for the head's delay. */
    static final class DelayedWorkQueue extends MonitorBlockingQueue<Runnable> {
        private static final long serialVersionUID = 1L;

        DelayedWorkQueue() {
            super(new PriorityQueue<Runnable>(16, new Comparator<Runnable>() {
                public int compare(Runnable a, Runnable b) {
                    return ((Delayed) a).compareTo((Delayed) b);
                }
            }), Integer.MAX_VALUE);
        }

        Runnable pollAvailable() {
            Runnable head = items.peek();
            if (head == null || ((Delayed) head).getDelay(TimeUnit.NANOSECONDS) > 0) {
                return null;
            }
            return items.poll();
        }

        long nanosUntilAvailable() {
            Runnable head = items.peek();
            return head == null ? -1L : Math.max(0L, ((Delayed) head).getDelay(TimeUnit.NANOSECONDS));
        }
    }
}
