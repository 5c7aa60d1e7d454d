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

    /** The superclass's map again, under the JDK's serialized field name. */
    private final ConcurrentNavigableMap<E, Object> m;

    public ConcurrentSkipListSet() {
        this(new ConcurrentSkipListMap<E, Object>());
    }

    public ConcurrentSkipListSet(Comparator<? super E> comparator) {
        this(new ConcurrentSkipListMap<E, Object>(comparator));
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
        m = map;
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

    // Serialized form (the JDK's): one field, "m", the backing map, written
    // by default serialization (no writeObject: a writeObject method would
    // add an end-of-block marker to the form).

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (!(m instanceof LockedNavigableMap)) {
            throw new java.io.InvalidObjectException("ConcurrentSkipListSet without its map");
        }
        map = (LockedNavigableMap<E, Object>) m;
    }

    /**
     * A range or descending view is written as a set of its own (the JDK
     * writes its sub-map view, which reads back as a view of a copy).
     */
    private Object writeReplace() {
        return m instanceof ConcurrentSkipListMap ? this : clone();
    }
}
