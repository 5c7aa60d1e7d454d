package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;

/**
 * A queue with no room: each insert waits for a take and each take for an
 * insert. Guarded by this object's monitor, it keeps the waiting producers
 * (with their elements) and the waiting consumers in arrival order; a newcomer
 * of the other kind pairs with the first of them. offer and poll without
 * timeout succeed only if a partner is already waiting.
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    /** A waiting producer (item set) or consumer (item filled in by the producer that pairs with it). */
    private static final class Waiter {
        Object item;
        boolean matched;

        Waiter(Object item) {
            this.item = item;
        }
    }

    private final boolean fair;
    private final ArrayDeque<Waiter> producers = new ArrayDeque<>();
    private final ArrayDeque<Waiter> consumers = new ArrayDeque<>();

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    /** Waits until w is matched; timeoutNanos &lt; 0 forever. On timeout or interrupt w leaves its queue. */
    private boolean awaitMatch(Waiter w, ArrayDeque<Waiter> queue, long timeoutNanos) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutNanos;
        while (!w.matched) {
            try {
                if (timeoutNanos < 0) {
                    wait();
                } else {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        queue.remove(w);
                        return false;
                    }
                    TimeUnit.NANOSECONDS.timedWait(this, remaining);
                }
            } catch (InterruptedException e) {
                if (!w.matched) {
                    queue.remove(w);
                    throw e;
                }
                Thread.currentThread().interrupt();
            }
        }
        return true;
    }

    private synchronized boolean transfer(E e, long timeoutNanos) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Waiter consumer = consumers.pollFirst();
        if (consumer != null) {
            consumer.item = e;
            consumer.matched = true;
            notifyAll();
            return true;
        }
        if (timeoutNanos == 0) {
            return false;
        }
        Waiter me = new Waiter(e);
        producers.addLast(me);
        return awaitMatch(me, producers, timeoutNanos);
    }

    @SuppressWarnings("unchecked")
    private synchronized E receive(long timeoutNanos) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Waiter producer = producers.pollFirst();
        if (producer != null) {
            producer.matched = true;
            notifyAll();
            return (E) producer.item;
        }
        if (timeoutNanos == 0) {
            return null;
        }
        Waiter me = new Waiter(null);
        consumers.addLast(me);
        return awaitMatch(me, consumers, timeoutNanos) ? (E) me.item : null;
    }

    public void put(E e) throws InterruptedException {
        transfer(e, -1L);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return transfer(e, Math.max(0L, unit.toNanos(timeout)));
    }

    public boolean offer(E e) {
        try {
            return transfer(e, 0L);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    public E take() throws InterruptedException {
        return receive(-1L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return receive(Math.max(0L, unit.toNanos(timeout)));
    }

    public E poll() {
        try {
            return receive(0L);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        E e;
        while (n < maxElements && (e = poll()) != null) {
            c.add(e);
            n++;
        }
        return n;
    }
}
