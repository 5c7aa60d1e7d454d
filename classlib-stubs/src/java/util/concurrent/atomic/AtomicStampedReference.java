package java.util.concurrent.atomic;

import loupe.internal.Unsafe;

/**
 * A reference paired with an int stamp, updated together: each state is an
 * immutable pair swapped by compare-and-set, so a reader never sees the
 * reference of one update with the stamp of another.
 */
public class AtomicStampedReference<V> {
    private static final long PAIR = Unsafe.objectFieldOffset(AtomicStampedReference.class, "pair");

    private static final class Pair<T> {
        final T reference;
        final int stamp;

        Pair(T reference, int stamp) {
            this.reference = reference;
            this.stamp = stamp;
        }
    }

    private volatile Pair<V> pair;

    public AtomicStampedReference(V initialRef, int initialStamp) {
        pair = new Pair<V>(initialRef, initialStamp);
    }

    public V getReference() {
        return pair.reference;
    }

    public int getStamp() {
        return pair.stamp;
    }

    /** Returns the reference and stores the stamp into stampHolder[0]. */
    public V get(int[] stampHolder) {
        Pair<V> current = pair;
        stampHolder[0] = current.stamp;
        return current.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    public boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        Pair<V> current = pair;
        if (current.reference != expectedReference || current.stamp != expectedStamp) {
            return false;
        }
        if (newReference == current.reference && newStamp == current.stamp) {
            return true;
        }
        return Unsafe.compareAndSetReference(this, PAIR, current, new Pair<V>(newReference, newStamp));
    }

    public void set(V newReference, int newStamp) {
        Pair<V> current = pair;
        if (newReference != current.reference || newStamp != current.stamp) {
            pair = new Pair<V>(newReference, newStamp);
        }
    }

    public boolean attemptStamp(V expectedReference, int newStamp) {
        Pair<V> current = pair;
        if (current.reference != expectedReference) {
            return false;
        }
        return newStamp == current.stamp
                || Unsafe.compareAndSetReference(this, PAIR, current, new Pair<V>(expectedReference, newStamp));
    }
}
