package java.lang;

import java.util.function.Supplier;

/**
 * A variable with one value per thread. Each thread keeps its values in a
 * ThreadLocalMap stored in Thread.threadLocals (typed Object there, so that
 * Thread does not depend on this class); InheritableThreadLocal uses
 * Thread.inheritableThreadLocals instead.
 */
public class ThreadLocal<T> {
    /** Spreads consecutive ids over the map's power-of-two tables. */
    private static final int HASH_INCREMENT = 0x61c88647;
    private static int nextHashCode;

    final int hash = nextHash();

    private static synchronized int nextHash() {
        int h = nextHashCode;
        nextHashCode += HASH_INCREMENT;
        return h;
    }

    public ThreadLocal() {}

    /** The value a thread sees before its first set(); null unless overridden. */
    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new SuppliedThreadLocal<>(supplier);
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        ThreadLocalMap map = getMap(t);
        if (map != null) {
            ThreadLocalMap.Entry e = map.find(this);
            if (e != null) {
                return (T) e.value;
            }
        }
        T value = initialValue();
        put(t, value);
        return value;
    }

    public void set(T value) {
        put(Thread.currentThread(), value);
    }

    private void put(Thread t, T value) {
        ThreadLocalMap map = getMap(t);
        if (map == null) {
            map = new ThreadLocalMap();
            setMap(t, map);
        }
        map.put(this, value);
    }

    public void remove() {
        ThreadLocalMap map = getMap(Thread.currentThread());
        if (map != null) {
            map.remove(this);
        }
    }

    ThreadLocalMap getMap(Thread t) {
        return (ThreadLocalMap) t.threadLocals;
    }

    void setMap(Thread t, ThreadLocalMap map) {
        t.threadLocals = map;
    }

    /** Only InheritableThreadLocal computes a child's value. */
    Object inheritedValue(Object parentValue) {
        throw new UnsupportedOperationException();
    }

    /** Called by the Thread constructor: the child's copy of its parent's inheritable map. */
    static Object createInheritedMap(Object parentMap) {
        return ((ThreadLocalMap) parentMap).inheritedCopy();
    }

    private static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }
}
