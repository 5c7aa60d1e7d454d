package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * An array of references with atomic element updates; compareAndSet compares
 * by identity. As in AtomicIntegerArray, every access locks the backing array
 * (Loupe's Unsafe has no array element access) and the array access itself
 * checks the index.
 */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = -6209656149925076980L;
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = java.util.Arrays.copyOf(array, array.length, Object[].class);
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final E get(int i) {
        synchronized (array) {
            return (E) array[i];
        }
    }

    public final void set(int i, E newValue) {
        synchronized (array) {
            array[i] = newValue;
        }
    }

    public final void lazySet(int i, E newValue) {
        set(i, newValue);
    }

    @SuppressWarnings("unchecked")
    public final E getAndSet(int i, E newValue) {
        synchronized (array) {
            E old = (E) array[i];
            array[i] = newValue;
            return old;
        }
    }

    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        synchronized (array) {
            if (array[i] != expectedValue) {
                return false;
            }
            array[i] = newValue;
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    public final E compareAndExchange(int i, E expectedValue, E newValue) {
        synchronized (array) {
            E witness = (E) array[i];
            if (witness == expectedValue) {
                array[i] = newValue;
            }
            return witness;
        }
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    /** The function runs outside the lock and is retried if the element changed meanwhile. */
    public final E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        for (;;) {
            E prev = get(i);
            if (compareAndSet(i, prev, updateFunction.apply(prev))) {
                return prev;
            }
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        for (;;) {
            E prev = get(i);
            E next = updateFunction.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        for (;;) {
            E prev = get(i);
            if (compareAndSet(i, prev, accumulatorFunction.apply(prev, x))) {
                return prev;
            }
        }
    }

    public final E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        for (;;) {
            E prev = get(i);
            E next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final E getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, E newValue) {
        set(i, newValue);
    }

    public final E getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, E newValue) {
        set(i, newValue);
    }

    public final E getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, E newValue) {
        set(i, newValue);
    }

    public String toString() {
        synchronized (array) {
            return java.util.Arrays.toString(array);
        }
    }
}
