// ThreadGroup: main/system tree, names, max priority, daemon flag, membership counts, list(), uncaughtException routing through groups.
import java.util.concurrent.CountDownLatch;

public class ThreadGroups {
    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        ThreadGroup mainGroup = main.getThreadGroup();
        System.out.println(main + " " + mainGroup + " parent " + mainGroup.getParent().getName() + " root parent " + mainGroup.getParent().getParent());
        ThreadGroup workers = new ThreadGroup("workers");
        ThreadGroup sub = new ThreadGroup(workers, "sub");
        System.out.println(workers.getParent().getName() + " " + sub.getParent().getName() + " " + workers.parentOf(sub) + " " + sub.parentOf(workers) + " " + workers.parentOf(workers) + " " + mainGroup.activeGroupCount() + " " + workers.activeGroupCount());
        workers.setMaxPriority(7);
        System.out.println(workers + " " + sub);
        workers.setMaxPriority(42);
        sub.setMaxPriority(9);
        System.out.println("ignored out of range " + workers.getMaxPriority() + ", capped by parent " + sub.getMaxPriority());

        final CountDownLatch release = new CountDownLatch(1);
        Thread inSub = new Thread(sub, () -> {
            try { release.await(); } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "blocked");
        System.out.println("before start " + inSub + " priority " + inSub.getPriority() + " count " + workers.activeCount());
        inSub.setPriority(10);
        System.out.println("setPriority(10) in group max 7 -> " + inSub.getPriority());
        inSub.start();
        Thread[] found = new Thread[4];
        int n = workers.enumerate(found);
        System.out.println("running: workers " + workers.activeCount() + " sub " + sub.activeCount() + " enumerate " + n + " " + found[0] + " nonrecursive " + workers.enumerate(found, false));
        workers.list();
        release.countDown();
        inSub.join();
        System.out.println("after join " + inSub + " group " + inSub.getThreadGroup() + " count " + workers.activeCount());

        ThreadGroup reporting = new ThreadGroup("reporting") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group " + getName() + " caught " + e.getMessage() + " from " + t.getName() + " handler is group " + (t.getUncaughtExceptionHandler() == this));
            }
        };
        ThreadGroup child = new ThreadGroup(reporting, "child");
        Thread failing = new Thread(child, () -> { throw new IllegalStateException("boom"); }, "failing");
        System.out.println("handler before start is its group: " + (failing.getUncaughtExceptionHandler() == child));
        failing.start();
        failing.join();
        System.out.println("handler after end: " + failing.getUncaughtExceptionHandler());

        Thread.UncaughtExceptionHandler old = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.out.println("default handler: " + t.getName() + " " + e));
        Thread plain = new Thread(workers, () -> { throw new UnsupportedOperationException("nope"); });
        plain.setName("plain");
        plain.start();
        plain.join();
        Thread.setDefaultUncaughtExceptionHandler(old);

        Thread defaulted = new Thread(() -> {});
        System.out.println("child of main: " + defaulted.getThreadGroup().getName() + " " + (defaulted.getThreadGroup() == mainGroup));
        try {
            new ThreadGroup(null, "orphan");
        } catch (NullPointerException e) {
            System.out.println("null parent: NullPointerException");
        }
        ThreadGroup[] groups = new ThreadGroup[8];
        int g = mainGroup.enumerate(groups);
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < g; i++) names.append(groups[i].getName()).append(' ');
        System.out.println("groups under main: " + g + " " + names + "; direct " + mainGroup.enumerate(groups, false));
        System.out.println("main group active " + mainGroup.activeCount() + " Thread.activeCount " + Thread.activeCount());
    }
}
