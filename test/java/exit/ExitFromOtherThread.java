// Checks System.exit(7) called from a non-main thread while main is blocked in join(): the whole VM exits with 7 and main never resumes.
public class ExitFromOtherThread {
    public static void main(String[] args) throws InterruptedException {
        Thread exiter = new Thread(() -> {
            System.out.println("worker calls exit");
            System.exit(7);
        });
        System.out.println("main starts worker");
        exiter.start();
        exiter.join();
        System.out.println("main resumed (must not print)");
    }
}
