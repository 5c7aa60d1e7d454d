package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A red-black tree ({@link RedBlack}) ordered by the keys' natural order or a
 * comparator. Sub-map views are in {@link TreeSubMap}, key sets in
 * {@link TreeKeySet}. Null keys need a comparator that accepts them.
 */
public class TreeMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 919286545866124006L;

    private final Comparator<? super K> comparator;
    transient Entry<K, V> root;
    private transient int size = 0;
    transient int modCount = 0;
    private transient Set<Map.Entry<K, V>> entrySet;
    private transient TreeKeySet<K> navigableKeySet;
    private transient NavigableMap<K, V> descendingMap;

    static final class Entry<K, V> implements Map.Entry<K, V> {
        K key;
        V value;
        Entry<K, V> left;
        Entry<K, V> right;
        Entry<K, V> parent;
        boolean color = RedBlack.BLACK;

        Entry(K key, V value, Entry<K, V> parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            return o instanceof Map.Entry && AbstractMap.entryEquals(this, (Map.Entry<?, ?>) o);
        }

        public int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    public TreeMap() {
        comparator = null;
    }

    public TreeMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    public TreeMap(Map<? extends K, ? extends V> m) {
        comparator = null;
        putAll(m);
    }

    public TreeMap(SortedMap<K, ? extends V> m) {
        comparator = m.comparator();
        putAll(m);
    }

    public int size() {
        return size;
    }

    public boolean containsKey(Object key) {
        return getEntry(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Entry<K, V> e = getFirstEntry(); e != null; e = RedBlack.successor(e)) {
            if (Objects.equals(value, e.value)) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        Entry<K, V> p = getEntry(key);
        return p == null ? null : p.value;
    }

    public Comparator<? super K> comparator() {
        return comparator;
    }

    public K firstKey() {
        return key(getFirstEntry());
    }

    public K lastKey() {
        return key(getLastEntry());
    }

    public void putAll(Map<? extends K, ? extends V> map) {
        for (Map.Entry<? extends K, ? extends V> e : map.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    final Entry<K, V> getEntry(Object key) {
        Comparator<? super K> cpr = comparator;
        Entry<K, V> p = root;
        if (cpr != null) {
            K k = (K) key;
            while (p != null) {
                int cmp = cpr.compare(k, p.key);
                if (cmp < 0) {
                    p = p.left;
                } else if (cmp > 0) {
                    p = p.right;
                } else {
                    return p;
                }
            }
            return null;
        }
        Objects.requireNonNull(key);
        Comparable<? super K> k = (Comparable<? super K>) key;
        while (p != null) {
            int cmp = k.compareTo(p.key);
            if (cmp < 0) {
                p = p.left;
            } else if (cmp > 0) {
                p = p.right;
            } else {
                return p;
            }
        }
        return null;
    }

    final Entry<K, V> getCeilingEntry(K key) {
        return RedBlack.ceiling(this, key);
    }

    final Entry<K, V> getFloorEntry(K key) {
        return RedBlack.floor(this, key);
    }

    final Entry<K, V> getHigherEntry(K key) {
        return RedBlack.higher(this, key);
    }

    final Entry<K, V> getLowerEntry(K key) {
        return RedBlack.lower(this, key);
    }

    public V put(K key, V value) {
        return put(key, value, true);
    }

    public V putIfAbsent(K key, V value) {
        return put(key, value, false);
    }

    /** Where a key is, or would be inserted: the entry found, else the parent and side. */
    private final class Position {
        Entry<K, V> found;
        Entry<K, V> parent;
        int cmp;

        @SuppressWarnings("unchecked")
        Position(K key) {
            Entry<K, V> t = root;
            Comparator<? super K> cpr = comparator;
            Comparable<? super K> k = null;
            if (cpr == null) {
                k = (Comparable<? super K>) Objects.requireNonNull(key);
            }
            while (t != null) {
                parent = t;
                cmp = cpr != null ? cpr.compare(key, t.key) : k.compareTo(t.key);
                if (cmp < 0) {
                    t = t.left;
                } else if (cmp > 0) {
                    t = t.right;
                } else {
                    found = t;
                    return;
                }
            }
        }

        void insert(K key, V value) {
            Entry<K, V> e = new Entry<>(key, value, parent);
            if (cmp < 0) {
                parent.left = e;
            } else {
                parent.right = e;
            }
            RedBlack.fixAfterInsertion(TreeMap.this, e);
            size++;
            modCount++;
        }
    }

    private V put(K key, V value, boolean replaceOld) {
        if (root == null) {
            addEntryToEmptyMap(key, value);
            return null;
        }
        Position pos = new Position(key);
        if (pos.found != null) {
            V oldValue = pos.found.value;
            if (replaceOld || oldValue == null) {
                pos.found.value = value;
            }
            return oldValue;
        }
        pos.insert(key, value);
        return null;
    }

    /** compare(key, key) first: a key of the wrong type (or a null one) fails even in an empty map. */
    private void addEntryToEmptyMap(K key, V value) {
        compare(key, key);
        root = new Entry<>(key, value, null);
        size = 1;
        modCount++;
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        if (root == null) {
            V newValue = callWithCheck(() -> mappingFunction.apply(key));
            if (newValue != null) {
                addEntryToEmptyMap(key, newValue);
            }
            return newValue;
        }
        Position pos = new Position(key);
        if (pos.found != null) {
            if (pos.found.value == null) {
                pos.found.value = callWithCheck(() -> mappingFunction.apply(key));
            }
            return pos.found.value;
        }
        V newValue = callWithCheck(() -> mappingFunction.apply(key));
        if (newValue != null) {
            pos.insert(key, newValue);
        }
        return newValue;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Entry<K, V> oldEntry = getEntry(key);
        if (oldEntry != null && oldEntry.value != null) {
            return remapValue(oldEntry, callWithCheck(() -> remappingFunction.apply(key, oldEntry.value)));
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        if (root == null) {
            V newValue = callWithCheck(() -> remappingFunction.apply(key, null));
            if (newValue != null) {
                addEntryToEmptyMap(key, newValue);
            }
            return newValue;
        }
        Position pos = new Position(key);
        if (pos.found != null) {
            Entry<K, V> t = pos.found;
            return remapValue(t, callWithCheck(() -> remappingFunction.apply(key, t.value)));
        }
        V newValue = callWithCheck(() -> remappingFunction.apply(key, null));
        if (newValue != null) {
            pos.insert(key, newValue);
        }
        return newValue;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Objects.requireNonNull(value);
        if (root == null) {
            addEntryToEmptyMap(key, value);
            return value;
        }
        Position pos = new Position(key);
        if (pos.found == null) {
            pos.insert(key, value);
            return value;
        }
        Entry<K, V> t = pos.found;
        if (t.value == null) {
            t.value = value;
            return value;
        }
        return remapValue(t, callWithCheck(() -> remappingFunction.apply(t.value, value)));
    }

    /** Runs a user function; ConcurrentModificationException if it changed the map's structure. */
    private V callWithCheck(Supplier<? extends V> call) {
        int mc = modCount;
        V newValue = call.get();
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        return newValue;
    }

    private V remapValue(Entry<K, V> t, V newValue) {
        if (newValue == null) {
            deleteEntry(t);
            return null;
        }
        t.value = newValue;
        return newValue;
    }

    public V remove(Object key) {
        Entry<K, V> p = getEntry(key);
        if (p == null) {
            return null;
        }
        V oldValue = p.value;
        deleteEntry(p);
        return oldValue;
    }

    final void deleteEntry(Entry<K, V> p) {
        modCount++;
        size--;
        RedBlack.deleteEntry(this, p);
    }

    public void clear() {
        modCount++;
        size = 0;
        root = null;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        TreeMap<K, V> clone;
        try {
            clone = (TreeMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        clone.root = null;
        clone.size = 0;
        clone.modCount = 0;
        clone.entrySet = null;
        clone.navigableKeySet = null;
        clone.descendingMap = null;
        clone.putAll(this);
        return clone;
    }

    public Map.Entry<K, V> firstEntry() {
        return exportEntry(getFirstEntry());
    }

    public Map.Entry<K, V> lastEntry() {
        return exportEntry(getLastEntry());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        Entry<K, V> p = getFirstEntry();
        Map.Entry<K, V> result = exportEntry(p);
        if (p != null) {
            deleteEntry(p);
        }
        return result;
    }

    public Map.Entry<K, V> pollLastEntry() {
        Entry<K, V> p = getLastEntry();
        Map.Entry<K, V> result = exportEntry(p);
        if (p != null) {
            deleteEntry(p);
        }
        return result;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return exportEntry(getLowerEntry(key));
    }

    public K lowerKey(K key) {
        return keyOrNull(getLowerEntry(key));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return exportEntry(getFloorEntry(key));
    }

    public K floorKey(K key) {
        return keyOrNull(getFloorEntry(key));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return exportEntry(getCeilingEntry(key));
    }

    public K ceilingKey(K key) {
        return keyOrNull(getCeilingEntry(key));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return exportEntry(getHigherEntry(key));
    }

    public K higherKey(K key) {
        return keyOrNull(getHigherEntry(key));
    }

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> navigableKeySet() {
        TreeKeySet<K> nks = navigableKeySet;
        return (nks != null) ? nks : (navigableKeySet = new KeySet<>(this));
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        Collection<V> vs = valuesView;
        if (vs == null) {
            vs = new Values();
            valuesView = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        return (es != null) ? es : (entrySet = new EntrySet());
    }

    public NavigableMap<K, V> descendingMap() {
        NavigableMap<K, V> km = descendingMap;
        return (km != null) ? km : (descendingMap = new DescendingSubMap<>(this, true, null, true, true, null, true));
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        return new AscendingSubMap<>(this, false, fromKey, fromInclusive, false, toKey, toInclusive);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        return new AscendingSubMap<>(this, true, null, true, false, toKey, inclusive);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        return new AscendingSubMap<>(this, false, fromKey, inclusive, true, null, true);
    }

    public SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Entry<K, V> p = getEntry(key);
        if (p != null && Objects.equals(oldValue, p.value)) {
            p.value = newValue;
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Entry<K, V> p = getEntry(key);
        if (p != null) {
            V oldValue = p.value;
            p.value = value;
            return oldValue;
        }
        return null;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        for (Entry<K, V> e = getFirstEntry(); e != null; e = RedBlack.successor(e)) {
            action.accept(e.key, e.value);
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        for (Entry<K, V> e = getFirstEntry(); e != null; e = RedBlack.successor(e)) {
            e.value = function.apply(e.key, e.value);
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    final class Values extends AbstractCollection<V> {
        public Iterator<V> iterator() {
            return new ValueIterator(getFirstEntry());
        }

        public int size() {
            return TreeMap.this.size();
        }

        public boolean contains(Object o) {
            return TreeMap.this.containsValue(o);
        }

        public boolean remove(Object o) {
            for (Entry<K, V> e = getFirstEntry(); e != null; e = RedBlack.successor(e)) {
                if (Objects.equals(e.getValue(), o)) {
                    deleteEntry(e);
                    return true;
                }
            }
            return false;
        }

        public void clear() {
            TreeMap.this.clear();
        }
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator(getFirstEntry());
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Entry<K, V> p = getEntry(entry.getKey());
            return p != null && Objects.equals(p.getValue(), entry.getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Entry<K, V> p = getEntry(entry.getKey());
            if (p != null && Objects.equals(p.getValue(), entry.getValue())) {
                deleteEntry(p);
                return true;
            }
            return false;
        }

        public int size() {
            return TreeMap.this.size();
        }

        public void clear() {
            TreeMap.this.clear();
        }
    }

    Iterator<K> keyIterator() {
        return new KeyIterator(getFirstEntry());
    }

    Iterator<K> descendingKeyIterator() {
        return new PrivateEntryIterator<K>(getLastEntry()) {
            public K next() {
                return prevEntry().key;
            }

            public void remove() {
                removeDescending();
            }
        };
    }

    /** Walks successors (or predecessors); fails fast on changes not made through it. */
    // Named as the JDK names them (programs print the iterators' classes).
    final class KeyIterator extends PrivateEntryIterator<K> {
        KeyIterator(Entry<K, V> first) {
            super(first);
        }

        public K next() {
            return nextEntry().key;
        }
    }

    final class ValueIterator extends PrivateEntryIterator<V> {
        ValueIterator(Entry<K, V> first) {
            super(first);
        }

        public V next() {
            return nextEntry().value;
        }
    }

    final class EntryIterator extends PrivateEntryIterator<Map.Entry<K, V>> {
        EntryIterator(Entry<K, V> first) {
            super(first);
        }

        public Map.Entry<K, V> next() {
            return nextEntry();
        }
    }

    abstract class PrivateEntryIterator<T> implements Iterator<T> {
        Entry<K, V> next;
        Entry<K, V> lastReturned;
        int expectedModCount;

        PrivateEntryIterator(Entry<K, V> first) {
            expectedModCount = modCount;
            lastReturned = null;
            next = first;
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Entry<K, V> nextEntry() {
            Entry<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            next = RedBlack.successor(e);
            lastReturned = e;
            return e;
        }

        final Entry<K, V> prevEntry() {
            Entry<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            next = RedBlack.predecessor(e);
            lastReturned = e;
            return e;
        }

        /** A node with two children takes its successor's contents on deletion: continue from it. */
        public void remove() {
            checkRemovable();
            if (lastReturned.left != null && lastReturned.right != null) {
                next = lastReturned;
            }
            deleteEntry(lastReturned);
            expectedModCount = modCount;
            lastReturned = null;
        }

        final void removeDescending() {
            checkRemovable();
            deleteEntry(lastReturned);
            lastReturned = null;
            expectedModCount = modCount;
        }

        private void checkRemovable() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    final int compare(Object k1, Object k2) {
        return comparator == null ? ((Comparable) k1).compareTo(k2) : comparator.compare((K) k1, (K) k2);
    }

    /** What firstEntry() and friends hand out: a snapshot whose setValue is unsupported. */
    static <K, V> Map.Entry<K, V> exportEntry(TreeMap.Entry<K, V> e) {
        return (e == null) ? null : new AbstractMap.SimpleImmutableEntry<>(e);
    }

    static <K, V> K keyOrNull(TreeMap.Entry<K, V> e) {
        return (e == null) ? null : e.key;
    }

    static <K> K key(Entry<K, ?> e) {
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e.key;
    }

    final Entry<K, V> getFirstEntry() {
        Entry<K, V> p = root;
        if (p != null) {
            while (p.left != null) {
                p = p.left;
            }
        }
        return p;
    }

    final Entry<K, V> getLastEntry() {
        Entry<K, V> p = root;
        if (p != null) {
            while (p.right != null) {
                p = p.right;
            }
        }
        return p;
    }

    // Serialized form (the JDK's): the comparator, the size, then each key
    // and value in ascending order.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        for (Map.Entry<K, V> e : entrySet()) {
            s.writeObject(e.getKey());
            s.writeObject(e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int count = s.readInt();
        for (int i = 0; i < count; i++) {
            K key = (K) s.readObject();
            put(key, (V) s.readObject());
        }
    }

    // The key-set and sub-map views carry the JDK's names; their code is in TreeKeySet and TreeSubMap.
    static final class KeySet<E> extends TreeKeySet<E> {
        KeySet(NavigableMap<E, ?> map) {
            super(map);
        }
    }

    static final class AscendingSubMap<K, V> extends TreeSubMap.Ascending<K, V> {
        private static final long serialVersionUID = 912986545866124060L;

        AscendingSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi, boolean hiInclusive) {
            super(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
        }
    }

    static final class DescendingSubMap<K, V> extends TreeSubMap.Descending<K, V> {
        private static final long serialVersionUID = 912986545866120460L;

        DescendingSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi, boolean hiInclusive) {
            super(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
        }
    }
}
