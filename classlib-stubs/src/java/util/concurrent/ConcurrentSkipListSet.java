package java.util.concurrent;

import java.util.Collection;
import java.util.Comparator;
import java.util.NavigableSet;
import java.util.Objects;
import java.util.SortedSet;

/**
 * A sorted concurrent set of non-null elements: the keys of a
 * ConcurrentSkipListMap (each mapped to Boolean.TRUE). Its range and
 * descending views are ConcurrentSkipListSets over the map's views, as in the
 * JDK, so they accept additions inside their range.
 */
public class ConcurrentSkipListSet<E> extends LockedNavigableKeySet<E> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -2479143111061671589L;

    public ConcurrentSkipListSet() {
        super(new ConcurrentSkipListMap<E, Object>());
    }

    public ConcurrentSkipListSet(Comparator<? super E> comparator) {
        super(new ConcurrentSkipListMap<E, Object>(comparator));
    }

    public ConcurrentSkipListSet(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    public ConcurrentSkipListSet(SortedSet<E> s) {
        this(s.comparator());
        addAll(s);
    }

    ConcurrentSkipListSet(LockedNavigableMap<E, Object> map) {
        super(map);
    }

    NavigableSet<E> newSet(LockedNavigableMap<E, Object> subMap) {
        return new ConcurrentSkipListSet<E>(subMap);
    }

    public boolean add(E e) {
        return map.putIfAbsent(Objects.requireNonNull(e), Boolean.TRUE) == null;
    }

    /** A copy with the same comparator and elements (of this set's range, if it is a view). */
    public ConcurrentSkipListSet<E> clone() {
        ConcurrentSkipListSet<E> copy = new ConcurrentSkipListSet<E>(comparator());
        copy.addAll(this);
        return copy;
    }
}
