package java.util;

/**
 * An EnumSet of a type with at most 64 constants: bit i of one long is set
 * when the constant of ordinal i is present, so every bulk operation between
 * two sets of the same type is one machine operation.
 */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 3411599620347842686L;

    /** Bit i set: the constant of ordinal i is in the set. */
    private long elements;

    RegularEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
    }

    /** The bits of all the constants of the type. */
    private long allBits() {
        return universe.length == 0 ? 0L : -1L >>> (64 - universe.length);
    }

    void addRange(E from, E to) {
        long bitsUpToTo = -1L >>> (63 - to.ordinal());
        elements = bitsUpToTo & (-1L << from.ordinal());
    }

    void addAll() {
        elements = allBits();
    }

    void complement() {
        elements = ~elements & allBits();
    }

    /**
     * Walks a snapshot of the bits taken when the iterator was made (so it
     * never throws ConcurrentModificationException); remove clears the bit
     * of the last constant returned in the live set.
     */
    public Iterator<E> iterator() {
        return new EnumSetIterator();
    }

    private final class EnumSetIterator implements Iterator<E> {
        private long unseen = elements;
        /** The bit of the constant next() returned last; 0 after remove. */
        private long lastReturned;

        public boolean hasNext() {
            return unseen != 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (unseen == 0) {
                throw new NoSuchElementException();
            }
            lastReturned = unseen & -unseen;
            unseen -= lastReturned;
            return (E) universe[Long.numberOfTrailingZeros(lastReturned)];
        }

        public void remove() {
            if (lastReturned == 0) {
                throw new IllegalStateException();
            }
            elements &= ~lastReturned;
            lastReturned = 0;
        }
    }

    public int size() {
        return Long.bitCount(elements);
    }

    public boolean isEmpty() {
        return elements == 0;
    }

    public boolean contains(Object e) {
        return isOfType(e) && (elements & (1L << ((Enum<?>) e).ordinal())) != 0;
    }

    public boolean add(E e) {
        typeCheck(e);
        long old = elements;
        elements |= 1L << e.ordinal();
        return elements != old;
    }

    public boolean remove(Object e) {
        if (!isOfType(e)) {
            return false;
        }
        long old = elements;
        elements &= ~(1L << ((Enum<?>) e).ordinal());
        return elements != old;
    }

    public boolean containsAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.containsAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            return es.isEmpty();
        }
        return (es.elements & ~elements) == 0;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.addAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            if (es.isEmpty()) {
                return false;
            }
            throw otherType(es);
        }
        long old = elements;
        elements |= es.elements;
        return elements != old;
    }

    public boolean removeAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.removeAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            return false;
        }
        long old = elements;
        elements &= ~es.elements;
        return elements != old;
    }

    public boolean retainAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.retainAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            boolean changed = elements != 0;
            elements = 0;
            return changed;
        }
        long old = elements;
        elements &= es.elements;
        return elements != old;
    }

    public void clear() {
        elements = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof RegularEnumSet)) {
            return super.equals(o);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) o;
        if (es.elementType != elementType) {
            return elements == 0 && es.elements == 0;
        }
        return es.elements == elements;
    }
}
