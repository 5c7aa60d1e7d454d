// Checks that exceptions thrown inside synchronized methods and blocks release the monitor, so a second thread can acquire it; also reentrant wait inside nested locks.
public class SyncExceptionsRelease {
    private int value;

    synchronized void failInMethod() {
        value++;
        throw new IllegalStateException("method failed");
    }

    void failInBlock() {
        synchronized (this) {
            value += 10;
            Object o = null;
            o.toString();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        SyncExceptionsRelease s = new SyncExceptionsRelease();
        try { s.failInMethod(); } catch (IllegalStateException e) { System.out.println("caught " + e.getMessage()); }
        try { s.failInBlock(); } catch (NullPointerException e) { System.out.println("caught NPE in block"); }
        System.out.println("main holds lock: " + Thread.holdsLock(s));
        final int[] seen = {-1};
        Thread other = new Thread(() -> { synchronized (s) { seen[0] = s.value; s.value = 100; } });
        other.start();
        other.join();
        System.out.println("other thread acquired the lock and saw " + seen[0]);
        Object outer = new Object();
        synchronized (outer) {
            synchronized (s) {
                synchronized (s) {
                    s.wait(10);   // releases all holds on s, keeps outer
                    System.out.println("after nested wait: holds s " + Thread.holdsLock(s) + ", holds outer " + Thread.holdsLock(outer));
                }
            }
        }
        System.out.println("value " + s.value);
    }
}
