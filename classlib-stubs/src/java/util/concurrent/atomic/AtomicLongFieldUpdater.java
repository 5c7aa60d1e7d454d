package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import loupe.internal.Unsafe;

/**
 * Atomic updates of a named volatile long field of objects of one class.
 * newUpdater checks the field as the JDK does (see FieldUpdaterSupport).
 */
public abstract class AtomicLongFieldUpdater<T> {
    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new OffsetUpdater<U>(tclass, FieldUpdaterSupport.fieldOffset(tclass, fieldName, "J", null));
    }

    protected AtomicLongFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public abstract boolean weakCompareAndSet(T obj, long expect, long update);

    public abstract void set(T obj, long newValue);

    public abstract void lazySet(T obj, long newValue);

    public abstract long get(T obj);

    public long getAndSet(T obj, long newValue) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public long getAndIncrement(T obj) {
        return getAndAdd(obj, 1L);
    }

    public long getAndDecrement(T obj) {
        return getAndAdd(obj, -1L);
    }

    public long getAndAdd(T obj, long delta) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public long incrementAndGet(T obj) {
        return getAndAdd(obj, 1L) + 1;
    }

    public long decrementAndGet(T obj) {
        return getAndAdd(obj, -1L) - 1;
    }

    public long addAndGet(T obj, long delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final long getAndUpdate(T obj, LongUnaryOperator updateFunction) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, updateFunction.applyAsLong(prev)));
        return prev;
    }

    public final long updateAndGet(T obj, LongUnaryOperator updateFunction) {
        long prev;
        long next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, accumulatorFunction.applyAsLong(prev, x)));
        return prev;
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev;
        long next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    /** The implementation: volatile access and compare-and-set through Unsafe at the field's offset. */
    private static final class OffsetUpdater<T> extends AtomicLongFieldUpdater<T> {
        private final Class<T> tclass;
        private final long offset;

        OffsetUpdater(Class<T> tclass, long offset) {
            this.tclass = tclass;
            this.offset = offset;
        }

        public boolean compareAndSet(T obj, long expect, long update) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            return Unsafe.compareAndSetLong(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, long expect, long update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, long newValue) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            Unsafe.putLongVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, long newValue) {
            set(obj, newValue);
        }

        public long get(T obj) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            return Unsafe.getLongVolatile(obj, offset);
        }
    }
}
