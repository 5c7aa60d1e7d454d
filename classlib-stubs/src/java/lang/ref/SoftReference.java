package java.lang.ref;

/** Cleared only when memory runs short (the collector decides when); for memory-sensitive caches. */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
