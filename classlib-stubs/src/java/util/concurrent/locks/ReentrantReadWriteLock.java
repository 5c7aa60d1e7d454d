package java.util.concurrent.locks;

import java.util.Collection;
import java.util.HashMap;
import java.util.concurrent.TimeUnit;

/**
 * A read-write lock: many readers or one writer, both reentrant. The writer
 * may take the read lock (downgrading: take read, then release write); a
 * reader asking for the write lock waits forever, as in the JDK. A non-fair
 * lock keeps new readers out while a writer is first in line, so writers do
 * not starve.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = -6992448646407690164L;

    private final Sync sync;
    private final ReadLock readerLock;
    private final WriteLock writerLock;

    static final class Sync extends MonitorSync {
        Thread writer;
        int writeHolds;
        /** Read holds per thread; their sum is readHolds. */
        final HashMap<Thread, Integer> readers = new HashMap<>();
        int readHolds;

        Sync(boolean fair) {
            super(fair);
        }

        boolean tryAcquire(boolean exclusive, boolean first) {
            Thread me = Thread.currentThread();
            if (exclusive) {
                if (writer == me) {
                    writeHolds++;
                    return true;
                }
                if (writer == null && readHolds == 0 && (!fair || first)) {
                    writer = me;
                    writeHolds = 1;
                    return true;
                }
                return false;
            }
            boolean grant;
            if (writer == me || (writer == null && readers.containsKey(me))) {
                grant = true;
            } else if (writer != null) {
                grant = false;
            } else {
                grant = fair ? first : !firstQueuedIsExclusive() || first;
            }
            if (grant) {
                Integer n = readers.get(me);
                readers.put(me, n == null ? 1 : n + 1);
                readHolds++;
            }
            return grant;
        }

        synchronized void releaseWrite() {
            if (writer != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--writeHolds == 0) {
                writer = null;
                notifyAll();
            }
        }

        synchronized void releaseRead() {
            Thread me = Thread.currentThread();
            Integer n = readers.get(me);
            if (n == null) {
                throw new IllegalMonitorStateException("attempt to unlock read lock, not locked by current thread");
            }
            if (n == 1) {
                readers.remove(me);
            } else {
                readers.put(me, n - 1);
            }
            if (--readHolds == 0) {
                notifyAll();
            }
        }

        boolean isHeldExclusively() {
            return writer == Thread.currentThread();
        }

        int releaseAllExclusive() {
            int h = writeHolds;
            writeHolds = 0;
            writer = null;
            return h;
        }

        void restoreExclusive(int h) {
            writeHolds = h;
        }

        synchronized int readHoldsOf(Thread t) {
            Integer n = readers.get(t);
            return n == null ? 0 : n;
        }
    }

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        sync = new Sync(fair);
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -5992448646407690164L;
        private final Sync sync;

        protected ReadLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            sync.acquireUninterruptibly(false);
        }

        public void lockInterruptibly() throws InterruptedException {
            sync.acquire(false, true, -1L);
        }

        /** Barges in whenever no writer holds the lock, even on a fair lock. */
        public boolean tryLock() {
            synchronized (sync) {
                return sync.tryAcquire(false, true);
            }
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return sync.acquire(false, true, Math.max(0L, unit.toNanos(timeout)));
        }

        public void unlock() {
            sync.releaseRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            int r;
            synchronized (sync) {
                r = sync.readHolds;
            }
            return super.toString() + "[Read locks = " + r + "]";
        }
    }

    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -4992448646407690164L;
        private final Sync sync;

        protected WriteLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            sync.acquireUninterruptibly(true);
        }

        public void lockInterruptibly() throws InterruptedException {
            sync.acquire(true, true, -1L);
        }

        public boolean tryLock() {
            synchronized (sync) {
                return sync.tryAcquire(true, true);
            }
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return sync.acquire(true, true, Math.max(0L, unit.toNanos(timeout)));
        }

        public void unlock() {
            sync.releaseWrite();
        }

        public Condition newCondition() {
            return sync.new ConditionObject();
        }

        public boolean isHeldByCurrentThread() {
            synchronized (sync) {
                return sync.isHeldExclusively();
            }
        }

        public int getHoldCount() {
            synchronized (sync) {
                return sync.isHeldExclusively() ? sync.writeHolds : 0;
            }
        }

        public String toString() {
            Thread o;
            synchronized (sync) {
                o = sync.writer;
            }
            return super.toString() + (o == null ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }
    }

    public final boolean isFair() {
        return sync.fair;
    }

    protected Thread getOwner() {
        synchronized (sync) {
            return sync.writer;
        }
    }

    public int getReadLockCount() {
        synchronized (sync) {
            return sync.readHolds;
        }
    }

    public boolean isWriteLocked() {
        synchronized (sync) {
            return sync.writer != null;
        }
    }

    public boolean isWriteLockedByCurrentThread() {
        return writerLock.isHeldByCurrentThread();
    }

    public int getWriteHoldCount() {
        return writerLock.getHoldCount();
    }

    public int getReadHoldCount() {
        return sync.readHoldsOf(Thread.currentThread());
    }

    protected Collection<Thread> getQueuedWriterThreads() {
        return sync.queuedThreads(true, false);
    }

    protected Collection<Thread> getQueuedReaderThreads() {
        return sync.queuedThreads(false, true);
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
        int w;
        int r;
        synchronized (sync) {
            w = sync.writeHolds;
            r = sync.readHolds;
        }
        return super.toString() + "[Write locks = " + w + ", Read locks = " + r + "]";
    }
}
