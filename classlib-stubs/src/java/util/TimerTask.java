package java.util;

/** A task a Timer runs once or repeatedly; its state is guarded by lock. */
public abstract class TimerTask implements Runnable {
    final Object lock = new Object();

    static final int VIRGIN = 0;
    static final int SCHEDULED = 1;
    static final int EXECUTED = 2;
    static final int CANCELLED = 3;

    int state = VIRGIN;
    /** When to run next, in System.currentTimeMillis() time. */
    long nextExecutionTime;
    /** 0: once; positive: fixed rate; negative: fixed delay of -period ms after each run. */
    long period = 0;
    /** Order of entry into the timer's queue, to break ties between equal times. */
    long queueSequence;

    protected TimerTask() {
    }

    public abstract void run();

    /** True if this stops a scheduled run from happening. */
    public boolean cancel() {
        synchronized (lock) {
            boolean result = state == SCHEDULED;
            state = CANCELLED;
            return result;
        }
    }

    /** When the most recent run was scheduled to start. */
    public long scheduledExecutionTime() {
        synchronized (lock) {
            return period < 0 ? nextExecutionTime + period : nextExecutionTime - period;
        }
    }
}
