package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The read-only views of Collections.unmodifiableX: queries go to the backing
 * collection, every mutator throws UnsupportedOperationException (even one
 * that would change nothing), and iterators and entries are wrapped too.
 */
final class UnmodifiableCollections {
    private UnmodifiableCollections() {}

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    @SuppressWarnings("unchecked")
    static <T> Collection<T> collection(Collection<? extends T> c) {
        if (c.getClass() == Collections.UnmodifiableCollection.class) {
            return (Collection<T>) c;
        }
        return new Collections.UnmodifiableCollection<>(c);
    }

    @SuppressWarnings("unchecked")
    static <T> Set<T> set(Set<? extends T> s) {
        if (s.getClass() == Collections.UnmodifiableSet.class) {
            return (Set<T>) s;
        }
        return new Collections.UnmodifiableSet<>(s);
    }

    static <T> SortedSet<T> sortedSet(SortedSet<T> s) {
        if (s.getClass() == Collections.UnmodifiableSortedSet.class) {
            return s;
        }
        return new Collections.UnmodifiableSortedSet<>(s);
    }

    static <T> NavigableSet<T> navigableSet(NavigableSet<T> s) {
        if (s.getClass() == Collections.UnmodifiableNavigableSet.class) {
            return s;
        }
        return new Collections.UnmodifiableNavigableSet<>(s);
    }

