package java.lang.ref;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;

/**
 * Runs cleaning actions for objects that have become phantom reachable. Each
 * registration is a PhantomReference on the object, registered with the
 * cleaner's own queue; the cleaner's daemon thread takes them off the queue
 * and runs their actions. An action runs at most once: when its object
 * becomes phantom reachable, or earlier when clean() is called.
 */
public final class Cleaner {
    private static int threadNumber;

    private final ReferenceQueue<Object> queue = new ReferenceQueue<>();
    /** Every registered, not yet cleaned Cleanable: keeps the references themselves alive. */
    private final PhantomCleanable head = new PhantomCleanable(this);

    /** What register() answers: cleans at most once. */
    public interface Cleanable {
        void clean();
    }

    private Cleaner(ThreadFactory factory) {
        Thread thread;
        if (factory == null) {
            int number;
            synchronized (Cleaner.class) {
                number = threadNumber++;
            }
            thread = new Thread(Finalizer.systemThreadGroup(), this::run, "Cleaner-" + number);
        } else {
            thread = factory.newThread(this::run);
        }
        thread.setDaemon(true);
        thread.start();
    }

    public static Cleaner create() {
        return new Cleaner(null);
    }

    public static Cleaner create(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        return new Cleaner(threadFactory);
    }

    public Cleanable register(Object obj, Runnable action) {
        Objects.requireNonNull(obj, "obj");
        Objects.requireNonNull(action, "action");
        return new PhantomCleanable(obj, this, action);
    }

    private void run() {
        while (true) {
            try {
                Reference<?> r = queue.remove();
                if (r instanceof PhantomCleanable) {
                    ((PhantomCleanable) r).clean();
                }
            } catch (Throwable ignored) {
                // An action's exception is ignored, as in the JDK; the thread goes on.
            }
        }
    }

    private static final class PhantomCleanable extends PhantomReference<Object> implements Cleanable {
        private final Cleaner cleaner;
        private final Runnable action;
        private PhantomCleanable prev = this;
        private PhantomCleanable next = this;

        /** The list head. */
        PhantomCleanable(Cleaner cleaner) {
            super(null, null);
            this.cleaner = cleaner;
            this.action = null;
        }

        PhantomCleanable(Object referent, Cleaner cleaner, Runnable action) {
            super(referent, cleaner.queue);
            this.cleaner = cleaner;
            this.action = action;
            PhantomCleanable list = cleaner.head;
            synchronized (list) {
                next = list.next;
                prev = list;
                list.next.prev = this;
                list.next = this;
            }
        }

        /** Unlinks this from the cleaner's list; false if it was no longer there. */
        private boolean remove() {
            synchronized (cleaner.head) {
                if (next == this) {
                    return false;
                }
                next.prev = prev;
                prev.next = next;
                next = prev = this;
                return true;
            }
        }

        @Override
        public void clean() {
            if (remove()) {
                super.clear();
                action.run();
            }
        }

        @Override
        public void clear() {
            if (remove()) {
                super.clear();
            }
        }
    }
}
