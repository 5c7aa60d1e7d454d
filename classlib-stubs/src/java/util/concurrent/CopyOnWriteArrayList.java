package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A list whose every change copies the whole array under a lock and then
 * publishes the new array through a volatile field. Readers and iterators
 * never lock: an iterator walks the array that was current when it was made
 * (a snapshot), so it never throws ConcurrentModificationException and does
 * not support remove/set/add.
 */
public class CopyOnWriteArrayList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;

    /** Serializes writers; readers only read {@code array}. Replaced in clone(). */
    transient Object lock = new Object();
    /** Never modified in place once published. */
    private transient volatile Object[] array;

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        Object[] elements = c instanceof CopyOnWriteArrayList<?>
                ? ((CopyOnWriteArrayList<?>) c).getArray()
                : c.toArray();
        array = elements.getClass() == Object[].class ? elements : Arrays.copyOf(elements, elements.length, Object[].class);
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    final Object[] getArray() {
        return array;
    }

    final void setArray(Object[] a) {
        array = a;
    }

    @SuppressWarnings("unchecked")
    static <E> E elementAt(Object[] a, int index) {
        return (E) a[index];
    }

    public int size() {
        return getArray().length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    /** First index of o in elements[from, to), or -1. */
    static int indexOfRange(Object o, Object[] elements, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Objects.equals(o, elements[i])) {
                return i;
            }
        }
        return -1;
    }

    /** Last index of o at or below from, or -1. */
    static int lastIndexOfRange(Object o, Object[] elements, int from) {
        for (int i = from; i >= 0; i--) {
            if (Objects.equals(o, elements[i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        Object[] elements = getArray();
        return indexOfRange(o, elements, 0, elements.length) >= 0;
    }

    public int indexOf(Object o) {
        Object[] elements = getArray();
        return indexOfRange(o, elements, 0, elements.length);
    }

    public int indexOf(E e, int index) {
        Object[] elements = getArray();
        return indexOfRange(e, elements, index, elements.length);
    }

    public int lastIndexOf(Object o) {
        Object[] elements = getArray();
        return lastIndexOfRange(o, elements, elements.length - 1);
    }

    public int lastIndexOf(E e, int index) {
        return lastIndexOfRange(e, getArray(), index);
    }

    public Object clone() {
        try {
            @SuppressWarnings("unchecked")
            CopyOnWriteArrayList<E> copy = (CopyOnWriteArrayList<E>) super.clone();
            copy.lock = new Object();
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Object[] toArray() {
        return getArray().clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] elements = getArray();
        int len = elements.length;
        if (a.length < len) {
            return (T[]) Arrays.copyOf(elements, len, a.getClass());
        }
        System.arraycopy(elements, 0, a, 0, len);
        if (a.length > len) {
            a[len] = null;
        }
        return a;
    }

    public E get(int index) {
        return elementAt(getArray(), index);
    }

    public E set(int index, E element) {
        synchronized (lock) {
            Object[] elements = getArray();
            E old = elementAt(elements, index);
            if (old != element) {
                Object[] copy = elements.clone();
                copy[index] = element;
                setArray(copy);
            }
            return old;
        }
    }

    public boolean add(E e) {
        synchronized (lock) {
            Object[] elements = getArray();
            Object[] copy = Arrays.copyOf(elements, elements.length + 1);
            copy[elements.length] = e;
            setArray(copy);
            return true;
        }
    }

    public void add(int index, E element) {
        synchronized (lock) {
            Object[] elements = getArray();
            int len = elements.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
            }
            Object[] copy = new Object[len + 1];
            System.arraycopy(elements, 0, copy, 0, index);
            copy[index] = element;
            System.arraycopy(elements, index, copy, index + 1, len - index);
            setArray(copy);
        }
    }

    public E remove(int index) {
        synchronized (lock) {
            Object[] elements = getArray();
            E old = elementAt(elements, index);
            setArray(without(elements, index, index + 1));
            return old;
        }
    }

    /** A copy of elements without the range [from, to). */
    private static Object[] without(Object[] elements, int from, int to) {
        Object[] copy = new Object[elements.length - (to - from)];
        System.arraycopy(elements, 0, copy, 0, from);
        System.arraycopy(elements, to, copy, from, elements.length - to);
        return copy;
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            Object[] elements = getArray();
            int index = indexOfRange(o, elements, 0, elements.length);
            if (index < 0) {
                return false;
            }
            setArray(without(elements, index, index + 1));
            return true;
        }
    }

    void removeRange(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] elements = getArray();
            if (fromIndex < 0 || toIndex > elements.length || toIndex < fromIndex) {
                throw new IndexOutOfBoundsException();
            }
            setArray(without(elements, fromIndex, toIndex));
        }
    }

    /** Replaces elements [from, to) by region (for the subList's bulk operations); caller holds the lock. */
    void replaceRange(int from, int to, Object[] region) {
        Object[] elements = getArray();
        Object[] copy = new Object[elements.length - (to - from) + region.length];
        System.arraycopy(elements, 0, copy, 0, from);
        System.arraycopy(region, 0, copy, from, region.length);
        System.arraycopy(elements, to, copy, from + region.length, elements.length - to);
        setArray(copy);
    }

    /** Appends e unless it is already present; returns whether it was added. */
    public boolean addIfAbsent(E e) {
        synchronized (lock) {
            if (contains(e)) {
                return false;
            }
            return add(e);
        }
    }

    public boolean containsAll(Collection<?> c) {
        Object[] elements = getArray();
        for (Object o : c) {
            if (indexOfRange(o, elements, 0, elements.length) < 0) {
                return false;
            }
        }
        return true;
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(c::contains);
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(e -> !c.contains(e));
    }

    /** Appends, in c's order, the elements of c that are not yet present; returns how many. */
    public int addAllAbsent(Collection<? extends E> c) {
        Object[] candidates = c.toArray();
        synchronized (lock) {
            Object[] elements = getArray();
            Object[] grown = Arrays.copyOf(elements, elements.length + candidates.length);
            int len = elements.length;
            for (Object candidate : candidates) {
                if (indexOfRange(candidate, grown, 0, len) < 0) {
                    grown[len++] = candidate;
                }
            }
            if (len > elements.length) {
                setArray(Arrays.copyOf(grown, len));
            }
            return len - elements.length;
        }
    }

    public void clear() {
        synchronized (lock) {
            setArray(new Object[0]);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] added = c.toArray();
        if (added.length == 0) {
            return false;
        }
        synchronized (lock) {
            Object[] elements = getArray();
            Object[] copy = Arrays.copyOf(elements, elements.length + added.length);
            System.arraycopy(added, 0, copy, elements.length, added.length);
            setArray(copy);
            return true;
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        Object[] added = c.toArray();
        synchronized (lock) {
            Object[] elements = getArray();
            int len = elements.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
            }
            if (added.length == 0) {
                return false;
            }
            Object[] copy = new Object[len + added.length];
            System.arraycopy(elements, 0, copy, 0, index);
            System.arraycopy(added, 0, copy, index, added.length);
            System.arraycopy(elements, index, copy, index + added.length, len - index);
            setArray(copy);
            return true;
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        Object[] elements = getArray();
        for (int i = 0; i < elements.length; i++) {
            action.accept(CopyOnWriteArrayList.<E>elementAt(elements, i));
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        synchronized (lock) {
            Object[] elements = getArray();
            Object[] kept = new Object[elements.length];
            int count = 0;
            for (int i = 0; i < elements.length; i++) {
                E e = elementAt(elements, i);
                if (!filter.test(e)) {
                    kept[count++] = e;
                }
            }
            if (count == elements.length) {
                return false;
            }
            setArray(Arrays.copyOf(kept, count));
            return true;
        }
    }

    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        synchronized (lock) {
            Object[] copy = getArray().clone();
            for (int i = 0; i < copy.length; i++) {
                copy[i] = operator.apply(CopyOnWriteArrayList.<E>elementAt(copy, i));
            }
            setArray(copy);
        }
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        synchronized (lock) {
            Object[] copy = getArray().clone();
            Arrays.sort(copy, (Comparator<Object>) c);
            setArray(copy);
        }
    }

    /** Like AbstractCollection's: the list itself, if it is an element, prints as "(this Collection)". */
    public String toString() {
        Object[] elements = getArray();
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(elements[i] == this ? "(this Collection)" : String.valueOf(elements[i]));
        }
        return sb.append(']').toString();
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        Iterator<?> theirs = ((List<?>) o).iterator();
        for (Object mine : getArray()) {
            if (!theirs.hasNext() || !Objects.equals(mine, theirs.next())) {
                return false;
            }
        }
        return !theirs.hasNext();
    }

    public int hashCode() {
        int hash = 1;
        for (Object e : getArray()) {
            hash = 31 * hash + (e == null ? 0 : e.hashCode());
        }
        return hash;
    }

    public Iterator<E> iterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] elements = getArray();
        if (index < 0 || index > elements.length) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + elements.length);
        }
        return new COWIterator<E>(elements, index);
    }

    public Spliterator<E> spliterator() {
        return Spliterators.spliterator(getArray(), Spliterator.IMMUTABLE | Spliterator.ORDERED);
    }

    /**
     * A view of [fromIndex, toIndex). Like the JDK's, it remembers the array it
     * was made for and throws ConcurrentModificationException once the list
     * was changed other than through this view.
     */
    public List<E> subList(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] elements = getArray();
            if (fromIndex < 0 || toIndex > elements.length || fromIndex > toIndex) {
                throw new IndexOutOfBoundsException();
            }
            return new COWSubList<E>(this, fromIndex, toIndex - fromIndex, elements);
        }
    }

    /** Walks one array snapshot; the list's later changes are not seen. */
    static final class COWIterator<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        COWIterator(Object[] snapshot, int start) {
            this.snapshot = snapshot;
            this.cursor = start;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        public E next() {
            if (cursor >= snapshot.length) {
                throw new NoSuchElementException();
            }
            return elementAt(snapshot, cursor++);
        }

        public E previous() {
            if (cursor <= 0) {
                throw new NoSuchElementException();
            }
            return elementAt(snapshot, --cursor);
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (cursor < snapshot.length) {
                action.accept(elementAt(snapshot, cursor++));
            }
        }
    }

    /** The subList view; every access first checks that the list still holds the expected array. */
    private static final class COWSubList<E> extends AbstractList<E> implements RandomAccess {
        private final CopyOnWriteArrayList<E> list;
        private final int offset;
        private int size;
        private Object[] expectedArray;

        COWSubList(CopyOnWriteArrayList<E> list, int offset, int size, Object[] expectedArray) {
            this.list = list;
            this.offset = offset;
            this.size = size;
            this.expectedArray = expectedArray;
        }

        private void checkForComodification() {
            if (list.getArray() != expectedArray) {
                throw new ConcurrentModificationException();
            }
        }

        private void checkIndex(int index, int bound) {
            if (index < 0 || index >= bound) {
                throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + bound);
            }
        }

        public int size() {
            synchronized (list.lock) {
                checkForComodification();
                return size;
            }
        }

        public E get(int index) {
            synchronized (list.lock) {
                checkIndex(index, size);
                checkForComodification();
                return list.get(offset + index);
            }
        }

        public E set(int index, E element) {
            synchronized (list.lock) {
                checkIndex(index, size);
                checkForComodification();
                E old = list.set(offset + index, element);
                expectedArray = list.getArray();
                return old;
            }
        }

        public void add(int index, E element) {
            synchronized (list.lock) {
                checkForComodification();
                if (index < 0 || index > size) {
                    throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
                }
                list.add(offset + index, element);
                expectedArray = list.getArray();
                size++;
            }
        }

        public E remove(int index) {
            synchronized (list.lock) {
                checkIndex(index, size);
                checkForComodification();
                E old = list.remove(offset + index);
                expectedArray = list.getArray();
                size--;
                return old;
            }
        }

        public void clear() {
            synchronized (list.lock) {
                checkForComodification();
                list.removeRange(offset, offset + size);
                expectedArray = list.getArray();
                size = 0;
            }
        }

        public boolean remove(Object o) {
            synchronized (list.lock) {
                checkForComodification();
                int index = indexOfRange(o, expectedArray, offset, offset + size);
                if (index < 0) {
                    return false;
                }
                remove(index - offset);
                return true;
            }
        }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            synchronized (list.lock) {
                checkForComodification();
                Object[] kept = new Object[size];
                int count = 0;
                for (int i = offset; i < offset + size; i++) {
                    E e = elementAt(expectedArray, i);
                    if (!filter.test(e)) {
                        kept[count++] = e;
                    }
                }
                if (count == size) {
                    return false;
                }
                list.replaceRange(offset, offset + size, Arrays.copyOf(kept, count));
                expectedArray = list.getArray();
                size = count;
                return true;
            }
        }

        public boolean removeAll(Collection<?> c) {
            Objects.requireNonNull(c);
            return removeIf(c::contains);
        }

        public boolean retainAll(Collection<?> c) {
            Objects.requireNonNull(c);
            return removeIf(e -> !c.contains(e));
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            synchronized (list.lock) {
                checkForComodification();
                Object[] region = Arrays.copyOfRange(expectedArray, offset, offset + size);
                for (int i = 0; i < region.length; i++) {
                    region[i] = operator.apply(CopyOnWriteArrayList.<E>elementAt(region, i));
                }
                list.replaceRange(offset, offset + size, region);
                expectedArray = list.getArray();
            }
        }

        @SuppressWarnings("unchecked")
        public void sort(Comparator<? super E> c) {
            synchronized (list.lock) {
                checkForComodification();
                Object[] region = Arrays.copyOfRange(expectedArray, offset, offset + size);
                Arrays.sort(region, (Comparator<Object>) c);
                list.replaceRange(offset, offset + size, region);
                expectedArray = list.getArray();
            }
        }

        public Iterator<E> iterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            synchronized (list.lock) {
                checkForComodification();
                if (index < 0 || index > size) {
                    throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
                }
                return new COWIterator<E>(Arrays.copyOfRange(expectedArray, offset, offset + size), index);
            }
        }

        public List<E> subList(int fromIndex, int toIndex) {
            synchronized (list.lock) {
                checkForComodification();
                if (fromIndex < 0 || toIndex > size || fromIndex > toIndex) {
                    throw new IndexOutOfBoundsException();
                }
                return new COWSubList<E>(list, offset + fromIndex, toIndex - fromIndex, expectedArray);
            }
        }
    }

    // Serialized form (the JDK's): no fields; the length, then each element.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        Object[] elements = getArray();
        s.writeInt(elements.length);
        for (Object element : elements) {
            s.writeObject(element);
        }
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        lock = new Object();
        int length = s.readInt();
        if (length < 0) {
            throw new java.io.StreamCorruptedException("Illegal array length: " + length);
        }
        Object[] elements = new Object[length];
        for (int i = 0; i < length; i++) {
            elements[i] = s.readObject();
        }
        setArray(elements);
    }
}
