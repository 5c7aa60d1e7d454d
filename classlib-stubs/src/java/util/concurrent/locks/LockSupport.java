package java.util.concurrent.locks;

import java.util.IdentityHashMap;
import java.util.Iterator;

/**
 * Thread blocking with one permit per thread: unpark makes the permit
 * available (at most one), park consumes it or waits until it appears, an
 * interrupt or the timeout. Loupe has no park natives, so each thread's
 * permit is a small monitor object kept in a table keyed by thread identity;
 * entries of threads that have ended are dropped as the table grows. Like the
 * JDK's, park may also return spuriously, so callers recheck in a loop.
 */
public class LockSupport {
    private LockSupport() {}

    /** One thread's permit; the monitor that the thread waits on. */
    private static final class Permit {
        boolean available;
        volatile Object blocker;
    }

    private static final IdentityHashMap<Thread, Permit> permits = new IdentityHashMap<>();
    /** Table size at which ended threads are next swept out. */
    private static int sweepAt = 64;

    private static Permit permitOf(Thread t) {
        synchronized (permits) {
            Permit p = permits.get(t);
            if (p == null) {
                if (permits.size() >= sweepAt) {
                    for (Iterator<Thread> it = permits.keySet().iterator(); it.hasNext();) {
                        Thread other = it.next();
                        if (!other.isAlive() && other != t) {
                            it.remove();
                        }
                    }
                    sweepAt = Math.max(64, permits.size() * 2);
                }
                p = new Permit();
                permits.put(t, p);
            }
            return p;
        }
    }

    public static void unpark(Thread thread) {
        if (thread == null) {
            return;
        }
        Permit p = permitOf(thread);
        synchronized (p) {
            p.available = true;
            p.notifyAll();
        }
    }

    /** Waits for the permit; nanos &lt;= 0 with timed returns at once. An interrupt ends the wait, flag kept. */
    private static void parkFor(Object blocker, boolean timed, long nanos) {
        Thread me = Thread.currentThread();
        Permit p = permitOf(me);
        p.blocker = blocker;
        try {
            synchronized (p) {
                if (p.available) {
                    p.available = false;
                    return;
                }
                if (me.isInterrupted() || (timed && nanos <= 0)) {
                    return;
                }
                try {
                    if (timed) {
                        long ms = nanos / 1000000L;
                        p.wait(ms, (int) (nanos % 1000000L));
                    } else {
                        p.wait();
                    }
                } catch (InterruptedException e) {
                    me.interrupt(); // park reports an interrupt by returning with the flag set
                }
                p.available = false;
            }
        } finally {
            p.blocker = null;
        }
    }

    public static void park() {
        parkFor(null, false, 0L);
    }

    public static void park(Object blocker) {
        parkFor(blocker, false, 0L);
    }

    public static void parkNanos(long nanos) {
        parkFor(null, true, nanos);
    }

    public static void parkNanos(Object blocker, long nanos) {
        parkFor(blocker, true, nanos);
    }

    public static void parkUntil(long deadline) {
        parkFor(null, true, (deadline - System.currentTimeMillis()) * 1000000L);
    }

    public static void parkUntil(Object blocker, long deadline) {
        parkFor(blocker, true, (deadline - System.currentTimeMillis()) * 1000000L);
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        Permit p;
        synchronized (permits) {
            p = permits.get(t);
        }
        return p == null ? null : p.blocker;
    }
}
