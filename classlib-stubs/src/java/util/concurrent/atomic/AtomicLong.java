package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import loupe.internal.Unsafe;

/** A long updated atomically: reads and writes are volatile, read-modify-write goes through compare-and-set. */
public class AtomicLong extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1927816293512124184L;
    private static final long VALUE = Unsafe.objectFieldOffset(AtomicLong.class, "value");

    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final long getAndSet(long newValue) {
        return Unsafe.getAndSetLong(this, VALUE, newValue);
    }

    public final boolean compareAndSet(long expectedValue, long newValue) {
        return Unsafe.compareAndSetLong(this, VALUE, expectedValue, newValue);
    }

    @Deprecated
    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final long compareAndExchange(long expectedValue, long newValue) {
        for (;;) {
            long current = value;
            if (current != expectedValue || compareAndSet(current, newValue)) {
                return current;
            }
        }
    }

    public final long getAndIncrement() {
        return Unsafe.getAndAddLong(this, VALUE, 1);
    }

    public final long getAndDecrement() {
        return Unsafe.getAndAddLong(this, VALUE, -1);
    }

    public final long getAndAdd(long delta) {
        return Unsafe.getAndAddLong(this, VALUE, delta);
    }

    public final long incrementAndGet() {
        return Unsafe.getAndAddLong(this, VALUE, 1) + 1;
    }

    public final long decrementAndGet() {
        return Unsafe.getAndAddLong(this, VALUE, -1) - 1;
    }

    public final long addAndGet(long delta) {
        return Unsafe.getAndAddLong(this, VALUE, delta) + delta;
    }

    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value;
            if (compareAndSet(prev, updateFunction.applyAsLong(prev))) {
                return prev;
            }
        }
    }

    public final long updateAndGet(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value;
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value;
            if (compareAndSet(prev, accumulatorFunction.applyAsLong(prev, x))) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value;
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        return Long.toString(get());
    }

    public int intValue() {
        return (int) get();
    }

    public long longValue() {
        return (long) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getOpaque() {
        return value;
    }

    public final void setOpaque(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }
}
