// Checks timed waits: wait(ms) returns without notify after the timeout, join(ms) on a still-running thread returns, and notify wakes a timed wait early.
public class WaitTimeout {
    public static void main(String[] args) throws InterruptedException {
        Object lock = new Object();
        long start = System.nanoTime();
        synchronized (lock) { lock.wait(100); }
        long waitedMs = (System.nanoTime() - start) / 1_000_000;
        System.out.println("timed wait returned, waited at least ~100ms: " + (waitedMs >= 90));
        Thread slow = new Thread(() -> {
            try { Thread.sleep(2000); } catch (InterruptedException e) { /* stop early */ }
        });
        slow.start();
        slow.join(50);
        System.out.println("join(50) returned, still alive: " + slow.isAlive());
        slow.interrupt();
        slow.join();
        System.out.println("after interrupt and join, alive: " + slow.isAlive());
        final boolean[] woke = {false};
        final boolean[] inWait = {false};
        final Object gate = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (gate) {
                inWait[0] = true;   // set while holding the lock, which wait() releases only once waiting
                long t0 = System.nanoTime();
                try { gate.wait(30000); } catch (InterruptedException e) { return; }
                woke[0] = (System.nanoTime() - t0) < 20_000_000_000L;
            }
        });
        waiter.start();
        while (true) {
            synchronized (gate) {
                if (inWait[0]) { gate.notifyAll(); break; }   // we own the lock, so the waiter is inside wait()
            }
            Thread.sleep(5);
        }
        waiter.join();
        System.out.println("notify woke the timed wait early: " + woke[0]);
    }
}
