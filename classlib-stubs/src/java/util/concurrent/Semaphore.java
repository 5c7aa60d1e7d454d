package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;

/**
 * A counting semaphore guarded by this object's monitor. Waiting threads are
 * queued in arrival order; a fair semaphore serves only the first of them
 * (and newcomers queue behind), a non-fair one lets anyone whose request fits
 * take permits.
 */
public class Semaphore implements java.io.Serializable {
    private static final long serialVersionUID = -3222578661600680210L;

    private final boolean fair;
    private int permits;
    /** Threads waiting to acquire, in arrival order. */
    private final ArrayDeque<Thread> queued = new ArrayDeque<>();

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    private boolean mayTake(int n, boolean first) {
        return permits >= n && (!fair || first);
    }

    /** Takes n permits, waiting as needed; timeoutNanos &lt; 0 waits forever. False on timeout. */
    private synchronized boolean acquire(int n, boolean interruptible, long timeoutNanos) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (mayTake(n, queued.isEmpty())) {
            permits -= n;
            return true;
        }
        if (timeoutNanos == 0) {
            return false;
        }
        Thread me = Thread.currentThread();
        queued.add(me);
        long deadline = System.nanoTime() + timeoutNanos;
        boolean interrupted = false;
        try {
            for (;;) {
                try {
                    if (timeoutNanos < 0) {
                        wait();
                    } else {
                        long remaining = deadline - System.nanoTime();
                        if (remaining <= 0) {
                            return false;
                        }
                        TimeUnit.NANOSECONDS.timedWait(this, remaining);
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
                if (mayTake(n, queued.peekFirst() == me)) {
                    permits -= n;
                    return true;
                }
            }
        } finally {
            queued.remove(me);
            notifyAll();
            if (interrupted) {
                me.interrupt();
            }
        }
    }

    private void acquireUninterruptibly0(int n) {
        try {
            acquire(n, false, -1L);
        } catch (InterruptedException impossible) {
            throw new AssertionError(impossible);
        }
    }

    public void acquire() throws InterruptedException {
        acquire(1, true, -1L);
    }

    public void acquire(int permits) throws InterruptedException {
        acquire(permits, true, -1L);
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly0(1);
    }

    public void acquireUninterruptibly(int permits) {
        acquireUninterruptibly0(permits);
    }

    /** Takes a permit if one is free now, even on a fair semaphore (as the JDK). */
    public synchronized boolean tryAcquire() {
        return tryAcquire(1);
    }

    public synchronized boolean tryAcquire(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (permits >= n) {
            permits -= n;
            return true;
        }
        return false;
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return acquire(1, true, Math.max(0L, unit.toNanos(timeout)));
    }

    public boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
        return acquire(n, true, Math.max(0L, unit.toNanos(timeout)));
    }

    public void release() {
        release(1);
    }

    public synchronized void release(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        int next = permits + n;
        if (next < permits) {
            throw new Error("Maximum permit count exceeded");
        }
        permits = next;
        notifyAll();
    }

    public synchronized int availablePermits() {
        return permits;
    }

    public synchronized int drainPermits() {
        int n = permits;
        if (n > 0) {
            permits = 0;
        }
        return Math.max(n, 0);
    }

    protected synchronized void reducePermits(int reduction) {
        if (reduction < 0) {
            throw new IllegalArgumentException();
        }
        permits -= reduction;
    }

    public boolean isFair() {
        return fair;
    }

    public final synchronized boolean hasQueuedThreads() {
        return !queued.isEmpty();
    }

    public final synchronized int getQueueLength() {
        return queued.size();
    }

    protected synchronized Collection<Thread> getQueuedThreads() {
        return new ArrayList<>(queued);
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
