package java.util.concurrent.locks;

import loupe.internal.Unsafe;

/**
 * Thread blocking with one permit per thread: unpark makes the permit
 * available (at most one), park consumes it or waits until it appears, an
 * interrupt or the timeout. Loupe has no park natives, so each thread's
 * permit is a small monitor object, kept in a field of the thread (as the
 * JDK keeps its parker in the VM's thread). Like the JDK's, park may also
 * return spuriously, so callers recheck in a loop.
 */
public class LockSupport {
    private LockSupport() {}

    /** One thread's permit and the monitor it waits on: one per thread, made on first use and kept in the thread's parkPermit field. */
    private static final class Permit {
        boolean available;
    }

    private static final long PERMIT = Unsafe.objectFieldOffset(Thread.class, "parkPermit");
    private static final long BLOCKER = Unsafe.objectFieldOffset(Thread.class, "parkBlocker");

    /** The thread's permit; racing first uses agree on one through compare-and-set. */
    private static Permit permitOf(Thread t) {
        Object p = Unsafe.getReferenceVolatile(t, PERMIT);
        if (p == null) {
            Unsafe.compareAndSetReference(t, PERMIT, null, new Permit());
            p = Unsafe.getReferenceVolatile(t, PERMIT);
        }
        return (Permit) p;
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
        Unsafe.putReferenceVolatile(me, BLOCKER, blocker);
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
            Unsafe.putReferenceVolatile(me, BLOCKER, null);
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
        return Unsafe.getReferenceVolatile(t, BLOCKER);
    }
}
