// loupe-test: compare-stderr
// Checks an uncaught exception in a non-main thread: "Exception in thread "Thread-0"" trace on stderr, the thread dies, main continues and the exit code is 0.
public class UncaughtInThread {
    static class Worker extends Thread {
        @Override public void run() {
            System.out.println("worker running as " + getName());
            throw new IllegalStateException("worker failed");
        }
    }

    static class NamedWorker extends Thread {
        NamedWorker() { super("custom-name"); }
        @Override public void run() {
            fail(3);
        }
        void fail(int n) {
            if (n == 0) throw new UnsupportedOperationException();
            fail(n - 1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker();
        w.start();
        w.join();
        System.out.println("main continues, worker alive " + w.isAlive());
        NamedWorker n = new NamedWorker();
        n.start();
        n.join();
        System.out.println("main done");
    }
}
