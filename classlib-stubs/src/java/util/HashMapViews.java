package java.util;

import java.util.function.Consumer;

/** The key, value and entry views of {@link HashMap}, and their iterators. */
final class HashMapViews {
    private HashMapViews() {}

    static class KeySet<K, V> extends AbstractSet<K> {
        private final HashMap<K, V> m;

        KeySet(HashMap<K, V> m) {
            this.m = m;
        }

        public int size() {
            return m.size;
        }

        public void clear() {
            m.clear();
        }

        public Iterator<K> iterator() {
            return new HashMap.KeyIterator<>(m);
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object key) {
            return m.removeNode(HashMap.hash(key), key, null, false, true) != null;
        }

        public void forEach(Consumer<? super K> action) {
            Objects.requireNonNull(action);
            m.forEachNode(e -> action.accept(e.key));
        }
    }

    static class Values<K, V> extends AbstractCollection<V> {
        private final HashMap<K, V> m;

        Values(HashMap<K, V> m) {
            this.m = m;
        }

        public int size() {
            return m.size;
        }

        public void clear() {
            m.clear();
        }

        public Iterator<V> iterator() {
            return new HashMap.ValueIterator<>(m);
        }

        public boolean contains(Object o) {
            return m.containsValue(o);
        }

        public void forEach(Consumer<? super V> action) {
            Objects.requireNonNull(action);
            m.forEachNode(e -> action.accept(e.value));
        }
    }

    static class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        private final HashMap<K, V> m;

        EntrySet(HashMap<K, V> m) {
            this.m = m;
        }

        public int size() {
            return m.size;
        }

        public void clear() {
            m.clear();
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new HashMap.EntryIterator<>(m);
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            HashMap.Node<K, V> candidate = m.getNode(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object key = e.getKey();
            return m.removeNode(HashMap.hash(key), key, e.getValue(), true, true) != null;
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            m.forEachNode(action::accept);
        }
    }

    /** Walks the table's bins in index order, each bin along its next links. */
    abstract static class HashIterator<K, V> {
        final HashMap<K, V> m;
        HashMap.Node<K, V> next;
        HashMap.Node<K, V> current;
        int expectedModCount;
        int index;

        HashIterator(HashMap<K, V> m) {
            this.m = m;
            expectedModCount = m.modCount;
            HashMap.Node<K, V>[] t = m.table;
            if (t != null && m.size > 0) {
                advance(t);
            }
        }

        private void advance(HashMap.Node<K, V>[] t) {
            while (index < t.length && (next = t[index++]) == null) {
                // skip empty buckets
            }
        }

        public final boolean hasNext() {
            return next != null;
        }

        final HashMap.Node<K, V> nextNode() {
            HashMap.Node<K, V> e = next;
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (e == null) {
                throw new NoSuchElementException();
            }
            current = e;
            next = e.next;
            HashMap.Node<K, V>[] t = m.table;
            if (next == null && t != null) {
                advance(t);
            }
            return e;
        }

        public final void remove() {
            HashMap.Node<K, V> p = current;
            if (p == null) {
                throw new IllegalStateException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            current = null;
            m.removeNode(p.hash, p.key, null, false, false);
            expectedModCount = m.modCount;
        }
    }

    static class KeyIterator<K, V> extends HashIterator<K, V> implements Iterator<K> {
        KeyIterator(HashMap<K, V> m) {
            super(m);
        }

        public K next() {
            return nextNode().key;
        }
    }

    static class ValueIterator<K, V> extends HashIterator<K, V> implements Iterator<V> {
        ValueIterator(HashMap<K, V> m) {
            super(m);
        }

        public V next() {
            return nextNode().value;
        }
    }

    static class EntryIterator<K, V> extends HashIterator<K, V> implements Iterator<Map.Entry<K, V>> {
        EntryIterator(HashMap<K, V> m) {
            super(m);
        }

        public Map.Entry<K, V> next() {
            return nextNode();
        }
    }
}
