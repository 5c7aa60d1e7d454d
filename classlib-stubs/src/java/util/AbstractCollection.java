package java.util;

/** A collection built on iterator() and size(); add is unsupported unless overridden. */
public abstract class AbstractCollection<E> implements Collection<E> {
    protected AbstractCollection() {
    }

    public abstract Iterator<E> iterator();

    public abstract int size();

    public boolean isEmpty() {
        return size() == 0;
    }

    public boolean contains(Object o) {
        Iterator<E> it = iterator();
        if (o == null) {
            while (it.hasNext()) {
                if (it.next() == null) {
                    return true;
                }
            }
        } else {
            while (it.hasNext()) {
                if (o.equals(it.next())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Trusts the iterator rather than size(), in case the collection changes meanwhile. */
    public Object[] toArray() {
        Object[] r = new Object[size()];
        Iterator<E> it = iterator();
        for (int n = 0; n < r.length; n++) {
            if (!it.hasNext()) {
                return Arrays.copyOf(r, n);
            }
            r[n] = it.next();
        }
        return it.hasNext() ? finishToArray(r, it) : r;
    }

    /**
     * Trusts the iterator rather than size(), as the specification asks: when
     * fewer elements come than size() said, a freshly made array is trimmed,
     * or, if they now fit in the caller's array, copied there (followed by a
     * null when room is left); when more come, the array grows.
     */
    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int size = size();
        T[] r = a.length >= size ? a : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
        Iterator<E> it = iterator();
        for (int n = 0; n < r.length; n++) {
            if (!it.hasNext()) {
                if (a == r) {
                    r[n] = null;
                } else if (a.length < n) {
                    return Arrays.copyOf(r, n);
                } else {
                    System.arraycopy(r, 0, a, 0, n);
                    if (a.length > n) {
                        a[n] = null;
                    }
                    return a;
                }
                return r;
            }
            r[n] = (T) it.next();
        }
        return it.hasNext() ? finishToArray(r, it) : r;
    }

    /** Goes on filling r past its length with the elements that came after all. */
    @SuppressWarnings("unchecked")
    private static <T> T[] finishToArray(T[] r, Iterator<?> it) {
        int n = r.length;
        while (it.hasNext()) {
            if (n == r.length) {
                r = Arrays.copyOf(r, grownLength(r.length));
            }
            r[n++] = (T) it.next();
        }
        return n == r.length ? r : Arrays.copyOf(r, n);
    }

    private static int grownLength(int length) {
        return length + (length >> 1) + 1;
    }

    public boolean add(E e) {
        throw new UnsupportedOperationException();
    }

    public boolean remove(Object o) {
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (Objects.equals(o, it.next())) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        for (Object e : c) {
            if (!contains(e)) {
                return false;
            }
        }
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean modified = false;
        for (E e : c) {
            if (add(e)) {
                modified = true;
            }
        }
        return modified;
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeMatching(c, true);
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeMatching(c, false);
    }

    private boolean removeMatching(Collection<?> c, boolean whenContained) {
        boolean modified = false;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (c.contains(it.next()) == whenContained) {
                it.remove();
                modified = true;
            }
        }
        return modified;
    }

    public void clear() {
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            it.next();
            it.remove();
        }
    }

    public String toString() {
        Iterator<E> it = iterator();
        if (!it.hasNext()) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        for (;;) {
            E e = it.next();
            sb.append(e == this ? "(this Collection)" : e);
            if (!it.hasNext()) {
                return sb.append(']').toString();
            }
            sb.append(',').append(' ');
        }
    }
}
