package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;

/** The value and entry views of {@link ConcurrentHashMap}, its iterators and iterator entries. */
final class ConcurrentHashMapViews {
    private ConcurrentHashMapViews() {}

    /**
     * Walks the table it started with; a resize or removal meanwhile is not
     * an error (entries may or may not be seen, none twice in one table).
     */
    abstract static class Traverser<K, V, T> implements Iterator<T> {
        private final ConcurrentHashMap<K, V> map;
        private final ConcurrentHashMap.Node<K, V>[] tab;
        private int index;
        private ConcurrentHashMap.Node<K, V> next;
        private ConcurrentHashMap.Node<K, V> lastReturned;

        Traverser(ConcurrentHashMap<K, V> map) {
            this.map = map;
            synchronized (map) {
                tab = map.table;
                advance();
            }
        }

        private void advance() {
            if (next != null) {
                next = next.next;
            }
            while (next == null && tab != null && index < tab.length) {
                next = tab[index++];
            }
        }

        public final boolean hasNext() {
            return next != null;
        }

        final ConcurrentHashMap.Node<K, V> nextNode() {
            ConcurrentHashMap.Node<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            lastReturned = e;
            synchronized (map) {
                advance();
            }
            return e;
        }

        public final void remove() {
            ConcurrentHashMap.Node<K, V> p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class Values<K, V> extends AbstractCollection<V> {
        private final ConcurrentHashMap<K, V> map;

        Values(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public Iterator<V> iterator() {
            return new Traverser<K, V, V>(map) {
                public V next() {
                    return nextNode().val;
                }
            };
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        public void clear() {
            map.clear();
        }
    }

    static final class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        private final ConcurrentHashMap<K, V> map;

        EntrySet(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new Traverser<K, V, Map.Entry<K, V>>(map) {
                public Map.Entry<K, V> next() {
                    ConcurrentHashMap.Node<K, V> p = nextNode();
                    return new MapEntry<>(p.key, p.val, map);
                }
            };
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            Object r = k == null ? null : map.get(k);
            return r != null && v != null && (v == r || v.equals(r));
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return e.getKey() != null && map.remove(e.getKey(), e.getValue());
        }

        public void clear() {
            map.clear();
        }
    }

    /** An entry handed out by iterators: setValue writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        private final K key;
        private V val;
        private final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
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

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            return k != null && v != null && (k == key || k.equals(key)) && (v == val || v.equals(val));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }
}
