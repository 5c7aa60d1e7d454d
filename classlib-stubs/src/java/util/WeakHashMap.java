package java.util;

import java.lang.ref.WeakReference;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * A hash map whose keys are held weakly: once a key is no longer strongly
 * reachable the collector clears the entry's reference, and the entry
 * disappears from the map.
 *
 * Cleared entries are found by looking rather than through a
 * ReferenceQueue (the Reference Handler enqueues only after the collection,
 * on its own thread; looking sees a collection's effect at once, so a
 * program printing size() after System.gc() gets a steady answer): every
 * operation that walks a bucket unlinks the cleared entries it meets, and
 * the operations whose answer depends on all entries (size, isEmpty,
 * iteration, resizing) first sweep the whole table. A cleared entry can
 * never match a live key, so get/containsKey need no sweep.
 *
 * The table, hash spreading, growth and iteration order (last bucket first,
 * newest entry first within a bucket) follow the JDK, so programs see the
 * same order as on HotSpot.
 */
public class WeakHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V> {
    private static final int DEFAULT_INITIAL_CAPACITY = 16;
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final float DEFAULT_LOAD_FACTOR = 0.75f;
    /** Stands for the null key, which is held strongly (it can never be collected). */
    private static final Object NULL_KEY = new Object();

    private Entry<K, V>[] table;
    private int size;
    private int threshold;
    private final float loadFactor;
    /** Structural modifications, for the iterators' fail-fast check. */
    int modCount;

    private transient Set<Map.Entry<K, V>> entrySet;

    @SuppressWarnings("unchecked")
    private Entry<K, V>[] newTable(int n) {
        return (Entry<K, V>[]) new Entry<?, ?>[n];
    }

