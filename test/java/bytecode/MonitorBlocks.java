// Checks monitorenter/monitorexit: nested and reentrant synchronized blocks, release on exception, synchronized methods and class locks.
public class MonitorBlocks {
    private final Object lock = new Object();
    private int value;

    synchronized void syncMethod(int depth) {
        value++;
        if (depth > 0) syncMethod(depth - 1);   // reentrant
    }

    static synchronized String staticSync(String s) {
        synchronized (MonitorBlocks.class) {   // same monitor again
            return "[" + s + "]";
        }
    }

    int nested() {
        synchronized (lock) {
            synchronized (this) {
                synchronized (lock) {
                    return ++value;
                }
            }
        }
    }

    int throwInside() {
        try {
            synchronized (lock) {
                value += 100;
                if (value > 0) throw new IllegalStateException("inside");
                return -1;
            }
        } catch (IllegalStateException e) {
            return Thread.holdsLock(lock) ? -2 : value;
        }
    }

    public static void main(String[] args) throws Exception {
        MonitorBlocks m = new MonitorBlocks();
        m.syncMethod(50);
        System.out.println("after reentrant: " + m.value);
        System.out.println(staticSync("x") + " " + Thread.holdsLock(MonitorBlocks.class));
        System.out.println("nested: " + m.nested());
        System.out.println("throwInside: " + m.throwInside() + " holds=" + Thread.holdsLock(m.lock));
        // another thread must be able to take the lock after the exception released it
        final int[] seen = new int[1];
        Thread t = new Thread(() -> {
            synchronized (m.lock) { seen[0] = m.value; }
        });
        t.start();
        t.join();
        System.out.println("other thread saw " + seen[0]);
        String s = "lock on a string";
        synchronized (s) {
            synchronized (s) {
                System.out.println("holds string lock: " + Thread.holdsLock(s));
            }
            System.out.println("still holds: " + Thread.holdsLock(s));
        }
        System.out.println("released: " + Thread.holdsLock(s));
        int[] arr = new int[1];
        for (int i = 0; i < 1000; i++) {
            synchronized (arr) {
                if (i % 100 == 0) continue;
                arr[0]++;
            }
        }
        System.out.println("loop with continue inside synchronized: " + arr[0] + " holds=" + Thread.holdsLock(arr));
    }
}
