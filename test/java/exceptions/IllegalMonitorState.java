// Checks IllegalMonitorStateException from wait/notify/notifyAll without owning the monitor, and wait's argument checks.
public class IllegalMonitorState {
    interface Body { void run() throws Exception; }

    static void attempt(String label, Body b) {
        try {
            b.run();
            System.out.println(label + ": ok");
        } catch (IllegalMonitorStateException e) {
            System.out.println(label + ": IllegalMonitorStateException: " + e.getMessage());
        } catch (Exception e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) {
        Object lock = new Object();
        Object other = new Object();
        attempt("wait", () -> lock.wait());
        attempt("wait(10)", () -> lock.wait(10));
        attempt("notify", () -> lock.notify());
        attempt("notifyAll", () -> lock.notifyAll());
        attempt("wrong lock", () -> { synchronized (other) { lock.notify(); } });
        attempt("right lock", () -> { synchronized (lock) { lock.notify(); lock.notifyAll(); } });
        attempt("timed wait with lock", () -> { synchronized (lock) { lock.wait(1); } });
        attempt("negative timeout", () -> { synchronized (lock) { lock.wait(-1); } });
        attempt("nanos out of range", () -> { synchronized (lock) { lock.wait(1, 1000000); } });
        attempt("after release", () -> { synchronized (lock) { } lock.notify(); });
        attempt("class monitor", () -> IllegalMonitorState.class.notify());
    }
}
