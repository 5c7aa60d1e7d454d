package java.util;

import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** The empty, singleton and nCopies collections of {@link Collections}, immutable as in the JDK. */
final class SmallCollections {
    private SmallCollections() {}

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    /** Serves as iterator, list iterator and enumeration; Collections names one subclass for each. */
    static class EmptyIteratorImpl<E> implements ListIterator<E>, Enumeration<E> {

        public boolean hasNext() {
            return false;
        }

        public E next() {
            throw new NoSuchElementException();
        }

        public boolean hasPrevious() {
            return false;
        }

        public E previous() {
            throw new NoSuchElementException();
        }

        public int nextIndex() {
            return 0;
        }

        public int previousIndex() {
            return -1;
        }

        public void remove() {
            throw new IllegalStateException();
        }

        public void set(E e) {
            throw new IllegalStateException();
        }

        public void add(E e) {
            throw uoe();
        }

        public boolean hasMoreElements() {
            return false;
        }

        public E nextElement() {
            throw new NoSuchElementException();
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
        }
    }

    static class EmptySetImpl<E> extends AbstractSet<E> {
        /** Deserialization gives back the one instance (not private: Collections' subclass inherits it). */
        Object readResolve() {
            return Collections.EMPTY_SET;
        }

        public Iterator<E> iterator() {
            return Collections.emptyIterator();
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean contains(Object obj) {
            return false;
        }

        public boolean containsAll(Collection<?> c) {
            return c.isEmpty();
        }

        public Object[] toArray() {
            return new Object[0];
        }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0) {
                a[0] = null;
            }
            return a;
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
        }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            return false;
        }

        public int hashCode() {
            return 0;
        }
    }

    static class EmptyListImpl<E> extends AbstractList<E> implements RandomAccess {
        /** Deserialization gives back the one instance (not private: Collections' subclass inherits it). */
        Object readResolve() {
            return Collections.EMPTY_LIST;
        }

        public Iterator<E> iterator() {
            return Collections.emptyIterator();
        }

        public ListIterator<E> listIterator() {
            return Collections.emptyListIterator();
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean contains(Object obj) {
            return false;
        }

        public boolean containsAll(Collection<?> c) {
            return c.isEmpty();
        }

        public Object[] toArray() {
            return new Object[0];
        }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0) {
                a[0] = null;
            }
            return a;
        }

        public E get(int index) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }

        public boolean equals(Object o) {
            return (o instanceof List) && ((List<?>) o).isEmpty();
        }

        public int hashCode() {
            return 1;
        }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            return false;
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
        }

        public void sort(Comparator<? super E> c) {
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
        }
    }

    static class EmptyMapImpl<K, V> extends AbstractMap<K, V> {
        /** Deserialization gives back the one instance (not private: Collections' subclass inherits it). */
        Object readResolve() {
            return Collections.EMPTY_MAP;
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean containsKey(Object key) {
            return false;
        }

        public boolean containsValue(Object value) {
            return false;
        }

        public V get(Object key) {
            return null;
        }

        public Set<K> keySet() {
            return Collections.emptySet();
        }

        public Collection<V> values() {
            return Collections.emptySet();
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return Collections.emptySet();
        }

        public boolean equals(Object o) {
            return (o instanceof Map) && ((Map<?, ?>) o).isEmpty();
        }

        public int hashCode() {
            return 0;
        }

        public V getOrDefault(Object k, V defaultValue) {
            return defaultValue;
        }

        public void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
            Objects.requireNonNull(action);
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            Objects.requireNonNull(function);
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

    static <E> Iterator<E> singletonIterator(final E e) {
        return new Iterator<E>() {
            private boolean hasNext = true;

            public boolean hasNext() {
                return hasNext;
            }

            public E next() {
                if (hasNext) {
                    hasNext = false;
                    return e;
                }
                throw new NoSuchElementException();
            }

            public void remove() {
                throw uoe();
            }

            public void forEachRemaining(Consumer<? super E> action) {
                Objects.requireNonNull(action);
                if (hasNext) {
                    hasNext = false;
                    action.accept(e);
                }
            }
        };
    }

    static class SingletonSetImpl<E> extends AbstractSet<E> implements java.io.Serializable {
        private static final long serialVersionUID = 3193687207550431679L;
        private final E element;

        SingletonSetImpl(E e) {
            element = e;
        }

        public Iterator<E> iterator() {
            return singletonIterator(element);
        }

        public int size() {
            return 1;
        }

        public boolean contains(Object o) {
            return Objects.equals(o, element);
        }

        public void forEach(Consumer<? super E> action) {
            action.accept(element);
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public int hashCode() {
            return Objects.hashCode(element);
        }
    }

    static class SingletonListImpl<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = 3093736618740652951L;
        private final E element;

        SingletonListImpl(E obj) {
            element = obj;
        }

        public Iterator<E> iterator() {
            return singletonIterator(element);
        }

        public int size() {
            return 1;
        }

        public boolean contains(Object obj) {
            return Objects.equals(obj, element);
        }

        public E get(int index) {
            if (index != 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: 1");
            }
            return element;
        }

        public void forEach(Consumer<? super E> action) {
            action.accept(element);
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
        }

        public int hashCode() {
            return 31 + Objects.hashCode(element);
        }
    }

    static class SingletonMapImpl<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = -6979724477215052911L;
        private final K k;
        private final V v;

        SingletonMapImpl(K key, V value) {
            k = key;
            v = value;
        }

        public int size() {
            return 1;
        }

        public boolean isEmpty() {
            return false;
        }

        public boolean containsKey(Object key) {
            return Objects.equals(key, k);
        }

        public boolean containsValue(Object value) {
            return Objects.equals(value, v);
        }

        public V get(Object key) {
            return Objects.equals(key, k) ? v : null;
        }

        public Set<K> keySet() {
            return Collections.singleton(k);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return Collections.<Map.Entry<K, V>>singleton(new AbstractMap.SimpleImmutableEntry<>(k, v));
        }

        public Collection<V> values() {
            return Collections.singleton(v);
        }

        public V getOrDefault(Object key, V defaultValue) {
            return Objects.equals(key, k) ? v : defaultValue;
        }

        public void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
            action.accept(k, v);
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

        public int hashCode() {
            return Objects.hashCode(k) ^ Objects.hashCode(v);
        }
    }

    static class CopiesListImpl<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = 2739099268398711800L;
        final int n;
        final E element;

        CopiesListImpl(int n, E e) {
            this.n = n;
            element = e;
        }

        public int size() {
            return n;
        }

        public boolean contains(Object obj) {
            return n != 0 && Objects.equals(obj, element);
        }

        public int indexOf(Object o) {
            return contains(o) ? 0 : -1;
        }

        public int lastIndexOf(Object o) {
            return contains(o) ? n - 1 : -1;
        }

        public E get(int index) {
            if (index < 0 || index >= n) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
            }
            return element;
        }

        public Object[] toArray() {
            Object[] a = new Object[n];
            if (element != null) {
                Arrays.fill(a, 0, n, element);
            }
            return a;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            subListRangeCheck(fromIndex, toIndex, n);
            return new Collections.CopiesList<>(toIndex - fromIndex, element);
        }

        /** The List.hashCode formula, without building an iterator. */
        public int hashCode() {
            int elementHash = element == null ? 0 : element.hashCode();
            int h = 1;
            for (int i = 0; i < n; i++) {
                h = 31 * h + elementHash;
            }
            return h;
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (o instanceof CopiesListImpl) {
                CopiesListImpl<?> other = (CopiesListImpl<?>) o;
                return n == other.n && (n == 0 || Objects.equals(element, other.element));
            }
            return super.equals(o);
        }
    }

    static class SetFromMapImpl<E> extends AbstractSet<E> implements Set<E>, java.io.Serializable {
        private static final long serialVersionUID = 2454657854757543876L;
        private final Map<E, Boolean> m;
        private final Set<E> s;

        SetFromMapImpl(Map<E, Boolean> map) {
            if (!map.isEmpty()) {
                throw new IllegalArgumentException("Map is non-empty");
            }
            m = map;
            s = map.keySet();
        }

        public void clear() {
            m.clear();
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public boolean add(E e) {
            return m.put(e, Boolean.TRUE) == null;
        }

        public Iterator<E> iterator() {
            return s.iterator();
        }

        public Object[] toArray() {
            return s.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return s.toArray(a);
        }

        public String toString() {
            return s.toString();
        }

        public int hashCode() {
            return s.hashCode();
        }

        public boolean equals(Object o) {
            return o == this || s.equals(o);
        }

        public boolean containsAll(Collection<?> c) {
            return s.containsAll(c);
        }

        public boolean removeAll(Collection<?> c) {
            return s.removeAll(c);
        }

        public boolean retainAll(Collection<?> c) {
            return s.retainAll(c);
        }
    }

    static class AsLifoQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
        private static final long serialVersionUID = 1802017725587941708L;
        private final Deque<E> q;

        AsLifoQueue(Deque<E> q) {
            this.q = q;
        }

        public boolean add(E e) {
            q.addFirst(e);
            return true;
        }

        public boolean offer(E e) {
            return q.offerFirst(e);
        }

        public E poll() {
            return q.pollFirst();
        }

        public E remove() {
            return q.removeFirst();
        }

        public E peek() {
            return q.peekFirst();
        }

        public E element() {
            return q.getFirst();
        }

        public void clear() {
            q.clear();
        }

        public int size() {
            return q.size();
        }

        public boolean isEmpty() {
            return q.isEmpty();
        }

        public boolean contains(Object o) {
            return q.contains(o);
        }

        public boolean remove(Object o) {
            return q.remove(o);
        }

        public Iterator<E> iterator() {
            return q.iterator();
        }

        public Object[] toArray() {
            return q.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return q.toArray(a);
        }

        public String toString() {
            return q.toString();
        }
    }
}
