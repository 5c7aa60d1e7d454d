// Reflection from several threads at once, from the first use on: member
// lists built and cached concurrently, boxes looked up concurrently,
// Method.invoke, Constructor.newInstance and Field get/set racing on their
// own objects (and a volatile counter through synchronized static calls).
// Each thread's result is deterministic; the totals are printed in order.
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

class Counter {
    static int shared;
    long total;
    volatile int hits;

    public Counter(long start) {
        total = start;
    }

    public long add(int x, long y) {
        total += x + y;
        return total;
    }

    public static synchronized void bump() {
        shared++;
    }
}

public class ReflectThreads {
    static final int THREADS = 4;
    static final int ROUNDS = 3000;

    public static void main(String[] args) throws Exception {
        long[] results = new long[THREADS];
        Thread[] threads = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                try {
                    Constructor<Counter> make = Counter.class.getConstructor(long.class);
                    Method add = Counter.class.getMethod("add", int.class, long.class);
                    Method bump = Counter.class.getMethod("bump");
                    Field hits = Counter.class.getDeclaredField("hits");
                    Field total = Counter.class.getDeclaredField("total");
                    Counter c = make.newInstance((long) id);
                    long sum = 0;
                    for (int i = 0; i < ROUNDS; i++) {
                        sum += (Long) add.invoke(c, i & 7, (long) id);
                        hits.setInt(c, hits.getInt(c) + 1);
                        bump.invoke(null);
                        if ((i & 255) == 0) {
                            sum ^= Counter.class.getMethods().length;
                        }
                    }
                    results[id] = sum * 31 + total.getLong(c) + (Integer) hits.get(c);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            });
        }
        for (Thread th : threads) {
            th.start();
        }
        for (Thread th : threads) {
            th.join();
        }
        for (int t = 0; t < THREADS; t++) {
            System.out.println("thread " + t + ": " + results[t]);
        }
        System.out.println("shared: " + Counter.class.getDeclaredField("shared").getInt(null));
    }
}
