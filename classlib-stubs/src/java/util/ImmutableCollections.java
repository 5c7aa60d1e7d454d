package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The collections of List.of, Set.of and Map.of: immutable (every mutator
 * throws UnsupportedOperationException), without nulls (queries for null
 * throw NullPointerException). The JDK iterates sets and maps in an order
 * randomized per run; these iterate in insertion order, which is one of those.
 */
final class ImmutableCollections {
    private ImmutableCollections() {}

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    private static final ListN<Object> EMPTY_LIST = new ListN<>(new Object[0]);
    private static final SetN<Object> EMPTY_SET = new SetN<>(new Object[0]);
    private static final MapN<Object, Object> EMPTY_MAP = new MapN<>(new Object[0]);

    @SuppressWarnings("unchecked")
    static <E> List<E> emptyList() {
        return (List<E>) EMPTY_LIST;
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> emptySet() {
        return (Set<E>) EMPTY_SET;
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    /** Takes ownership of the array. */
    @SafeVarargs
    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(E... elements) {
        if (elements.length == 0) {
            return (List<E>) EMPTY_LIST;
        }
        for (E e : elements) {
            Objects.requireNonNull(e);
        }
        return elements.length <= 2 ? new List12<>(elements) : new ListN<>(elements);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listCopyOf(Collection<? extends E> coll) {
        if (coll.getClass() == ListN.class || coll.getClass() == List12.class) {
            return (List<E>) coll;
        }
        return (List<E>) listOf(coll.toArray());
    }

    /** Takes ownership of the array. */
    @SafeVarargs
    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(E... elements) {
        if (elements.length == 0) {
            return (Set<E>) EMPTY_SET;
        }
        for (int i = 0; i < elements.length; i++) {
            E e = Objects.requireNonNull(elements[i]);
            for (int j = 0; j < i; j++) {
                if (e.equals(elements[j])) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
            }
        }
        return elements.length <= 2 ? new Set12<>(elements) : new SetN<>(elements);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setCopyOf(Collection<? extends E> coll) {
        if (coll instanceof SetN) {
            return (Set<E>) coll;
        }
        return (Set<E>) setOf(new LinkedHashSet<>(coll).toArray());
    }

    /** keysAndValues alternates keys and values; takes ownership of the array. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object... keysAndValues) {
        if (keysAndValues.length == 0) {
            return (Map<K, V>) EMPTY_MAP;
        }
        for (int i = 0; i < keysAndValues.length; i += 2) {
            Object k = Objects.requireNonNull(keysAndValues[i]);
            Objects.requireNonNull(keysAndValues[i + 1]);
            for (int j = 0; j < i; j += 2) {
                if (k.equals(keysAndValues[j])) {
                    throw new IllegalArgumentException("duplicate key: " + k);
                }
            }
        }
        return keysAndValues.length == 2 ? new Map1<>(keysAndValues) : new MapN<>(keysAndValues);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapCopyOf(Map<? extends K, ? extends V> map) {
        if (map instanceof MapN) {
            return (Map<K, V>) map;
        }
        Object[] keysAndValues = new Object[map.size() * 2];
        int i = 0;
        for (Map.Entry<? extends K, ? extends V> e : map.entrySet()) {
            keysAndValues[i++] = e.getKey();
            keysAndValues[i++] = e.getValue();
        }
        return mapOf(keysAndValues);
    }

    /** Rejects every mutation. */
    abstract static class ImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    static class ListN<E> extends ImmutableCollection<E> implements List<E>, RandomAccess, java.io.Serializable {
        /** Serialized as the JDK does, through CollSer. */
        Object writeReplace() throws java.io.ObjectStreamException {
            return new CollSer(CollSer.IMM_LIST, toArray());
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        private final E[] elements;

        ListN(E[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        /** Lists of one or two elements check with this message; longer ones fail on the array access. */
        public E get(int index) {
            if (elements.length <= 2 && elements.length > 0 && (index < 0 || index >= elements.length)) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            }
            return elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void add(int index, E element) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public Iterator<E> iterator() {
            return new ListItr<>(elements, 0);
        }

        public ListIterator<E> listIterator() {
            return new ListItr<>(elements, 0);
        }

        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > elements.length) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            }
            return new ListItr<>(elements, index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            AbstractList.subListRangeCheck(fromIndex, toIndex, elements.length);
            return new SubList<>(Arrays.copyOfRange(elements, fromIndex, toIndex));
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (E e : elements) {
                if (!oit.hasNext() || !e.equals(oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (E e : elements) {
                hash = 31 * hash + e.hashCode();
            }
            return hash;
        }
    }

    /** The iterator of List.of lists (a static class, as the JDK's ImmutableCollections$ListItr). */
    static final class ListItr<E> implements ListIterator<E> {
        private final E[] elements;
        private int cursor;

        ListItr(E[] elements, int cursor) {
            this.elements = elements;
            this.cursor = cursor;
        }

        public boolean hasNext() {
            return cursor != elements.length;
        }

        public E next() {
            if (cursor >= elements.length) {
                throw new NoSuchElementException();
            }
            return elements[cursor++];
        }

        public boolean hasPrevious() {
            return cursor != 0;
        }

        public E previous() {
            if (cursor <= 0) {
                throw new NoSuchElementException();
            }
            return elements[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw uoe();
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    static class SetN<E> extends ImmutableCollection<E> implements Set<E>, java.io.Serializable {
        /** Serialized as the JDK does, through CollSer. */
        Object writeReplace() {
            return new CollSer(CollSer.IMM_SET, toArray());
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        private final E[] elements;

        SetN(E[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            for (E e : elements) {
                if (o.equals(e)) {
                    return true;
                }
            }
            return false;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < elements.length;
                }

                public E next() {
                    if (cursor >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return elements[cursor++];
                }
            };
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != elements.length) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public int hashCode() {
            int h = 0;
            for (E e : elements) {
                h += e.hashCode();
            }
            return h;
        }
    }

    static class MapN<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        /** Serialized as the JDK does, through CollSer. */
        Object writeReplace() {
            return new CollSer(CollSer.IMM_MAP, table.clone());
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        /** Keys at even indexes, each followed by its value. */
        private final Object[] table;

        MapN(Object[] keysAndValues) {
            this.table = keysAndValues;
        }

        private int indexOfKey(Object key) {
            Objects.requireNonNull(key);
            for (int i = 0; i < table.length; i += 2) {
                if (key.equals(table[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int size() {
            return table.length / 2;
        }

        public boolean isEmpty() {
            return table.length == 0;
        }

        public boolean containsKey(Object key) {
            return indexOfKey(key) >= 0;
        }

        public boolean containsValue(Object value) {
            Objects.requireNonNull(value);
            for (int i = 1; i < table.length; i += 2) {
                if (value.equals(table[i])) {
                    return true;
                }
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        public V get(Object key) {
            int i = indexOfKey(key);
            return i < 0 ? null : (V) table[i + 1];
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return table.length / 2;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        private int cursor;

                        public boolean hasNext() {
                            return cursor < table.length;
                        }

                        @SuppressWarnings("unchecked")
                        public Map.Entry<K, V> next() {
                            if (cursor >= table.length) {
                                throw new NoSuchElementException();
                            }
                            Map.Entry<K, V> e = new KeyValueHolder<>((K) table[cursor], (V) table[cursor + 1]);
                            cursor += 2;
                            return e;
                        }
                    };
                }
            };
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mf) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V getOrDefault(Object key, V defaultValue) {
            V v = get(key);
            return v != null ? v : defaultValue;
        }
    }

    // The JDK has separate classes for one- and two-element collections and for sub-lists;
    // programs see their names, so here they are subclasses sharing the array-based code.

    static final class List12<E> extends ListN<E> {
        List12(E[] elements) {
            super(elements);
        }
    }

    /** A sub-list of an immutable list: a copy is indistinguishable from a view. */
    static final class SubList<E> extends ListN<E> {
        SubList(E[] elements) {
            super(elements);
        }

        @Override
        Object writeReplace() throws java.io.NotSerializableException {
            // The JDK's immutable sub-lists are not serializable.
            throw new java.io.NotSerializableException("java.util.ImmutableCollections$SubList");
        }
    }

    static final class Set12<E> extends SetN<E> {
        Set12(E[] elements) {
            super(elements);
        }
    }

    static final class Map1<K, V> extends MapN<K, V> {
        Map1(Object[] keyAndValue) {
            super(keyAndValue);
        }

        @Override
        @SuppressWarnings("unchecked")
        public Set<Map.Entry<K, V>> entrySet() {
            // As in the JDK, the entry set of a one-entry map is itself a Set.of(entry).
            Map.Entry<K, V> entry = super.entrySet().iterator().next();
            return new Set12<Map.Entry<K, V>>((Map.Entry<K, V>[]) new Map.Entry<?, ?>[] {entry});
        }
    }
}