    @SuppressWarnings("unchecked")
    static <T> List<T> list(List<? extends T> list) {
        if (list.getClass() == Collections.UnmodifiableList.class || list.getClass() == Collections.UnmodifiableRandomAccessList.class) {
            return (List<T>) list;
        }
        return list instanceof RandomAccess ? new Collections.UnmodifiableRandomAccessList<>(list) : new Collections.UnmodifiableList<>(list);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> map(Map<? extends K, ? extends V> m) {
        if (m.getClass() == Collections.UnmodifiableMap.class) {
            return (Map<K, V>) m;
        }
        return new Collections.UnmodifiableMap<>(m);
    }

    @SuppressWarnings("unchecked")
    static <K, V> SortedMap<K, V> sortedMap(SortedMap<K, ? extends V> m) {
        if (m.getClass() == Collections.UnmodifiableSortedMap.class) {
            return (SortedMap<K, V>) m;
        }
        return new Collections.UnmodifiableSortedMap<>(m);
    }

    @SuppressWarnings("unchecked")
    static <K, V> NavigableMap<K, V> navigableMap(NavigableMap<K, ? extends V> m) {
        if (m.getClass() == Collections.UnmodifiableNavigableMap.class) {
            return (NavigableMap<K, V>) m;
        }
        return new Collections.UnmodifiableNavigableMap<>(m);
    }

    static <E> Iterator<E> iterator(Iterator<? extends E> i) {
        return new Iterator<E>() {
            public boolean hasNext() {
                return i.hasNext();
            }

            public E next() {
                return i.next();
            }

            public void remove() {
                throw uoe();
            }

            public void forEachRemaining(Consumer<? super E> action) {
                i.forEachRemaining(action);
            }
        };
    }

    static class UCollection<E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 1820017752578914078L;
        final Collection<? extends E> c;

        UCollection(Collection<? extends E> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            this.c = c;
        }

        public int size() {
            return c.size();
        }

        public boolean isEmpty() {
            return c.isEmpty();
        }

        public boolean contains(Object o) {
            return c.contains(o);
        }

        public Object[] toArray() {
            return c.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return c.toArray(a);
        }

        public String toString() {
            return c.toString();
        }

        public Iterator<E> iterator() {
            return UnmodifiableCollections.iterator(c.iterator());
        }

        public boolean add(E e) {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean containsAll(Collection<?> coll) {
            return c.containsAll(coll);
        }

        public boolean addAll(Collection<? extends E> coll) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> coll) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> coll) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public void forEach(Consumer<? super E> action) {
            c.forEach(action);
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }
    }

    static class USet<E> extends UCollection<E> implements Set<E> {
        private static final long serialVersionUID = -9215047833775013803L;

        USet(Set<? extends E> s) {
            super(s);
        }

        public boolean equals(Object o) {
            return o == this || c.equals(o);
        }

        public int hashCode() {
            return c.hashCode();
        }
    }

    static class USortedSet<E> extends USet<E> implements SortedSet<E> {
        private static final long serialVersionUID = -4929149591599911165L;
        private final SortedSet<E> ss;

        USortedSet(SortedSet<E> s) {
            super(s);
            ss = s;
        }

        public Comparator<? super E> comparator() {
            return ss.comparator();
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return new Collections.UnmodifiableSortedSet<>(ss.subSet(fromElement, toElement));
        }

        public SortedSet<E> headSet(E toElement) {
            return new Collections.UnmodifiableSortedSet<>(ss.headSet(toElement));
        }

        public SortedSet<E> tailSet(E fromElement) {
            return new Collections.UnmodifiableSortedSet<>(ss.tailSet(fromElement));
        }

        public E first() {
            return ss.first();
        }

        public E last() {
            return ss.last();
        }
    }

    static class UNavigableSet<E> extends USortedSet<E> implements NavigableSet<E> {
        private static final long serialVersionUID = -6027448201786391929L;
        private final NavigableSet<E> ns;

        UNavigableSet(NavigableSet<E> s) {
            super(s);
            ns = s;
        }

        public E lower(E e) {
            return ns.lower(e);
        }

        public E floor(E e) {
            return ns.floor(e);
        }

        public E ceiling(E e) {
            return ns.ceiling(e);
        }

        public E higher(E e) {
            return ns.higher(e);
        }

        public E pollFirst() {
            throw uoe();
        }

        public E pollLast() {
            throw uoe();
        }

        public NavigableSet<E> descendingSet() {
            return new Collections.UnmodifiableNavigableSet<>(ns.descendingSet());
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new Collections.UnmodifiableNavigableSet<>(ns.subSet(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new Collections.UnmodifiableNavigableSet<>(ns.headSet(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new Collections.UnmodifiableNavigableSet<>(ns.tailSet(fromElement, inclusive));
        }
    }

    static class UList<E> extends UCollection<E> implements List<E> {
        private static final long serialVersionUID = -283967356065247728L;
        final List<? extends E> list;

        UList(List<? extends E> list) {
            super(list);
            this.list = list;
        }

        public boolean equals(Object o) {
            return o == this || list.equals(o);
        }

        public int hashCode() {
            return list.hashCode();
        }

        public E get(int index) {
            return list.get(index);
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

        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        public int lastIndexOf(Object o) {
            return list.lastIndexOf(o);
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            final ListIterator<? extends E> i = list.listIterator(index);
            return new ListIterator<E>() {
                public boolean hasNext() {
                    return i.hasNext();
                }

                public E next() {
                    return i.next();
                }

                public boolean hasPrevious() {
                    return i.hasPrevious();
                }

                public E previous() {
                    return i.previous();
                }

                public int nextIndex() {
                    return i.nextIndex();
                }

                public int previousIndex() {
                    return i.previousIndex();
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

                public void forEachRemaining(Consumer<? super E> action) {
                    i.forEachRemaining(action);
                }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new Collections.UnmodifiableList<>(list.subList(fromIndex, toIndex));
        }
    }

    static class URandomAccessList<E> extends UList<E> implements RandomAccess {
        private static final long serialVersionUID = -2542308836966382001L;

        URandomAccessList(List<? extends E> list) {
            super(list);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new Collections.UnmodifiableRandomAccessList<>(list.subList(fromIndex, toIndex));
        }
    }

    static class UMap<K, V> implements Map<K, V>, java.io.Serializable {
        private static final long serialVersionUID = -1034234728574286014L;
        private final Map<? extends K, ? extends V> m;
        private transient Set<K> keySet;
        private transient Set<Map.Entry<K, V>> entrySet;
        private transient Collection<V> values;

        UMap(Map<? extends K, ? extends V> m) {
            if (m == null) {
                throw new NullPointerException();
            }
            this.m = m;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean containsKey(Object key) {
            return m.containsKey(key);
        }

        public boolean containsValue(Object val) {
            return m.containsValue(val);
        }

        public V get(Object key) {
            return m.get(key);
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> map) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public Set<K> keySet() {
            if (keySet == null) {
                keySet = set(m.keySet());
            }
            return keySet;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null) {
                entrySet = new Collections.UnmodifiableMap.UnmodifiableEntrySet<K, V>(m.entrySet());
            }
            return entrySet;
        }

        public Collection<V> values() {
            if (values == null) {
                values = collection(m.values());
            }
            return values;
        }

        public boolean equals(Object o) {
            return o == this || m.equals(o);
        }

        public int hashCode() {
            return m.hashCode();
        }

        public String toString() {
            return m.toString();
        }

        @SuppressWarnings("unchecked")
        public V getOrDefault(Object k, V defaultValue) {
            return ((Map<K, V>) m).getOrDefault(k, defaultValue);
        }

        public void forEach(BiConsumer<? super K, ? super V> action) {
            m.forEach(action);
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
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

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }
    }

    /** Entries handed out are wrapped so that setValue is refused. */
    static class UEntrySet<K, V> extends USet<Map.Entry<K, V>> {
        private static final long serialVersionUID = 7854390611657943733L;

        @SuppressWarnings({"unchecked", "rawtypes"})
        UEntrySet(Set<? extends Map.Entry<? extends K, ? extends V>> s) {
            super((Set) s);
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            final Iterator<? extends Map.Entry<? extends K, ? extends V>> i = c.iterator();
            return new Iterator<Map.Entry<K, V>>() {
                public boolean hasNext() {
                    return i.hasNext();
                }

                public Map.Entry<K, V> next() {
                    return new Collections.UnmodifiableMap.UnmodifiableEntrySet.UnmodifiableEntry<>(i.next());
                }

                public void remove() {
                    throw uoe();
                }
            };
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            c.forEach(e -> action.accept(new Collections.UnmodifiableMap.UnmodifiableEntrySet.UnmodifiableEntry<>(e)));
        }

        public Object[] toArray() {
            Object[] a = c.toArray();
            for (int i = 0; i < a.length; i++) {
                a[i] = new Collections.UnmodifiableMap.UnmodifiableEntrySet.UnmodifiableEntry<>((Map.Entry<?, ?>) a[i]);
            }
            return a;
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            Object[] wrapped = toArray();
            if (a.length < wrapped.length) {
                return (T[]) Arrays.copyOf(wrapped, wrapped.length, a.getClass());
            }
            System.arraycopy(wrapped, 0, a, 0, wrapped.length);
            if (a.length > wrapped.length) {
                a[wrapped.length] = null;
            }
            return a;
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            return c.contains(new Collections.UnmodifiableMap.UnmodifiableEntrySet.UnmodifiableEntry<>((Map.Entry<?, ?>) o));
        }

        public boolean containsAll(Collection<?> coll) {
            for (Object e : coll) {
                if (!contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Set<?> s = (Set<?>) o;
            return s.size() == c.size() && containsAll(s);
        }
    }

    static class UEntry<K, V> implements Map.Entry<K, V> {
        private final Map.Entry<? extends K, ? extends V> e;

        UEntry(Map.Entry<? extends K, ? extends V> e) {
            this.e = Objects.requireNonNull(e);
        }

        public K getKey() {
            return e.getKey();
        }

        public V getValue() {
            return e.getValue();
        }

        public V setValue(V value) {
            throw uoe();
        }

        public int hashCode() {
            return e.hashCode();
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> t = (Map.Entry<?, ?>) o;
            return Objects.equals(e.getKey(), t.getKey()) && Objects.equals(e.getValue(), t.getValue());
        }

        public String toString() {
            return e.toString();
        }
    }

    static class USortedMap<K, V> extends UMap<K, V> implements SortedMap<K, V> {
        private static final long serialVersionUID = -8806743815996713206L;
        private final SortedMap<K, ? extends V> sm;

        USortedMap(SortedMap<K, ? extends V> m) {
            super(m);
            sm = m;
        }

        public Comparator<? super K> comparator() {
            return sm.comparator();
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return new Collections.UnmodifiableSortedMap<>(sm.subMap(fromKey, toKey));
        }

        public SortedMap<K, V> headMap(K toKey) {
            return new Collections.UnmodifiableSortedMap<>(sm.headMap(toKey));
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return new Collections.UnmodifiableSortedMap<>(sm.tailMap(fromKey));
        }

        public K firstKey() {
            return sm.firstKey();
        }

        public K lastKey() {
            return sm.lastKey();
        }
    }

    static class UNavigableMap<K, V> extends USortedMap<K, V> implements NavigableMap<K, V> {
        private static final long serialVersionUID = -4858195264774772197L;
        private final NavigableMap<K, ? extends V> nm;

        UNavigableMap(NavigableMap<K, ? extends V> m) {
            super(m);
            nm = m;
        }

        private static <K, V> Map.Entry<K, V> wrap(Map.Entry<K, ? extends V> e) {
            return e == null ? null : new Collections.UnmodifiableMap.UnmodifiableEntrySet.UnmodifiableEntry<>(e);
        }

        public K lowerKey(K key) {
            return nm.lowerKey(key);
        }

        public K floorKey(K key) {
            return nm.floorKey(key);
        }

        public K ceilingKey(K key) {
            return nm.ceilingKey(key);
        }

        public K higherKey(K key) {
            return nm.higherKey(key);
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            return wrap(nm.lowerEntry(key));
        }

        public Map.Entry<K, V> floorEntry(K key) {
            return wrap(nm.floorEntry(key));
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            return wrap(nm.ceilingEntry(key));
        }

        public Map.Entry<K, V> higherEntry(K key) {
            return wrap(nm.higherEntry(key));
        }

        public Map.Entry<K, V> firstEntry() {
            return wrap(nm.firstEntry());
        }

        public Map.Entry<K, V> lastEntry() {
            return wrap(nm.lastEntry());
        }

        public Map.Entry<K, V> pollFirstEntry() {
            throw uoe();
        }

        public Map.Entry<K, V> pollLastEntry() {
            throw uoe();
        }

        public NavigableMap<K, V> descendingMap() {
            return new Collections.UnmodifiableNavigableMap<>(nm.descendingMap());
        }

        public NavigableSet<K> navigableKeySet() {
            return navigableSet(nm.navigableKeySet());
        }

        public NavigableSet<K> descendingKeySet() {
            return navigableSet(nm.descendingKeySet());
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            return new Collections.UnmodifiableNavigableMap<>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            return new Collections.UnmodifiableNavigableMap<>(nm.headMap(toKey, inclusive));
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            return new Collections.UnmodifiableNavigableMap<>(nm.tailMap(fromKey, inclusive));
        }
    }
}
