package java.util;

/**
 * A map with enum keys, stored in an array indexed by ordinal, so iteration
 * follows declaration order. Null keys are refused; null values are stored as
 * a marker so that "mapped to null" differs from "absent".
 */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 458661240069192865L;
    private static final Object NULL = new Object();

    private final Class<K> keyType;
    private transient K[] keyUniverse;
    private transient Object[] vals;
    private transient int size = 0;
    private transient Set<Map.Entry<K, V>> entrySetView;

    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        keyUniverse = keyType.getEnumConstants();
        vals = new Object[keyUniverse.length];
    }

    public EnumMap(EnumMap<K, ? extends V> m) {
        keyType = m.keyType;
        keyUniverse = m.keyUniverse;
        vals = m.vals.clone();
        size = m.size;
    }

    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
            keyType = em.keyType;
            keyUniverse = em.keyUniverse;
            vals = em.vals.clone();
            size = em.size;
        } else {
            if (m.isEmpty()) {
                throw new IllegalArgumentException("Specified map is empty");
            }
            keyType = m.keySet().iterator().next().getDeclaringClass();
            keyUniverse = keyType.getEnumConstants();
            vals = new Object[keyUniverse.length];
            putAll(m);
        }
    }

    private static Object maskNull(Object value) {
        return (value == null ? NULL : value);
    }

    @SuppressWarnings("unchecked")
    private static <V> V unmaskNull(Object value) {
        return (V) (value == NULL ? null : value);
    }

    public int size() {
        return size;
    }

    public boolean containsValue(Object value) {
        Object v = maskNull(value);
        for (Object val : vals) {
            if (v.equals(val)) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        return isValidKey(key) && vals[((Enum<?>) key).ordinal()] != null;
    }

    private boolean containsMapping(Object key, Object value) {
        return isValidKey(key) && maskNull(value).equals(vals[((Enum<?>) key).ordinal()]);
    }

    public V get(Object key) {
        return isValidKey(key) ? unmaskNull(vals[((Enum<?>) key).ordinal()]) : null;
    }

    public V put(K key, V value) {
        typeCheck(key);
        int index = key.ordinal();
        Object oldValue = vals[index];
        vals[index] = maskNull(value);
        if (oldValue == null) {
            size++;
        }
        return unmaskNull(oldValue);
    }

    public V remove(Object key) {
        if (!isValidKey(key)) {
            return null;
        }
        int index = ((Enum<?>) key).ordinal();
        Object oldValue = vals[index];
        vals[index] = null;
        if (oldValue != null) {
            size--;
        }
        return unmaskNull(oldValue);
    }

    private boolean removeMapping(Object key, Object value) {
        if (!containsMapping(key, value)) {
            return false;
        }
        vals[((Enum<?>) key).ordinal()] = null;
        size--;
        return true;
    }

    /** A key of the type or of one of its constant-specific subclasses. */
    private boolean isValidKey(Object key) {
        if (key == null) {
            return false;
        }
        Class<?> keyClass = key.getClass();
        return keyClass == keyType || keyClass.getSuperclass() == keyType;
    }

    private void typeCheck(K key) {
        Class<?> keyClass = key.getClass();
        if (keyClass != keyType && keyClass.getSuperclass() != keyType) {
            throw new ClassCastException(keyClass + " != " + keyType);
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<?, ?> em = (EnumMap<?, ?>) m;
            if (em.keyType != keyType) {
                if (em.isEmpty()) {
                    return;
                }
                throw new ClassCastException(em.keyType + " != " + keyType);
            }
            for (int i = 0; i < keyUniverse.length; i++) {
                Object emValue = em.vals[i];
                if (emValue != null) {
                    if (vals[i] == null) {
                        size++;
                    }
                    vals[i] = emValue;
                }
            }
        } else {
            super.putAll(m);
        }
    }

    public void clear() {
        Arrays.fill(vals, null);
        size = 0;
    }

    public Set<K> keySet() {
        Set<K> ks = keySetView;
        if (ks == null) {
            ks = keySetView = new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    return new SlotIterator<K>() {
                        public K next() {
                            return keyUniverse[nextSlot()];
                        }
                    };
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    int oldSize = size;
                    EnumMap.this.remove(o);
                    return size != oldSize;
                }

                public void clear() {
                    EnumMap.this.clear();
                }
            };
        }
        return ks;
    }

    public Collection<V> values() {
        Collection<V> vs = valuesView;
        if (vs == null) {
            vs = valuesView = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new SlotIterator<V>() {
                        public V next() {
                            return unmaskNull(vals[nextSlot()]);
                        }
                    };
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public boolean remove(Object o) {
                    Object v = maskNull(o);
                    for (int i = 0; i < vals.length; i++) {
                        if (v.equals(vals[i])) {
                            vals[i] = null;
                            size--;
                            return true;
                        }
                    }
                    return false;
                }

                public void clear() {
                    EnumMap.this.clear();
                }
            };
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySetView;
        if (es == null) {
            es = entrySetView = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new SlotIterator<Map.Entry<K, V>>() {
                        public Map.Entry<K, V> next() {
                            return new Entry(nextSlot());
                        }
                    };
                }

                public boolean contains(Object o) {
                    return o instanceof Map.Entry
                            && containsMapping(((Map.Entry<?, ?>) o).getKey(), ((Map.Entry<?, ?>) o).getValue());
                }

                public boolean remove(Object o) {
                    return o instanceof Map.Entry
                            && removeMapping(((Map.Entry<?, ?>) o).getKey(), ((Map.Entry<?, ?>) o).getValue());
                }

                public int size() {
                    return size;
                }

                public void clear() {
                    EnumMap.this.clear();
                }
            };
        }
        return es;
    }

    /** Visits the occupied slots in ordinal order (not fail-fast, as in the JDK). */
    private abstract class SlotIterator<T> implements Iterator<T> {
        private int index = 0;
        private int lastReturnedIndex = -1;

        public boolean hasNext() {
            while (index < vals.length && vals[index] == null) {
                index++;
            }
            return index != vals.length;
        }

        final int nextSlot() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturnedIndex = index++;
            return lastReturnedIndex;
        }

        public void remove() {
            if (lastReturnedIndex < 0) {
                throw new IllegalStateException();
            }
            if (vals[lastReturnedIndex] != null) {
                vals[lastReturnedIndex] = null;
                size--;
            }
            lastReturnedIndex = -1;
        }
    }

    private final class Entry implements Map.Entry<K, V> {
        private final int index;

        Entry(int index) {
            this.index = index;
        }

        public K getKey() {
            return keyUniverse[index];
        }

        public V getValue() {
            return unmaskNull(vals[index]);
        }

        public V setValue(V value) {
            V oldValue = unmaskNull(vals[index]);
            vals[index] = maskNull(value);
            return oldValue;
        }

        public boolean equals(Object o) {
            return o instanceof Map.Entry && AbstractMap.entryEquals(this, (Map.Entry<?, ?>) o);
        }

        public int hashCode() {
            return keyUniverse[index].hashCode() ^ Objects.hashCode(getValue());
        }

        public String toString() {
            return keyUniverse[index] + "=" + getValue();
        }
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o instanceof EnumMap) {
            EnumMap<?, ?> em = (EnumMap<?, ?>) o;
            if (em.keyType != keyType) {
                return size == 0 && em.size == 0;
            }
            for (int i = 0; i < keyUniverse.length; i++) {
                Object ours = vals[i];
                Object theirs = em.vals[i];
                if (theirs != ours && (theirs == null || !theirs.equals(ours))) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int h = 0;
        for (int i = 0; i < keyUniverse.length; i++) {
            if (vals[i] != null) {
                h += keyUniverse[i].hashCode() ^ Objects.hashCode(unmaskNull(vals[i]));
            }
        }
        return h;
    }

    @SuppressWarnings("unchecked")
    public EnumMap<K, V> clone() {
        EnumMap<K, V> result;
        try {
            result = (EnumMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
        result.vals = result.vals.clone();
        result.entrySetView = null;
        return result;
    }

    // Serialized form (the JDK's): the key type, the size, then each key and
    // value in key order.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        for (Map.Entry<K, V> e : entrySet()) {
            s.writeObject(e.getKey());
            s.writeObject(e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        keyUniverse = keyType.getEnumConstants();
        vals = new Object[keyUniverse.length];
        int count = s.readInt();
        for (int i = 0; i < count; i++) {
            K key = (K) s.readObject();
            put(key, (V) s.readObject());
        }
    }
}
