// Checks ThreadLocal: withInitial per thread, set/get/remove, values isolated between threads, initialValue override, and values surviving across calls in one thread.
public class ThreadLocalValues {
    static final ThreadLocal<StringBuilder> BUFFER = ThreadLocal.withInitial(() -> new StringBuilder("init:"));
    static int initialCalls;
    static final ThreadLocal<Integer> COUNTER = new ThreadLocal<Integer>() {
        @Override protected Integer initialValue() {
            synchronized (ThreadLocalValues.class) { initialCalls++; }
            return 0;
        }
    };
    static final ThreadLocal<String> PLAIN = new ThreadLocal<>();

    static void bump() { COUNTER.set(COUNTER.get() + 1); }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("plain default " + PLAIN.get());
        PLAIN.set("main-value");
        BUFFER.get().append("main");
        for (int i = 0; i < 3; i++) bump();
        final String[] seen = new String[3];
        Thread[] ts = new Thread[3];
        for (int t = 0; t < 3; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i <= id; i++) bump();
                BUFFER.get().append("t").append(id);
                seen[id] = "thread " + id + ": plain=" + PLAIN.get() + " counter=" + COUNTER.get() + " buffer=" + BUFFER.get();
                PLAIN.set("thread-" + id);
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (String s : seen) System.out.println(s);
        System.out.println("main: plain=" + PLAIN.get() + " counter=" + COUNTER.get() + " buffer=" + BUFFER.get());
        COUNTER.remove();
        System.out.println("after remove counter=" + COUNTER.get() + " initialValue calls=" + initialCalls);
        PLAIN.remove();
        System.out.println("plain after remove " + PLAIN.get());
    }
}
