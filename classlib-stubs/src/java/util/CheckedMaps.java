package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The map views of Collections.checkedMap/SortedMap/NavigableMap: every key
 * and value that goes in (put, the compute family, merge results, entry
 * setValue) is checked against the declared classes first, with the JDK's
 * ClassCastException messages.
 */
final class CheckedMaps {
    private CheckedMaps() {}

    static String badValueMessage(Object value, Class<?> valueType) {
        return "Attempt to insert " + value.getClass() + " value into map with value type " + valueType;
    }

    static class CheckedMapImpl<K, V> implements Map<K, V>, java.io.Serializable {
        private static final long serialVersionUID = 5742860141034234728L;
        private final Map<K, V> m;
        final Class<K> keyType;
        final Class<V> valueType;
        private transient Set<Map.Entry<K, V>> entrySet;

        CheckedMapImpl(Map<K, V> m, Class<K> keyType, Class<V> valueType) {
            this.m = Objects.requireNonNull(m);
            this.keyType = Objects.requireNonNull(keyType);
            this.valueType = Objects.requireNonNull(valueType);
        }

        private void typeCheck(Object key, Object value) {
            if (key != null && !keyType.isInstance(key)) {
                throw new ClassCastException("Attempt to insert " + key.getClass()
                        + " key into map with key type " + keyType);
            }
            if (value != null && !valueType.isInstance(value)) {
                throw new ClassCastException(badValueMessage(value, valueType));
            }
        }

        /** Wraps a remapping function so that what it returns is checked before the map stores it. */
        private BiFunction<? super K, ? super V, ? extends V> checked(
                final BiFunction<? super K, ? super V, ? extends V> func) {
            Objects.requireNonNull(func);
            return (k, v) -> {
                V newValue = func.apply(k, v);
                typeCheck(k, newValue);
                return newValue;
            };
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

        public boolean containsValue(Object v) {
            return m.containsValue(v);
        }

        public V get(Object key) {
            return m.get(key);
        }

        public V remove(Object key) {
            return m.remove(key);
        }

        public void clear() {
            m.clear();
        }

        public Set<K> keySet() {
            return m.keySet();
        }

        public Collection<V> values() {
            return m.values();
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

        public V put(K key, V value) {
            typeCheck(key, value);
            return m.put(key, value);
        }

        /** Checks every entry first, so that a bad one leaves the map unchanged. */
        @SuppressWarnings("unchecked")
        public void putAll(Map<? extends K, ? extends V> t) {
            Map<K, V> checked = new LinkedHashMap<>();
            for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) {
                K k = e.getKey();
                V v = e.getValue();
                typeCheck(k, v);
                checked.put(k, v);
            }
            m.putAll(checked);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null) {
                entrySet = new Collections.CheckedMap.CheckedEntrySet<>(m.entrySet(), valueType);
            }
            return entrySet;
        }

        public V getOrDefault(Object key, V defaultValue) {
            return m.getOrDefault(key, defaultValue);
        }

        public void forEach(BiConsumer<? super K, ? super V> action) {
            m.forEach(action);
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            m.replaceAll(checked(function));
        }

        public V putIfAbsent(K key, V value) {
            typeCheck(key, value);
            return m.putIfAbsent(key, value);
        }

        public boolean remove(Object key, Object value) {
            return m.remove(key, value);
        }

        public boolean replace(K key, V oldValue, V newValue) {
            typeCheck(key, newValue);
            return m.replace(key, oldValue, newValue);
        }

        public V replace(K key, V value) {
            typeCheck(key, value);
            return m.replace(key, value);
        }

        public V computeIfAbsent(K key, final Function<? super K, ? extends V> mappingFunction) {
            Objects.requireNonNull(mappingFunction);
            return m.computeIfAbsent(key, k -> {
                V value = mappingFunction.apply(k);
                typeCheck(k, value);
                return value;
            });
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            return m.computeIfPresent(key, checked(remappingFunction));
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            return m.compute(key, checked(remappingFunction));
        }

        public V merge(K key, V value, final BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            Objects.requireNonNull(remappingFunction);
            return m.merge(key, value, (v1, v2) -> {
                V newValue = remappingFunction.apply(v1, v2);
                typeCheck(null, newValue);
                return newValue;
            });
        }
    }

    /** The entry set of a checked map: its entries check the value given to setValue. */
    static class CheckedEntrySetImpl<K, V> extends AbstractSet<Map.Entry<K, V>> {
        private final Set<Map.Entry<K, V>> s;
        private final Class<V> valueType;

        CheckedEntrySetImpl(Set<Map.Entry<K, V>> s, Class<V> valueType) {
            this.s = s;
            this.valueType = valueType;
        }

        public int size() {
            return s.size();
        }

        public boolean isEmpty() {
            return s.isEmpty();
        }

        public void clear() {
            s.clear();
        }

        public boolean add(Map.Entry<K, V> e) {
            throw new UnsupportedOperationException();
        }

        public boolean addAll(Collection<? extends Map.Entry<K, V>> coll) {
            throw new UnsupportedOperationException();
        }

        public boolean contains(Object o) {
            return s.contains(o);
        }

        public boolean remove(Object o) {
            return s.remove(o);
        }

        public String toString() {
            return s.toString();
        }

        /** Walks our own (checked) entries, so coll.contains sees entries whose setValue is checked. */
        public boolean removeAll(Collection<?> coll) {
            return removeWhere(coll, true);
        }

        public boolean retainAll(Collection<?> coll) {
            return removeWhere(coll, false);
        }

