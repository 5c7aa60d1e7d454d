package java.util.concurrent.atomic;

import loupe.internal.Unsafe;

/**
 * A long sum that many threads add to. The JDK spreads contended updates over
 * a table of cells; Loupe keeps a single compare-and-set cell, which gives the
 * same results (contention only costs retries, not correctness).
 */
public class LongAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final long SUM = Unsafe.objectFieldOffset(LongAdder.class, "sum");

    private volatile long sum;

    public LongAdder() {
    }

    public void add(long x) {
        Unsafe.getAndAddLong(this, SUM, x);
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return sum;
    }

    public void reset() {
        sum = 0L;
    }

    public long sumThenReset() {
        return Unsafe.getAndSetLong(this, SUM, 0L);
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
