// Checks that when main throws while a non-daemon thread is still running, the VM waits for that thread to finish (its output appears) and then exits with code 1.
public class MainThrowsWorkerRuns {
    static volatile boolean mainFailed;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            while (!mainFailed) {
                try { Thread.sleep(10); } catch (InterruptedException e) { return; }
            }
            try { Thread.sleep(100); } catch (InterruptedException e) { return; }
            System.out.println("worker finished after main died");
        });
        worker.start();
        System.out.println("main is about to throw");
        mainFailed = true;
        throw new IllegalStateException("main failed");
    }
}
