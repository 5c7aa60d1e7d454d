// Checks Thread basics: default and custom names, priorities, toString, currentThread inside run, isAlive before/after, start twice, run() called directly, Runnable vs subclass.
public class ThreadBasics {
    static class Named extends Thread {
        String ranIn;
        Named(String name) { super(name); }
        @Override public void run() { ranIn = Thread.currentThread().getName(); }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        System.out.println("main: name=" + main.getName() + " priority=" + main.getPriority() + " toString=" + main + " alive=" + main.isAlive());
        final String[] ranIn = new String[1];
        Thread t0 = new Thread(() -> ranIn[0] = Thread.currentThread().getName());
        Thread t1 = new Thread(() -> {});
        System.out.println("default names: " + t0.getName() + " " + t1.getName() + " priority " + t0.getPriority() + " daemon " + t0.isDaemon());
        System.out.println("before start alive=" + t0.isAlive() + " toString=" + t0);
        t0.start();
        t0.join();
        System.out.println("ran in " + ranIn[0] + ", alive after join=" + t0.isAlive());
        try {
            t0.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("start twice: IllegalThreadStateException " + e.getMessage());
        }
        Named n = new Named("custom");
        n.setPriority(Thread.MAX_PRIORITY);
        n.run();   // direct call: runs in main
        System.out.println("direct run() ran in " + n.ranIn);
        n.start();
        n.join();
        System.out.println("start() ran in " + n.ranIn + " priority " + n.getPriority() + " toString " + n);
        n.setName("renamed");
        System.out.println("renamed " + n.getName());
        try {
            n.setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("priority 11: IllegalArgumentException " + e.getMessage());
        }
        System.out.println("constants " + Thread.MIN_PRIORITY + " " + Thread.NORM_PRIORITY + " " + Thread.MAX_PRIORITY);
        Thread t2 = new Thread("explicit-name");
        Thread t3 = new Thread(() -> {});
        System.out.println("numbering continues: " + t2.getName() + " " + t3.getName());
        t2.start();
        t2.join();
        Thread.yield();
        System.out.println("Thread with no runnable finished: " + !t2.isAlive());
    }
}
