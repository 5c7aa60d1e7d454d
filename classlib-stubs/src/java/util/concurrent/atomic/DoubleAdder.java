package java.util.concurrent.atomic;

import loupe.internal.Unsafe;

/**
 * A double sum that many threads add to, kept as the raw bits of one double
 * updated by compare-and-set (the JDK stripes it over cells; the sum is the
 * same whenever additions happen in the same order).
 */
public class DoubleAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final long BITS = Unsafe.objectFieldOffset(DoubleAdder.class, "bits");

    /** Double.doubleToRawLongBits of the current sum; 0L is 0.0. */
    private volatile long bits;

    public DoubleAdder() {
    }

    public void add(double x) {
        long prev;
        do {
            prev = bits;
        } while (!Unsafe.compareAndSetLong(this, BITS, prev,
                Double.doubleToRawLongBits(Double.longBitsToDouble(prev) + x)));
    }

    public double sum() {
        return Double.longBitsToDouble(bits);
    }

    public void reset() {
        bits = 0L;
    }

    public double sumThenReset() {
        return Double.longBitsToDouble(Unsafe.getAndSetLong(this, BITS, 0L));
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }
}
