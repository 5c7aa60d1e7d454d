package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;

/**
 * An unbounded FIFO queue whose producers may wait until a consumer takes
 * their element. transfer enqueues and then waits until that very element has
 * left the queue; tryTransfer succeeds only when a consumer is already waiting
 * in take or poll for more elements than are queued.
 */
public class LinkedTransferQueue<E> extends MonitorBlockingQueue<E> implements TransferQueue<E> {
    private static final long serialVersionUID = -3223113410248163686L;

    public LinkedTransferQueue() {
        super(new ArrayDeque<E>(), Integer.MAX_VALUE);
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    private boolean stillQueued(Object e) {
        for (Iterator<E> it = items.iterator(); it.hasNext();) {
            if (it.next() == e) {
                return true;
            }
        }
        return false;
    }

    /** Enqueues e and waits until it is taken; on timeout or interrupt e is withdrawn. */
    private boolean transferWaiting(E e, long timeoutNanos) throws InterruptedException {
        checkNotNull(e);
        long deadline = System.nanoTime() + timeoutNanos;
        synchronized (lock) {
            if (timeoutNanos == 0) {
                // a consumer already waiting for more than is queued will take it
                if (waitingConsumers <= items.size()) {
                    return false;
                }
                insert(e);
                lock.notifyAll();
                return true;
            }
            insert(e);
            lock.notifyAll();
            boolean done = false;
            try {
                while (stillQueued(e)) {
                    if (!waitOnLock(deadline, timeoutNanos)) {
                        return false;
                    }
                }
                done = true;
                return true;
            } finally {
                if (!done) {
                    removeIdentical(e);
                }
            }
        }
    }

    public boolean tryTransfer(E e) {
        try {
            return transferWaiting(e, 0L);
        } catch (InterruptedException impossible) {
            throw new AssertionError(impossible);
        }
    }

    public void transfer(E e) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        transferWaiting(e, -1L);
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return transferWaiting(e, Math.max(1L, unit.toNanos(timeout)));
    }

    public boolean hasWaitingConsumer() {
        return getWaitingConsumerCount() > 0;
    }

    public int getWaitingConsumerCount() {
        synchronized (lock) {
            return Math.max(0, waitingConsumers - items.size());
        }
    }

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
