package java.util;

/** The EnumSet implementation: bit i of the words is set when the constant of ordinal i is present. */
final class BitEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 334349849919042784L;

    private long[] words;
    private int size;

    BitEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        words = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(); i <= to.ordinal(); i++) {
            set(i);
        }
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++) {
            set(i);
        }
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            if (isSet(i)) {
                clear(i);
            } else {
                set(i);
            }
        }
    }

    private boolean isSet(int i) {
        return (words[i >>> 6] & (1L << i)) != 0;
    }

    /** Sets bit i; true if it was clear. */
    private boolean set(int i) {
        long old = words[i >>> 6];
        words[i >>> 6] = old | (1L << i);
        if ((old & (1L << i)) == 0) {
            size++;
            return true;
        }
        return false;
    }

    /** Clears bit i; true if it was set. */
    private boolean clear(int i) {
        long old = words[i >>> 6];
        words[i >>> 6] = old & ~(1L << i);
        if ((old & (1L << i)) != 0) {
            size--;
            return true;
        }
        return false;
    }

    private boolean isValid(Object o) {
        if (o == null) {
            return false;
        }
        Class<?> c = o.getClass();
        return c == elementType || c.getSuperclass() == elementType;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private int next = nextSetBit(0);
            private int lastReturned = -1;

            public boolean hasNext() {
                return next >= 0;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next < 0) {
                    throw new NoSuchElementException();
                }
                lastReturned = next;
                next = nextSetBit(next + 1);
                return (E) universe[lastReturned];
            }

            public void remove() {
                if (lastReturned < 0) {
                    throw new IllegalStateException();
                }
                clear(lastReturned);
                lastReturned = -1;
            }
        };
    }

    private int nextSetBit(int from) {
        for (int i = from; i < universe.length; i++) {
            if (isSet(i)) {
                return i;
            }
        }
        return -1;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        return isValid(e) && isSet(((Enum<?>) e).ordinal());
    }

    public boolean add(E e) {
        typeCheck(e);
        return set(e.ordinal());
    }

    public boolean remove(Object e) {
        return isValid(e) && clear(((Enum<?>) e).ordinal());
    }

    public void clear() {
        Arrays.fill(words, 0L);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof BitEnumSet)) {
            return super.equals(o);
        }
        BitEnumSet<?> es = (BitEnumSet<?>) o;
        if (es.elementType != elementType) {
            return size == 0 && es.size == 0;
        }
        return Arrays.equals(es.words, words);
    }

    public BitEnumSet<E> clone() {
        BitEnumSet<E> result = (BitEnumSet<E>) super.clone();
        result.words = words.clone();
        return result;
    }
}
