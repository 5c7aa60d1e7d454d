package java.util.concurrent;

import java.util.Collection;
import java.util.PriorityQueue;

/**
 * An unbounded queue of Delayed elements, ordered by delay, whose head can
 * be taken only once its delay has expired. peek shows the head even before.
 */
public class DelayQueue<E extends Delayed> extends MonitorBlockingQueue<E> {
    private static final long serialVersionUID = 1L;

    public DelayQueue() {
        super(new PriorityQueue<E>(), Integer.MAX_VALUE);
    }

    public DelayQueue(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    E pollAvailable() {
        E head = items.peek();
        if (head == null || head.getDelay(TimeUnit.NANOSECONDS) > 0) {
            return null;
        }
        return items.poll();
    }

    long nanosUntilAvailable() {
        E head = items.peek();
        return head == null ? -1L : Math.max(0L, head.getDelay(TimeUnit.NANOSECONDS));
    }

    // The methods below only restate the inherited ones: with E bounded by
    // Delayed their erased signatures differ, and compiled callers link to those.

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        return super.offer(e);
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public E poll() {
        return super.poll();
    }

    public E take() throws InterruptedException {
        return super.take();
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return super.poll(timeout, unit);
    }

    public E peek() {
        return super.peek();
    }

    public E remove() {
        return super.remove();
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }
}
