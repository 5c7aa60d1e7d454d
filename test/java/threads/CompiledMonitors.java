// Monitors taken by hot (compiled) code: synchronized methods calling
// each other, re-entry deeper than a thin lock counts, static
// synchronized methods, synchronized blocks, two threads contending for
// the same monitors, wait/notify on a monitor taken in compiled code, and
// an exception leaving a synchronized method. The counts show that every
// entry was matched by one exit and that no update was lost.
public class CompiledMonitors {
    static int staticCount;

    static synchronized void bumpStatic() { staticCount++; }

    static final class Counter {
        int count;
        synchronized void add(int n) { count += n; }
        synchronized void addTwice(int n) { add(n); add(n); }
        synchronized int deep(int depth) { return depth == 0 ? count : deep(depth - 1) + 1; }
        synchronized void failIfOdd(int n) {
            count++;
            if ((n & 1) != 0) throw new IllegalStateException("odd " + n);
        }
        int blocks(Object other, int n) {
            synchronized (this) {
                synchronized (other) {
                    count += n;
                }
            }
            return count;
        }
    }

    public static void main(String[] args) throws Exception {
        Counter counter = new Counter();
        Object other = new Object();
        int failures = 0;
        for (int i = 0; i < 5000; i++) {
            counter.add(1);
            counter.addTwice(2);
            bumpStatic();
            counter.blocks(other, 1);
            try {
                counter.failIfOdd(i);
            } catch (IllegalStateException e) {
                failures++;
            }
        }
        System.out.println("count=" + counter.count + " static=" + staticCount + " failures=" + failures);
        // Re-entered 300 times: beyond what a thin lock counts.
        for (int i = 0; i < 200; i++) {
            if (counter.deep(300) != counter.count + 300) throw new AssertionError("deep");
        }
        System.out.println("deep ok");

        // Two threads on the same monitors: nothing lost.
        Counter shared = new Counter();
        Thread[] threads = new Thread[2];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 20000; i++) {
                    shared.add(1);
                    shared.addTwice(1);
                    bumpStatic();
                    shared.blocks(other, 1);
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) t.join();
        System.out.println("shared=" + shared.count + " static=" + staticCount);

        // wait and notify on a monitor the compiled code took.
        final Object gate = new Object();
        final int[] box = new int[1];
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= 300; i++) {
                synchronized (gate) {
                    while (box[0] != 0) {
                        try {
                            gate.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    box[0] = i;
                    gate.notifyAll();
                }
            }
        });
        producer.start();
        long sum = 0;
        for (int i = 1; i <= 300; i++) {
            synchronized (gate) {
                while (box[0] == 0) gate.wait();
                sum += box[0];
                box[0] = 0;
                gate.notifyAll();
            }
        }
        producer.join();
        System.out.println("handed over " + sum);

        // A monitor released by an exception is free for another thread.
        Thread taker = new Thread(() -> counter.add(1000));
        taker.start();
        taker.join();
        System.out.println("final " + counter.count + " holds=" + Thread.holdsLock(counter));
    }
}
