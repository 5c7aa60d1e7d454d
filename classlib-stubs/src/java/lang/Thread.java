package java.lang;

/**
 * A Java thread on its own OS thread. The VM owns the native side
 * (vm/runtime/thread.cpp): start0 creates the OS thread, which runs run() and
 * then exit(); when a thread ends the VM clears eetop and notifies every
 * thread waiting on this object, which is how join() works.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    /** The VM's thread structure (a native pointer) while the thread is alive, else 0. */
    private volatile long eetop;
    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;
    /** 0 new, 1 started, 2 terminated. */
    private volatile int threadStatus;
    private final long tid;
    /** The thread's group until it has ended, then null (as in the JDK). */
    private volatile ThreadGroup group;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    /** Owned by ThreadLocal (its map), typed Object so that Thread does not depend on it. */
    Object threadLocals;
    /**
     * LockSupport's park permit and blocker for this thread, read and
     * written by LockSupport through Unsafe (the JDK keeps them in the VM).
     */
    private volatile Object parkPermit;
    private volatile Object parkBlocker;
    Object inheritableThreadLocals;
    /** The context class loader once set (perhaps to null); until then the application loader. */
    private ClassLoader contextClassLoader;
    private boolean contextClassLoaderSet;

    private static int threadInitNumber;
    private static long threadSeqNumber;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    public Thread() {
        this((Runnable) null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        this(target, "Thread-" + nextThreadNum());
    }

    public Thread(String name) {
        this((Runnable) null, name);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum());
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name);
    }

    /** A null group means the creating thread's group. */
    public Thread(ThreadGroup group, Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        // The VM constructs its own threads (main, attached) before any Java thread exists.
        boolean madeByVm = parent == null;
        if (group == null) {
            group = madeByVm ? ThreadGroup.mainGroup() : parent.getThreadGroup();
        }
        this.name = name;
        this.target = target;
        this.group = group;
        this.priority = Math.min(madeByVm ? NORM_PRIORITY : parent.getPriority(), group.getMaxPriority());
        this.daemon = parent != null && parent.isDaemon();
        this.tid = nextThreadID();
        if (parent != null) {
            this.contextClassLoader = parent.contextClassLoader;
            this.contextClassLoaderSet = parent.contextClassLoaderSet;
        }
        if (parent != null && parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = ThreadLocal.createInheritedMap(parent.inheritableThreadLocals);
        }
        if (madeByVm) {
            group.add(this);
        }
    }

    /** The stack size is only a hint in the JDK; Loupe ignores it. */
    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize, boolean inheritThreadLocals) {
        this(group, target, name);
        if (!inheritThreadLocals) {
            this.inheritableThreadLocals = null;
        }
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoaderSet ? contextClassLoader : ClassLoader.getSystemClassLoader();
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
        contextClassLoaderSet = true;
    }

    public final ThreadGroup getThreadGroup() {
        return group;
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public static native Thread currentThread();

    public static native void yield();

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis, 0);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        sleep0(millis, nanos);
    }

    private static native void sleep0(long millis, int nanos) throws InterruptedException;

    public static void onSpinWait() {}

    public synchronized void start() {
        if (threadStatus != 0) {
            throw new IllegalThreadStateException();
        }
        threadStatus = 1;
        group.add(this);
        start0();
    }

    private native void start0();

    @Override
    public void run() {
        if (target != null) {
            target.run();
        }
    }

    /** Called by the VM on this thread after run() returns or throws, before it is marked dead. */
    private void exit() {
        threadLocals = null;
        inheritableThreadLocals = null;
        target = null;
        uncaughtExceptionHandler = null;
        ThreadGroup g = group;
        if (g != null) {
            g.threadTerminated(this);
        }
        group = null;
    }

    /** Called by the VM when run() throws. */
    private void dispatchUncaughtException(Throwable e) {
        getUncaughtExceptionHandler().uncaughtException(this, e);
    }

    public void interrupt() {
        interrupt0();
    }

    private native void interrupt0();

    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public boolean isInterrupted() {
        return isInterrupted0(false);
    }

    private native boolean isInterrupted0(boolean clear);

    public final boolean isAlive() {
        return eetop != 0;
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
            return;
        }
        long deadline = System.nanoTime() + millis * 1000000L;
        while (isAlive()) {
            long remainingNanos = deadline - System.nanoTime();
            if (remainingNanos <= 0) {
                return;
            }
            wait(Math.max(1L, remainingNanos / 1000000L));
        }
    }

    public final synchronized void join(long millis, int nanos) throws InterruptedException {
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        join(millis + (nanos > 0 ? 1 : 0));
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = group;
        if (g != null) {
            priority = Math.min(newPriority, g.getMaxPriority());
        }
    }

    public final int getPriority() {
        return priority;
    }

    public long getId() {
        return tid;
    }

    public final void checkAccess() {}

    public static native boolean holdsLock(Object obj);

    public enum State {
        NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
    }

    public State getState() {
        if (threadStatus == 0) {
            return State.NEW;
        }
        if (!isAlive()) {
            return threadStatus == 2 ? State.TERMINATED : State.RUNNABLE;
        }
        return State.values()[getState0()];
    }

    private native int getState0();

    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return forThreadDump(getStackTrace0());
        }
        // The trace starts with this method's own frame, as the JDK's does.
        return new Throwable().getStackTrace();
    }

    /** The elements as the JDK's thread dumps print them (StackTraceElement.forThreadDump), in place. */
    private static StackTraceElement[] forThreadDump(StackTraceElement[] trace) {
        for (int i = 0; i < trace.length; i++) {
            trace[i] = trace[i].forThreadDump();
        }
        return trace;
    }

    /** Another thread's frames, read with the world stopped; empty when it is not alive. */
    private native StackTraceElement[] getStackTrace0();

    /** Every live thread's stack trace, from the root of the thread groups down. */
    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        ThreadGroup root = currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() + 8];
        int n = root.enumerate(threads, true);
        java.util.Map<Thread, StackTraceElement[]> traces = new java.util.HashMap<>();
        Thread self = currentThread();
        for (int i = 0; i < n; i++) {
            if (threads[i] == self) {
                // In the thread-dump form too, from this method's frame on.
                traces.put(self, forThreadDump(new Throwable().getStackTrace()));
            } else if (threads[i].isAlive()) {
                traces.put(threads[i], threads[i].getStackTrace());
            }
        }
        return traces;
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public String toString() {
        ThreadGroup g = group;
        return "Thread[" + getName() + "," + getPriority() + "," + (g == null ? "" : g.getName()) + "]";
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler eh = uncaughtExceptionHandler;
        if (eh != null) {
            return eh;
        }
        return group;
    }
}
