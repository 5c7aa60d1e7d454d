// Checks interrupting a sleeping thread (InterruptedException "sleep interrupted", flag cleared), sleeping with the flag already set, and Thread.interrupted() clearing it.
public class InterruptSleep {
    public static void main(String[] args) throws Exception {
        final String[] result = new String[3];
        final Object ready = new Object();
        final boolean[] started = {false};
        Thread sleeper = new Thread(() -> {
            synchronized (ready) { started[0] = true; ready.notifyAll(); }
            try {
                Thread.sleep(60000);
                result[0] = "woke normally";
            } catch (InterruptedException e) {
                result[0] = "interrupted: " + e.getMessage();
                result[1] = "flag after catch: " + Thread.currentThread().isInterrupted();
            }
        });
        sleeper.start();
        synchronized (ready) { while (!started[0]) ready.wait(); }
        Thread.sleep(50);   // give it time to enter sleep; the result does not depend on it
        sleeper.interrupt();
        sleeper.join();
        System.out.println(result[0]);
        System.out.println(result[1]);
        Thread.currentThread().interrupt();
        System.out.println("self interrupted: " + Thread.currentThread().isInterrupted());
        try {
            Thread.sleep(1000);
            System.out.println("slept?!");
        } catch (InterruptedException e) {
            System.out.println("sleep with pending interrupt: " + e.getMessage() + ", flag now " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        Thread notStarted = new Thread(() -> {});
        notStarted.interrupt();
        System.out.println("interrupt before start is fine, alive " + notStarted.isAlive());
        Thread.sleep(0);
        System.out.println("sleep(0) ok");
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e.getMessage());
        }
    }
}
