package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;

/** An optionally bounded FIFO blocking queue (unbounded: capacity Integer.MAX_VALUE). */
public class LinkedBlockingQueue<E> extends MonitorBlockingQueue<E> {
    private static final long serialVersionUID = -6903933977591709194L;

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        super(new ArrayDeque<E>(), checkCapacity(capacity));
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        synchronized (lock) {
            for (E e : c) {
                checkNotNull(e);
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

    boolean iteratorsSkipRemoved() {
        return true;
    }
}
