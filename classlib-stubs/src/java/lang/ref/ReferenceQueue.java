package java.lang.ref;

/** Where cleared references are delivered: a LIFO list guarded by the queue's monitor. */
public class ReferenceQueue<T> {
    /** Marks references already enqueued (each is enqueued at most once). */
    static final ReferenceQueue<Object> ENQUEUED = new Sentinel();

    private Reference<? extends T> head;

    public ReferenceQueue() {
        Reference.startHandler();
    }

    private ReferenceQueue(boolean sentinel) {}

    private static final class Sentinel extends ReferenceQueue<Object> {
        Sentinel() {
            super(true);
        }

        @Override
        boolean enqueue(Reference<?> r) {
            return false;
        }
    }

    @SuppressWarnings("unchecked")
    boolean enqueue(Reference<?> r) {
        synchronized (this) {
            if (r.queue != this) {
                return false;
            }
            r.queue = ENQUEUED;
            r.next = head == null ? r : head; // a self-link marks the last element
            head = (Reference<? extends T>) r;
            notifyAll();
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    private Reference<? extends T> unlink() {
        Reference<? extends T> r = head;
        if (r != null) {
            Reference<?> next = r.next;
            head = next == r ? null : (Reference<? extends T>) next;
            r.next = null;
            r.queue = null; // removed: no longer enqueued, and never again
        }
        return r;
    }

    public Reference<? extends T> poll() {
        synchronized (this) {
            return unlink();
        }
    }

    /** Waits up to timeout milliseconds (0: forever) for a reference; null on timeout. */
    public Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        synchronized (this) {
            Reference<? extends T> r = unlink();
            if (r != null) {
                return r;
            }
            long deadline = System.nanoTime() + timeout * 1000000L;
            while (true) {
                long waitMillis = 0;
                if (timeout != 0) {
                    waitMillis = (deadline - System.nanoTime()) / 1000000L;
                    if (waitMillis <= 0) {
                        return null;
                    }
                }
                wait(waitMillis);
                r = unlink();
                if (r != null) {
                    return r;
                }
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