    public WeakHashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Initial Capacity: " + initialCapacity);
        }
        if (initialCapacity > MAXIMUM_CAPACITY) {
            initialCapacity = MAXIMUM_CAPACITY;
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal Load factor: " + loadFactor);
        }
        int capacity = 1;
        while (capacity < initialCapacity) {
            capacity <<= 1;
        }
        table = newTable(capacity);
        this.loadFactor = loadFactor;
        threshold = (int) (capacity * loadFactor);
    }

    public WeakHashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public WeakHashMap() {
        this(DEFAULT_INITIAL_CAPACITY, DEFAULT_LOAD_FACTOR);
    }

    public WeakHashMap(Map<? extends K, ? extends V> m) {
        this(Math.max((int) (m.size() / DEFAULT_LOAD_FACTOR) + 1, DEFAULT_INITIAL_CAPACITY), DEFAULT_LOAD_FACTOR);
        putAll(m);
    }

    private static Object maskNull(Object key) {
        return key == null ? NULL_KEY : key;
    }

    @SuppressWarnings("unchecked")
    static <K> K unmaskNull(Object key) {
        return key == NULL_KEY ? null : (K) key;
    }

    /** The JDK's supplemental hash, which guards against hash codes that differ only in high bits. */
    private static int hash(Object k) {
        int h = k.hashCode();
        h ^= (h >>> 20) ^ (h >>> 12);
        return h ^ (h >>> 7) ^ (h >>> 4);
    }

    private static int indexFor(int h, int length) {
        return h & (length - 1);
    }

    private static boolean keyMatches(Entry<?, ?> e, int h, Object maskedKey) {
        if (e.hash != h) {
            return false;
        }
        Object k = e.get();
        return k == maskedKey || (k != null && maskedKey.equals(k));
    }

    /** Unlinks every entry whose key was collected. */
    private void expungeStaleEntries() {
        Entry<K, V>[] tab = table;
        for (int i = 0; i < tab.length; i++) {
            tab[i] = withoutStale(tab[i]);
        }
    }

    /** The chain starting at head less its cleared entries (their values are dropped so they can be collected). */
    private Entry<K, V> withoutStale(Entry<K, V> head) {
        Entry<K, V> first = head;
        while (first != null && first.get() == null) {
            first.value = null;
            size--;
            first = first.next;
        }
        for (Entry<K, V> e = first; e != null;) {
            Entry<K, V> next = e.next;
            if (next != null && next.get() == null) {
                next.value = null;
                size--;
                e.next = next.next;
            } else {
                e = next;
            }
        }
        return first;
    }

    public int size() {
        if (size == 0) {
            return 0;
        }
        expungeStaleEntries();
        return size;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public V get(Object key) {
        Object k = maskNull(key);
        int h = hash(k);
        for (Entry<K, V> e = table[indexFor(h, table.length)]; e != null; e = e.next) {
            if (keyMatches(e, h, k)) {
                return e.value;
            }
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return getEntry(key) != null;
    }

    Entry<K, V> getEntry(Object key) {
        Object k = maskNull(key);
        int h = hash(k);
        for (Entry<K, V> e = table[indexFor(h, table.length)]; e != null; e = e.next) {
            if (keyMatches(e, h, k)) {
                return e;
            }
        }
        return null;
    }

    public V put(K key, V value) {
        Object k = maskNull(key);
        int h = hash(k);
        int i = indexFor(h, table.length);
        table[i] = withoutStale(table[i]);
        for (Entry<K, V> e = table[i]; e != null; e = e.next) {
            if (keyMatches(e, h, k)) {
                V oldValue = e.value;
                if (value != oldValue) {
                    e.value = value;
                }
                return oldValue;
            }
        }
        modCount++;
        table[i] = new Entry<>(k, value, h, table[i]);
        if (++size >= threshold) {
            resize(table.length * 2);
        }
        return null;
    }

    /**
     * Moves the entries into a table of newCapacity buckets. If sweeping out
     * cleared entries brought the size well below the threshold, keeps the
     * old table, as the JDK does.
     */
    private void resize(int newCapacity) {
        Entry<K, V>[] oldTable = table;
        if (oldTable.length == MAXIMUM_CAPACITY) {
            threshold = Integer.MAX_VALUE;
            return;
        }
        expungeStaleEntries();
        Entry<K, V>[] newTable = newTable(newCapacity);
        transfer(oldTable, newTable);
        table = newTable;
        if (size >= threshold / 2) {
            threshold = (int) (newCapacity * loadFactor);
        } else {
            transfer(newTable, oldTable);
            table = oldTable;
        }
    }

    /** Relinks every entry of src at the head of its bucket in dest (so a chain's order is reversed). */
    private void transfer(Entry<K, V>[] src, Entry<K, V>[] dest) {
        for (int j = 0; j < src.length; j++) {
            Entry<K, V> e = src[j];
            src[j] = null;
            while (e != null) {
                Entry<K, V> next = e.next;
                int i = indexFor(e.hash, dest.length);
                e.next = dest[i];
                dest[i] = e;
                e = next;
            }
        }
    }

    /** Grows the table once, before adding, when m is large (the JDK's sizing). */
    public void putAll(Map<? extends K, ? extends V> m) {
        int numKeysToBeAdded = m.size();
        if (numKeysToBeAdded == 0) {
            return;
        }
        if (numKeysToBeAdded > threshold) {
            int targetCapacity = (int) (numKeysToBeAdded / loadFactor + 1);
            if (targetCapacity > MAXIMUM_CAPACITY) {
                targetCapacity = MAXIMUM_CAPACITY;
            }
            int newCapacity = table.length;
            while (newCapacity < targetCapacity) {
                newCapacity <<= 1;
            }
            if (newCapacity > table.length) {
                resize(newCapacity);
            }
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public V remove(Object key) {
        Object k = maskNull(key);
        int h = hash(k);
        int i = indexFor(h, table.length);
        table[i] = withoutStale(table[i]);
        Entry<K, V> prev = null;
        for (Entry<K, V> e = table[i]; e != null; prev = e, e = e.next) {
            if (keyMatches(e, h, k)) {
                unlink(i, prev, e);
                return e.value;
            }
        }
        return null;
    }

    private void unlink(int bucket, Entry<K, V> prev, Entry<K, V> e) {
        modCount++;
        size--;
        if (prev == null) {
            table[bucket] = e.next;
        } else {
            prev.next = e.next;
        }
    }

    /** Removes the entry equal to o (key and value), for entrySet().remove. */
    boolean removeMapping(Object o) {
        if (!(o instanceof Map.Entry)) {
            return false;
        }
        Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
        Object k = maskNull(entry.getKey());
        int h = hash(k);
        int i = indexFor(h, table.length);
        Entry<K, V> prev = null;
        for (Entry<K, V> e = table[i]; e != null; prev = e, e = e.next) {
            if (keyMatches(e, h, k) && Objects.equals(e.value, entry.getValue())) {
                unlink(i, prev, e);
                return true;
            }
        }
        return false;
    }

    public void clear() {
        Arrays.fill(table, null);
        modCount++;
        size = 0;
    }

    public boolean containsValue(Object value) {
        expungeStaleEntries();
        Entry<K, V>[] tab = table;
        for (int i = tab.length; i-- > 0;) {
            for (Entry<K, V> e = tab[i]; e != null; e = e.next) {
                if (Objects.equals(value, e.value)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** An entry: the reference to the (masked) key, with the value and the key's hash. */
    private static final class Entry<K, V> extends WeakReference<Object> implements Map.Entry<K, V> {
        V value;
        final int hash;
        Entry<K, V> next;

        Entry(Object key, V value, int hash, Entry<K, V> next) {
            super(key);
            this.value = value;
            this.hash = hash;
            this.next = next;
        }

        public K getKey() {
            return WeakHashMap.unmaskNull(get());
        }

        public V getValue() {
            return value;
        }

        public V setValue(V newValue) {
            V oldValue = value;
            value = newValue;
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(getKey(), e.getKey()) && Objects.equals(getValue(), e.getValue());
        }

        public int hashCode() {
            return Objects.hashCode(getKey()) ^ Objects.hashCode(getValue());
        }

        public String toString() {
            return getKey() + "=" + getValue();
        }
    }

    /**
     * Walks the table from its last bucket down. The next entry's key is held
     * strongly (nextKey) from hasNext() to next(), so it cannot vanish between them.
     */
    private abstract class HashIterator<T> implements Iterator<T> {
        private int index;
        private Entry<K, V> entry;
        private Entry<K, V> lastReturned;
        private int expectedModCount = modCount;
        private Object nextKey;
        private Object currentKey;

        HashIterator() {
            index = isEmpty() ? 0 : table.length;
        }

        public boolean hasNext() {
            Entry<K, V>[] t = table;
            while (nextKey == null) {
                Entry<K, V> e = entry;
                int i = index;
                while (e == null && i > 0) {
                    e = t[--i];
                }
                entry = e;
                index = i;
                if (e == null) {
                    currentKey = null;
                    return false;
                }
                nextKey = e.get(); // a strong reference, or null if just collected (then skip it)
                if (nextKey == null) {
                    entry = entry.next;
                }
            }
            return true;
        }

        Entry<K, V> nextEntry() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (nextKey == null && !hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturned = entry;
            entry = entry.next;
            currentKey = nextKey;
            nextKey = null;
            return lastReturned;
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            WeakHashMap.this.remove(unmaskNull(currentKey));
            expectedModCount = modCount;
            lastReturned = null;
            currentKey = null;
        }
    }

    public Set<K> keySet() {
        Set<K> ks = keySetView;
        if (ks == null) {
            ks = new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    return new HashIterator<K>() {
                        public K next() {
                            return nextEntry().getKey();
                        }
                    };
                }

                public int size() {
                    return WeakHashMap.this.size();
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    if (containsKey(o)) {
                        WeakHashMap.this.remove(o);
                        return true;
                    }
                    return false;
                }

                public void clear() {
                    WeakHashMap.this.clear();
                }
            };
            keySetView = ks;
        }
        return ks;
    }

    public Collection<V> values() {
        Collection<V> vs = valuesView;
        if (vs == null) {
            vs = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new HashIterator<V>() {
                        public V next() {
                            return nextEntry().value;
                        }
                    };
                }

                public int size() {
                    return WeakHashMap.this.size();
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public void clear() {
                    WeakHashMap.this.clear();
                }
            };
            valuesView = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new HashIterator<Map.Entry<K, V>>() {
                        public Map.Entry<K, V> next() {
                            return nextEntry();
                        }
                    };
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Entry<K, V> candidate = getEntry(e.getKey());
                    return candidate != null && candidate.equals(e);
                }

                public boolean remove(Object o) {
                    return removeMapping(o);
                }

                public int size() {
                    return WeakHashMap.this.size();
                }

                public void clear() {
                    WeakHashMap.this.clear();
                }

                /** Copies of the entries, which (unlike the entries) hold their keys strongly. */
                public Object[] toArray() {
                    return snapshot().toArray();
                }

                public <T> T[] toArray(T[] a) {
                    return snapshot().toArray(a);
                }

                private List<Map.Entry<K, V>> snapshot() {
                    List<Map.Entry<K, V>> list = new ArrayList<>(size());
                    for (Map.Entry<K, V> e : this) {
                        list.add(new AbstractMap.SimpleEntry<>(e));
                    }
                    return list;
                }
            };
            entrySet = es;
        }
        return es;
    }

    /** Unlike the iterators, forEach and replaceAll walk the buckets upwards, as the JDK's do. */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        Entry<K, V>[] tab = table;
        for (int i = 0; i < tab.length && expectedModCount == modCount; i++) {
            for (Entry<K, V> e = tab[i]; e != null && expectedModCount == modCount; e = e.next) {
                Object key = e.get();
                if (key != null) {
                    action.accept(WeakHashMap.<K>unmaskNull(key), e.value);
                }
            }
        }
        if (expectedModCount != modCount) {
            throw new ConcurrentModificationException();
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        Entry<K, V>[] tab = table;
        for (int i = 0; i < tab.length && expectedModCount == modCount; i++) {
            for (Entry<K, V> e = tab[i]; e != null && expectedModCount == modCount; e = e.next) {
                Object key = e.get();
                if (key != null) {
                    e.value = function.apply(WeakHashMap.<K>unmaskNull(key), e.value);
                }
            }
        }
        if (expectedModCount != modCount) {
            throw new ConcurrentModificationException();
        }
    }
}
