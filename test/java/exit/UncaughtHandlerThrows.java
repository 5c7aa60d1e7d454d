// An uncaught-exception handler that itself throws: the VM names the handler's exception on stderr and exits with 1.
// loupe-test: compare-stderr
public class UncaughtHandlerThrows {
    public static void main(String[] args) {
        Thread.currentThread().setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("handler got " + e.getMessage());
                throw new RuntimeException("from handler");
            }
        });
        System.out.println("throwing");
        throw new IllegalStateException("boom");
    }
}
