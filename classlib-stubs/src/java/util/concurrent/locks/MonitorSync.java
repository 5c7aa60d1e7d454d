package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;

/**
 * The state of a lock guarded by this object's own monitor. Loupe has no
 * park/unpark natives, so instead of the JDK's AbstractQueuedSynchronizer
 * every blocked thread waits on this monitor and every release calls
 * notifyAll; waiters recheck their condition. Threads that wait are kept in
 * arrival order in {@code queued}, which gives fairness (a fair lock lets only
 * the first queued thread in) and the hasQueuedThreads family of queries.
 * Subclasses say what acquiring and releasing mean; all their methods run
 * while holding this monitor.
 */
abstract class MonitorSync {
    /** A waiting acquirer: its thread and whether it wants exclusive (write) access. */
    static final class Waiter {
        final Thread thread;
        final boolean exclusive;

        Waiter(Thread thread, boolean exclusive) {
            this.thread = thread;
            this.exclusive = exclusive;
        }
    }

    final boolean fair;
    final ArrayDeque<Waiter> queued = new ArrayDeque<>();

    MonitorSync(boolean fair) {
        this.fair = fair;
    }

    /**
     * Tries to acquire in the given mode without waiting. {@code first} is true
     * when no other queued thread is ahead of the caller.
     */
    abstract boolean tryAcquire(boolean exclusive, boolean first);

    /** Whether the current thread holds the exclusive mode (for conditions). */
    abstract boolean isHeldExclusively();

    /** Releases every exclusive hold of the current thread and returns how many there were. */
    abstract int releaseAllExclusive();

    /** After a condition wait has reacquired the exclusive mode once, sets its hold count back to {@code holds}. */
    abstract void restoreExclusive(int holds);

    /**
     * Acquires, waiting as needed. timeoutNanos &lt; 0 means no timeout.
     * Returns false only on timeout.
     */
    final synchronized boolean acquire(boolean exclusive, boolean interruptible, long timeoutNanos)
            throws InterruptedException {
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (tryAcquire(exclusive, queued.isEmpty())) {
            return true;
        }
        if (timeoutNanos == 0) {
            return false;
        }
        Waiter me = new Waiter(Thread.currentThread(), exclusive);
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
                if (tryAcquire(exclusive, queued.peekFirst() == me)) {
                    return true;
                }
            }
        } finally {
            queued.remove(me);
            // whoever is now first in line may have been waiting for us to leave
            notifyAll();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    final void acquireUninterruptibly(boolean exclusive) {
        try {
            acquire(exclusive, false, -1L);
        } catch (InterruptedException impossible) {
            throw new AssertionError(impossible);
        }
    }

    final synchronized boolean hasQueuedThreads() {
        return !queued.isEmpty();
    }

    final synchronized int getQueueLength() {
        return queued.size();
    }

    final synchronized boolean hasQueuedThread(Thread thread) {
        for (Waiter w : queued) {
            if (w.thread == thread) {
                return true;
            }
        }
        return false;
    }

    final synchronized Collection<Thread> queuedThreads(boolean exclusiveOnly, boolean sharedOnly) {
        ArrayList<Thread> list = new ArrayList<>();
        for (Waiter w : queued) {
            if ((!exclusiveOnly || w.exclusive) && (!sharedOnly || !w.exclusive)) {
                list.add(w.thread);
            }
        }
        return list;
    }

    /** Whether the first queued thread wants exclusive access (non-fair readers let such a writer go first). */
    final boolean firstQueuedIsExclusive() {
        Waiter first = queued.peekFirst();
        return first != null && first.exclusive;
    }

    /** A condition of the exclusive mode: waiting threads release the lock and wait on this monitor. */
    final class ConditionObject implements Condition {
        /** One per waiting thread, set when a signal picks it. */
        private final class Node {
            final Thread thread = Thread.currentThread();
            boolean signalled;
        }

        private final ArrayDeque<Node> waiters = new ArrayDeque<>();

        /** The lock state this condition belongs to. */
        MonitorSync sync() {
            return MonitorSync.this;
        }

        private void checkOwner() {
            if (!isHeldExclusively()) {
                throw new IllegalMonitorStateException();
            }
        }

        /**
         * Waits for a signal with the lock released; returns the nanoseconds
         * left (timeoutNanos &lt; 0: untimed). On interrupt before a signal the
         * lock is retaken and InterruptedException thrown.
         */
        private long awaitSignal(boolean interruptible, long timeoutNanos) throws InterruptedException {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            long deadline = System.nanoTime() + timeoutNanos;
            long remaining = timeoutNanos;
            boolean interrupted = false;
            InterruptedException thrown = null;
            synchronized (MonitorSync.this) {
                checkOwner();
                Node node = new Node();
                waiters.add(node);
                int holds = releaseAllExclusive();
                MonitorSync.this.notifyAll();
                while (!node.signalled) {
                    try {
                        if (timeoutNanos < 0) {
                            MonitorSync.this.wait();
                        } else {
                            remaining = deadline - System.nanoTime();
                            if (remaining <= 0) {
                                waiters.remove(node);
                                break;
                            }
                            TimeUnit.NANOSECONDS.timedWait(MonitorSync.this, remaining);
                        }
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            waiters.remove(node);
                            thrown = e;
                            break;
                        }
                        interrupted = true;
                    }
                }
                acquireUninterruptibly(true);
                restoreExclusive(holds);
            }
            if (thrown != null) {
                throw thrown;
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return timeoutNanos < 0 ? 0 : deadline - System.nanoTime();
        }

        public void await() throws InterruptedException {
            awaitSignal(true, -1L);
        }

        public void awaitUninterruptibly() {
            try {
                awaitSignal(false, -1L);
            } catch (InterruptedException impossible) {
                throw new AssertionError(impossible);
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            return awaitSignal(true, Math.max(0L, nanosTimeout));
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            return awaitSignal(true, Math.max(0L, unit.toNanos(time))) > 0;
        }

        public void signal() {
            synchronized (MonitorSync.this) {
                checkOwner();
                Node first = waiters.pollFirst();
                if (first != null) {
                    first.signalled = true;
                    MonitorSync.this.notifyAll();
                }
            }
        }

        public void signalAll() {
            synchronized (MonitorSync.this) {
                checkOwner();
                for (Node n : waiters) {
                    n.signalled = true;
                }
                waiters.clear();
                MonitorSync.this.notifyAll();
            }
        }

        boolean hasWaiters() {
            synchronized (MonitorSync.this) {
                checkOwner();
                return !waiters.isEmpty();
            }
        }

        int getWaitQueueLength() {
            synchronized (MonitorSync.this) {
                checkOwner();
                return waiters.size();
            }
        }

        Collection<Thread> getWaitingThreads() {
            synchronized (MonitorSync.this) {
                checkOwner();
                ArrayList<Thread> list = new ArrayList<>();
                for (Iterator<Node> it = waiters.iterator(); it.hasNext();) {
                    list.add(it.next().thread);
                }
                return list;
            }
        }
    }
}
