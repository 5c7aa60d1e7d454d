package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * A long array with atomic element updates. Loupe's Unsafe has no array
 * element access, so every operation locks the array; indexes are checked by
 * the array access itself, with the VM's usual message.
 */
public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = -2308431214976778248L;
    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        synchronized (array) {
            return array[i];
        }
    }

    public final void set(int i, long newValue) {
        synchronized (array) {
            array[i] = newValue;
        }
    }

    public final void lazySet(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAndSet(int i, long newValue) {
        synchronized (array) {
            long old = array[i];
            array[i] = newValue;
            return old;
        }
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        synchronized (array) {
            if (array[i] != expectedValue) {
                return false;
            }
            array[i] = newValue;
            return true;
        }
    }

    public final long getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final long getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final long getAndAdd(int i, long delta) {
        synchronized (array) {
            long old = array[i];
            array[i] = old + delta;
            return old;
        }
    }

    public final long incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    public final long addAndGet(int i, long delta) {
        return getAndAdd(i, delta) + delta;
    }

    /** The function runs outside the lock and is retried if the element changed meanwhile. */
    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = get(i);
            if (compareAndSet(i, prev, updateFunction.applyAsLong(prev))) {
                return prev;
            }
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = get(i);
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = get(i);
            if (compareAndSet(i, prev, accumulatorFunction.applyAsLong(prev, x))) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = get(i);
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final long compareAndExchange(int i, long expectedValue, long newValue) {
        synchronized (array) {
            long witness = array[i];
            if (witness == expectedValue) {
                array[i] = newValue;
            }
            return witness;
        }
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, long newValue) {
        set(i, newValue);
    }

    public final long getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, long newValue) {
        set(i, newValue);
    }

    public String toString() {
        synchronized (array) {
            return java.util.Arrays.toString(array);
        }
    }
}