        private boolean removeWhere(Collection<?> coll, boolean removeIfContained) {
            Objects.requireNonNull(coll);
            boolean modified = false;
            for (Iterator<Map.Entry<K, V>> it = iterator(); it.hasNext();) {
                if (coll.contains(it.next()) == removeIfContained) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            final Iterator<Map.Entry<K, V>> i = s.iterator();
            return new Iterator<Map.Entry<K, V>>() {
                public boolean hasNext() {
                    return i.hasNext();
                }

                public Map.Entry<K, V> next() {
                    return checkedEntry(i.next(), valueType);
                }

                public void remove() {
                    i.remove();
                }
            };
        }
    }

    static <K, V> Map.Entry<K, V> checkedEntry(Map.Entry<K, V> e, Class<V> valueType) {
        return e == null ? null : new Collections.CheckedMap.CheckedEntrySet.CheckedEntry<>(e, valueType);
    }

    static class CheckedEntryImpl<K, V> implements Map.Entry<K, V> {
        private final Map.Entry<K, V> e;
        private final Class<V> valueType;

        CheckedEntryImpl(Map.Entry<K, V> e, Class<V> valueType) {
            this.e = Objects.requireNonNull(e);
            this.valueType = Objects.requireNonNull(valueType);
        }

        public K getKey() {
            return e.getKey();
        }

        public V getValue() {
            return e.getValue();
        }

        public int hashCode() {
            return e.hashCode();
        }

        public String toString() {
            return e.toString();
        }

        public V setValue(V value) {
            if (value != null && !valueType.isInstance(value)) {
                throw new ClassCastException(badValueMessage(value, valueType));
            }
            return e.setValue(value);
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> other = (Map.Entry<?, ?>) o;
            return Objects.equals(e.getKey(), other.getKey()) && Objects.equals(e.getValue(), other.getValue());
        }
    }

    static class CheckedSortedMapImpl<K, V> extends CheckedMapImpl<K, V> implements SortedMap<K, V> {
        private static final long serialVersionUID = 1599671320688067438L;
        private final SortedMap<K, V> sm;

        CheckedSortedMapImpl(SortedMap<K, V> m, Class<K> keyType, Class<V> valueType) {
            super(m, keyType, valueType);
            sm = m;
        }

        public Comparator<? super K> comparator() {
            return sm.comparator();
        }

        public K firstKey() {
            return sm.firstKey();
        }

        public K lastKey() {
            return sm.lastKey();
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return new Collections.CheckedSortedMap<>(sm.subMap(fromKey, toKey), keyType, valueType);
        }

        public SortedMap<K, V> headMap(K toKey) {
            return new Collections.CheckedSortedMap<>(sm.headMap(toKey), keyType, valueType);
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return new Collections.CheckedSortedMap<>(sm.tailMap(fromKey), keyType, valueType);
        }
    }

    static class CheckedNavigableMapImpl<K, V> extends CheckedSortedMapImpl<K, V> implements NavigableMap<K, V> {
        private static final long serialVersionUID = -4852462692372534096L;
        private final NavigableMap<K, V> nm;

        CheckedNavigableMapImpl(NavigableMap<K, V> m, Class<K> keyType, Class<V> valueType) {
            super(m, keyType, valueType);
            nm = m;
        }

        private Map.Entry<K, V> wrap(Map.Entry<K, V> e) {
            return checkedEntry(e, valueType);
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            return wrap(nm.lowerEntry(key));
        }

        public K lowerKey(K key) {
            return nm.lowerKey(key);
        }

        public Map.Entry<K, V> floorEntry(K key) {
            return wrap(nm.floorEntry(key));
        }

        public K floorKey(K key) {
            return nm.floorKey(key);
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            return wrap(nm.ceilingEntry(key));
        }

        public K ceilingKey(K key) {
            return nm.ceilingKey(key);
        }

        public Map.Entry<K, V> higherEntry(K key) {
            return wrap(nm.higherEntry(key));
        }

        public K higherKey(K key) {
            return nm.higherKey(key);
        }

        public Map.Entry<K, V> firstEntry() {
            return wrap(nm.firstEntry());
        }

        public Map.Entry<K, V> lastEntry() {
            return wrap(nm.lastEntry());
        }

        public Map.Entry<K, V> pollFirstEntry() {
            return wrap(nm.pollFirstEntry());
        }

        public Map.Entry<K, V> pollLastEntry() {
            return wrap(nm.pollLastEntry());
        }

        public NavigableMap<K, V> descendingMap() {
            return new Collections.CheckedNavigableMap<>(nm.descendingMap(), keyType, valueType);
        }

        public NavigableSet<K> keySet() {
            return navigableKeySet();
        }

        public NavigableSet<K> navigableKeySet() {
            return new Collections.CheckedNavigableSet<>(nm.navigableKeySet(), keyType);
        }

        public NavigableSet<K> descendingKeySet() {
            return new Collections.CheckedNavigableSet<>(nm.descendingKeySet(), keyType);
        }

        public NavigableMap<K, V> subMap(K fromKey, K toKey) {
            return subMap(fromKey, true, toKey, false);
        }

        public NavigableMap<K, V> headMap(K toKey) {
            return headMap(toKey, false);
        }

        public NavigableMap<K, V> tailMap(K fromKey) {
            return tailMap(fromKey, true);
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            return new Collections.CheckedNavigableMap<>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive), keyType, valueType);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            return new Collections.CheckedNavigableMap<>(nm.headMap(toKey, inclusive), keyType, valueType);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            return new Collections.CheckedNavigableMap<>(nm.tailMap(fromKey, inclusive), keyType, valueType);
        }
    }
}
