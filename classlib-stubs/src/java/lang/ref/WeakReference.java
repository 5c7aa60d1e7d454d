package java.lang.ref;

/** Cleared as soon as the referent is only weakly reachable; the basis of caches keyed by identity. */
public class WeakReference<T> extends Reference<T> {
    public WeakReference(T referent) {
        super(referent);
    }

    public WeakReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
