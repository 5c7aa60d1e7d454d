// Checks that a running daemon thread does not keep the VM alive: main returns and the process exits 0 while the daemon is still looping.
public class DaemonExit {
    public static void main(String[] args) throws InterruptedException {
        final Object started = new Object();
        final boolean[] flag = {false};
        Thread daemon = new Thread(() -> {
            synchronized (started) { flag[0] = true; started.notifyAll(); }
            while (true) {
                try { Thread.sleep(10); } catch (InterruptedException e) { /* keep going */ }
            }
        }, "background");
        daemon.setDaemon(true);
        System.out.println("isDaemon " + daemon.isDaemon() + ", main isDaemon " + Thread.currentThread().isDaemon());
        daemon.start();
        synchronized (started) { while (!flag[0]) started.wait(); }
        System.out.println("daemon running: " + daemon.isAlive());
        Thread worker = new Thread(() -> System.out.println("non-daemon worker ran"));
        worker.start();
        worker.join();
        try {
            daemon.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: IllegalThreadStateException " + e.getMessage());
        }
        System.out.println("main returns");
    }
}
