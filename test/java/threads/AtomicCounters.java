// Checks AtomicInteger/AtomicLong/AtomicReference: single-threaded API results and an exact total from 4 threads using incrementAndGet and CAS loops.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

public class AtomicCounters {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println(ai.get() + " " + ai.incrementAndGet() + " " + ai.getAndIncrement() + " " + ai.decrementAndGet() + " " + ai.getAndAdd(10)
                + " " + ai.addAndGet(-3) + " " + ai.compareAndSet(13, 100) + " " + ai.compareAndSet(13, 200) + " " + ai.get());
        System.out.println(ai.getAndSet(7) + " " + ai.updateAndGet(x -> x * 3) + " " + ai.getAndUpdate(x -> x - 1) + " " + ai.accumulateAndGet(5, Math::max)
                + " " + ai.getAndAccumulate(100, Integer::sum) + " " + ai + " " + ai.intValue() + " " + ai.longValue());
        AtomicLong al = new AtomicLong(Long.MAX_VALUE);
        System.out.println(al.incrementAndGet() + " " + al.addAndGet(-1) + " " + al.compareAndSet(Long.MAX_VALUE, 0) + " " + al);
        AtomicReference<String> ar = new AtomicReference<>("initial");
        System.out.println(ar.get() + " " + ar.compareAndSet("initial", "next") + " " + ar.getAndSet("third") + " " + ar.updateAndGet(s -> s + "!") + " " + ar);
        String a = new String("same text");
        String b = new String("same text");
        AtomicReference<String> byIdentity = new AtomicReference<>(a);
        System.out.println("CAS compares identity, not equals: " + byIdentity.compareAndSet(b, "x") + " " + byIdentity.compareAndSet(a, "y"));
        AtomicInteger shared = new AtomicInteger();
        AtomicLong casLoop = new AtomicLong();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 50000; i++) {
                    shared.incrementAndGet();
                    long old;
                    do { old = casLoop.get(); } while (!casLoop.compareAndSet(old, old + 2));
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("shared " + shared.get() + " casLoop " + casLoop.get());
    }
}
