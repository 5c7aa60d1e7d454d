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
        int n = 0;
        for (Iterator<E> it = iterator(); it.hasNext(); n++) {
            if (n == r.length) {
                r = Arrays.copyOf(r, grownLength(r.length));
            }
            r[n] = it.next();
        }
        return n == r.length ? r : Arrays.copyOf(r, n);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int size = size();
        T[] r = a.length >= size ? a : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
        int n = 0;
        for (Iterator<E> it = iterator(); it.hasNext(); n++) {
            if (n == r.length) {
                r = Arrays.copyOf(r, grownLength(r.length));
            }
            r[n] = (T) it.next();
        }
        if (r == a) {
            if (n < a.length) {
                a[n] = null;
            }
            return a;
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
