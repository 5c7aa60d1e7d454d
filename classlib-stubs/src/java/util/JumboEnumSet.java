package java.util;

/**
 * An EnumSet of a type with more than 64 constants: bit (i % 64) of word
 * i / 64 is set when the constant of ordinal i is present. The size is kept
 * in a field, so size() does not count bits.
 */
final class JumboEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 334349849919042784L;

    private long[] elements;
    private int size;

    JumboEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        elements = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        int fromWord = from.ordinal() >>> 6;
        int toWord = to.ordinal() >>> 6;
        // Shifts of a long use only the low 6 bits of the count.
        long fromWordBits = -1L << from.ordinal();
        long toWordBits = -1L >>> (63 - to.ordinal());
        if (fromWord == toWord) {
            elements[fromWord] = fromWordBits & toWordBits;
        } else {
            elements[fromWord] = fromWordBits;
            for (int i = fromWord + 1; i < toWord; i++) {
                elements[i] = -1L;
            }
            elements[toWord] = toWordBits;
        }
        size = to.ordinal() - from.ordinal() + 1;
    }

    void addAll() {
        Arrays.fill(elements, -1L);
        elements[elements.length - 1] &= lastWordMask();
        size = universe.length;
    }

    /** The bits of the last word that stand for constants. */
    private long lastWordMask() {
        return -1L >>> -universe.length;
    }

    void complement() {
        for (int i = 0; i < elements.length; i++) {
            elements[i] = ~elements[i];
        }
        elements[elements.length - 1] &= lastWordMask();
        size = universe.length - size;
    }

    /**
     * Walks the words in order, each from a snapshot of it taken when the
     * walk reaches it; remove clears the last returned constant's bit in the
     * live set.
     */
    public Iterator<E> iterator() {
        return new EnumSetIterator();
    }

    private final class EnumSetIterator implements Iterator<E> {
        /** The bits of word unseenIndex not yet returned. */
        private long unseen = elements[0];
        private int unseenIndex;
        /** The bit, and its word, of the constant next() returned last; bit 0 after remove. */
        private long lastReturned;
        private int lastReturnedIndex;

        public boolean hasNext() {
            while (unseen == 0 && unseenIndex < elements.length - 1) {
                unseen = elements[++unseenIndex];
            }
            return unseen != 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturned = unseen & -unseen;
            lastReturnedIndex = unseenIndex;
            unseen -= lastReturned;
            return (E) universe[(lastReturnedIndex << 6) + Long.numberOfTrailingZeros(lastReturned)];
        }

        public void remove() {
            if (lastReturned == 0) {
                throw new IllegalStateException();
            }
            long old = elements[lastReturnedIndex];
            elements[lastReturnedIndex] = old & ~lastReturned;
            if (old != elements[lastReturnedIndex]) {
                size--;
            }
            lastReturned = 0;
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        if (!isOfType(e)) {
            return false;
        }
        int ordinal = ((Enum<?>) e).ordinal();
        return (elements[ordinal >>> 6] & (1L << ordinal)) != 0;
    }

    public boolean add(E e) {
        typeCheck(e);
        int ordinal = e.ordinal();
        long old = elements[ordinal >>> 6];
        elements[ordinal >>> 6] = old | (1L << ordinal);
        boolean changed = elements[ordinal >>> 6] != old;
        if (changed) {
            size++;
        }
        return changed;
    }

    public boolean remove(Object e) {
        if (!isOfType(e)) {
            return false;
        }
        int ordinal = ((Enum<?>) e).ordinal();
        long old = elements[ordinal >>> 6];
        elements[ordinal >>> 6] = old & ~(1L << ordinal);
        boolean changed = elements[ordinal >>> 6] != old;
        if (changed) {
            size--;
        }
        return changed;
    }

    public boolean containsAll(Collection<?> c) {
        if (!(c instanceof JumboEnumSet)) {
            return super.containsAll(c);
        }
        JumboEnumSet<?> es = (JumboEnumSet<?>) c;
        if (es.elementType != elementType) {
            return es.isEmpty();
        }
        for (int i = 0; i < elements.length; i++) {
            if ((es.elements[i] & ~elements[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (!(c instanceof JumboEnumSet)) {
            return super.addAll(c);
        }
        JumboEnumSet<?> es = (JumboEnumSet<?>) c;
        if (es.elementType != elementType) {
            if (es.isEmpty()) {
                return false;
            }
            throw otherType(es);
        }
        for (int i = 0; i < elements.length; i++) {
            elements[i] |= es.elements[i];
        }
        return recountSize();
    }

    public boolean removeAll(Collection<?> c) {
        if (!(c instanceof JumboEnumSet)) {
            return super.removeAll(c);
        }
        JumboEnumSet<?> es = (JumboEnumSet<?>) c;
        if (es.elementType != elementType) {
            return false;
        }
        for (int i = 0; i < elements.length; i++) {
            elements[i] &= ~es.elements[i];
        }
        return recountSize();
    }

    public boolean retainAll(Collection<?> c) {
        if (!(c instanceof JumboEnumSet)) {
            return super.retainAll(c);
        }
        JumboEnumSet<?> es = (JumboEnumSet<?>) c;
        if (es.elementType != elementType) {
            boolean changed = size != 0;
            clear();
            return changed;
        }
        for (int i = 0; i < elements.length; i++) {
            elements[i] &= es.elements[i];
        }
        return recountSize();
    }

    /** Counts the bits again after a bulk operation; true if the size changed. */
    private boolean recountSize() {
        int oldSize = size;
        size = 0;
        for (long word : elements) {
            size += Long.bitCount(word);
        }
        return size != oldSize;
    }

    public void clear() {
        Arrays.fill(elements, 0L);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof JumboEnumSet)) {
            return super.equals(o);
        }
        JumboEnumSet<?> es = (JumboEnumSet<?>) o;
        if (es.elementType != elementType) {
            return size == 0 && es.size == 0;
        }
        return Arrays.equals(es.elements, elements);
    }

    public EnumSet<E> clone() {
        JumboEnumSet<E> result = (JumboEnumSet<E>) super.clone();
        result.elements = elements.clone();
        return result;
    }
}
