// Checks Thread.getStackTrace of another thread (read while it waits, in the JDK's thread-dump form: "app//" prefixes), of a thread not started and of a dead one, and Thread.getAllStackTraces.
import java.util.*;
import java.util.concurrent.*;
public class ThreadStackTraces {
    static final CountDownLatch ready = new CountDownLatch(1);
    static final Object lock = new Object();
    static void inner() throws InterruptedException { synchronized (lock) { ready.countDown(); lock.wait(); } }
    static void outer() throws InterruptedException { inner(); }
    public static void main(String[] a) throws Exception {
        Thread t = new Thread(() -> { try { outer(); } catch (InterruptedException e) { } }, "sleeper");
        System.out.println("not started: " + t.getStackTrace().length);
        t.start(); ready.await();
        while (t.getState() != Thread.State.WAITING) Thread.sleep(1);
        for (StackTraceElement e : t.getStackTrace()) if (e.getClassName().equals("ThreadStackTraces")) System.out.println("  " + e);
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        System.out.println("all has main and sleeper: " + all.containsKey(Thread.currentThread()) + " " + all.containsKey(t));
        StackTraceElement[] mine = all.get(Thread.currentThread());
        System.out.println("main's trace in the map ends in main: " + mine[mine.length - 1]);
        t.interrupt(); t.join();
        System.out.println("dead: " + t.getStackTrace().length);
    }
}
