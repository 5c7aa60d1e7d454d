package java.util.concurrent.locks;

import java.util.Collection;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant mutual-exclusion lock. The owner and hold count live in a
 * MonitorSync (waiting happens on its monitor); a fair lock hands the lock to
 * the longest-waiting thread, a non-fair one lets a newcomer take a free lock.
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 7373984872572414699L;

    private final Sync sync;

    static final class Sync extends MonitorSync {
        Thread owner;
        int holds;

        Sync(boolean fair) {
            super(fair);
        }

        boolean tryAcquire(boolean exclusive, boolean first) {
            Thread me = Thread.currentThread();
            if (owner == me) {
                if (holds == Integer.MAX_VALUE) {
                    throw new Error("Maximum lock count exceeded");
                }
                holds++;
                return true;
            }
            if (owner == null && (!fair || first)) {
                owner = me;
                holds = 1;
                return true;
            }
            return false;
        }

        synchronized void release() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                notifyAll();
            }
        }

        boolean isHeldExclusively() {
            return owner == Thread.currentThread();
        }

        int releaseAllExclusive() {
            int h = holds;
            holds = 0;
            owner = null;
            return h;
        }

        void restoreExclusive(int h) {
            holds = h;
        }
    }

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        sync = new Sync(fair);
    }

    public void lock() {
        sync.acquireUninterruptibly(true);
    }

    public void lockInterruptibly() throws InterruptedException {
        sync.acquire(true, true, -1L);
    }

    /** Takes the lock if it is free, even on a fair lock (as the JDK's tryLock()). */
    public boolean tryLock() {
        synchronized (sync) {
            return sync.tryAcquire(true, true);
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        return sync.acquire(true, true, Math.max(0L, unit.toNanos(timeout)));
    }

    public void unlock() {
        sync.release();
    }

    public Condition newCondition() {
        return sync.new ConditionObject();
    }

    public int getHoldCount() {
        synchronized (sync) {
            return sync.owner == Thread.currentThread() ? sync.holds : 0;
        }
    }

    public boolean isHeldByCurrentThread() {
        synchronized (sync) {
            return sync.owner == Thread.currentThread();
        }
    }

    public boolean isLocked() {
        synchronized (sync) {
            return sync.owner != null;
        }
    }

    public final boolean isFair() {
        return sync.fair;
    }

    protected Thread getOwner() {
        synchronized (sync) {
            return sync.owner;
        }
    }

    public final boolean hasQueuedThreads() {
        return sync.hasQueuedThreads();
    }

    public final boolean hasQueuedThread(Thread thread) {
        return sync.hasQueuedThread(thread);
    }

    public final int getQueueLength() {
        return sync.getQueueLength();
    }

    protected Collection<Thread> getQueuedThreads() {
        return sync.queuedThreads(false, false);
    }

    private MonitorSync.ConditionObject conditionOf(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof MonitorSync.ConditionObject)
                || ((MonitorSync.ConditionObject) condition).sync() != sync) {
            throw new IllegalArgumentException("not owner");
        }
        return (MonitorSync.ConditionObject) condition;
    }

    public boolean hasWaiters(Condition condition) {
        return conditionOf(condition).hasWaiters();
    }

    public int getWaitQueueLength(Condition condition) {
        return conditionOf(condition).getWaitQueueLength();
    }

    protected Collection<Thread> getWaitingThreads(Condition condition) {
        return conditionOf(condition).getWaitingThreads();
    }

    public String toString() {
        Thread o = getOwner();
        return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }
}
