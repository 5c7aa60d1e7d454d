package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;

/**
 * A bounded FIFO blocking queue. The JDK's is a circular array; Loupe's keeps
 * the elements in an ArrayDeque (also a circular array) sized to the capacity
 * and shares its waiting logic with the other blocking queues.
 */
public class ArrayBlockingQueue<E> extends MonitorBlockingQueue<E> {
    private static final long serialVersionUID = -817911632652898426L;

    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    /** fair is accepted; waiting threads are woken together and compete, so order among them is not kept. */
    public ArrayBlockingQueue(int capacity, boolean fair) {
        super(new ArrayDeque<E>(checkCapacity(capacity)), capacity);
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        synchronized (lock) {
            for (E e : c) {
                checkNotNull(e);
                if (items.size() >= capacity) {
                    throw new IllegalArgumentException();
                }
                items.add(e);
            }
        }
    }

    private static int checkCapacity(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        return capacity;
    }

    /** As the JDK's, its iterators skip elements removed after they were made. */
    boolean iteratorsSkipRemoved() {
        return true;
    }
}
