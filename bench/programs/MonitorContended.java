// Loupe benchmark (micro): contended monitors, wait and notify. Four phases,
// each with its own threads, started and joined by the kernel:
//   1. plain contention: four threads increment a shared counter through a
//      synchronized method and update a shared total in a synchronized block,
//      with a little private work in between;
//   2. ping-pong: two threads hand a turn back and forth with wait/notify;
//   3. a ring of three threads passing a turn in order with wait/notifyAll
//      (every notifyAll wakes a thread that must wait again);
//   4. a bounded buffer of 8 slots between two producers and two consumers.
// The result does not depend on the interleaving: the handoff phases are
// strictly ordered, and for the others the checksum folds only final counts
// and order-independent sums (each counter value is observed by exactly one
// thread, so the sum of a mix of the observed values is fixed; likewise the
// sum over the consumed items).
//
// usage: MonitorContended [s1|s10|s100|param=<handoffs>]   (default s10)
// prints: bench MonitorContended size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class SharedCounter {
    private long count;

    synchronized long increment() {
        return ++count;
    }

    synchronized long get() {
        return count;
    }
}

// The turn for the handoff phases: whose move it is, and a value every move
// folds in (in a strict order, so it is deterministic).
final class Turn {
    int turn;
    long value;
    int moves;
}

final class BoundedBuffer {
    private final long[] slots = new long[8];
    private int head;
    private int count;

    synchronized void put(long v) throws InterruptedException {
        while (count == slots.length) {
            wait();
        }
        slots[(head + count) % slots.length] = v;
        count++;
        notifyAll();
    }

    synchronized long take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        long v = slots[head];
        head = (head + 1) % slots.length;
        count--;
        notifyAll();
        return v;
    }
}

public class MonitorContended {
    static final String NAME = "MonitorContended";
    // Handoffs per size: ping-pong moves; the other phases scale with it.
    static final int[] PARAMS = {1_500, 15_000, 150_000};
    static final long[] CHECKSUMS = {5713112038240242469L, -6142220507814979028L, -322945669684644040L};

    static final Object TOTAL_LOCK = new Object();
    static long total;
    static long totalUpdates;

    static long mix(long v) {
        v *= 0x9E3779B97F4A7C15L;
        return v ^ (v >>> 29);
    }

    static void startAll(Thread[] threads) {
        for (Thread t : threads) {
            t.start();
        }
    }

    static void joinAll(Thread[] threads) {
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }
    }

    // Phase 1: four threads, `increments` each.
    static long contention(int increments) {
        SharedCounter counter = new SharedCounter();
        long[] results = new long[4];
        Thread[] threads = new Thread[4];
        total = 0;
        totalUpdates = 0;
        for (int t = 0; t < threads.length; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                long local = 0;
                long spin = id;
                for (int k = 0; k < increments; k++) {
                    local += mix(counter.increment());
                    synchronized (TOTAL_LOCK) {
                        total += k + id;
                        totalUpdates++;
                    }
                    for (int w = 0; w < 8; w++) {  // private work between the locks
                        spin = spin * 5 + w;
                    }
                }
                results[id] = local + spin;
            });
        }
        startAll(threads);
        joinAll(threads);
        long sum = 0;
        for (long r : results) {
            sum += r;
        }
        return sum * 31 + counter.get() * 7 + total + totalUpdates;
    }

    // Phases 2 and 3: `players` threads take turns in order, `moves` moves in all.
    static long handoff(int players, int moves) {
        Turn turn = new Turn();
        Thread[] threads = new Thread[players];
        for (int t = 0; t < players; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                try {
                    synchronized (turn) {
                        while (true) {
                            while (turn.turn != id && turn.moves < moves) {
                                turn.wait();
                            }
                            if (turn.moves >= moves) {
                                turn.notifyAll();
                                return;
                            }
                            turn.value = turn.value * 31 + mix(id + turn.moves);
                            turn.moves++;
                            turn.turn = (id + 1) % players;
                            if (players == 2) {
                                turn.notify();  // the only other thread
                            } else {
                                turn.notifyAll();
                            }
                        }
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        startAll(threads);
        joinAll(threads);
        return turn.value * 31 + turn.moves;
    }

    // Phase 4: two producers of `items` items each, two consumers of `items` each.
    static long producersConsumers(int items) {
        BoundedBuffer buffer = new BoundedBuffer();
        long[] consumed = new long[2];
        Thread[] threads = new Thread[4];
        for (int t = 0; t < 2; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                try {
                    for (int k = 0; k < items; k++) {
                        buffer.put(id * 1_000_000L + k);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            threads[2 + t] = new Thread(() -> {
                try {
                    long sum = 0;
                    for (int k = 0; k < items; k++) {
                        sum += mix(buffer.take());
                    }
                    consumed[id] = sum;
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        startAll(threads);
        joinAll(threads);
        return consumed[0] + consumed[1];
    }

    static long kernel(int handoffs) {
        long fold = contention(handoffs * 4);
        fold = fold * 31 + handoff(2, handoffs);
        fold = fold * 31 + handoff(3, handoffs);
        return fold * 31 + producersConsumers(handoffs);
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, MonitorContended::kernel);
    }
}
