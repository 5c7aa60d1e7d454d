package java.lang;

/** A ThreadLocal whose values a new thread copies from the thread that creates it. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {}

    /** The child's initial value, computed in the parent thread; the parent's value unless overridden. */
    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    @SuppressWarnings("unchecked")
    final Object inheritedValue(Object parentValue) {
        return childValue((T) parentValue);
    }

    @Override
    ThreadLocalMap getMap(Thread t) {
        return (ThreadLocalMap) t.inheritableThreadLocals;
    }

    @Override
    void setMap(Thread t, ThreadLocalMap map) {
        t.inheritableThreadLocals = map;
    }
}
