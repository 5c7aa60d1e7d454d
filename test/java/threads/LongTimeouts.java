// wait(Long.MAX_VALUE) and sleep(Long.MAX_VALUE) block until interrupted; getStackTrace's own frame, class loader names, user.name
// loupe-test: java17-only
public class LongTimeouts {
    static final Object lock = new Object();

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(Long.MAX_VALUE);
                    System.out.println("wait returned");
                } catch (InterruptedException e) {
                    System.out.println("wait interrupted");
                }
            }
        });
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(Long.MAX_VALUE);
                System.out.println("sleep returned");
            } catch (InterruptedException e) {
                System.out.println("sleep interrupted");
            }
        });
        waiter.start();
        waiter.join(300);
        System.out.println("waiter still waiting: " + waiter.isAlive());
        waiter.interrupt();
        waiter.join();
        sleeper.start();
        sleeper.join(300);
        System.out.println("sleeper still sleeping: " + sleeper.isAlive());
        sleeper.interrupt();
        sleeper.join();

        StackTraceElement[] own = Thread.currentThread().getStackTrace();
        System.out.println("getStackTrace starts at " + own[0].getClassName() + "." + own[0].getMethodName() + ", then " + own[1]);
        StackTraceElement mine = new Throwable().getStackTrace()[0];
        System.out.println("application frame: loader " + mine.getClassLoaderName() + ", module " + mine.getModuleName() + ", " + mine);
        try {
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            StackTraceElement library = e.getStackTrace()[0];
            System.out.println("library frame: loader " + library.getClassLoaderName() + ", module " + library.getModuleName()
                    + ", in java.lang: " + library.getClassName().startsWith("java.lang."));
        }
        String user = System.getProperty("user.name");
        System.out.println("user.name set: " + (user != null && !user.isEmpty()) + ", user.home set: " + (System.getProperty("user.home") != null));
    }
}
