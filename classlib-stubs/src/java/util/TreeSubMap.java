package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A range view of a TreeMap: keys from lo to hi (each bound inclusive or not,
 * or absent), in ascending or descending order. Writes outside the range throw
 * IllegalArgumentException("key out of range"); the abs* methods navigate in
 * the backing map's order, the sub* methods in this view's order.
 */
abstract class TreeSubMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = -2102997345730753016L;

    final TreeMap<K, V> m;
    final K lo;
    final K hi;
    final boolean fromStart;
    final boolean toEnd;
    final boolean loInclusive;
    final boolean hiInclusive;
    private transient TreeKeySet<K> navigableKeySetView;
    private transient NavigableMap<K, V> descendingMapView;
    private transient Set<Map.Entry<K, V>> entrySetView;

    TreeSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
            boolean hiInclusive) {
        if (!fromStart && !toEnd) {
            if (m.compare(lo, hi) > 0) {
                throw new IllegalArgumentException("fromKey > toKey");
            }
        } else {
            // type checks of the bounds
            if (!fromStart) {
                m.compare(lo, lo);
            }
            if (!toEnd) {
                m.compare(hi, hi);
            }
        }
        this.m = m;
        this.fromStart = fromStart;
        this.lo = lo;
        this.loInclusive = loInclusive;
        this.toEnd = toEnd;
        this.hi = hi;
        this.hiInclusive = hiInclusive;
    }

    final boolean tooLow(Object key) {
        if (!fromStart) {
            int c = m.compare(key, lo);
            return c < 0 || (c == 0 && !loInclusive);
        }
        return false;
    }

    final boolean tooHigh(Object key) {
        if (!toEnd) {
            int c = m.compare(key, hi);
            return c > 0 || (c == 0 && !hiInclusive);
        }
        return false;
    }

    final boolean inRange(Object key) {
        return !tooLow(key) && !tooHigh(key);
    }

    private boolean inClosedRange(Object key) {
        return (fromStart || m.compare(key, lo) >= 0) && (toEnd || m.compare(hi, key) >= 0);
    }

    /** For the bounds of a nested view: an exclusive bound may equal this view's own bound. */
    final boolean inRange(Object key, boolean inclusive) {
        return inclusive ? inRange(key) : inClosedRange(key);
    }

    final void checkInRange(Object key) {
        if (!inRange(key)) {
            throw new IllegalArgumentException("key out of range");
        }
    }

    final TreeMap.Entry<K, V> absLowest() {
        TreeMap.Entry<K, V> e = fromStart ? m.getFirstEntry()
                : (loInclusive ? m.getCeilingEntry(lo) : m.getHigherEntry(lo));
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absHighest() {
        TreeMap.Entry<K, V> e = toEnd ? m.getLastEntry()
                : (hiInclusive ? m.getFloorEntry(hi) : m.getLowerEntry(hi));
        return (e == null || tooLow(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absCeiling(K key) {
        if (tooLow(key)) {
            return absLowest();
        }
        TreeMap.Entry<K, V> e = m.getCeilingEntry(key);
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absHigher(K key) {
        if (tooLow(key)) {
            return absLowest();
        }
        TreeMap.Entry<K, V> e = m.getHigherEntry(key);
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absFloor(K key) {
        if (tooHigh(key)) {
            return absHighest();
        }
        TreeMap.Entry<K, V> e = m.getFloorEntry(key);
        return (e == null || tooLow(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absLower(K key) {
        if (tooHigh(key)) {
            return absHighest();
        }
        TreeMap.Entry<K, V> e = m.getLowerEntry(key);
        return (e == null || tooLow(e.key)) ? null : e;
    }

    /** The first entry beyond the high end, where ascending iteration stops (null: none). */
    final TreeMap.Entry<K, V> absHighFence() {
        return toEnd ? null : (hiInclusive ? m.getHigherEntry(hi) : m.getCeilingEntry(hi));
    }

    final TreeMap.Entry<K, V> absLowFence() {
        return fromStart ? null : (loInclusive ? m.getLowerEntry(lo) : m.getFloorEntry(lo));
    }

    abstract TreeMap.Entry<K, V> subLowest();

    abstract TreeMap.Entry<K, V> subHighest();

    abstract TreeMap.Entry<K, V> subCeiling(K key);

    abstract TreeMap.Entry<K, V> subHigher(K key);

    abstract TreeMap.Entry<K, V> subFloor(K key);

    abstract TreeMap.Entry<K, V> subLower(K key);

    abstract Iterator<K> keyIterator();

    abstract Iterator<K> descendingKeyIterator();

    /** Iterates this view's entries in its own order. */
    abstract Iterator<Map.Entry<K, V>> entryIterator();

    public boolean isEmpty() {
        return (fromStart && toEnd) ? m.isEmpty() : absLowest() == null;
    }

    public int size() {
        if (fromStart && toEnd) {
            return m.size();
        }
        int n = 0;
        for (Iterator<Map.Entry<K, V>> i = entryIterator(); i.hasNext(); i.next()) {
            n++;
        }
        return n;
    }

    public final boolean containsKey(Object key) {
        return inRange(key) && m.containsKey(key);
    }

    public final V put(K key, V value) {
        checkInRange(key);
        return m.put(key, value);
    }

    public V putIfAbsent(K key, V value) {
        checkInRange(key);
        return m.putIfAbsent(key, value);
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        checkInRange(key);
        return m.merge(key, value, remappingFunction);
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        if (!inRange(key)) {
            // as the JDK: a key out of range is refused only if a value would be stored
            if (mappingFunction.apply(key) == null) {
                return null;
            }
            throw new IllegalArgumentException("key out of range");
        }
        return m.computeIfAbsent(key, mappingFunction);
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        if (!inRange(key)) {
            if (remappingFunction.apply(key, null) == null) {
                return null;
            }
            throw new IllegalArgumentException("key out of range");
        }
        return m.compute(key, remappingFunction);
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        return !inRange(key) ? null : m.computeIfPresent(key, remappingFunction);
    }

    public final V get(Object key) {
        return !inRange(key) ? null : m.get(key);
    }

    public final V remove(Object key) {
        return !inRange(key) ? null : m.remove(key);
    }

    public final Map.Entry<K, V> ceilingEntry(K key) {
        return TreeMap.exportEntry(subCeiling(key));
    }

    public final K ceilingKey(K key) {
        return TreeMap.keyOrNull(subCeiling(key));
    }

    public final Map.Entry<K, V> higherEntry(K key) {
        return TreeMap.exportEntry(subHigher(key));
    }

    public final K higherKey(K key) {
        return TreeMap.keyOrNull(subHigher(key));
    }

    public final Map.Entry<K, V> floorEntry(K key) {
        return TreeMap.exportEntry(subFloor(key));
    }

    public final K floorKey(K key) {
        return TreeMap.keyOrNull(subFloor(key));
    }

    public final Map.Entry<K, V> lowerEntry(K key) {
        return TreeMap.exportEntry(subLower(key));
    }

    public final K lowerKey(K key) {
        return TreeMap.keyOrNull(subLower(key));
    }

    public final K firstKey() {
        return TreeMap.key(subLowest());
    }

    public final K lastKey() {
        return TreeMap.key(subHighest());
    }

    public final Map.Entry<K, V> firstEntry() {
        return TreeMap.exportEntry(subLowest());
    }

    public final Map.Entry<K, V> lastEntry() {
        return TreeMap.exportEntry(subHighest());
    }

    public final Map.Entry<K, V> pollFirstEntry() {
        TreeMap.Entry<K, V> e = subLowest();
        Map.Entry<K, V> result = TreeMap.exportEntry(e);
        if (e != null) {
            m.deleteEntry(e);
        }
        return result;
    }

    public final Map.Entry<K, V> pollLastEntry() {
        TreeMap.Entry<K, V> e = subHighest();
        Map.Entry<K, V> result = TreeMap.exportEntry(e);
        if (e != null) {
            m.deleteEntry(e);
        }
        return result;
    }

    public final NavigableSet<K> navigableKeySet() {
        TreeKeySet<K> nksv = navigableKeySetView;
        return (nksv != null) ? nksv : (navigableKeySetView = new TreeMap.KeySet<>(this));
    }

    public final Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public final SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public final SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public final SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public NavigableMap<K, V> descendingMap() {
        NavigableMap<K, V> mv = descendingMapView;
        return (mv != null) ? mv : (descendingMapView = reversedView());
    }

    abstract NavigableMap<K, V> reversedView();

    final void checkBound(Object key, boolean inclusive, String name) {
        if (!inRange(key, inclusive)) {
            throw new IllegalArgumentException(name + " out of range");
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySetView;
        return (es != null) ? es : (entrySetView = new EntrySetView());
    }

    final class EntrySetView extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return entryIterator();
        }

        public int size() {
            return TreeSubMap.this.size();
        }

        public boolean isEmpty() {
            return TreeSubMap.this.isEmpty();
        }

        public boolean contains(Object o) {
            TreeMap.Entry<K, V> node = nodeFor(o);
            return node != null && Objects.equals(node.getValue(), ((Map.Entry<?, ?>) o).getValue());
        }

        public boolean remove(Object o) {
            TreeMap.Entry<K, V> node = nodeFor(o);
            if (node != null && Objects.equals(node.getValue(), ((Map.Entry<?, ?>) o).getValue())) {
                m.deleteEntry(node);
                return true;
            }
            return false;
        }

        private TreeMap.Entry<K, V> nodeFor(Object o) {
            if (!(o instanceof Map.Entry)) {
                return null;
            }
            Object key = ((Map.Entry<?, ?>) o).getKey();
            return inRange(key) ? m.getEntry(key) : null;
        }
    }

    /**
     * Walks the backing map from first up to (not including) the fence entry's
     * key, forward or backward.
     */
    final class SubMapIterator<T> implements Iterator<T> {
        private TreeMap.Entry<K, V> lastReturned;
        private TreeMap.Entry<K, V> next;
        private final Object fenceKey;
        private int expectedModCount;
        private final boolean ascending;
        private final Function<TreeMap.Entry<K, V>, T> project;

        SubMapIterator(boolean ascending, Function<TreeMap.Entry<K, V>, T> project) {
            this.ascending = ascending;
            this.project = project;
            TreeMap.Entry<K, V> fence = ascending ? absHighFence() : absLowFence();
            this.next = ascending ? absLowest() : absHighest();
            this.fenceKey = fence == null ? new Object() : fence.key;
            this.expectedModCount = m.modCount;
        }

        public boolean hasNext() {
            return next != null && next.key != fenceKey;
        }

        public T next() {
            TreeMap.Entry<K, V> e = next;
            if (e == null || e.key == fenceKey) {
                throw new NoSuchElementException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            next = ascending ? RedBlack.successor(e) : RedBlack.predecessor(e);
            lastReturned = e;
            return project.apply(e);
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            // a node with two children takes its successor's contents on deletion
            if (ascending && lastReturned.left != null && lastReturned.right != null) {
                next = lastReturned;
            }
            m.deleteEntry(lastReturned);
            lastReturned = null;
            expectedModCount = m.modCount;
        }
    }

    static class Ascending<K, V> extends TreeSubMap<K, V> {
        private static final long serialVersionUID = 912986545866124060L;

        Ascending(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
                boolean hiInclusive) {
            super(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
        }

        public Comparator<? super K> comparator() {
            return m.comparator();
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            checkBound(fromKey, fromInclusive, "fromKey");
            checkBound(toKey, toInclusive, "toKey");
            return new TreeMap.AscendingSubMap<>(m, false, fromKey, fromInclusive, false, toKey, toInclusive);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            checkBound(toKey, inclusive, "toKey");
            return new TreeMap.AscendingSubMap<>(m, fromStart, lo, loInclusive, false, toKey, inclusive);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            checkBound(fromKey, inclusive, "fromKey");
            return new TreeMap.AscendingSubMap<>(m, false, fromKey, inclusive, toEnd, hi, hiInclusive);
        }

        NavigableMap<K, V> reversedView() {
            return new TreeMap.DescendingSubMap<>(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
        }

        Iterator<K> keyIterator() {
            return new SubMapIterator<>(true, e -> e.key);
        }

        Iterator<K> descendingKeyIterator() {
            return new SubMapIterator<>(false, e -> e.key);
        }

        Iterator<Map.Entry<K, V>> entryIterator() {
            return new SubMapIterator<>(true, e -> e);
        }

        TreeMap.Entry<K, V> subLowest() {
            return absLowest();
        }

        TreeMap.Entry<K, V> subHighest() {
            return absHighest();
        }

        TreeMap.Entry<K, V> subCeiling(K key) {
            return absCeiling(key);
        }

        TreeMap.Entry<K, V> subHigher(K key) {
            return absHigher(key);
        }

        TreeMap.Entry<K, V> subFloor(K key) {
            return absFloor(key);
        }

        TreeMap.Entry<K, V> subLower(K key) {
            return absLower(key);
        }
    }

    static class Descending<K, V> extends TreeSubMap<K, V> {
        private static final long serialVersionUID = 912986545866120460L;
        private final Comparator<? super K> reverseComparator;

        Descending(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
                boolean hiInclusive) {
            super(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
            reverseComparator = Collections.reverseOrder(m.comparator());
        }

        public Comparator<? super K> comparator() {
            return reverseComparator;
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            checkBound(fromKey, fromInclusive, "fromKey");
            checkBound(toKey, toInclusive, "toKey");
            return new TreeMap.DescendingSubMap<>(m, false, toKey, toInclusive, false, fromKey, fromInclusive);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            checkBound(toKey, inclusive, "toKey");
            return new TreeMap.DescendingSubMap<>(m, false, toKey, inclusive, toEnd, hi, hiInclusive);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            checkBound(fromKey, inclusive, "fromKey");
            return new TreeMap.DescendingSubMap<>(m, fromStart, lo, loInclusive, false, fromKey, inclusive);
        }

        NavigableMap<K, V> reversedView() {
            return new TreeMap.AscendingSubMap<>(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
        }

        Iterator<K> keyIterator() {
            return new SubMapIterator<>(false, e -> e.key);
        }

        Iterator<K> descendingKeyIterator() {
            return new SubMapIterator<>(true, e -> e.key);
        }

        Iterator<Map.Entry<K, V>> entryIterator() {
            return new SubMapIterator<>(false, e -> e);
        }

        TreeMap.Entry<K, V> subLowest() {
            return absHighest();
        }

        TreeMap.Entry<K, V> subHighest() {
            return absLowest();
        }

        TreeMap.Entry<K, V> subCeiling(K key) {
            return absFloor(key);
        }

        TreeMap.Entry<K, V> subHigher(K key) {
            return absLower(key);
        }

        TreeMap.Entry<K, V> subFloor(K key) {
            return absCeiling(key);
        }

        TreeMap.Entry<K, V> subLower(K key) {
            return absHigher(key);
        }
    }
}
