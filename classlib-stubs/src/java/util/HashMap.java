package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A hash table with the JDK's observable layout, so that iteration orders
 * match HotSpot: hashes spread as h ^ (h >>> 16), power-of-two tables
 * allocated lazily, new nodes appended to their bin by put (but prepended by
 * compute/merge), bins split in order on resize, and bins of 9+ nodes turned
 * into red-black trees ({@link HashTreeNode}) once the table has 64 buckets.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 362498820763181265L;

    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;
    /** A bin reaching this many nodes beyond its first becomes a tree. */
    static final int TREEIFY_THRESHOLD = 8;
    /** A tree bin split down to this many nodes becomes a list again. */
    static final int UNTREEIFY_THRESHOLD = 6;
    /** Below this table size a long bin makes the table grow instead of becoming a tree. */
    static final int MIN_TREEIFY_CAPACITY = 64;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return value;
        }

        public final String toString() {
            return key + "=" + value;
        }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final V setValue(V newValue) {
            V oldValue = value;
            value = newValue;
            return oldValue;
        }

        public final boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
        }
    }

    static final int hash(Object key) {
        int h;
        return (key == null) ? 0 : (h = key.hashCode()) ^ (h >>> 16);
    }

    /** The smallest power of two >= cap (1 for cap <= 1), capped at MAXIMUM_CAPACITY. */
    static final int tableSizeFor(int cap) {
        int n = -1 >>> Integer.numberOfLeadingZeros(cap - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    transient Node<K, V>[] table;
    transient Set<Map.Entry<K, V>> entrySet;
    transient Set<K> keySet;
    transient Collection<V> values;
    transient int size;
    transient int modCount;
    /** Resize when size exceeds this; before the table exists it holds the initial capacity (0 = default). */
    int threshold;
    final float loadFactor;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        }
        if (initialCapacity > MAXIMUM_CAPACITY) {
            initialCapacity = MAXIMUM_CAPACITY;
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public HashMap() {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
        putMapEntries(m, false);
    }

    /** Presizes an empty table for m (or grows an existing one until m alone would fit), then puts every entry. */
    final void putMapEntries(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s <= 0) {
            return;
        }
        if (table == null) {
            float ft = ((float) s / loadFactor) + 1.0F;
            int t = ((ft < (float) MAXIMUM_CAPACITY) ? (int) ft : MAXIMUM_CAPACITY);
            if (t > threshold) {
                threshold = tableSizeFor(t);
            }
        } else {
            while (s > threshold && table.length < MAXIMUM_CAPACITY) {
                resize();
            }
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            K key = e.getKey();
            putVal(hash(key), key, e.getValue(), false, evict);
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V> e = getNode(key);
        return e == null ? null : e.value;
    }

    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = hash(key);
        Node<K, V> first = tab[(tab.length - 1) & h];
        if (first == null) {
            return null;
        }
        if (first.hash == h && sameKey(first.key, key)) {
            return first;
        }
        Node<K, V> e = first.next;
        if (e == null) {
            return null;
        }
        if (first instanceof HashTreeNode) {
            return ((HashTreeNode<K, V>) first).getTreeNode(h, key);
        }
        do {
            if (e.hash == h && sameKey(e.key, key)) {
                return e;
            }
        } while ((e = e.next) != null);
        return null;
    }

    static boolean sameKey(Object k, Object key) {
        return k == key || (key != null && key.equals(k));
    }

    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public V put(K key, V value) {
        return putVal(hash(key), key, value, false, true);
    }

    final V putVal(int hash, K key, V value, boolean onlyIfAbsent, boolean evict) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            tab = resize();
        }
        int i = (tab.length - 1) & hash;
        Node<K, V> p = tab[i];
        Node<K, V> e;
        if (p == null) {
            tab[i] = newNode(hash, key, value, null);
            e = null;
        } else if (p.hash == hash && sameKey(p.key, key)) {
            e = p;
        } else if (p instanceof HashTreeNode) {
            e = ((HashTreeNode<K, V>) p).putTreeVal(this, tab, hash, key, value);
        } else {
            for (int binCount = 0;; ++binCount) {
                if ((e = p.next) == null) {
                    p.next = newNode(hash, key, value, null);
                    if (binCount >= TREEIFY_THRESHOLD - 1) {
                        treeifyBin(tab, hash);
                    }
                    break;
                }
                if (e.hash == hash && sameKey(e.key, key)) {
                    break;
                }
                p = e;
            }
        }
        if (e != null) {
            V oldValue = e.value;
            if (!onlyIfAbsent || oldValue == null) {
                e.value = value;
            }
            afterNodeAccess(e);
            return oldValue;
        }
        ++modCount;
        if (++size > threshold) {
            resize();
        }
        afterNodeInsertion(evict);
        return null;
    }

    /** Allocates the first table or doubles it, splitting each bin into its low and high halves in order. */
    final Node<K, V>[] resize() {
        Node<K, V>[] oldTab = table;
        int oldCap = (oldTab == null) ? 0 : oldTab.length;
        int oldThr = threshold;
        int newCap;
        int newThr = 0;
        if (oldCap > 0) {
            if (oldCap >= MAXIMUM_CAPACITY) {
                threshold = Integer.MAX_VALUE;
                return oldTab;
            }
            newCap = oldCap << 1;
            if (newCap < MAXIMUM_CAPACITY && oldCap >= DEFAULT_INITIAL_CAPACITY) {
                newThr = oldThr << 1;
            }
        } else if (oldThr > 0) {
            newCap = oldThr;
        } else {
            newCap = DEFAULT_INITIAL_CAPACITY;
            newThr = (int) (DEFAULT_LOAD_FACTOR * DEFAULT_INITIAL_CAPACITY);
        }
        if (newThr == 0) {
            float ft = (float) newCap * loadFactor;
            newThr = (newCap < MAXIMUM_CAPACITY && ft < (float) MAXIMUM_CAPACITY ? (int) ft : Integer.MAX_VALUE);
        }
        threshold = newThr;
        @SuppressWarnings("unchecked")
        Node<K, V>[] newTab = (Node<K, V>[]) new Node[newCap];
        table = newTab;
        if (oldTab != null) {
            for (int j = 0; j < oldCap; ++j) {
                Node<K, V> e = oldTab[j];
                if (e == null) {
                    continue;
                }
                oldTab[j] = null;
                if (e.next == null) {
                    newTab[e.hash & (newCap - 1)] = e;
                } else if (e instanceof HashTreeNode) {
                    ((HashTreeNode<K, V>) e).split(this, newTab, j, oldCap);
                } else {
                    splitList(e, newTab, j, oldCap);
                }
            }
        }
        return newTab;
    }

    private static <K, V> void splitList(Node<K, V> e, Node<K, V>[] newTab, int j, int oldCap) {
        Node<K, V> loHead = null;
        Node<K, V> loTail = null;
        Node<K, V> hiHead = null;
        Node<K, V> hiTail = null;
        for (Node<K, V> next; e != null; e = next) {
            next = e.next;
            if ((e.hash & oldCap) == 0) {
                if (loTail == null) {
                    loHead = e;
                } else {
                    loTail.next = e;
                }
                loTail = e;
            } else {
                if (hiTail == null) {
                    hiHead = e;
                } else {
                    hiTail.next = e;
                }
                hiTail = e;
            }
        }
        if (loTail != null) {
            loTail.next = null;
            newTab[j] = loHead;
        }
        if (hiTail != null) {
            hiTail.next = null;
            newTab[j + oldCap] = hiHead;
        }
    }

    /** Turns the bin holding hash into a tree, or grows the table while it is small. */
    final void treeifyBin(Node<K, V>[] tab, int hash) {
        int n;
        if (tab == null || (n = tab.length) < MIN_TREEIFY_CAPACITY) {
            resize();
            return;
        }
        int index = (n - 1) & hash;
        Node<K, V> e = tab[index];
        if (e == null) {
            return;
        }
        HashTreeNode<K, V> hd = null;
        HashTreeNode<K, V> tl = null;
        do {
            HashTreeNode<K, V> p = replacementTreeNode(e, null);
            if (tl == null) {
                hd = p;
            } else {
                p.prev = tl;
                tl.next = p;
            }
            tl = p;
        } while ((e = e.next) != null);
        tab[index] = hd;
        hd.treeify(tab);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false, true);
        return e == null ? null : e.value;
    }

    /**
     * Unlinks the node for key (only if its value equals value when matchValue).
     * Iterators pass movable = false so that a tree bin keeps its shape and order.
     */
    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue, boolean movable) {
        Node<K, V>[] tab = table;
        int n;
        int index;
        Node<K, V> p;
        if (tab == null || (n = tab.length) == 0 || (p = tab[index = (n - 1) & hash]) == null) {
            return null;
        }
        Node<K, V> node = null;
        if (p.hash == hash && sameKey(p.key, key)) {
            node = p;
        } else if (p.next != null) {
            if (p instanceof HashTreeNode) {
                node = ((HashTreeNode<K, V>) p).getTreeNode(hash, key);
            } else {
                for (Node<K, V> e = p.next; e != null; p = e, e = e.next) {
                    if (e.hash == hash && sameKey(e.key, key)) {
                        node = e;
                        break;
                    }
                }
            }
        }
        if (node == null || (matchValue && !Objects.equals(value, node.value))) {
            return null;
        }
        if (node instanceof HashTreeNode) {
            ((HashTreeNode<K, V>) node).removeTreeNode(this, tab, movable);
        } else if (node == p) {
            tab[index] = node.next;
        } else {
            p.next = node.next;
        }
        ++modCount;
        --size;
        afterNodeRemoval(node);
        return node;
    }

    public void clear() {
        Node<K, V>[] tab = table;
        modCount++;
        if (tab != null && size > 0) {
            size = 0;
            for (int i = 0; i < tab.length; ++i) {
                tab[i] = null;
            }
        }
    }

    public boolean containsValue(Object value) {
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            for (Node<K, V> e : tab) {
                for (; e != null; e = e.next) {
                    if (Objects.equals(value, e.value)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            keySet = ks = new KeySet<>(this);
        }
        return ks;
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            values = vs = new Values<>(this);
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            entrySet = es = new EntrySet<>(this);
        }
        return es;
    }

    /** Visits every node in table order; ConcurrentModificationException afterwards if the map changed. */
    void forEachNode(Consumer<Node<K, V>> action) {
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (Node<K, V> e : tab) {
                for (; e != null; e = e.next) {
                    action.accept(e);
                }
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return e == null ? defaultValue : e.value;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return removeNode(hash(key), key, value, true, true) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> e = getNode(key);
        if (e != null && Objects.equals(e.value, oldValue)) {
            e.value = newValue;
            afterNodeAccess(e);
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e == null) {
            return null;
        }
        V oldValue = e.value;
        e.value = value;
        afterNodeAccess(e);
        return oldValue;
    }

    /**
     * Where compute-style operations insert. Unlike put, they grow the table
     * before looking (when already over the threshold) and put a new node at
     * the head of its bin, as the JDK does.
     */
    private final class Slot {
        final int hash;
        final Node<K, V>[] tab;
        final int index;
        final Node<K, V> first;
        Node<K, V> old;
        HashTreeNode<K, V> tree;
        int binCount;

        Slot(Object key) {
            hash = hash(key);
            Node<K, V>[] t = table;
            if (size > threshold || t == null || t.length == 0) {
                t = resize();
            }
            tab = t;
            index = (t.length - 1) & hash;
            first = t[index];
            if (first instanceof HashTreeNode) {
                tree = (HashTreeNode<K, V>) first;
                old = tree.getTreeNode(hash, key);
            } else {
                for (Node<K, V> e = first; e != null; e = e.next) {
                    if (e.hash == hash && sameKey(e.key, key)) {
                        old = e;
                        break;
                    }
                    ++binCount;
                }
            }
        }

        void insert(K key, V value) {
            if (tree != null) {
                tree.putTreeVal(HashMap.this, tab, hash, key, value);
            } else {
                tab[index] = newNode(hash, key, value, first);
                if (binCount >= TREEIFY_THRESHOLD - 1) {
                    treeifyBin(tab, hash);
                }
            }
            ++size;
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        Slot slot = new Slot(key);
        Node<K, V> old = slot.old;
        if (old != null && old.value != null) {
            afterNodeAccess(old);
            return old.value;
        }
        int mc = modCount;
        V v = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (v == null) {
            return null;
        }
        if (old != null) {
            old.value = v;
            afterNodeAccess(old);
            return v;
        }
        slot.insert(key, v);
        modCount = mc + 1;
        afterNodeInsertion(true);
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = getNode(key);
        if (e == null || e.value == null) {
            return null;
        }
        int mc = modCount;
        V v = remappingFunction.apply(key, e.value);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (v != null) {
            e.value = v;
            afterNodeAccess(e);
            return v;
        }
        removeNode(hash(key), key, null, false, true);
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Slot slot = new Slot(key);
        Node<K, V> old = slot.old;
        V oldValue = old == null ? null : old.value;
        int mc = modCount;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (old != null) {
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(slot.hash, key, null, false, true);
            }
        } else if (v != null) {
            slot.insert(key, v);
            modCount = mc + 1;
            afterNodeInsertion(true);
        }
        return v;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Slot slot = new Slot(key);
        Node<K, V> old = slot.old;
        if (old == null) {
            slot.insert(key, value);
            ++modCount;
            afterNodeInsertion(true);
            return value;
        }
        V v;
        if (old.value != null) {
            int mc = modCount;
            v = remappingFunction.apply(old.value, value);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
        } else {
            v = value;
        }
        if (v != null) {
            old.value = v;
            afterNodeAccess(old);
        } else {
            removeNode(slot.hash, key, null, false, true);
        }
        return v;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        forEachNode(e -> action.accept(e.key, e.value));
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        forEachNode(e -> e.value = function.apply(e.key, e.value));
    }

    /** A shallow copy, rebuilt (and so possibly resized) the way the JDK rebuilds it. */
    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> result;
        try {
            result = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        result.reinitialize();
        result.putMapEntries(this, false);
        return result;
    }

    /** The number of buckets, or what the table will have when it is made. */
    final int capacity() {
        return table != null ? table.length : threshold > 0 ? threshold : DEFAULT_INITIAL_CAPACITY;
    }

    /** Resets a clone to the state of a fresh map. */
    void reinitialize() {
        table = null;
        entrySet = null;
        keySet = null;
        values = null;
        modCount = 0;
        threshold = 0;
        size = 0;
    }

    // Node factories and callbacks that LinkedHashMap overrides to keep its linked order.

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<>(hash, key, value, next);
    }

    Node<K, V> replacementNode(Node<K, V> p, Node<K, V> next) {
        return new Node<>(p.hash, p.key, p.value, next);
    }

    HashTreeNode<K, V> newTreeNode(int hash, K key, V value, Node<K, V> next) {
        return new HashTreeNode<>(hash, key, value, next);
    }

    HashTreeNode<K, V> replacementTreeNode(Node<K, V> p, Node<K, V> next) {
        return new HashTreeNode<>(p.hash, p.key, p.value, next);
    }

    void afterNodeAccess(Node<K, V> p) {
    }

    void afterNodeInsertion(boolean evict) {
    }

    void afterNodeRemoval(Node<K, V> p) {
    }

    // Serialized form (the JDK's): threshold and loadFactor, the number of
    // buckets, the number of mappings, then each key and value in iteration
    // order. Reading sizes the table for the mappings as the JDK does (the
    // smallest power of two above size / loadFactor, at least 16), so a copy
    // iterates in the same order as a map read by HotSpot.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(capacity());
        s.writeInt(size);
        for (Map.Entry<K, V> e : entrySet()) {
            s.writeObject(e.getKey());
            s.writeObject(e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        reinitialize();
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new java.io.InvalidObjectException("Illegal load factor: " + loadFactor);
        }
        s.readInt();
        int mappings = s.readInt();
        if (mappings < 0) {
            throw new java.io.InvalidObjectException("Illegal mappings count: " + mappings);
        }
        if (mappings == 0) {
            return;
        }
        float usedLoadFactor = Math.min(Math.max(0.25f, loadFactor), 4.0f);
        float wanted = mappings / usedLoadFactor + 1.0f;
        int capacity = wanted < DEFAULT_INITIAL_CAPACITY ? DEFAULT_INITIAL_CAPACITY
                : wanted >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) wanted);
        float newThreshold = capacity * usedLoadFactor;
        threshold = capacity < MAXIMUM_CAPACITY && newThreshold < MAXIMUM_CAPACITY ? (int) newThreshold : Integer.MAX_VALUE;
        table = (Node<K, V>[]) new Node[capacity];
        for (int i = 0; i < mappings; i++) {
            K key = (K) s.readObject();
            V value = (V) s.readObject();
            putVal(hash(key), key, value, false, false);
        }
    }

    // The views and their iterators carry the JDK's names (programs print getClass().getName());
    // their code is in HashMapViews.
    static final class KeySet<K, V> extends HashMapViews.KeySet<K, V> { KeySet(HashMap<K, V> m) { super(m); } }
    static final class Values<K, V> extends HashMapViews.Values<K, V> { Values(HashMap<K, V> m) { super(m); } }
    static final class EntrySet<K, V> extends HashMapViews.EntrySet<K, V> { EntrySet(HashMap<K, V> m) { super(m); } }
    static final class KeyIterator<K, V> extends HashMapViews.KeyIterator<K, V> { KeyIterator(HashMap<K, V> m) { super(m); } }
    static final class ValueIterator<K, V> extends HashMapViews.ValueIterator<K, V> { ValueIterator(HashMap<K, V> m) { super(m); } }
    static final class EntryIterator<K, V> extends HashMapViews.EntryIterator<K, V> { EntryIterator(HashMap<K, V> m) { super(m); } }
}
