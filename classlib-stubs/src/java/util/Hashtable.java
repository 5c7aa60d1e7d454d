package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The synchronized legacy hash table, laid out like the JDK's so that its
 * orders match: bucket = (hash & 0x7FFFFFFF) % length, new entries at the
 * head of their bucket, capacity 11 growing to 2n + 1, iteration from the last
 * bucket down (but forEach from the first bucket up, as in the JDK). Neither
 * keys nor values may be null.
 */
public class Hashtable<K, V> extends Dictionary<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1421746759512286392L;
    private static final int MAX_ARRAY_SIZE = Integer.MAX_VALUE - 8;

    private transient Entry<?, ?>[] table;
    private transient int count;
    private int threshold;
    private final float loadFactor;
    private transient int modCount = 0;
    private transient Set<K> keySet;
    private transient Set<Map.Entry<K, V>> entrySet;
    private transient Collection<V> values;
    /** Set while hashCode runs: a table that contains itself hashes as if it were empty there. */
    private transient boolean hashing;

    private static final class Entry<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Entry<K, V> next;

        Entry(int hash, K key, V value, Entry<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return (key == null ? e.getKey() == null : key.equals(e.getKey()))
                    && (value == null ? e.getValue() == null : value.equals(e.getValue()));
        }

        public int hashCode() {
            return hash ^ Objects.hashCode(value);
        }

        public String toString() {
            return key.toString() + "=" + value.toString();
        }
    }

    public Hashtable(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal Load: " + loadFactor);
        }
        if (initialCapacity == 0) {
            initialCapacity = 1;
        }
        this.loadFactor = loadFactor;
        table = new Entry<?, ?>[initialCapacity];
        threshold = (int) Math.min(initialCapacity * loadFactor, MAX_ARRAY_SIZE + 1);
    }

    public Hashtable(int initialCapacity) {
        this(initialCapacity, 0.75f);
    }

    public Hashtable() {
        this(11, 0.75f);
    }

    public Hashtable(Map<? extends K, ? extends V> t) {
        this(Math.max(2 * t.size(), 11), 0.75f);
        putAll(t);
    }

    private static int indexFor(int hash, int length) {
        return (hash & 0x7FFFFFFF) % length;
    }

    public synchronized int size() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public synchronized Enumeration<K> keys() {
        return this.<K>enumerator(e -> e.key);
    }

    public synchronized Enumeration<V> elements() {
        return this.<V>enumerator(e -> e.value);
    }

    public synchronized boolean contains(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Entry<?, ?>[] tab = table;
        for (int i = tab.length; i-- > 0;) {
            for (Entry<?, ?> e = tab[i]; e != null; e = e.next) {
                if (e.value.equals(value)) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean containsValue(Object value) {
        return contains(value);
    }

    public synchronized boolean containsKey(Object key) {
        return getEntry(key) != null;
    }

    @SuppressWarnings("unchecked")
    private Entry<K, V> getEntry(Object key) {
        Entry<?, ?>[] tab = table;
        int hash = key.hashCode();
        for (Entry<?, ?> e = tab[indexFor(hash, tab.length)]; e != null; e = e.next) {
            if ((e.hash == hash) && e.key.equals(key)) {
                return (Entry<K, V>) e;
            }
        }
        return null;
    }

    public synchronized V get(Object key) {
        Entry<K, V> e = getEntry(key);
        return e == null ? null : e.value;
    }

    /** Grows to 2n + 1 buckets, relinking from the last old bucket down, each at the head of its new bucket. */
    @SuppressWarnings("unchecked")
    protected void rehash() {
        int oldCapacity = table.length;
        Entry<?, ?>[] oldMap = table;
        int newCapacity = (oldCapacity << 1) + 1;
        if (newCapacity - MAX_ARRAY_SIZE > 0) {
            if (oldCapacity == MAX_ARRAY_SIZE) {
                return;
            }
            newCapacity = MAX_ARRAY_SIZE;
        }
        Entry<?, ?>[] newMap = new Entry<?, ?>[newCapacity];
        modCount++;
        threshold = (int) Math.min(newCapacity * loadFactor, MAX_ARRAY_SIZE + 1);
        table = newMap;
        for (int i = oldCapacity; i-- > 0;) {
            for (Entry<K, V> old = (Entry<K, V>) oldMap[i]; old != null;) {
                Entry<K, V> e = old;
                old = old.next;
                int index = indexFor(e.hash, newCapacity);
                e.next = (Entry<K, V>) newMap[index];
                newMap[index] = e;
            }
        }
    }

    /** Grows first if full, then links the new entry at the head of its bucket. */
    @SuppressWarnings("unchecked")
    private void addEntry(int hash, K key, V value, int index) {
        Entry<?, ?>[] tab = table;
        if (count >= threshold) {
            rehash();
            tab = table;
            hash = key.hashCode();
            index = indexFor(hash, tab.length);
        }
        Entry<K, V> e = (Entry<K, V>) tab[index];
        tab[index] = new Entry<>(hash, key, value, e);
        count++;
        modCount++;
    }

    public synchronized V put(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Entry<K, V> entry = getEntry(key);
        if (entry != null) {
            V old = entry.value;
            entry.value = value;
            return old;
        }
        int hash = key.hashCode();
        addEntry(hash, key, value, indexFor(hash, table.length));
        return null;
    }

    public synchronized V remove(Object key) {
        Entry<K, V> e = removeEntry(key, null, false);
        return e == null ? null : e.value;
    }

    /** Unlinks key's entry (only if its value equals value when matchValue). */
    @SuppressWarnings("unchecked")
    private Entry<K, V> removeEntry(Object key, Object value, boolean matchValue) {
        Entry<?, ?>[] tab = table;
        int hash = key.hashCode();
        int index = indexFor(hash, tab.length);
        Entry<K, V> e = (Entry<K, V>) tab[index];
        for (Entry<K, V> prev = null; e != null; prev = e, e = e.next) {
            if ((e.hash == hash) && e.key.equals(key)) {
                if (matchValue && !e.value.equals(value)) {
                    return null;
                }
                if (prev != null) {
                    prev.next = e.next;
                } else {
                    tab[index] = e.next;
                }
                modCount++;
                count--;
                e.next = null;
                return e;
            }
        }
        return null;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> t) {
        for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public synchronized void clear() {
        Entry<?, ?>[] tab = table;
        for (int index = tab.length; --index >= 0;) {
            tab[index] = null;
        }
        modCount++;
        count = 0;
    }

    @SuppressWarnings("unchecked")
    public synchronized Object clone() {
        try {
            Hashtable<K, V> t = (Hashtable<K, V>) super.clone();
            t.table = new Entry<?, ?>[table.length];
            for (int i = table.length; i-- > 0;) {
                t.table[i] = copyChain((Entry<K, V>) table[i]);
            }
            t.keySet = null;
            t.entrySet = null;
            t.values = null;
            t.modCount = 0;
            return t;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    private static <K, V> Entry<K, V> copyChain(Entry<K, V> e) {
        return e == null ? null : new Entry<>(e.hash, e.key, e.value, copyChain(e.next));
    }

    /** "{k=v, ...}" in iteration order; the table itself prints as "(this Map)". */
    public synchronized String toString() {
        int max = size() - 1;
        if (max == -1) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder();
        Iterator<Map.Entry<K, V>> it = entrySet().iterator();
        sb.append('{');
        for (int i = 0;; i++) {
            Map.Entry<K, V> e = it.next();
            K key = e.getKey();
            V value = e.getValue();
            sb.append(key == this ? "(this Map)" : key.toString());
            sb.append('=');
            sb.append(value == this ? "(this Map)" : value.toString());
            if (i == max) {
                return sb.append('}').toString();
            }
            sb.append(", ");
        }
    }

    private <T> Enumeration<T> enumerator(Function<Entry<K, V>, T> project) {
        TableWalker<T> w = new TableWalker<>(project);
        return new Enumeration<T>() {
            public boolean hasMoreElements() {
                return w.hasNext();
            }

            public T nextElement() {
                return w.nextElementNoCheck();
            }
        };
    }

    /** Walks the buckets from the last down, each chain from its head. */
    private final class TableWalker<T> implements Iterator<T> {
        private final Entry<?, ?>[] tab = table;
        private int index = tab.length;
        private Entry<?, ?> entry;
        private Entry<?, ?> lastReturned;
        private int expectedModCount = modCount;
        private final Function<Entry<K, V>, T> project;

        TableWalker(Function<Entry<K, V>, T> project) {
            this.project = project;
        }

        public boolean hasNext() {
            Entry<?, ?> e = entry;
            int i = index;
            while (e == null && i > 0) {
                e = tab[--i];
            }
            entry = e;
            index = i;
            return e != null;
        }

        @SuppressWarnings("unchecked")
        T nextElementNoCheck() {
            if (!hasNext()) {
                throw new NoSuchElementException("Hashtable Enumerator");
            }
            Entry<?, ?> e = lastReturned = entry;
            entry = e.next;
            return project.apply((Entry<K, V>) e);
        }

        public T next() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            return nextElementNoCheck();
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException("Hashtable Enumerator");
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            synchronized (Hashtable.this) {
                removeEntry(lastReturned.key, null, false);
                expectedModCount++;
                lastReturned = null;
            }
        }
    }

    public Set<K> keySet() {
        if (keySet == null) {
            keySet = new Collections.SynchronizedSet<>(new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    return new TableWalker<>(e -> e.key);
                }

                public int size() {
                    return count;
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    return Hashtable.this.remove(o) != null;
                }

                public void clear() {
                    Hashtable.this.clear();
                }
            }, this);
        }
        return keySet;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        if (entrySet == null) {
            entrySet = new Collections.SynchronizedSet<>(new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new TableWalker<>(e -> e);
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                    Entry<K, V> e = getEntry(entry.getKey());
                    return e != null && e.equals(entry);
                }

                public boolean remove(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                    return removeEntry(entry.getKey(), entry.getValue(), true) != null;
                }

                public int size() {
                    return count;
                }

                public void clear() {
                    Hashtable.this.clear();
                }
            }, this);
        }
        return entrySet;
    }

    public Collection<V> values() {
        if (values == null) {
            values = new Collections.SynchronizedCollection<>(new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new TableWalker<>(e -> e.value);
                }

                public int size() {
                    return count;
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public void clear() {
                    Hashtable.this.clear();
                }
            }, this);
        }
        return values;
    }

    public synchronized boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> t = (Map<?, ?>) o;
        if (t.size() != size()) {
            return false;
        }
        try {
            for (Map.Entry<K, V> e : entrySet()) {
                K key = e.getKey();
                V value = e.getValue();
                if (value == null) {
                    if (!(t.get(key) == null && t.containsKey(key))) {
                        return false;
                    }
                } else if (!value.equals(t.get(key))) {
                    return false;
                }
            }
        } catch (ClassCastException | NullPointerException unused) {
            return false;
        }
        return true;
    }

    public synchronized int hashCode() {
        int h = 0;
        if (count == 0 || hashing) {
            return h;
        }
        hashing = true;
        try {
            for (Entry<?, ?> entry : table) {
                for (; entry != null; entry = entry.next) {
                    h += entry.hashCode();
                }
            }
        } finally {
            hashing = false;
        }
        return h;
    }

    public synchronized V getOrDefault(Object key, V defaultValue) {
        V result = get(key);
        return (null == result) ? defaultValue : result;
    }

    @SuppressWarnings("unchecked")
    public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        for (Entry<?, ?> entry : table) {
            for (; entry != null; entry = entry.next) {
                action.accept((K) entry.key, (V) entry.value);
                if (expectedModCount != modCount) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    public synchronized void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        for (Entry<?, ?> e : table) {
            for (Entry<K, V> entry = (Entry<K, V>) e; entry != null; entry = entry.next) {
                entry.value = Objects.requireNonNull(function.apply(entry.key, entry.value));
                if (expectedModCount != modCount) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    public synchronized V putIfAbsent(K key, V value) {
        Objects.requireNonNull(value);
        Entry<K, V> entry = getEntry(key);
        if (entry != null) {
            V old = entry.value;
            if (old == null) {
                entry.value = value;
            }
            return old;
        }
        int hash = key.hashCode();
        addEntry(hash, key, value, indexFor(hash, table.length));
        return null;
    }

    public synchronized boolean remove(Object key, Object value) {
        Objects.requireNonNull(value);
        return removeEntry(key, value, true) != null;
    }

    public synchronized boolean replace(K key, V oldValue, V newValue) {
        Objects.requireNonNull(oldValue);
        Objects.requireNonNull(newValue);
        Entry<K, V> e = getEntry(key);
        if (e != null && e.value.equals(oldValue)) {
            e.value = newValue;
            return true;
        }
        return false;
    }

    public synchronized V replace(K key, V value) {
        Objects.requireNonNull(value);
        Entry<K, V> e = getEntry(key);
        if (e == null) {
            return null;
        }
        V oldValue = e.value;
        e.value = value;
        return oldValue;
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        Entry<K, V> e = getEntry(key);
        if (e != null) {
            return e.value;
        }
        int mc = modCount;
        V newValue = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (newValue != null) {
            int hash = key.hashCode();
            addEntry(hash, key, newValue, indexFor(hash, table.length));
        }
        return newValue;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Entry<K, V> e = getEntry(key);
        if (e == null) {
            return null;
        }
        int mc = modCount;
        V newValue = remappingFunction.apply(key, e.value);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (newValue == null) {
            removeEntry(key, null, false);
        } else {
            e.value = newValue;
        }
        return newValue;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Entry<K, V> e = getEntry(key);
        int mc = modCount;
        V newValue = remappingFunction.apply(key, e == null ? null : e.value);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (e != null) {
            if (newValue == null) {
                removeEntry(key, null, false);
            } else {
                e.value = newValue;
            }
        } else if (newValue != null) {
            int hash = key.hashCode();
            addEntry(hash, key, newValue, indexFor(hash, table.length));
        }
        return newValue;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Entry<K, V> e = getEntry(key);
        if (e == null) {
            int hash = key.hashCode();
            addEntry(hash, key, Objects.requireNonNull(value), indexFor(hash, table.length));
            return value;
        }
        int mc = modCount;
        V newValue = remappingFunction.apply(e.value, value);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (newValue == null) {
            removeEntry(key, null, false);
        } else {
            e.value = newValue;
        }
        return newValue;
    }

    // Serialized form (the JDK's): threshold and loadFactor, the table
    // length, the count, then the entries (the last bucket's first). Reading
    // sizes the table as the JDK does (5% + 3 above count / loadFactor, odd,
    // at most the original length) and links each entry at the head of its
    // bucket without growing, so the copy iterates as HotSpot's would.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        ArrayList<Entry<?, ?>> entries = new ArrayList<>();
        synchronized (this) {
            s.defaultWriteObject();
            s.writeInt(table.length);
            s.writeInt(count);
            for (Entry<?, ?> bucket : table) {
                for (Entry<?, ?> e = bucket; e != null; e = e.next) {
                    entries.add(e);
                }
            }
        }
        for (int i = entries.size() - 1; i >= 0; i--) {
            s.writeObject(entries.get(i).key);
            s.writeObject(entries.get(i).value);
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new java.io.StreamCorruptedException("Illegal load factor: " + loadFactor);
        }
        int originalLength = s.readInt();
        int elements = s.readInt();
        if (elements < 0) {
            throw new java.io.StreamCorruptedException("Illegal # of Elements: " + elements);
        }
        originalLength = Math.max(originalLength, (int) (elements / loadFactor) + 1);
        int length = (int) ((elements + elements / 20) / loadFactor) + 3;
        if (length > elements && (length & 1) == 0) {
            length--;
        }
        length = Math.min(length, originalLength);
        if (length < 0) {
            length = originalLength;
        }
        table = new Entry<?, ?>[length];
        threshold = (int) Math.min(length * loadFactor, MAX_ARRAY_SIZE + 1);
        count = 0;
        for (int i = 0; i < elements; i++) {
            K key = (K) s.readObject();
            V value = (V) s.readObject();
            if (key == null || value == null) {
                throw new java.io.StreamCorruptedException();
            }
            int hash = key.hashCode();
            int index = indexFor(hash, table.length);
            for (Entry<?, ?> e = table[index]; e != null; e = e.next) {
                if (e.hash == hash && e.key.equals(key)) {
                    throw new java.io.StreamCorruptedException();
                }
            }
            table[index] = new Entry<>(hash, key, value, (Entry<K, V>) table[index]);
            count++;
        }
    }
}
