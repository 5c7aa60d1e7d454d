package java.util.concurrent.atomic;

import loupe.internal.Unsafe;

/**
 * A reference paired with an boolean mark, updated together: each state is an
 * immutable pair swapped by compare-and-set, so a reader never sees the
 * reference of one update with the mark of another.
 */
public class AtomicMarkableReference<V> {
    private static final long PAIR = Unsafe.objectFieldOffset(AtomicMarkableReference.class, "pair");

    private static final class Pair<T> {
        final T reference;
        final boolean mark;

        Pair(T reference, boolean mark) {
            this.reference = reference;
            this.mark = mark;
        }
    }

    private volatile Pair<V> pair;

    public AtomicMarkableReference(V initialRef, boolean initialMark) {
        pair = new Pair<V>(initialRef, initialMark);
    }

    public V getReference() {
        return pair.reference;
    }

    public boolean isMarked() {
        return pair.mark;
    }

    /** Returns the reference and stores the mark into markHolder[0]. */
    public V get(boolean[] markHolder) {
        Pair<V> current = pair;
        markHolder[0] = current.mark;
        return current.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        return compareAndSet(expectedReference, newReference, expectedMark, newMark);
    }

    public boolean compareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        Pair<V> current = pair;
        if (current.reference != expectedReference || current.mark != expectedMark) {
            return false;
        }
        if (newReference == current.reference && newMark == current.mark) {
            return true;
        }
        return Unsafe.compareAndSetReference(this, PAIR, current, new Pair<V>(newReference, newMark));
    }

    public void set(V newReference, boolean newMark) {
        Pair<V> current = pair;
        if (newReference != current.reference || newMark != current.mark) {
            pair = new Pair<V>(newReference, newMark);
        }
    }

    public boolean attemptMark(V expectedReference, boolean newMark) {
        Pair<V> current = pair;
        if (current.reference != expectedReference) {
            return false;
        }
        return newMark == current.mark
                || Unsafe.compareAndSetReference(this, PAIR, current, new Pair<V>(expectedReference, newMark));
    }
}
