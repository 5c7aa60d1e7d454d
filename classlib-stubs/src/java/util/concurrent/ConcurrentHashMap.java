package java.util.concurrent;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A thread-safe hash map without null keys or values. Every operation locks
 * the map (Loupe favours simplicity over scalability here), and iterators are
 * weakly consistent: they never throw ConcurrentModificationException.
 *
 * The table follows the JDK's layout rules so that iteration order matches
 * HotSpot: hashes spread as (h ^ h >>> 16) & 0x7fffffff, growth when the size
 * reaches 3/4 of the table, the JDK's sizing for constructors and putAll, new
 * nodes at the tail of a list bin, and on resize each bin split with its
 * trailing run of same-side nodes kept and the nodes before it prepended in
 * reverse. A bin of 9+ nodes grows a small table (as the JDK's tryPresize) or
 * becomes a "tree" bin, modelled here as a list taking new nodes at its head;
 * the JDK turns a shrinking tree back into a list depending on the tree's
 * shape, which is approximated by "fewer than 6 nodes left".
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int UNTREEIFY_THRESHOLD = 6;
    private static final int MIN_TREEIFY_CAPACITY = 64;
    private static final int HASH_BITS = 0x7fffffff;

    static final class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V val;
        Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            return k != null && v != null && (k == key || k.equals(key)) && (v == val || v.equals(val));
        }
    }

    transient Node<K, V>[] table;
    /** Which bins (by index) are tree bins; parallel to table. */
    private transient boolean[] treeBins;
    private transient int size;
    /** Before the table exists: its initial capacity (0 = default); after: the resize threshold. */
    private transient int sizeCtl;
    private transient KeySetView<K, V> keySet;
    private transient Collection<V> values;
    private transient Set<Map.Entry<K, V>> entrySet;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    @SuppressWarnings("unchecked")
    private void initTable(int n) {
        table = (Node<K, V>[]) new Node<?, ?>[n];
        treeBins = new boolean[n];
        sizeCtl = n - (n >>> 2);
    }

    private Node<K, V>[] tableForWrite() {
        if (table == null) {
            int sc = sizeCtl;
            initTable(sc > 0 ? sc : DEFAULT_CAPACITY);
        }
        return table;
    }

    private Node<K, V> findNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key))) {
                return e;
            }
        }
        return null;
    }

    public synchronized int size() {
        return size;
    }

    public synchronized boolean isEmpty() {
        return size == 0;
    }

    public long mappingCount() {
        return size();
    }

    public synchronized V get(Object key) {
        Node<K, V> e = findNode(key);
        return e == null ? null : e.val;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public synchronized boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (Node<K, V> e : tab) {
                for (; e != null; e = e.next) {
                    if (e.val == value || value.equals(e.val)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    private synchronized V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        Node<K, V> e = findNode(key);
        if (e != null) {
            V oldVal = e.val;
            if (!onlyIfAbsent) {
                e.val = value;
            }
            return oldVal;
        }
        insert(hash, key, value);
        return null;
    }

    /**
     * Adds a node for an absent key: at the head of a tree bin, else at the
     * tail; then treeifies a long bin and grows the table as the JDK's addCount.
     */
    private void insert(int hash, K key, V value) {
        Node<K, V>[] tab = tableForWrite();
        int i = (tab.length - 1) & hash;
        Node<K, V> f = tab[i];
        int binCount;
        if (f == null) {
            tab[i] = new Node<>(hash, key, value, null);
            binCount = 0;
        } else if (treeBins[i]) {
            tab[i] = new Node<>(hash, key, value, f);
            binCount = 2;
        } else {
            binCount = 1;
            Node<K, V> last = f;
            for (; last.next != null; last = last.next) {
                binCount++;
            }
            last.next = new Node<>(hash, key, value, null);
        }
        if (binCount >= TREEIFY_THRESHOLD) {
            treeifyBin(i);
        }
        size++;
        while (size >= sizeCtl && table.length < MAXIMUM_CAPACITY) {
            transfer();
        }
    }

    /** A long bin of a small table makes the table grow instead (maybe by several doublings). */
    private void treeifyBin(int index) {
        int n = table.length;
        if (n < MIN_TREEIFY_CAPACITY) {
            tryPresize(n << 1);
        } else if (table[index] != null) {
            treeBins[index] = true;
        }
    }

    /** Creates or doubles the table until its threshold reaches 1.5 * size + 1 rounded up to a power of two. */
    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        while (true) {
            int sc = sizeCtl;
            if (table == null) {
                initTable((sc > c) ? sc : c);
            } else if (c <= sc || table.length >= MAXIMUM_CAPACITY) {
                return;
            } else {
                transfer();
            }
        }
    }

    /**
     * Doubles the table. A list bin keeps its last run of nodes going to the
     * same half and prepends (so reverses) copies of the nodes before it; a
     * tree bin splits in order and stays a tree only with more than 6 nodes.
     */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
        boolean[] nextTree = new boolean[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            if (treeBins[i]) {
                splitTreeBin(f, i, n, nextTab, nextTree);
                continue;
            }
            Node<K, V> lastRun = f;
            int runBit = f.hash & n;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln = runBit == 0 ? lastRun : null;
            Node<K, V> hn = runBit == 0 ? null : lastRun;
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<>(p.hash, p.key, p.val, hn);
                }
            }
            nextTab[i] = ln;
            nextTab[i + n] = hn;
        }
        table = nextTab;
        treeBins = nextTree;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    private void splitTreeBin(Node<K, V> f, int i, int n, Node<K, V>[] nextTab, boolean[] nextTree) {
        Node<K, V> lo = null;
        Node<K, V> loTail = null;
        Node<K, V> hi = null;
        Node<K, V> hiTail = null;
        int lc = 0;
        int hc = 0;
        for (Node<K, V> e = f; e != null; e = e.next) {
            Node<K, V> p = new Node<>(e.hash, e.key, e.val, null);
            if ((e.hash & n) == 0) {
                if (loTail == null) {
                    lo = p;
                } else {
                    loTail.next = p;
                }
                loTail = p;
                ++lc;
            } else {
                if (hiTail == null) {
                    hi = p;
                } else {
                    hiTail.next = p;
                }
                hiTail = p;
                ++hc;
            }
        }
        nextTab[i] = lo;
        nextTab[i + n] = hi;
        nextTree[i] = lc > UNTREEIFY_THRESHOLD;
        nextTree[i + n] = hc > UNTREEIFY_THRESHOLD;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    /** Replaces key's value with value, or removes the mapping if value is null; only if cv is null or matches. */
    synchronized V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int i = (tab.length - 1) & hash;
        for (Node<K, V> e = tab[i], pred = null; e != null; pred = e, e = e.next) {
            if (e.hash == hash && (e.key == key || key.equals(e.key))) {
                V ev = e.val;
                if (cv != null && cv != ev && !cv.equals(ev)) {
                    return null;
                }
                if (value != null) {
                    e.val = value;
                } else {
                    unlink(i, e, pred);
                }
                return ev;
            }
        }
        return null;
    }

    private void unlink(int i, Node<K, V> e, Node<K, V> pred) {
        if (pred == null) {
            table[i] = e.next;
        } else {
            pred.next = e.next;
        }
        size--;
        if (treeBins[i] && binLength(table[i]) < UNTREEIFY_THRESHOLD) {
            treeBins[i] = false;
        }
    }

    private static int binLength(Node<?, ?> e) {
        int n = 0;
        for (; e != null; e = e.next) {
            n++;
        }
        return n;
    }

    public synchronized void clear() {
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++) {
                tab[i] = null;
                treeBins[i] = false;
            }
        }
        size = 0;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e != null) {
            return e.val;
        }
        V val = mappingFunction.apply(key);
        if (val != null) {
            insert(spread(key.hashCode()), key, val);
        }
        return val;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e == null) {
            return null;
        }
        V val = remappingFunction.apply(key, e.val);
        if (val != null) {
            e.val = val;
        } else {
            replaceNode(key, null, null);
        }
        return val;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        V val = remappingFunction.apply(key, e == null ? null : e.val);
        if (e != null) {
            if (val != null) {
                e.val = val;
            } else {
                replaceNode(key, null, null);
            }
        } else if (val != null) {
            insert(spread(key.hashCode()), key, val);
        }
        return val;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e == null) {
            insert(spread(key.hashCode()), key, value);
            return value;
        }
        V val = remappingFunction.apply(e.val, value);
        if (val != null) {
            e.val = val;
        } else {
            replaceNode(key, null, null);
        }
        return val;
    }

    public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> p : snapshot()) {
            action.accept(p.key, p.val);
        }
    }

    public synchronized void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> p : snapshot()) {
            V newValue = function.apply(p.key, p.val);
            if (newValue == null) {
                throw new NullPointerException();
            }
            replaceNode(p.key, newValue, p.val);
        }
    }

    /** The nodes in table order, copied so that callers may change the map while visiting them. */
    private ArrayList<Node<K, V>> snapshot() {
        ArrayList<Node<K, V>> nodes = new ArrayList<>(size);
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (Node<K, V> e : tab) {
                for (; e != null; e = e.next) {
                    nodes.add(e);
                }
            }
        }
        return nodes;
    }

    public synchronized int hashCode() {
        int h = 0;
        for (Node<K, V> p : snapshot()) {
            h += p.key.hashCode() ^ p.val.hashCode();
        }
        return h;
    }

    public synchronized String toString() {
        return super.toString();
    }

    public Enumeration<K> keys() {
        Iterator<K> it = keySet().iterator();
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.next();
            }
        };
    }

    public Enumeration<V> elements() {
        Iterator<V> it = values().iterator();
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.next();
            }
        };
    }

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        return (ks != null) ? ks : (keySet = new KeySetView<>(this, null));
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<>(this, mappedValue);
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    Iterator<K> keyIterator() {
        return new ConcurrentHashMapViews.Traverser<K, V, K>(this) {
            public K next() {
                return nextNode().key;
            }
        };
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        return (vs != null) ? vs : (values = new ConcurrentHashMapViews.Values<>(this));
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        return (es != null) ? es : (entrySet = new ConcurrentHashMapViews.EntrySet<>(this));
    }

    /** A set view of the keys; add puts the default value, if there is one. */
    public static final class KeySetView<K, V> extends AbstractSet<K> implements java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public Iterator<K> iterator() {
            return map.keyIterator();
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public void clear() {
            map.clear();
        }

        public boolean add(K e) {
            if (value == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, value, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            for (K e : c) {
                added |= add(e);
            }
            return added;
        }
    }

    // Serialized form: each key and value in iteration order, then two nulls,
    // as the JDK writes them; the JDK also writes three fields of its old
    // segmented design ("segments", "segmentMask", "segmentShift") first,
    // which Loupe leaves out (they would need the JDK's Segment and
    // ReentrantLock forms), so the JDK reads Loupe's streams but not the
    // other way round.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        for (Map.Entry<K, V> e : entrySet()) {
            s.writeObject(e.getKey());
            s.writeObject(e.getValue());
        }
        s.writeObject(null);
        s.writeObject(null);
    }

    /** Sizes the table as the JDK does for the count read (so iteration order matches), then puts in stream order. */
    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        java.util.ArrayList<Object> pairs = new java.util.ArrayList<Object>();
        for (;;) {
            Object key = s.readObject();
            Object value = s.readObject();
            if (key == null || value == null) {
                break;
            }
            pairs.add(key);
            pairs.add(value);
        }
        int count = pairs.size() / 2;
        if (count > 0) {
            long wanted = (long) (1.0 + count / LOAD_FACTOR);
            sizeCtl = wanted >= MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) wanted);
        }
        for (int i = 0; i < pairs.size(); i += 2) {
            put((K) pairs.get(i), (V) pairs.get(i + 1));
        }
    }
}
