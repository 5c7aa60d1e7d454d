package java.util.concurrent;

import java.util.Comparator;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A sorted concurrent map (keys and values non-null) with all its navigable
 * views. Loupe's version is not a skip list: it is a TreeMap under one lock,
 * with weakly consistent iterators; see LockedNavigableMap for the design and
 * why it keeps the JDK's observable behaviour (order, atomicity, iterators
 * that never throw ConcurrentModificationException).
 */
public class ConcurrentSkipListMap<K, V> extends LockedNavigableMap<K, V> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    public ConcurrentSkipListMap() {
        super(new Object(), new TreeMap<K, V>());
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        super(new Object(), new TreeMap<K, V>(comparator));
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this();
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this(m.comparator());
        putAll(m);
    }

    public ConcurrentSkipListMap<K, V> clone() {
        ConcurrentSkipListMap<K, V> copy = new ConcurrentSkipListMap<K, V>(comparator());
        synchronized (lock) {
            copy.view.putAll(view);
        }
        return copy;
    }

    // Serialized form (the JDK's): one field, "comparator"; then each key and
    // value in key order, ended by a null key.
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("comparator", Comparator.class),
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField fields = s.putFields();
        fields.put("comparator", comparator());
        s.writeFields();
        synchronized (lock) {
            for (Map.Entry<K, V> e : view.entrySet()) {
                s.writeObject(e.getKey());
                s.writeObject(e.getValue());
            }
        }
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = s.readFields();
        TreeMap<K, V> tree = new TreeMap<K, V>((Comparator<? super K>) fields.get("comparator", null));
        Object key;
        while ((key = s.readObject()) != null) {
            Object value = s.readObject();
            if (value == null) {
                throw new NullPointerException();
            }
            tree.put((K) key, (V) value);
        }
        view = tree;
    }
}
