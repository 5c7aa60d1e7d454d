package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import loupe.internal.Unsafe;

/**
 * Atomic updates of a named volatile int field of objects of one class.
 * newUpdater checks the field as the JDK does (see FieldUpdaterSupport).
 */
public abstract class AtomicIntegerFieldUpdater<T> {
    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new OffsetUpdater<U>(tclass, FieldUpdaterSupport.fieldOffset(tclass, fieldName, "I", null));
    }

    protected AtomicIntegerFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public abstract boolean weakCompareAndSet(T obj, int expect, int update);

    public abstract void set(T obj, int newValue);

    public abstract void lazySet(T obj, int newValue);

    public abstract int get(T obj);

    public int getAndSet(T obj, int newValue) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public int getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public int getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public int getAndAdd(T obj, int delta) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public int incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public int decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public int addAndGet(T obj, int delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final int getAndUpdate(T obj, IntUnaryOperator updateFunction) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, updateFunction.applyAsInt(prev)));
        return prev;
    }

    public final int updateAndGet(T obj, IntUnaryOperator updateFunction) {
        int prev;
        int next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, accumulatorFunction.applyAsInt(prev, x)));
        return prev;
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev;
        int next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    /** The implementation: volatile access and compare-and-set through Unsafe at the field's offset. */
    private static final class OffsetUpdater<T> extends AtomicIntegerFieldUpdater<T> {
        private final Class<T> tclass;
        private final long offset;

        OffsetUpdater(Class<T> tclass, long offset) {
            this.tclass = tclass;
            this.offset = offset;
        }

        public boolean compareAndSet(T obj, int expect, int update) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            return Unsafe.compareAndSetInt(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, int expect, int update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, int newValue) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            Unsafe.putIntVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, int newValue) {
            set(obj, newValue);
        }

        public int get(T obj) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            return Unsafe.getIntVolatile(obj, offset);
        }
    }
}
