package java.util.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Queue;

/**
 * The common body of Loupe's blocking queues: an ordinary queue ({@code items},
 * an ArrayDeque or PriorityQueue) guarded by the monitor {@code lock}, with an
 * optional capacity. Loupe has no park natives, so waiting producers and
 * consumers wait on that monitor and every change calls notifyAll. Iterators
 * walk a snapshot taken when they are created (weakly consistent: never
 * ConcurrentModificationException); their remove() removes that very element
 * from the queue if it is still there. For the FIFO queues, as in the JDK,
 * an iterator also skips the elements removed from the queue since it was
 * made (except the one it already holds as its next): see SnapshotIterator.
 */
abstract class MonitorBlockingQueue<E> extends java.util.AbstractQueue<E>
        implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    final Object lock = new Object();
    final Queue<E> items;
    final int capacity;
    /** Threads waiting in take or a timed poll (for LinkedTransferQueue). */
    int waitingConsumers;

    /**
     * How many removals the queue has seen (under lock): an iterator that
     * skips removed elements looks at the queue again only when it changed.
     */
    transient int removals;

    MonitorBlockingQueue(Queue<E> items, int capacity) {
        this.items = items;
        this.capacity = capacity;
    }

    /** Removes and returns the head if it may be taken now; under lock. DelayQueue overrides. */
    E pollAvailable() {
        E e = items.poll();
        if (e != null) {
            removals++;
        }
        return e;
    }

    /** How long take should wait before looking again (a DelayQueue head's delay); -1: until notified. Under lock. */
    long nanosUntilAvailable() {
        return -1L;
    }

    /** Inserts e at the tail (or in priority order); under lock, with room checked. */
    void insert(E e) {
        items.offer(e);
    }

    static void checkNotNull(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    /** Waits on lock; timeoutNanos &lt; 0 waits until notified. Returns false once deadline has passed. */
    final boolean waitOnLock(long deadline, long timeoutNanos) throws InterruptedException {
        if (timeoutNanos < 0) {
            lock.wait();
            return true;
        }
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
            return false;
        }
        TimeUnit.NANOSECONDS.timedWait(lock, remaining);
        return true;
    }

    public boolean offer(E e) {
        checkNotNull(e);
        synchronized (lock) {
            if (items.size() >= capacity) {
                return false;
            }
            insert(e);
            lock.notifyAll();
            return true;
        }
    }

    /** Inserts, waiting for room; timeoutNanos &lt; 0 waits forever. False on timeout. */
    final boolean offerWaiting(E e, long timeoutNanos) throws InterruptedException {
        checkNotNull(e);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + timeoutNanos;
        synchronized (lock) {
            while (items.size() >= capacity) {
                if (timeoutNanos == 0 || !waitOnLock(deadline, timeoutNanos)) {
                    return false;
                }
            }
            insert(e);
            lock.notifyAll();
            return true;
        }
    }

    public void put(E e) throws InterruptedException {
        offerWaiting(e, -1L);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerWaiting(e, Math.max(0L, unit.toNanos(timeout)));
    }

    /** Takes the head, waiting for one; timeoutNanos &lt; 0 waits forever. Null on timeout. */
    final E pollWaiting(long timeoutNanos) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + timeoutNanos;
        synchronized (lock) {
            waitingConsumers++;
            try {
                for (;;) {
                    E e = pollAvailable();
                    if (e != null) {
                        lock.notifyAll();
                        return e;
                    }
                    long untilAvailable = nanosUntilAvailable();
                    if (untilAvailable >= 0 && (timeoutNanos < 0 || deadline - System.nanoTime() > untilAvailable)) {
                        TimeUnit.NANOSECONDS.timedWait(lock, Math.max(1L, untilAvailable));
                    } else if (timeoutNanos == 0 || !waitOnLock(deadline, timeoutNanos)) {
                        return null;
                    }
                }
            } finally {
                waitingConsumers--;
            }
        }
    }

    public E take() throws InterruptedException {
        return pollWaiting(-1L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollWaiting(Math.max(0L, unit.toNanos(timeout)));
    }

    public E poll() {
        synchronized (lock) {
            E e = pollAvailable();
            if (e != null) {
                lock.notifyAll();
            }
            return e;
        }
    }

    public E peek() {
        synchronized (lock) {
            return items.peek();
        }
    }

    public int size() {
        synchronized (lock) {
            return items.size();
        }
    }

    public int remainingCapacity() {
        synchronized (lock) {
            return capacity == Integer.MAX_VALUE ? Integer.MAX_VALUE : capacity - items.size();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            boolean removed = items.remove(o);
            if (removed) {
                removals++;
                lock.notifyAll();
            }
            return removed;
        }
    }

    /** Removes this very object (identity), for iterators. */
    final void removeIdentical(Object o) {
        synchronized (lock) {
            for (Iterator<E> it = items.iterator(); it.hasNext();) {
                if (it.next() == o) {
                    it.remove();
                    removals++;
                    lock.notifyAll();
                    return;
                }
            }
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            return items.contains(o);
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            return items.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            return items.toArray(a);
        }
    }

    public void clear() {
        synchronized (lock) {
            items.clear();
            removals++;
            lock.notifyAll();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        checkNotNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        synchronized (lock) {
            try {
                E e;
                while (n < maxElements && (e = pollAvailable()) != null) {
                    c.add(e);
                    n++;
                }
            } finally {
                if (n > 0) {
                    lock.notifyAll();
                }
            }
        }
        return n;
    }

    public Iterator<E> iterator() {
        synchronized (lock) {
            return new SnapshotIterator(items.toArray());
        }
    }

    /**
     * Whether iterators skip elements removed after they were made
     * (LinkedBlockingQueue, LinkedBlockingDeque and ArrayBlockingQueue, whose
     * JDK iterators walk the live queue); the others walk their snapshot whole.
     */
    boolean iteratorsSkipRemoved() {
        return false;
    }

    /**
     * Walks a snapshot; remove() takes the last element out of the live
     * queue. When iteratorsSkipRemoved(), next() returns the element it had
     * already lined up (even if removed meanwhile, as the JDK's do) and then
     * lines up the next snapshot element still in the queue (by identity).
     * Made under lock.
     */
    final class SnapshotIterator implements Iterator<E> {
        private final Object[] snapshot;
        private final boolean skipRemoved = iteratorsSkipRemoved();
        private int next;
        private int lastReturned = -1;
        /** The queue's removal count when the snapshot (or live) last matched the queue. */
        private int removalsSeen = removals;
        /** The elements in the queue when last looked at; null while nothing was removed. */
        private java.util.IdentityHashMap<Object, Boolean> live;

        SnapshotIterator(Object[] snapshot) {
            this.snapshot = snapshot;
        }

        public boolean hasNext() {
            return next < snapshot.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (next >= snapshot.length) {
                throw new NoSuchElementException();
            }
            lastReturned = next;
            E item = (E) snapshot[next++];
            if (skipRemoved) {
                skipRemovedElements();
            }
            return item;
        }

        private void skipRemovedElements() {
            synchronized (lock) {
                if (removals != removalsSeen) {
                    live = new java.util.IdentityHashMap<Object, Boolean>();
                    for (E e : items) {
                        live.put(e, Boolean.TRUE);
                    }
                    removalsSeen = removals;
                }
                if (live != null) {
                    while (next < snapshot.length && !live.containsKey(snapshot[next])) {
                        next++;
                    }
                }
            }
        }

        public void remove() {
            if (lastReturned < 0) {
                throw new IllegalStateException();
            }
            synchronized (lock) {
                // Removing an element behind the cursor changes nothing
                // ahead of it: an up-to-date view stays up to date.
                boolean upToDate = removals == removalsSeen;
                removeIdentical(snapshot[lastReturned]);
                if (upToDate) {
                    removalsSeen = removals;
                }
            }
            lastReturned = -1;
        }
    }
}
