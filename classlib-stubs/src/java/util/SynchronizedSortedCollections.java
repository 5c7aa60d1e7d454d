package java.util;

/**
 * The sorted and navigable views of Collections.synchronizedX: like
 * {@link SynchronizedCollections}, every call locks the mutex; sub-views
 * (subSet, headMap, descendingSet, ...) share the mutex of their parent.
 */
final class SynchronizedSortedCollections {
    private SynchronizedSortedCollections() {}

    static class SyncSortedSet<E> extends SynchronizedCollections.SyncSet<E> implements SortedSet<E> {
        private static final long serialVersionUID = 8695801310862127406L;
        private final SortedSet<E> ss;

        SyncSortedSet(SortedSet<E> s) {
            super(s);
            ss = s;
        }

        SyncSortedSet(SortedSet<E> s, Object mutex) {
            super(s, mutex);
            ss = s;
        }

        public Comparator<? super E> comparator() {
            synchronized (mutex) {
                return ss.comparator();
            }
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            synchronized (mutex) {
                return new Collections.SynchronizedSortedSet<>(ss.subSet(fromElement, toElement), mutex);
            }
        }

        public SortedSet<E> headSet(E toElement) {
            synchronized (mutex) {
                return new Collections.SynchronizedSortedSet<>(ss.headSet(toElement), mutex);
            }
        }

        public SortedSet<E> tailSet(E fromElement) {
            synchronized (mutex) {
                return new Collections.SynchronizedSortedSet<>(ss.tailSet(fromElement), mutex);
            }
        }

        public E first() {
            synchronized (mutex) {
                return ss.first();
            }
        }

        public E last() {
            synchronized (mutex) {
                return ss.last();
            }
        }
    }

    static class SyncNavigableSet<E> extends SyncSortedSet<E> implements NavigableSet<E> {
        private static final long serialVersionUID = -5505529816273629798L;
        private final NavigableSet<E> ns;

        SyncNavigableSet(NavigableSet<E> s) {
            super(s);
            ns = s;
        }

        SyncNavigableSet(NavigableSet<E> s, Object mutex) {
            super(s, mutex);
            ns = s;
        }

        public E lower(E e) {
            synchronized (mutex) {
                return ns.lower(e);
            }
        }

        public E floor(E e) {
            synchronized (mutex) {
                return ns.floor(e);
            }
        }

        public E ceiling(E e) {
            synchronized (mutex) {
                return ns.ceiling(e);
            }
        }

        public E higher(E e) {
            synchronized (mutex) {
                return ns.higher(e);
            }
        }

        public E pollFirst() {
            synchronized (mutex) {
                return ns.pollFirst();
            }
        }

        public E pollLast() {
            synchronized (mutex) {
                return ns.pollLast();
            }
        }

        public NavigableSet<E> descendingSet() {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableSet<>(ns.descendingSet(), mutex);
            }
        }

        public Iterator<E> descendingIterator() {
            synchronized (mutex) {
                return descendingSet().iterator();
            }
        }

        public NavigableSet<E> subSet(E fromElement, E toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public NavigableSet<E> headSet(E toElement) {
            return headSet(toElement, false);
        }

        public NavigableSet<E> tailSet(E fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableSet<>(ns.subSet(fromElement, fromInclusive, toElement, toInclusive), mutex);
            }
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableSet<>(ns.headSet(toElement, inclusive), mutex);
            }
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableSet<>(ns.tailSet(fromElement, inclusive), mutex);
            }
        }
    }

    static class SyncSortedMap<K, V> extends SynchronizedCollections.SyncMap<K, V> implements SortedMap<K, V> {
        private static final long serialVersionUID = -8798146769416483793L;
        private final SortedMap<K, V> sm;

        SyncSortedMap(SortedMap<K, V> m) {
            super(m);
            sm = m;
        }

        SyncSortedMap(SortedMap<K, V> m, Object mutex) {
            super(m, mutex);
            sm = m;
        }

        public Comparator<? super K> comparator() {
            synchronized (mutex) {
                return sm.comparator();
            }
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            synchronized (mutex) {
                return new Collections.SynchronizedSortedMap<>(sm.subMap(fromKey, toKey), mutex);
            }
        }

        public SortedMap<K, V> headMap(K toKey) {
            synchronized (mutex) {
                return new Collections.SynchronizedSortedMap<>(sm.headMap(toKey), mutex);
            }
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            synchronized (mutex) {
                return new Collections.SynchronizedSortedMap<>(sm.tailMap(fromKey), mutex);
            }
        }

        public K firstKey() {
            synchronized (mutex) {
                return sm.firstKey();
            }
        }

        public K lastKey() {
            synchronized (mutex) {
                return sm.lastKey();
            }
        }
    }

    static class SyncNavigableMap<K, V> extends SyncSortedMap<K, V> implements NavigableMap<K, V> {
        private static final long serialVersionUID = 699392247599746807L;
        private final NavigableMap<K, V> nm;

        SyncNavigableMap(NavigableMap<K, V> m) {
            super(m);
            nm = m;
        }

        SyncNavigableMap(NavigableMap<K, V> m, Object mutex) {
            super(m, mutex);
            nm = m;
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            synchronized (mutex) {
                return nm.lowerEntry(key);
            }
        }

        public K lowerKey(K key) {
            synchronized (mutex) {
                return nm.lowerKey(key);
            }
        }

        public Map.Entry<K, V> floorEntry(K key) {
            synchronized (mutex) {
                return nm.floorEntry(key);
            }
        }

        public K floorKey(K key) {
            synchronized (mutex) {
                return nm.floorKey(key);
            }
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            synchronized (mutex) {
                return nm.ceilingEntry(key);
            }
        }

        public K ceilingKey(K key) {
            synchronized (mutex) {
                return nm.ceilingKey(key);
            }
        }

        public Map.Entry<K, V> higherEntry(K key) {
            synchronized (mutex) {
                return nm.higherEntry(key);
            }
        }

        public K higherKey(K key) {
            synchronized (mutex) {
                return nm.higherKey(key);
            }
        }

        public Map.Entry<K, V> firstEntry() {
            synchronized (mutex) {
                return nm.firstEntry();
            }
        }

        public Map.Entry<K, V> lastEntry() {
            synchronized (mutex) {
                return nm.lastEntry();
            }
        }

        public Map.Entry<K, V> pollFirstEntry() {
            synchronized (mutex) {
                return nm.pollFirstEntry();
            }
        }

        public Map.Entry<K, V> pollLastEntry() {
            synchronized (mutex) {
                return nm.pollLastEntry();
            }
        }

        public NavigableMap<K, V> descendingMap() {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableMap<>(nm.descendingMap(), mutex);
            }
        }

        public Set<K> keySet() {
            return navigableKeySet();
        }

        public NavigableSet<K> navigableKeySet() {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableSet<>(nm.navigableKeySet(), mutex);
            }
        }

        public NavigableSet<K> descendingKeySet() {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableSet<>(nm.descendingKeySet(), mutex);
            }
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

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableMap<>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive), mutex);
            }
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableMap<>(nm.headMap(toKey, inclusive), mutex);
            }
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            synchronized (mutex) {
                return new Collections.SynchronizedNavigableMap<>(nm.tailMap(fromKey, inclusive), mutex);
            }
        }
    }
}
