// hprof's monitor=y test program: main waits to enter a Box monitor that a
// worker holds until main is blocked on it (a contended monitor whose waiting trace is in
// main), and a daemon thread is still in Box.wait() at exit (the MONITOR
// DUMP shows it waiting to be notified).
public class HprofLock {
    static class Box {
        boolean ready;
    }

    static final Box held = new Box();
    static volatile boolean holding;
    static Thread mainThread;
    static final Box waited = new Box();

    static void enterHeld() {
        synchronized (held) {
            held.ready = false;
        }
    }

    public static void main(String[] args) throws Exception {
        mainThread = Thread.currentThread();
        Thread worker = new Thread(() -> {
            synchronized (held) {
                holding = true;
                // Held until main is blocked on it (then a while more), so
                // that main's entry is contended however slow the machine.
                try {
                    while (mainThread.getState() != Thread.State.BLOCKED) Thread.sleep(1);
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                }
            }
        });
        Thread sleeper = new Thread(() -> {
            synchronized (waited) {
                waited.ready = true;
                try {
                    waited.wait();
                } catch (InterruptedException e) {
                }
            }
        });
        sleeper.setDaemon(true);
        sleeper.start();
        worker.start();
        while (!holding) {
            Thread.sleep(1);
        }
        enterHeld();  // contended until the worker's sleep ends
        worker.join();
        while (true) {
            synchronized (waited) {  // free only once the sleeper waits
                if (waited.ready) break;
            }
            Thread.sleep(1);
        }
        System.out.println("locked");
    }
}
