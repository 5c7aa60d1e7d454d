// Checks notify vs notifyAll: five threads wait at a gate; notify releases exactly one, notifyAll releases the rest; counts are printed after joins.
public class NotifyAllGate {
    private int waiting;
    private int permits;
    private int passed;

    synchronized void pass() throws InterruptedException {
        waiting++;
        notifyAll();   // let main observe the waiting count
        while (permits == 0) wait();
        permits--;
        passed++;
        notifyAll();   // let main observe the passed count
    }

    synchronized void awaitWaiting(int n) throws InterruptedException {
        while (waiting < n) wait();
    }

    public static void main(String[] args) throws InterruptedException {
        NotifyAllGate gate = new NotifyAllGate();
        Thread[] ts = new Thread[5];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                try { gate.pass(); } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
            ts[i].start();
        }
        gate.awaitWaiting(5);
        synchronized (gate) {
            gate.permits = 1;
            gate.notifyAll();
        }
        synchronized (gate) {
            while (gate.passed < 1) gate.wait();
            System.out.println("after one permit: passed " + gate.passed + ", still waiting " + (gate.waiting - gate.passed));
        }
        synchronized (gate) {
            gate.permits = 4;
            gate.notifyAll();
        }
        for (Thread t : ts) t.join();
        System.out.println("after four more permits: passed " + gate.passed + ", permits left " + gate.permits);
    }
}
