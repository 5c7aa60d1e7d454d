package java.util.concurrent;

/**
 * A meeting point where two threads swap objects. Guarded by this object's
 * monitor: the first thread to arrive leaves its offer in {@code waiting}
 * and waits; the second takes that offer, hands over its own and wakes it.
 */
public class Exchanger<V> {
    /** A waiting thread's offer and, once matched, what it gets back. */
    private static final class Offer {
        final Object item;
        Object match;
        boolean matched;

        Offer(Object item) {
            this.item = item;
        }
    }

    private Offer waiting;

    public Exchanger() {
    }

    @SuppressWarnings("unchecked")
    private synchronized V exchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Offer other = waiting;
        if (other != null) {
            waiting = null;
            other.match = x;
            other.matched = true;
            notifyAll();
            return (V) other.item;
        }
        Offer mine = new Offer(x);
        waiting = mine;
        long deadline = System.nanoTime() + nanos;
        while (!mine.matched) {
            try {
                if (!timed) {
                    wait();
                } else {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        waiting = null;
                        throw new TimeoutException();
                    }
                    TimeUnit.NANOSECONDS.timedWait(this, remaining);
                }
            } catch (InterruptedException e) {
                if (!mine.matched) {
                    waiting = null;
                    throw e;
                }
                Thread.currentThread().interrupt(); // matched anyway: finish and keep the flag
            }
        }
        return (V) mine.match;
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return exchange(x, false, 0L);
        } catch (TimeoutException impossible) {
            throw new AssertionError(impossible);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return exchange(x, true, unit.toNanos(timeout));
    }
}
