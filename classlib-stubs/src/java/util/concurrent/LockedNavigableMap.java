package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The body of ConcurrentSkipListMap and of all its range and descending views.
 *
 * <p>Simplified design: instead of the JDK's lock-free skip list, one TreeMap
 * guarded by one lock shared by the map and every view; a view holds the
 * TreeMap's own range/descending view of the same tree, so range checks and
 * ordering come from TreeMap. Every operation is atomic under the lock
 * (including compute/merge, whose functions run while it is held).
 *
 * <p>Iterators never hold the lock between steps and never throw
 * ConcurrentModificationException: each step asks the tree, under the lock,
 * for the entry just after the last key returned. So they are weakly
 * consistent like the JDK's: they see each key present for the whole walk
 * exactly once, in order, and may or may not see concurrent changes. Entries
 * handed out are immutable snapshots (setValue throws), as in the JDK.
 */
abstract class LockedNavigableMap<K, V> extends AbstractMap<K, V> implements ConcurrentNavigableMap<K, V> {
    /** Shared by the map and all its views. */
    final Object lock;
    /**
     * The tree itself for the map, a TreeMap range or descending view of it
     * for a view. Set once: by the constructor, or by
     * ConcurrentSkipListMap.readObject (not final for that reason).
     */
    NavigableMap<K, V> view;

    LockedNavigableMap(Object lock, NavigableMap<K, V> view) {
        this.lock = lock;
        this.view = view;
    }

    /** For deserialization, which runs it and then sets view (see ConcurrentSkipListMap.readObject). */
    LockedNavigableMap() {
        this.lock = new Object();
    }

    /** A view of this map over the given TreeMap view, sharing the lock. */
    private LockedNavigableMap<K, V> wrap(NavigableMap<K, V> subView) {
        return new View<K, V>(lock, subView);
    }

    /** The range and descending views. */
    static final class View<K, V> extends LockedNavigableMap<K, V> {
        View(Object lock, NavigableMap<K, V> view) {
            super(lock, view);
        }
    }

