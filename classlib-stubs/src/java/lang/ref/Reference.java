package java.lang.ref;

/**
 * A reference the collector treats specially: the VM knows the field
 * {@code referent} and clears it when the referent is only weakly (softly,
 * phantom-) reachable. A cleared reference that was registered with a queue is
 * put on it by calling enqueue(), from Java code or from the VM.
 */
public abstract class Reference<T> {
    private T referent;
    /** The queue this reference is registered with; ReferenceQueue.NULL or ENQUEUED otherwise. */
    volatile ReferenceQueue<? super T> queue;
    /** Link in the queue's list while enqueued. */
    Reference<?> next;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue == null ? ReferenceQueue.NULL : queue;
    }

    public T get() {
        return referent;
    }

    /** True when this reference points to obj (for a phantom reference too, whose get() answers null). */
    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    @Deprecated
    public boolean isEnqueued() {
        return queue == ReferenceQueue.ENQUEUED;
    }

    /** Clears this reference and adds it to its queue; false if it has none or is already enqueued. */
    public boolean enqueue() {
        referent = null;
        return queue.enqueue(this);
    }

    /** Keeps ref strongly reachable up to this call. */
    public static void reachabilityFence(Object ref) {}

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }
}
