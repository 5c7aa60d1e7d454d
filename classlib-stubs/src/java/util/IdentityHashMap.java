package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * A map comparing keys (and values, in containsValue and remove(k, v)) with
 * ==. Open addressing in one array: key at 2i, value at 2i + 1, null keys
 * stored as a marker. Laid out like the JDK's, though identity hash codes
 * differ from run to run anyway.
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 8188218128353913216L;
    private static final int DEFAULT_CAPACITY = 32;
    private static final int MINIMUM_CAPACITY = 4;
    private static final int MAXIMUM_CAPACITY = 1 << 29;
    static final Object NULL_KEY = new Object();

    transient Object[] table;
    int size;
    transient int modCount;
    private transient Set<Map.Entry<K, V>> entrySetView;

    public IdentityHashMap() {
        init(DEFAULT_CAPACITY);
    }

    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0) {
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        }
        init(capacity(expectedMaxSize));
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this((int) ((1 + m.size()) * 1.1));
        putAll(m);
    }

    /** A power of two with room for expectedMaxSize at a load of 2/3. */
    private static int capacity(int expectedMaxSize) {
        return (expectedMaxSize > MAXIMUM_CAPACITY / 3) ? MAXIMUM_CAPACITY
                : (expectedMaxSize <= 2 * MINIMUM_CAPACITY / 3) ? MINIMUM_CAPACITY
                : Integer.highestOneBit(expectedMaxSize + (expectedMaxSize << 1));
    }

    private void init(int initCapacity) {
        table = new Object[2 * initCapacity];
    }

    private static Object maskNull(Object key) {
        return (key == null ? NULL_KEY : key);
    }

    @SuppressWarnings("unchecked")
    static <K> K unmaskNull(Object key) {
        return (K) (key == NULL_KEY ? null : key);
    }

    private static int hash(Object x, int length) {
        int h = System.identityHashCode(x);
        return ((h << 1) - (h << 8)) & (length - 1);
    }

    private static int nextKeyIndex(int i, int len) {
        return (i + 2 < len ? i + 2 : 0);
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The key's slot, or -1. */
    private int indexOf(Object key) {
        Object k = maskNull(key);
        Object[] tab = table;
        int len = tab.length;
        int i = hash(k, len);
        while (true) {
            Object item = tab[i];
            if (item == k) {
                return i;
            }
            if (item == null) {
                return -1;
            }
            i = nextKeyIndex(i, len);
        }
    }

    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : (V) table[i + 1];
    }

    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    public boolean containsValue(Object value) {
        Object[] tab = table;
        for (int i = 1; i < tab.length; i += 2) {
            if (tab[i] == value && tab[i - 1] != null) {
                return true;
            }
        }
        return false;
    }

    private boolean containsMapping(Object key, Object value) {
        int i = indexOf(key);
        return i >= 0 && table[i + 1] == value;
    }

    @SuppressWarnings("unchecked")
    public V put(K key, V value) {
        Object k = maskNull(key);
        while (true) {
            Object[] tab = table;
            int len = tab.length;
            int i = hash(k, len);
            for (Object item; (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
                if (item == k) {
                    V oldValue = (V) tab[i + 1];
                    tab[i + 1] = value;
                    return oldValue;
                }
            }
            int s = size + 1;
            if (s + (s << 1) > len && resize(len)) {
                continue;
            }
            modCount++;
            tab[i] = k;
            tab[i + 1] = value;
            size = s;
            return null;
        }
    }

    /** Doubles the table; false when it cannot grow (then one more entry still fits). */
    private boolean resize(int newCapacity) {
        int newLength = newCapacity * 2;
        Object[] oldTable = table;
        int oldLength = oldTable.length;
        if (oldLength == 2 * MAXIMUM_CAPACITY) {
            if (size == MAXIMUM_CAPACITY - 1) {
                throw new IllegalStateException("Capacity exhausted.");
            }
            return false;
        }
        if (oldLength >= newLength) {
            return false;
        }
        Object[] newTable = new Object[newLength];
        for (int j = 0; j < oldLength; j += 2) {
            Object key = oldTable[j];
            if (key != null) {
                Object value = oldTable[j + 1];
                oldTable[j] = null;
                oldTable[j + 1] = null;
                int i = hash(key, newLength);
                while (newTable[i] != null) {
                    i = nextKeyIndex(i, newLength);
                }
                newTable[i] = key;
                newTable[i + 1] = value;
            }
        }
        table = newTable;
        return true;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        int n = m.size();
        if (n == 0) {
            return;
        }
        if (n > size) {
            resize(capacity(n));
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    public V remove(Object key) {
        int i = indexOf(key);
        if (i < 0) {
            return null;
        }
        V oldValue = (V) table[i + 1];
        removeAt(i);
        return oldValue;
    }

    private void removeAt(int i) {
        modCount++;
        size--;
        table[i + 1] = null;
        table[i] = null;
        closeDeletion(i);
    }

    /** Moves later entries of the probe run back into the freed slot, so lookups still find them. */
    private void closeDeletion(int d) {
        Object[] tab = table;
        int len = tab.length;
        Object item;
        for (int i = nextKeyIndex(d, len); (item = tab[i]) != null; i = nextKeyIndex(i, len)) {
            int r = hash(item, len);
            if ((i < r && (r <= d || d <= i)) || (r <= d && d <= i)) {
                tab[d] = item;
                tab[d + 1] = tab[i + 1];
                tab[i] = null;
                tab[i + 1] = null;
                d = i;
            }
        }
    }

    public void clear() {
        modCount++;
        Arrays.fill(table, null);
        size = 0;
    }

    /** Equal to another IdentityHashMap with the same identical mappings, else by the Map contract. */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size) {
                return false;
            }
            Object[] tab = m.table;
            for (int i = 0; i < tab.length; i += 2) {
                Object k = tab[i];
                if (k != null && !containsMapping(unmaskNull(k), tab[i + 1])) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int result = 0;
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            Object key = tab[i];
            if (key != null) {
                result += System.identityHashCode(unmaskNull(key)) ^ System.identityHashCode(tab[i + 1]);
            }
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            IdentityHashMap<K, V> m = (IdentityHashMap<K, V>) super.clone();
            m.entrySetView = null;
            m.table = table.clone();
            return m;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @SuppressWarnings("unchecked")
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        Object[] t = table;
        for (int index = 0; index < t.length; index += 2) {
            Object k = t[index];
            if (k != null) {
                action.accept(unmaskNull(k), (V) t[index + 1]);
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        Object[] t = table;
        for (int index = 0; index < t.length; index += 2) {
            Object k = t[index];
            if (k != null) {
                t[index + 1] = function.apply(unmaskNull(k), (V) t[index + 1]);
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySetView;
        if (es == null) {
            es = entrySetView = new EntrySet();
        }
        return es;
    }

    public Set<K> keySet() {
        Set<K> ks = keySetView;
        if (ks == null) {
            ks = keySetView = new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    return new KeyIterator();
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    int i = indexOf(o);
                    if (i < 0) {
                        return false;
                    }
                    removeAt(i);
                    return true;
                }

                public void clear() {
                    IdentityHashMap.this.clear();
                }

                public int hashCode() {
                    int result = 0;
                    for (K key : this) {
                        result += System.identityHashCode(key);
                    }
                    return result;
                }
            };
        }
        return ks;
    }

    public Collection<V> values() {
        Collection<V> vs = valuesView;
        if (vs == null) {
            vs = valuesView = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new ValueIterator();
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public boolean remove(Object o) {
                    for (Iterator<V> i = iterator(); i.hasNext();) {
                        if (i.next() == o) {
                            i.remove();
                            return true;
                        }
                    }
                    return false;
                }

                public void clear() {
                    IdentityHashMap.this.clear();
                }
            };
        }
        return vs;
    }

    private final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator();
        }

        public boolean contains(Object o) {
            return o instanceof Map.Entry
                    && containsMapping(((Map.Entry<?, ?>) o).getKey(), ((Map.Entry<?, ?>) o).getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            int i = indexOf(e.getKey());
            if (i < 0 || table[i + 1] != e.getValue()) {
                return false;
            }
            removeAt(i);
            return true;
        }

        public int size() {
            return size;
        }

        public void clear() {
            IdentityHashMap.this.clear();
        }
    }

    /** An entry of the map, found again by its key (slots move when other keys are removed). */
    private final class Entry implements Map.Entry<K, V> {
        private final K key;

        Entry(K key) {
            this.key = key;
        }

        public K getKey() {
            return key;
        }

        private int slot() {
            int i = indexOf(key);
            if (i < 0) {
                throw new IllegalStateException("Entry was removed");
            }
            return i;
        }

        @SuppressWarnings("unchecked")
        public V getValue() {
            return (V) table[slot() + 1];
        }

        @SuppressWarnings("unchecked")
        public V setValue(V value) {
            int i = slot();
            V oldValue = (V) table[i + 1];
            table[i + 1] = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return e.getKey() == key && e.getValue() == getValue();
        }

        public int hashCode() {
            return System.identityHashCode(key) ^ System.identityHashCode(getValue());
        }

        public String toString() {
            return key + "=" + getValue();
        }
    }

    /**
     * Walks the slots in table order. Removing closes the gap by moving later
     * entries of a probe run, possibly across the cursor; so the first removal
     * switches the walk to a copy of the table, and keys are removed from the
     * live table by identity.
     */
    // Named as the JDK names them (their toString shows the class).
    private final class KeyIterator extends TableIterator<K> {
        public K next() {
            return nextKey();
        }
    }

    private final class ValueIterator extends TableIterator<V> {
        public V next() {
            return get(nextKey());
        }
    }

    private final class EntryIterator extends TableIterator<Map.Entry<K, V>> {
        public Map.Entry<K, V> next() {
            return new Entry(nextKey());
        }
    }

    private abstract class TableIterator<T> implements Iterator<T> {
        private Object[] traversalTable = table;
        private int index;
        private int lastReturnedIndex = -1;
        private int expectedModCount = modCount;

        public boolean hasNext() {
            Object[] tab = traversalTable;
            while (index < tab.length && tab[index] == null) {
                index += 2;
            }
            return index < tab.length;
        }

        /** The key at the next slot (of the traversal table), unmasked. */
        final K nextKey() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturnedIndex = index;
            index += 2;
            return unmaskNull(traversalTable[lastReturnedIndex]);
        }

        public void remove() {
            if (lastReturnedIndex == -1) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (traversalTable == table) {
                traversalTable = table.clone();
            }
            IdentityHashMap.this.remove(unmaskNull(traversalTable[lastReturnedIndex]));
            lastReturnedIndex = -1;
            expectedModCount = modCount;
        }
    }

    // Serialized form (the JDK's): the size, then each key and value.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        Object[] tab = table;
        for (int i = 0; i < tab.length; i += 2) {
            if (tab[i] != null) {
                s.writeObject(unmaskNull(tab[i]));
                s.writeObject(tab[i + 1]);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        int count = s.readInt();
        if (count < 0) {
            throw new java.io.StreamCorruptedException("Illegal mappings count: " + count);
        }
        init(capacity(count));
        size = 0;
        for (int i = 0; i < count; i++) {
            K key = (K) s.readObject();
            put(key, (V) s.readObject());
        }
    }
}
