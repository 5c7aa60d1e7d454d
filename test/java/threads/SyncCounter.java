// Checks that 4 threads incrementing a shared counter under synchronized (method, block, and static) produce the exact total.
public class SyncCounter {
    private int count;
    private static long staticCount;
    private final Object lock = new Object();
    private int blockCount;

    synchronized void increment() { count++; }
    static synchronized void incrementStatic() { staticCount++; }
    void incrementBlock() { synchronized (lock) { blockCount++; } }

    public static void main(String[] args) throws InterruptedException {
        SyncCounter c = new SyncCounter();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 100000; i++) {
                    c.increment();
                    incrementStatic();
                    c.incrementBlock();
                }
            }, "worker-" + t);
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        System.out.println("method " + c.count + " static " + staticCount + " block " + c.blockCount);
        for (Thread t : threads) System.out.println(t.getName() + " alive=" + t.isAlive());
    }
}
