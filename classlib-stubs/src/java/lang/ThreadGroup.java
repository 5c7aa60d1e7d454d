package java.lang;

/**
 * A named tree of threads and groups: "system" at the root, "main" below it
 * for the main thread and, by inheritance, every thread it creates.
 *
 * <p>The VM knows nothing about groups: Thread records its group in its own
 * constructor, registers itself at start() and unregisters in exit(). Threads
 * the VM creates itself (main, attached threads) register when constructed.
 * Counts are estimates, as in the JDK: a thread counts from start() until it
 * has finished.
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private static final ThreadGroup SYSTEM = new ThreadGroup();
    private static final ThreadGroup MAIN = new ThreadGroup(SYSTEM, "main");

    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;
    private boolean destroyed;

    // Guarded by this. Plain arrays: groups are created while java.lang is still bootstrapping.
    private Thread[] threads = new Thread[4];
    private int threadCount;
    private ThreadGroup[] groups = new ThreadGroup[4];
    private int groupCount;

    /** The root, "system". */
    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.ThreadGroup.checkAccess()\" because \"parent\" is null");
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        parent.addGroup(this);
    }

    /** The group of threads the VM creates (the main thread, attached threads). */
    static ThreadGroup mainGroup() {
        return MAIN;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    @Deprecated
    public synchronized boolean isDestroyed() {
        return destroyed;
    }

    /** Lowers (or raises, up to the parent's) the limit of this group and, recursively, of its subgroups. */
    public final void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        ThreadGroup[] children;
        synchronized (this) {
            maxPriority = parent != null ? Math.min(pri, parent.maxPriority) : pri;
            children = snapshotGroups();
        }
        for (ThreadGroup child : children) {
            child.setMaxPriority(pri);
        }
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public final void checkAccess() {
    }

    /** Estimated number of live threads in this group and its subgroups. */
    public int activeCount() {
        int count;
        ThreadGroup[] children;
        synchronized (this) {
            count = 0;
            for (int i = 0; i < threadCount; i++) {
                if (threads[i].isAlive()) {
                    count++;
                }
            }
            children = snapshotGroups();
        }
        for (ThreadGroup child : children) {
            count += child.activeCount();
        }
        return count;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        return enumerateThreads(list, 0, recurse);
    }

    private int enumerateThreads(Thread[] list, int n, boolean recurse) {
        ThreadGroup[] children;
        synchronized (this) {
            for (int i = 0; i < threadCount && n < list.length; i++) {
                if (threads[i].isAlive()) {
                    list[n++] = threads[i];
                }
            }
            children = recurse ? snapshotGroups() : new ThreadGroup[0];
        }
        for (ThreadGroup child : children) {
            n = child.enumerateThreads(list, n, true);
        }
        return n;
    }

    public int activeGroupCount() {
        int count = 0;
        for (ThreadGroup child : snapshotGroupsLocked()) {
            count += 1 + child.activeGroupCount();
        }
        return count;
    }

    public int enumerate(ThreadGroup[] list) {
        return enumerate(list, true);
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        return enumerateGroups(list, 0, recurse);
    }

    /** Direct subgroups first, then (if recurse) each one's own subgroups, as the JDK orders them. */
    private int enumerateGroups(ThreadGroup[] list, int n, boolean recurse) {
        ThreadGroup[] children = snapshotGroupsLocked();
        for (int i = 0; i < children.length && n < list.length; i++) {
            list[n++] = children[i];
        }
        if (recurse) {
            for (ThreadGroup child : children) {
                n = child.enumerateGroups(list, n, true);
            }
        }
        return n;
    }

    /** Interrupts every thread of this group and its subgroups. */
    public final void interrupt() {
        Thread[] mine;
        synchronized (this) {
            mine = new Thread[threadCount];
            System.arraycopy(threads, 0, mine, 0, threadCount);
        }
        for (Thread t : mine) {
            t.interrupt();
        }
        for (ThreadGroup child : snapshotGroupsLocked()) {
            child.interrupt();
        }
    }

    @Deprecated
    public final void stop() {
        throw new UnsupportedOperationException("ThreadGroup.stop is not supported by Loupe");
    }

    @Deprecated
    public final void suspend() {
        throw new UnsupportedOperationException("ThreadGroup.suspend is not supported by Loupe");
    }

    @Deprecated
    public final void resume() {
        throw new UnsupportedOperationException("ThreadGroup.resume is not supported by Loupe");
    }

    /** Destroys this group and its subgroups, which must hold no threads. */
    @Deprecated
    public final void destroy() {
        ThreadGroup[] children;
        synchronized (this) {
            if (destroyed || threadCount > 0) {
                throw new IllegalThreadStateException();
            }
            children = snapshotGroups();
        }
        for (ThreadGroup child : children) {
            child.destroy();
        }
        synchronized (this) {
            destroyed = true;
        }
        if (parent != null) {
            parent.removeGroup(this);
        }
    }

    /** Prints this group and, indented by four spaces a level, its threads and subgroups to System.out. */
    public void list() {
        list(System.out, 0);
    }

    private void list(java.io.PrintStream out, int indent) {
        Thread[] mine;
        ThreadGroup[] children;
        synchronized (this) {
            mine = new Thread[threadCount];
            System.arraycopy(threads, 0, mine, 0, threadCount);
            children = snapshotGroups();
        }
        out.println(spaces(indent) + this);
        for (Thread t : mine) {
            out.println(spaces(indent + 4) + t);
        }
        for (ThreadGroup child : children) {
            child.list(out, indent + 4);
        }
    }

    private static String spaces(int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(' ');
        }
        return sb.toString();
    }

    /**
     * The default handling of an uncaught exception: the parent's, and at the
     * root the default handler or else the "Exception in thread" report on
     * System.err (ThreadDeath is ignored).
     */
    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
        if (handler != null) {
            handler.uncaughtException(t, e);
        } else if (!(e instanceof ThreadDeath)) {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    @Deprecated
    public boolean allowThreadSuspension(boolean b) {
        return true;
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + getMaxPriority() + "]";
    }

    // ---- membership, called by Thread ----

    synchronized void add(Thread t) {
        if (destroyed) {
            throw new IllegalThreadStateException();
        }
        if (threadCount == threads.length) {
            Thread[] bigger = new Thread[threadCount * 2];
            System.arraycopy(threads, 0, bigger, 0, threadCount);
            threads = bigger;
        }
        threads[threadCount++] = t;
    }

    /** A thread has ended (or failed to start): forget it, and let an empty daemon group go. */
    void threadTerminated(Thread t) {
        boolean destroyNow;
        synchronized (this) {
            for (int i = 0; i < threadCount; i++) {
                if (threads[i] == t) {
                    System.arraycopy(threads, i + 1, threads, i, threadCount - i - 1);
                    threads[--threadCount] = null;
                    break;
                }
            }
            notifyAll();
            destroyNow = daemon && !destroyed && threadCount == 0 && groupCount == 0;
        }
        if (destroyNow) {
            destroy();
        }
    }

    private synchronized void addGroup(ThreadGroup g) {
        if (destroyed) {
            throw new IllegalThreadStateException();
        }
        if (groupCount == groups.length) {
            ThreadGroup[] bigger = new ThreadGroup[groupCount * 2];
            System.arraycopy(groups, 0, bigger, 0, groupCount);
            groups = bigger;
        }
        groups[groupCount++] = g;
    }

    private synchronized void removeGroup(ThreadGroup g) {
        for (int i = 0; i < groupCount; i++) {
            if (groups[i] == g) {
                System.arraycopy(groups, i + 1, groups, i, groupCount - i - 1);
                groups[--groupCount] = null;
                break;
            }
        }
    }

    /** Caller holds the lock. */
    private ThreadGroup[] snapshotGroups() {
        ThreadGroup[] copy = new ThreadGroup[groupCount];
        System.arraycopy(groups, 0, copy, 0, groupCount);
        return copy;
    }

    private synchronized ThreadGroup[] snapshotGroupsLocked() {
        return snapshotGroups();
    }
}
