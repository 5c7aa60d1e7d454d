package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * An int array with atomic element updates. Loupe's Unsafe has no array
 * element access, so every operation locks the array; indexes are checked by
 * the array access itself, with the VM's usual message.
 */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 2862133569453604235L;
    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        synchronized (array) {
            return array[i];
        }
    }

    public final void set(int i, int newValue) {
        synchronized (array) {
            array[i] = newValue;
        }
    }

    public final void lazySet(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAndSet(int i, int newValue) {
        synchronized (array) {
            int old = array[i];
            array[i] = newValue;
            return old;
        }
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        synchronized (array) {
            if (array[i] != expectedValue) {
                return false;
            }
            array[i] = newValue;
            return true;
        }
    }

    public final int getAndIncrement(int i) {
        return getAndAdd(i, 1);
    }

    public final int getAndDecrement(int i) {
        return getAndAdd(i, -1);
    }

    public final int getAndAdd(int i, int delta) {
        synchronized (array) {
            int old = array[i];
            array[i] = old + delta;
            return old;
        }
    }

    public final int incrementAndGet(int i) {
        return getAndAdd(i, 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return getAndAdd(i, -1) - 1;
    }

    public final int addAndGet(int i, int delta) {
        return getAndAdd(i, delta) + delta;
    }

    /** The function runs outside the lock and is retried if the element changed meanwhile. */
    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = get(i);
            if (compareAndSet(i, prev, updateFunction.applyAsInt(prev))) {
                return prev;
            }
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = get(i);
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = get(i);
            if (compareAndSet(i, prev, accumulatorFunction.applyAsInt(prev, x))) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = get(i);
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final int compareAndExchange(int i, int expectedValue, int newValue) {
        synchronized (array) {
            int witness = array[i];
            if (witness == expectedValue) {
                array[i] = newValue;
            }
            return witness;
        }
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, int newValue) {
        set(i, newValue);
    }

    public final int getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, int newValue) {
        set(i, newValue);
    }

    public String toString() {
        synchronized (array) {
            return java.util.Arrays.toString(array);
        }
    }
}
