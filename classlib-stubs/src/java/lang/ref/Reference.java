package java.lang.ref;

/**
 * A reference the collector treats specially: the VM knows the fields
 * {@code referent} and {@code queue}. A collection clears the referent when it
 * is only softly, weakly or phantom-reachable and, if the reference was
 * registered with a queue, hands the reference to the "Reference Handler"
 * thread, which enqueues it. Code may also clear and enqueue it itself.
 */
public abstract class Reference<T> {
    private T referent;
    /**
     * The queue this reference is registered with; null when none (the VM
     * tests this), ReferenceQueue.ENQUEUED once it has been enqueued.
     */
    volatile ReferenceQueue<? super T> queue;
    /** Link in the queue's list while enqueued. */
    Reference<?> next;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
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
        ReferenceQueue<? super T> q = queue;
        return q != null && q.enqueue(this);
    }

    /** Keeps ref strongly reachable up to this call. */
    public static void reachabilityFence(Object ref) {}

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    private static boolean handlerStarted;

    /** Starts the Reference Handler, once: the first ReferenceQueue needs it. */
    static void startHandler() {
        synchronized (ReferenceHandler.class) {
            if (handlerStarted) {
                return;
            }
            handlerStarted = true;
        }
        Thread handler = new ReferenceHandler(Finalizer.systemThreadGroup());
        handler.setDaemon(true);
        handler.setPriority(Thread.MAX_PRIORITY);
        handler.start();
    }

    /** Blocks until a collection has cleared a reference registered with a queue; takes it. */
    private static native Reference<?> takePendingReference();

    /** Puts what collections clear on the references' queues. */
    private static final class ReferenceHandler extends Thread {
        ReferenceHandler(ThreadGroup group) {
            super(group, "Reference Handler");
        }

        @Override
        public void run() {
            while (true) {
                Reference<?> r = takePendingReference();
                ReferenceQueue<?> q = r.queue;
                if (q != null) {
                    q.enqueue(r);
                }
            }
        }
    }
}
