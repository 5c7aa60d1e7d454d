package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;
import loupe.internal.Unsafe;

/**
 * A double combined with a user function by many threads: one cell holding
 * the raw bits of the current value, updated by compare-and-set.
 */
public class DoubleAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final long BITS = Unsafe.objectFieldOffset(DoubleAccumulator.class, "bits");

    private final DoubleBinaryOperator function;
    private final long identityBits;
    private volatile long bits;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identityBits = Double.doubleToRawLongBits(identity);
        this.bits = identityBits;
    }

    public void accumulate(double x) {
        long prev;
        do {
            prev = bits;
        } while (!Unsafe.compareAndSetLong(this, BITS, prev,
                Double.doubleToRawLongBits(function.applyAsDouble(Double.longBitsToDouble(prev), x))));
    }

    public double get() {
        return Double.longBitsToDouble(bits);
    }

    public void reset() {
        bits = identityBits;
    }

    public double getThenReset() {
        return Double.longBitsToDouble(Unsafe.getAndSetLong(this, BITS, identityBits));
    }

    public String toString() {
        return Double.toString(get());
    }

    public double doubleValue() {
        return get();
    }

    public long longValue() {
        return (long) get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }
}
