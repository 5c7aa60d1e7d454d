package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An optionally bounded blocking deque. The elements live in an ArrayDeque
 * guarded by the shared monitor of MonitorBlockingQueue; the queue methods
 * work at the tail (insert) and head (take), the rest at either end.
 */
public class LinkedBlockingDeque<E> extends MonitorBlockingQueue<E> implements BlockingDeque<E> {
    private static final long serialVersionUID = -387911632671998426L;

    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        super(new ArrayDeque<E>(), checkCapacity(capacity));
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            addLast(e);
        }
    }

    private static int checkCapacity(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        return capacity;
    }

    private Deque<E> deque() {
        return (Deque<E>) items;
    }

    /** Inserts at one end, waiting for room; timeoutNanos &lt; 0 waits forever. */
    private boolean insertWaiting(E e, boolean first, long timeoutNanos) throws InterruptedException {
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
            if (first) {
                deque().addFirst(e);
            } else {
                deque().addLast(e);
            }
            lock.notifyAll();
            return true;
        }
    }

    /** Takes from one end, waiting for an element; null on timeout. */
    private E takeWaiting(boolean first, long timeoutNanos) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + timeoutNanos;
        synchronized (lock) {
            waitingConsumers++;
            try {
                while (items.isEmpty()) {
                    if (timeoutNanos == 0 || !waitOnLock(deadline, timeoutNanos)) {
                        return null;
                    }
                }
                lock.notifyAll();
                removals++;
                return first ? deque().pollFirst() : deque().pollLast();
            } finally {
                waitingConsumers--;
            }
        }
    }

    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void addLast(E e) {
        if (!offerLast(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offerFirst(E e) {
        checkNotNull(e);
        synchronized (lock) {
            if (items.size() >= capacity) {
                return false;
            }
            deque().addFirst(e);
            lock.notifyAll();
            return true;
        }
    }

    public boolean offerLast(E e) {
        return offer(e);
    }

    public void putFirst(E e) throws InterruptedException {
        insertWaiting(e, true, -1L);
    }

    public void putLast(E e) throws InterruptedException {
        insertWaiting(e, false, -1L);
    }

    public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return insertWaiting(e, true, Math.max(0L, unit.toNanos(timeout)));
    }

    public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return insertWaiting(e, false, Math.max(0L, unit.toNanos(timeout)));
    }

    public E takeFirst() throws InterruptedException {
        return takeWaiting(true, -1L);
    }

    public E takeLast() throws InterruptedException {
        return takeWaiting(false, -1L);
    }

    public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        return takeWaiting(true, Math.max(0L, unit.toNanos(timeout)));
    }

    public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        return takeWaiting(false, Math.max(0L, unit.toNanos(timeout)));
    }

    public E pollFirst() {
        return poll();
    }

    public E pollLast() {
        synchronized (lock) {
            E e = deque().pollLast();
            if (e != null) {
                removals++;
                lock.notifyAll();
            }
            return e;
        }
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E peekFirst() {
        return peek();
    }

    public E peekLast() {
        synchronized (lock) {
            return deque().peekLast();
        }
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public boolean removeFirstOccurrence(Object o) {
        return remove(o);
    }

    public boolean removeLastOccurrence(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            boolean removed = deque().removeLastOccurrence(o);
            if (removed) {
                removals++;
                lock.notifyAll();
            }
            return removed;
        }
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public Iterator<E> descendingIterator() {
        synchronized (lock) {
            Object[] snapshot = items.toArray();
            for (int i = 0, j = snapshot.length - 1; i < j; i++, j--) {
                Object t = snapshot[i];
                snapshot[i] = snapshot[j];
                snapshot[j] = t;
            }
            return new SnapshotIterator(snapshot);
        }
    }

    boolean iteratorsSkipRemoved() {
        return true;
    }
}
