package java.lang.ref;

/** Tells, through its queue, that the referent is gone; get() always answers null. */
public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return null;
    }
}
