package java.util.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.SortedSet;

/**
 * An unbounded blocking priority queue over a java.util.PriorityQueue (the
 * same binary heap, so iteration and toString show the same heap order as
 * the JDK). put never waits.
 */
public class PriorityBlockingQueue<E> extends MonitorBlockingQueue<E> {
    private static final long serialVersionUID = 5595510919245408276L;

    public PriorityBlockingQueue() {
        super(new PriorityQueue<E>(), Integer.MAX_VALUE);
    }

    public PriorityBlockingQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        super(new PriorityQueue<E>(checkCapacity(initialCapacity), comparator), Integer.MAX_VALUE);
    }

    @SuppressWarnings("unchecked")
    public PriorityBlockingQueue(Collection<? extends E> c) {
        super(c instanceof SortedSet ? new PriorityQueue<E>((SortedSet<? extends E>) c)
                : c instanceof PriorityQueue ? new PriorityQueue<E>((PriorityQueue<? extends E>) c)
                : c instanceof PriorityBlockingQueue ? copyOf((PriorityBlockingQueue<? extends E>) c)
                : new PriorityQueue<E>(c), Integer.MAX_VALUE);
    }

    @SuppressWarnings("unchecked")
    private static <E> PriorityQueue<E> copyOf(PriorityBlockingQueue<? extends E> q) {
        synchronized (q.lock) {
            return new PriorityQueue<E>((PriorityQueue<? extends E>) q.items);
        }
    }

    private static int checkCapacity(int initialCapacity) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        return initialCapacity;
    }

    public Comparator<? super E> comparator() {
        return ((PriorityQueue<E>) items).comparator();
    }

    /** Never waits: the queue is unbounded. */
    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }
}
