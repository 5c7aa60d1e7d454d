package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import loupe.internal.Unsafe;

/**
 * Atomic updates of a named volatile reference field of objects of one class;
 * compareAndSet compares by identity. newUpdater checks the field as the JDK
 * does (see FieldUpdaterSupport); stored values are checked against vclass.
 */
public abstract class AtomicReferenceFieldUpdater<T, V> {
    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass,
            String fieldName) {
        if (vclass == null) {
            throw new RuntimeException(new NullPointerException());
        }
        if (vclass.isPrimitive()) {
            throw new IllegalArgumentException("Must be reference type");
        }
        long offset = FieldUpdaterSupport.fieldOffset(tclass, fieldName, null, vclass);
        return new OffsetUpdater<U, W>(tclass, vclass, offset);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    public V getAndSet(T obj, V newValue) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, updateFunction.apply(prev)));
        return prev;
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, accumulatorFunction.apply(prev, x)));
        return prev;
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    /** The implementation: volatile access and compare-and-set through Unsafe at the field's offset. */
    private static final class OffsetUpdater<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private final Class<T> tclass;
        private final Class<V> vclass;
        private final long offset;

        OffsetUpdater(Class<T> tclass, Class<V> vclass, long offset) {
            this.tclass = tclass;
            this.vclass = vclass;
            this.offset = offset;
        }

        private void checkValue(V value) {
            if (value != null && !vclass.isInstance(value)) {
                throw new ClassCastException();
            }
        }

        public boolean compareAndSet(T obj, V expect, V update) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            checkValue(update);
            return Unsafe.compareAndSetReference(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, V expect, V update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, V newValue) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            checkValue(newValue);
            Unsafe.putReferenceVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, V newValue) {
            set(obj, newValue);
        }

        @SuppressWarnings("unchecked")
        public V get(T obj) {
            FieldUpdaterSupport.checkTarget(tclass, obj);
            return (V) Unsafe.getReferenceVolatile(obj, offset);
        }
    }
}
