package java.lang.ref;

/**
 * Runs finalize() methods. The VM registers every new object of a class that
 * overrides Object.finalize() with a method that does something; a collection
 * that finds one unreachable keeps it alive and hands it here, and the
 * "Finalizer" thread calls its finalize(), once. Exceptions thrown by
 * finalize() are ignored, as the specification of Object.finalize() says.
 * The VM starts the thread when it initializes the first class with a
 * finalizer, so programs without one never see the thread.
 */
final class Finalizer {
    private static boolean started;

    private Finalizer() {}

    /** Called by the VM after it initializes a class with a finalizer. */
    static void ensureStarted() {
        synchronized (Finalizer.class) {
            if (started) {
                return;
            }
            started = true;
        }
        Thread thread = new FinalizerThread(systemThreadGroup());
        thread.setDaemon(true);
        thread.setPriority(Thread.MAX_PRIORITY - 2);
        thread.start();
    }

    /** System.runFinalization(): runs, on the caller's thread, every finalizer still pending. */
    static void runFinalization() {
        Object obj;
        while ((obj = takeFinalizable(false)) != null) {
            runFinalizer(obj);
        }
    }

    /** The root of the thread groups, "system", where the JDK's own daemon threads live. */
    static ThreadGroup systemThreadGroup() {
        ThreadGroup group = Thread.currentThread().getThreadGroup();
        while (group.getParent() != null) {
            group = group.getParent();
        }
        return group;
    }

    private static void runFinalizer(Object obj) {
        try {
            invokeFinalizeMethod(obj);
        } catch (Throwable ignored) {
            // Object.finalize(): "any exception thrown by the finalize method causes the
            // finalization of this object to be halted, but is otherwise ignored".
        }
    }

    /** The next object to finalize; null if there is none and `wait` is false. */
    private static native Object takeFinalizable(boolean wait);

    /** Calls obj.finalize() (protected in Object, so the VM makes the call). */
    private static native void invokeFinalizeMethod(Object obj) throws Throwable;

    private static final class FinalizerThread extends Thread {
        FinalizerThread(ThreadGroup group) {
            super(group, "Finalizer");
        }

        @Override
        public void run() {
            while (true) {
                runFinalizer(takeFinalizable(true));
            }
        }
    }
}
