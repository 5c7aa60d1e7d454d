package java.util.concurrent.atomic;

import loupe.internal.Unsafe;

/** A boolean updated atomically (stored as an int so that it can be compared and set). */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 4654671469794556979L;
    private static final long VALUE = Unsafe.objectFieldOffset(AtomicBoolean.class, "value");

    private volatile int value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue ? 1 : 0;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value != 0;
    }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        return Unsafe.compareAndSetInt(this, VALUE, (expectedValue ? 1 : 0), (newValue ? 1 : 0));
    }

    @Deprecated
    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        for (;;) {
            boolean current = get();
            if (current != expectedValue || compareAndSet(current, newValue)) {
                return current;
            }
        }
    }

    public final void set(boolean newValue) {
        value = newValue ? 1 : 0;
    }

    public final void lazySet(boolean newValue) {
        set(newValue);
    }

    public final boolean getAndSet(boolean newValue) {
        return Unsafe.getAndSetInt(this, VALUE, newValue ? 1 : 0) != 0;
    }

    public String toString() {
        return Boolean.toString(get());
    }

    public final boolean getPlain() {
        return get();
    }

    public final void setPlain(boolean newValue) {
        set(newValue);
    }

    public final boolean getOpaque() {
        return get();
    }

    public final void setOpaque(boolean newValue) {
        set(newValue);
    }

    public final boolean getAcquire() {
        return get();
    }

    public final void setRelease(boolean newValue) {
        set(newValue);
    }
}
