// Checks interrupting a thread blocked in Object.wait() and in Thread.join(): InterruptedException is thrown after the monitor is re-acquired.
public class InterruptWait {
    static final Object lock = new Object();
    static volatile boolean waiting;

    public static void main(String[] args) throws Exception {
        final String[] out = new String[2];
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    waiting = true;
                    lock.wait();
                    out[0] = "notified?!";
                } catch (InterruptedException e) {
                    out[0] = "wait interrupted, message=" + e.getMessage() + ", holds lock=" + Thread.holdsLock(lock)
                            + ", flag=" + Thread.currentThread().isInterrupted();
                }
            }
        });
        waiter.start();
        while (true) {
            synchronized (lock) { if (waiting) break; }   // once we own the lock after waiting==true, the waiter is inside wait()
            Thread.sleep(5);
        }
        waiter.interrupt();
        waiter.join();
        System.out.println(out[0]);
        Thread forever = new Thread(() -> {
            synchronized (lock) {
                try { lock.wait(); } catch (InterruptedException e) { /* ends the thread */ }
            }
        });
        forever.setDaemon(true);
        forever.start();
        Thread joiner = new Thread(() -> {
            try {
                forever.join();
                out[1] = "joined?!";
            } catch (InterruptedException e) {
                out[1] = "join interrupted, message=" + e.getMessage();
            }
        });
        joiner.start();
        Thread.sleep(50);
        joiner.interrupt();
        joiner.join();
        System.out.println(out[1]);
        forever.interrupt();
        forever.join();
        System.out.println("forever alive " + forever.isAlive());
    }
}
