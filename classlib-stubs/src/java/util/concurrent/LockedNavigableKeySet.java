package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;

/**
 * The keys of a LockedNavigableMap (or of one of its views) as a
 * NavigableSet: the keySet of ConcurrentSkipListMap and the body of
 * ConcurrentSkipListSet. Removal writes through to the map; adding is only
 * possible through ConcurrentSkipListSet, which overrides add.
 */
class LockedNavigableKeySet<E> extends AbstractSet<E> implements NavigableSet<E> {
    /** Set once: by the constructor, or by ConcurrentSkipListSet.readObject (not final for that reason). */
    LockedNavigableMap<E, Object> map;

    /** For deserialization, which runs it and then sets map. */
    LockedNavigableKeySet() {}

    @SuppressWarnings("unchecked")
    LockedNavigableKeySet(LockedNavigableMap<E, ?> map) {
        this.map = (LockedNavigableMap<E, Object>) map;
    }

    /** The same kind of set over a view of the map (ConcurrentSkipListSet makes sets of its own class). */
    NavigableSet<E> newSet(LockedNavigableMap<E, Object> subMap) {
        return new LockedNavigableKeySet<E>(subMap);
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
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

    public E lower(E e) {
        return map.lowerKey(e);
    }

    public E floor(E e) {
        return map.floorKey(e);
    }

    public E ceiling(E e) {
        return map.ceilingKey(e);
    }

    public E higher(E e) {
        return map.higherKey(e);
    }

    public E pollFirst() {
        Map.Entry<E, Object> e = map.pollFirstEntry();
        return e == null ? null : e.getKey();
    }

    public E pollLast() {
        Map.Entry<E, Object> e = map.pollLastEntry();
        return e == null ? null : e.getKey();
    }

    public E first() {
        return map.firstKey();
    }

    public E last() {
        return map.lastKey();
    }

    public Comparator<? super E> comparator() {
        return map.comparator();
    }

    public Iterator<E> iterator() {
        return map.new KeyCursor();
    }

    public Iterator<E> descendingIterator() {
        return descendingSet().iterator();
    }

    public NavigableSet<E> descendingSet() {
        return newSet((LockedNavigableMap<E, Object>) map.descendingMap());
    }

    public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
        return newSet((LockedNavigableMap<E, Object>) map.subMap(fromElement, fromInclusive, toElement, toInclusive));
    }

    public NavigableSet<E> headSet(E toElement, boolean inclusive) {
        return newSet((LockedNavigableMap<E, Object>) map.headMap(toElement, inclusive));
    }

    public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
        return newSet((LockedNavigableMap<E, Object>) map.tailMap(fromElement, inclusive));
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

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean changed = false;
        for (Object o : c) {
            changed |= remove(o);
        }
        return changed;
    }

    public Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, Spliterator.ORDERED | Spliterator.SORTED | Spliterator.DISTINCT
                | Spliterator.NONNULL | Spliterator.CONCURRENT);
    }
}
