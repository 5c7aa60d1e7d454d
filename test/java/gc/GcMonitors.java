// Checks monitors held across collections: synchronized methods and blocks that allocate and call System.gc() while locked, nested and recursive locking, a lock on an otherwise unreachable object, and a wait/notify handoff between two threads that make garbage.
public class GcMonitors {
    private final int[] counter = new int[1];
    private Object[] keep = new Object[16];

    synchronized long allocateLocked(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int[] a = new int[] {i, i + 1};
            keep[i % keep.length] = a;
            sum += a[0] + a[1];
            if (i % 100 == 0) System.gc();
        }
        counter[0]++;
        return sum;
    }

    synchronized int nested(int depth) {
        Object garbage = new long[depth + 1];
        if (depth == 0) {
            System.gc();
            return Thread.holdsLock(this) ? 1 : 0;
        }
        synchronized (this) {
            return nested(depth - 1) + (Thread.holdsLock(this) ? 1 : 0);
        }
    }

    // Locks a chain of distinct objects, one per level, and collects at the bottom.
    static int lockChain(Object[] locks, int i) {
        if (i == locks.length) {
            System.gc();
            for (int k = 0; k < 50; k++) { Object junk = new Object[4]; }
            int held = 0;
            for (Object l : locks) if (Thread.holdsLock(l)) held++;
            return held;
        }
        synchronized (locks[i]) {
            return lockChain(locks, i + 1);
        }
    }

    static boolean lockUnreachable() {
        synchronized (new int[] {42}) {       // only the frame refers to the lock object
            for (int k = 0; k < 100; k++) { Object junk = new int[3]; }
            System.gc();
            return true;
        }
    }

    // A one-slot mailbox: the producer puts arrays, the consumer takes them.
    static final class Mailbox {
        private int[] slot;
        private boolean closed;

        synchronized void put(int[] item) throws InterruptedException {
            while (slot != null) wait();
            slot = item;
            notifyAll();
        }

        synchronized int[] take() throws InterruptedException {
            while (slot == null && !closed) wait();
            int[] item = slot;
            slot = null;
            notifyAll();
            return item;
        }

        synchronized void close() {
            closed = true;
            notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        GcMonitors m = new GcMonitors();
        System.out.println("allocate locked: " + m.allocateLocked(500) + " count " + m.counter[0]);
        System.out.println("nested holds: " + m.nested(6));

        Object[] locks = new Object[20];
        for (int i = 0; i < locks.length; i++) locks[i] = i % 2 == 0 ? new Object() : new StringBuilder("lock" + i);
        System.out.println("chain held at bottom: " + lockChain(locks, 0) + ", held after: " + (Thread.holdsLock(locks[0]) ? 1 : 0));
        System.out.println("unreachable lock object: " + lockUnreachable());

        // Another thread must be able to take the locks that main held across collections.
        final int[] otherResult = new int[1];
        Thread other = new Thread(() -> {
            otherResult[0] = (int) (m.allocateLocked(100) % 1000);
            synchronized (locks[3]) { otherResult[0] += 1000; }
        });
        other.start();
        other.join();
        System.out.println("other thread: " + otherResult[0] + " count " + m.counter[0]);

        Mailbox box = new Mailbox();
        final long[] consumed = new long[3];
        Thread consumer = new Thread(() -> {
            try {
                while (true) {
                    int[] item = box.take();
                    if (item == null) break;
                    Object[] garbage = new Object[item.length];
                    garbage[0] = new int[8];
                    long s = 0;
                    for (int v : item) s += v;
                    if (s != (long) item[0] * item.length + (long) item.length * (item.length - 1) / 2) consumed[2]++;
                    consumed[0]++;
                    consumed[1] += s;
                    if (consumed[0] % 50 == 0) System.gc();
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        for (int i = 0; i < 600; i++) {
            int[] item = new int[1 + i % 13];
            for (int k = 0; k < item.length; k++) item[k] = i + k;
            for (int g = 0; g < 3; g++) { Object junk = new long[4]; }
            box.put(item);
        }
        box.close();
        consumer.join();
        System.out.println("mailbox: items " + consumed[0] + " sum " + consumed[1] + " bad " + consumed[2]);

        // wait(timeout) inside a lock while another thread collects and then notifies.
        final Object gate = new Object();
        final boolean[] opened = new boolean[1];
        Thread opener = new Thread(() -> {
            for (int k = 0; k < 200; k++) { Object junk = new int[5]; }
            System.gc();
            synchronized (gate) {
                opened[0] = true;
                gate.notifyAll();
            }
        });
        synchronized (gate) {
            opener.start();
            while (!opened[0]) gate.wait(100);
            System.gc();
        }
        opener.join();
        System.out.println("gate opened: " + opened[0] + ", main holds gate: " + Thread.holdsLock(gate));
    }
}
