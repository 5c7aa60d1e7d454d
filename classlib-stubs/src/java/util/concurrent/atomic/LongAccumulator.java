package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import loupe.internal.Unsafe;

/**
 * A long combined with a user function (max, sum, ...) by many threads. One
 * compare-and-set cell: the function may be re-applied when a thread loses a
 * race, so it should be side-effect free, as the JDK requires.
 */
public class LongAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final long VALUE = Unsafe.objectFieldOffset(LongAccumulator.class, "value");

    private final LongBinaryOperator function;
    private final long identity;
    private volatile long value;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    public void accumulate(long x) {
        long prev;
        do {
            prev = value;
        } while (!Unsafe.compareAndSetLong(this, VALUE, prev, function.applyAsLong(prev, x)));
    }

    public long get() {
        return value;
    }

    public void reset() {
        value = identity;
    }

    public long getThenReset() {
        return Unsafe.getAndSetLong(this, VALUE, identity);
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
