package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based lock with write, read and optimistic-read modes.
 * A stamp is (version &lt;&lt; 2 | mode): the version counts write locks taken
 * and released (odd while write-locked), the mode is 0 for an optimistic
 * read, 1 for a read lock and 2 for a write lock. validate() compares the
 * version without locking, which is what makes optimistic reads cheap;
 * everything else is guarded by this object's monitor. Not reentrant.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;
    private static final long OPTIMISTIC = 0L;
    private static final long READ = 1L;
    private static final long WRITE = 2L;
    private static final long MODE_MASK = 3L;
    /** Even start value, so that no stamp is 0 (0 means failure). */
    private static final long FIRST_VERSION = 256L;

    private final Object monitor = new Object();
    private volatile long version = FIRST_VERSION;
    /** Number of read locks held; guarded by monitor. */
    private int readers;
    /** Threads waiting for the write lock; new readers defer to them. Guarded by monitor. */
    private int waitingWriters;

    public StampedLock() {
    }

    private boolean writeLocked() {
        return (version & 1L) != 0;
    }

    private long stamp(long mode) {
        return (version << 2) | mode;
    }

    private static long deadlineOf(long nanos) {
        return System.nanoTime() + nanos;
    }

    /**
     * Waits on the monitor; timeoutNanos &lt; 0 waits without limit. Returns
     * false once the deadline passed. An interrupt of an uninterruptible wait
     * is noted in interrupted[0] and the caller restores it.
     */
    private boolean await(long deadline, long timeoutNanos, boolean interruptible, boolean[] interrupted)
            throws InterruptedException {
        try {
            if (timeoutNanos < 0) {
                monitor.wait();
                return true;
            }
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(monitor, remaining);
            return true;
        } catch (InterruptedException e) {
            if (interruptible) {
                throw e;
            }
            interrupted[0] = true;
            return true;
        }
    }

    private long acquireWrite(boolean interruptible, long timeoutNanos) throws InterruptedException {
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = deadlineOf(timeoutNanos);
        boolean[] interrupted = new boolean[1];
        try {
            synchronized (monitor) {
                if (writeLocked() || readers > 0) {
                    if (timeoutNanos == 0) {
                        return 0L;
                    }
                    waitingWriters++;
                    try {
                        while (writeLocked() || readers > 0) {
                            if (!await(deadline, timeoutNanos, interruptible, interrupted)) {
                                return 0L;
                            }
                        }
                    } finally {
                        waitingWriters--;
                        monitor.notifyAll();
                    }
                }
                version++;
                return stamp(WRITE);
            }
        } finally {
            if (interrupted[0]) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** New readers wait while a writer holds the lock or waits for it (tryReadLock only for a holder). */
    private long acquireRead(boolean interruptible, long timeoutNanos) throws InterruptedException {
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = deadlineOf(timeoutNanos);
        boolean[] interrupted = new boolean[1];
        try {
            synchronized (monitor) {
                if (!writeLocked() && (waitingWriters == 0 || timeoutNanos == 0)) {
                    readers++;
                    return stamp(READ);
                }
                if (timeoutNanos == 0) {
                    return 0L;
                }
                while (writeLocked() || waitingWriters > 0) {
                    if (!await(deadline, timeoutNanos, interruptible, interrupted)) {
                        return 0L;
                    }
                }
                readers++;
                return stamp(READ);
            }
        } finally {
            if (interrupted[0]) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static long uninterruptibly(LongAcquire a) {
        try {
            return a.run();
        } catch (InterruptedException impossible) {
            throw new AssertionError(impossible);
        }
    }

    private interface LongAcquire {
        long run() throws InterruptedException;
    }

    public long writeLock() {
        return uninterruptibly(() -> acquireWrite(false, -1L));
    }

    public long tryWriteLock() {
        return uninterruptibly(() -> acquireWrite(false, 0L));
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        return acquireWrite(true, Math.max(0L, unit.toNanos(time)));
    }

    public long writeLockInterruptibly() throws InterruptedException {
        return acquireWrite(true, -1L);
    }

    public long readLock() {
        return uninterruptibly(() -> acquireRead(false, -1L));
    }

    public long tryReadLock() {
        return uninterruptibly(() -> acquireRead(false, 0L));
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        return acquireRead(true, Math.max(0L, unit.toNanos(time)));
    }

    public long readLockInterruptibly() throws InterruptedException {
        return acquireRead(true, -1L);
    }

    /** A stamp for an optimistic read, or 0 while write-locked. */
    public long tryOptimisticRead() {
        long v = version;
        return (v & 1L) != 0 ? 0L : (v << 2) | OPTIMISTIC;
    }

    /** Whether no write lock was taken since the stamp was issued (a write stamp: still held). */
    public boolean validate(long stamp) {
        return stamp != 0L && (stamp >>> 2) == version;
    }

    private boolean holdsWrite(long stamp) {
        return (stamp & MODE_MASK) == WRITE && (stamp >>> 2) == version && writeLocked();
    }

    private boolean holdsRead(long stamp) {
        return (stamp & MODE_MASK) == READ && (stamp >>> 2) == version && readers > 0;
    }

    public void unlockWrite(long stamp) {
        synchronized (monitor) {
            if (!holdsWrite(stamp)) {
                throw new IllegalMonitorStateException();
            }
            version++;
            monitor.notifyAll();
        }
    }

    public void unlockRead(long stamp) {
        synchronized (monitor) {
            if (!holdsRead(stamp)) {
                throw new IllegalMonitorStateException();
            }
            if (--readers == 0) {
                monitor.notifyAll();
            }
        }
    }

    public void unlock(long stamp) {
        synchronized (monitor) {
            if (holdsWrite(stamp)) {
                unlockWrite(stamp);
            } else {
                unlockRead(stamp);
            }
        }
    }

    /** Write stamp unchanged; a read stamp becomes a write stamp if it is the only reader; optimistic if free. */
    public long tryConvertToWriteLock(long stamp) {
        synchronized (monitor) {
            if (holdsWrite(stamp)) {
                return stamp;
            }
            if (holdsRead(stamp)) {
                if (readers != 1) {
                    return 0L;
                }
                readers = 0;
                version++;
                return stamp(WRITE);
            }
            if ((stamp & MODE_MASK) == OPTIMISTIC && validate(stamp) && readers == 0) {
                version++;
                return stamp(WRITE);
            }
            return 0L;
        }
    }

    public long tryConvertToReadLock(long stamp) {
        synchronized (monitor) {
            if (holdsRead(stamp)) {
                return stamp;
            }
            if (holdsWrite(stamp)) {
                version++;
                readers++;
                monitor.notifyAll();
                return stamp(READ);
            }
            if ((stamp & MODE_MASK) == OPTIMISTIC && validate(stamp)) {
                readers++;
                return stamp(READ);
            }
            return 0L;
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (monitor) {
            if (holdsWrite(stamp)) {
                version++;
                monitor.notifyAll();
                return stamp(OPTIMISTIC);
            }
            if (holdsRead(stamp)) {
                if (--readers == 0) {
                    monitor.notifyAll();
                }
                return stamp(OPTIMISTIC);
            }
            if ((stamp & MODE_MASK) == OPTIMISTIC && validate(stamp)) {
                return stamp;
            }
            return 0L;
        }
    }

    public boolean tryUnlockWrite() {
        synchronized (monitor) {
            if (!writeLocked()) {
                return false;
            }
            version++;
            monitor.notifyAll();
            return true;
        }
    }

    public boolean tryUnlockRead() {
        synchronized (monitor) {
            if (readers == 0) {
                return false;
            }
            if (--readers == 0) {
                monitor.notifyAll();
            }
            return true;
        }
    }

    public boolean isWriteLocked() {
        return writeLocked();
    }

    public boolean isReadLocked() {
        synchronized (monitor) {
            return readers > 0;
        }
    }

    public int getReadLockCount() {
        synchronized (monitor) {
            return readers;
        }
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & MODE_MASK) == WRITE;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & MODE_MASK) == READ;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & MODE_MASK) != OPTIMISTIC;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return stamp != 0L && (stamp & MODE_MASK) == OPTIMISTIC;
    }

    public String toString() {
        String s;
        synchronized (monitor) {
            s = writeLocked() ? "[Write-locked]" : readers > 0 ? "[Read-locks:" + readers + "]" : "[Unlocked]";
        }
        return super.toString() + s;
    }

    public Lock asReadLock() {
        return new ViewLock(false);
    }

    public Lock asWriteLock() {
        return new ViewLock(true);
    }

    public ReadWriteLock asReadWriteLock() {
        return new ReadWriteLock() {
            public Lock readLock() {
                return asReadLock();
            }

            public Lock writeLock() {
                return asWriteLock();
            }
        };
    }

    /** A plain Lock over one mode; unlock releases any lock of that mode (stamps are not needed). */
    private final class ViewLock implements Lock {
        private final boolean write;

        ViewLock(boolean write) {
            this.write = write;
        }

        public void lock() {
            if (write) {
                writeLock();
            } else {
                readLock();
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            if (write) {
                writeLockInterruptibly();
            } else {
                readLockInterruptibly();
            }
        }

        public boolean tryLock() {
            return (write ? tryWriteLock() : tryReadLock()) != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return (write ? tryWriteLock(time, unit) : tryReadLock(time, unit)) != 0L;
        }

        public void unlock() {
            boolean released = write ? tryUnlockWrite() : tryUnlockRead();
            if (!released) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }
}