    static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
    }

    private static <T> T key(T key) {
        return Objects.requireNonNull(key);
    }

    // ---- queries and updates ----

    public int size() {
        synchronized (lock) {
            return view.size();
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return view.isEmpty();
        }
    }

    public boolean containsKey(Object k) {
        synchronized (lock) {
            return view.containsKey(key(k));
        }
    }

    public boolean containsValue(Object value) {
        Objects.requireNonNull(value);
        synchronized (lock) {
            return view.containsValue(value);
        }
    }

    public V get(Object k) {
        synchronized (lock) {
            return view.get(key(k));
        }
    }

    public V getOrDefault(Object k, V defaultValue) {
        V v = get(k);
        return v == null ? defaultValue : v;
    }

    public V put(K k, V value) {
        Objects.requireNonNull(value);
        synchronized (lock) {
            return view.put(key(k), value);
        }
    }

    public V putIfAbsent(K k, V value) {
        Objects.requireNonNull(value);
        synchronized (lock) {
            V old = view.get(key(k));
            return old != null ? old : view.put(k, value);
        }
    }

    public V remove(Object k) {
        synchronized (lock) {
            return view.remove(key(k));
        }
    }

    public boolean remove(Object k, Object value) {
        key(k);
        if (value == null) {
            return false;
        }
        synchronized (lock) {
            if (!value.equals(view.get(k))) {
                return false;
            }
            view.remove(k);
            return true;
        }
    }

    public boolean replace(K k, V oldValue, V newValue) {
        Objects.requireNonNull(oldValue);
        Objects.requireNonNull(newValue);
        synchronized (lock) {
            if (!oldValue.equals(view.get(key(k)))) {
                return false;
            }
            view.put(k, newValue);
            return true;
        }
    }

    public V replace(K k, V value) {
        Objects.requireNonNull(value);
        synchronized (lock) {
            return view.containsKey(key(k)) ? view.put(k, value) : null;
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public void clear() {
        synchronized (lock) {
            view.clear();
        }
    }

    public V computeIfAbsent(K k, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        synchronized (lock) {
            V old = view.get(key(k));
            if (old != null) {
                return old;
            }
            V computed = mappingFunction.apply(k);
            if (computed != null) {
                view.put(k, computed);
            }
            return computed;
        }
    }

    public V computeIfPresent(K k, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        synchronized (lock) {
            V old = view.get(key(k));
            return old == null ? null : store(k, remappingFunction.apply(k, old));
        }
    }

    public V compute(K k, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        synchronized (lock) {
            return store(k, remappingFunction.apply(k, view.get(key(k))));
        }
    }

    public V merge(K k, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(value);
        Objects.requireNonNull(remappingFunction);
        synchronized (lock) {
            V old = view.get(key(k));
            return store(k, old == null ? value : remappingFunction.apply(old, value));
        }
    }

    /** Maps k to value, or removes k when value is null; caller holds the lock. */
    private V store(K k, V value) {
        if (value == null) {
            view.remove(k);
        } else {
            view.put(k, value);
        }
        return value;
    }

    /** Visits a weakly consistent walk of the entries; the action runs without the lock. */
    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        for (Cursor<Map.Entry<K, V>> c = new EntryCursor(); c.hasNext();) {
            Map.Entry<K, V> e = c.next();
            action.accept(e.getKey(), e.getValue());
        }
    }

    /** Replaces each value present at its turn of the walk, each replacement atomic on its own. */
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        for (Cursor<Map.Entry<K, V>> c = new EntryCursor(); c.hasNext();) {
            Map.Entry<K, V> e = c.next();
            synchronized (lock) {
                V current = view.get(e.getKey());
                if (current != null) {
                    view.put(e.getKey(), Objects.requireNonNull(function.apply(e.getKey(), current)));
                }
            }
        }
    }

    // ---- navigation ----

    public Comparator<? super K> comparator() {
        return view.comparator();
    }

    public K firstKey() {
        Map.Entry<K, V> e = firstEntry();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e.getKey();
    }

    public K lastKey() {
        Map.Entry<K, V> e = lastEntry();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e.getKey();
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (lock) {
            return snapshot(view.firstEntry());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (lock) {
            return snapshot(view.lastEntry());
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (lock) {
            return snapshot(view.pollFirstEntry());
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (lock) {
            return snapshot(view.pollLastEntry());
        }
    }

    public Map.Entry<K, V> lowerEntry(K k) {
        synchronized (lock) {
            return snapshot(view.lowerEntry(key(k)));
        }
    }

    public K lowerKey(K k) {
        synchronized (lock) {
            return view.lowerKey(key(k));
        }
    }

    public Map.Entry<K, V> floorEntry(K k) {
        synchronized (lock) {
            return snapshot(view.floorEntry(key(k)));
        }
    }

    public K floorKey(K k) {
        synchronized (lock) {
            return view.floorKey(key(k));
        }
    }

    public Map.Entry<K, V> ceilingEntry(K k) {
        synchronized (lock) {
            return snapshot(view.ceilingEntry(key(k)));
        }
    }

    public K ceilingKey(K k) {
        synchronized (lock) {
            return view.ceilingKey(key(k));
        }
    }

    public Map.Entry<K, V> higherEntry(K k) {
        synchronized (lock) {
            return snapshot(view.higherEntry(key(k)));
        }
    }

    public K higherKey(K k) {
        synchronized (lock) {
            return view.higherKey(key(k));
        }
    }

    // ---- views ----

    @SuppressWarnings("unchecked")
    private int compareInViewOrder(K a, K b) {
        Comparator<? super K> c = view.comparator();
        return c != null ? c.compare(a, b) : ((Comparable<? super K>) a).compareTo(b);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        key(fromKey);
        key(toKey);
        if (compareInViewOrder(fromKey, toKey) > 0) {
            throw new IllegalArgumentException("inconsistent range");
        }
        try {
            synchronized (lock) {
                return wrap(view.subMap(fromKey, fromInclusive, toKey, toInclusive));
            }
        } catch (IllegalArgumentException outside) {
            throw new IllegalArgumentException("key out of range");
        }
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        key(toKey);
        try {
            synchronized (lock) {
                return wrap(view.headMap(toKey, inclusive));
            }
        } catch (IllegalArgumentException outside) {
            throw new IllegalArgumentException("key out of range");
        }
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        key(fromKey);
        try {
            synchronized (lock) {
                return wrap(view.tailMap(fromKey, inclusive));
            }
        } catch (IllegalArgumentException outside) {
            throw new IllegalArgumentException("key out of range");
        }
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        synchronized (lock) {
            return wrap(view.descendingMap());
        }
    }

    public NavigableSet<K> keySet() {
        return new LockedNavigableKeySet<K>(this);
    }

    public NavigableSet<K> navigableKeySet() {
        return new LockedNavigableKeySet<K>(this);
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                final EntryCursor entries = new EntryCursor();
                return new Iterator<V>() {
                    public boolean hasNext() {
                        return entries.hasNext();
                    }

                    public V next() {
                        return entries.next().getValue();
                    }

                    public void remove() {
                        entries.remove();
                    }
                };
            }

            public int size() {
                return LockedNavigableMap.this.size();
            }

            public boolean isEmpty() {
                return LockedNavigableMap.this.isEmpty();
            }

            public boolean contains(Object o) {
                return o != null && containsValue(o);
            }

            public void clear() {
                LockedNavigableMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new EntryCursor();
            }

            public int size() {
                return LockedNavigableMap.this.size();
            }

            public boolean isEmpty() {
                return LockedNavigableMap.this.isEmpty();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                V v = e.getKey() == null ? null : get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return e.getKey() != null && LockedNavigableMap.this.remove(e.getKey(), e.getValue());
            }

            public void clear() {
                LockedNavigableMap.this.clear();
            }
        };
    }

    // ---- iteration ----

    /**
     * One step at a time through the view: the next element is fetched under
     * the lock as the first entry strictly after the last one returned.
     */
    abstract class Cursor<T> implements Iterator<T> {
        private Map.Entry<K, V> upcoming;
        private K lastReturnedKey;

        Cursor() {
            synchronized (lock) {
                upcoming = snapshot(view.firstEntry());
            }
        }

        abstract T project(Map.Entry<K, V> e);

        public boolean hasNext() {
            return upcoming != null;
        }

        public T next() {
            Map.Entry<K, V> e = upcoming;
            if (e == null) {
                throw new NoSuchElementException();
            }
            lastReturnedKey = e.getKey();
            synchronized (lock) {
                upcoming = snapshot(view.higherEntry(lastReturnedKey));
            }
            return project(e);
        }

        public void remove() {
            if (lastReturnedKey == null) {
                throw new IllegalStateException();
            }
            LockedNavigableMap.this.remove(lastReturnedKey);
            lastReturnedKey = null;
        }
    }

    final class EntryCursor extends Cursor<Map.Entry<K, V>> {
        Map.Entry<K, V> project(Map.Entry<K, V> e) {
            return e;
        }
    }

    final class KeyCursor extends Cursor<K> {
        K project(Map.Entry<K, V> e) {
            return e.getKey();
        }
    }
}
