package java.util;

/**
 * A set of constants of one enum type, iterated in declaration order. As in
 * the JDK, there are two implementations, chosen by the size of the enum
 * type: {@link RegularEnumSet} (one long, up to 64 constants) and
 * {@link JumboEnumSet} (a long[]). Programs see their class names, and both
 * serialize as {@link SerializationProxy} (the JDK's form).
 */
public abstract class EnumSet<E extends Enum<E>> extends AbstractSet<E> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1009687484059888093L;

    final transient Class<E> elementType;
    /** All the constants of the type, by ordinal. */
    final transient Enum<?>[] universe;

    EnumSet(Class<E> elementType, Enum<?>[] universe) {
        this.elementType = elementType;
        this.universe = universe;
    }

    public static <E extends Enum<E>> EnumSet<E> noneOf(Class<E> elementType) {
        Enum<?>[] universe = universeOf(elementType);
        if (universe == null) {
            throw new ClassCastException(elementType + " not an enum");
        }
        if (universe.length <= 64) {
            return new RegularEnumSet<>(elementType, universe);
        }
        return new JumboEnumSet<>(elementType, universe);
    }

    /**
     * The constants of an enum type (its "universe"), made once per type and
     * shared by all its sets (never modified), as in the JDK. Kept by the
     * type's class loader (loupe.internal.LoaderValues), so that the type
     * can still be unloaded with it.
     */
    private static final Object UNIVERSES = new Object();

    /** The shared constants of the type, or null if it is not an enum type. */
    private static Enum<?>[] universeOf(Class<?> elementType) {
        Map<Class<?>, Enum<?>[]> universes =
                loupe.internal.LoaderValues.of(elementType.getClassLoader(), UNIVERSES, IdentityHashMap::new);
        synchronized (universes) {
            Enum<?>[] universe = universes.get(elementType);
            if (universe == null) {
                universe = (Enum<?>[]) elementType.getEnumConstants();
                if (universe != null) {
                    universes.put(elementType, universe);
                }
            }
            return universe;
        }
    }

    public static <E extends Enum<E>> EnumSet<E> allOf(Class<E> elementType) {
        EnumSet<E> result = noneOf(elementType);
        result.addAll();
        return result;
    }

    /** Adds every constant of the type. */
    abstract void addAll();

    public static <E extends Enum<E>> EnumSet<E> copyOf(EnumSet<E> s) {
        return s.clone();
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(Collection<E> c) {
        if (c instanceof EnumSet) {
            return ((EnumSet<E>) c).clone();
        }
        if (c.isEmpty()) {
            throw new IllegalArgumentException("Collection is empty");
        }
        Iterator<E> i = c.iterator();
        E first = i.next();
        EnumSet<E> result = EnumSet.of(first);
        while (i.hasNext()) {
            result.add(i.next());
        }
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> complementOf(EnumSet<E> s) {
        EnumSet<E> result = copyOf(s);
        result.complement();
        return result;
    }

    abstract void complement();

    public static <E extends Enum<E>> EnumSet<E> of(E e) {
        EnumSet<E> result = noneOf(e.getDeclaringClass());
        result.add(e);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4, E e5) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        result.add(e5);
        return result;
    }

    @SafeVarargs
    public static <E extends Enum<E>> EnumSet<E> of(E first, E... rest) {
        EnumSet<E> result = noneOf(first.getDeclaringClass());
        result.add(first);
        for (E e : rest) {
            result.add(e);
        }
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> range(E from, E to) {
        if (from.compareTo(to) > 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        EnumSet<E> result = noneOf(from.getDeclaringClass());
        result.addRange(from, to);
        return result;
    }

    /** Adds the constants from from to to, both included. */
    abstract void addRange(E from, E to);

    @SuppressWarnings("unchecked")
    public EnumSet<E> clone() {
        try {
            return (EnumSet<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /** ClassCastException for an element of another type (or of a constant's own subclass of another). */
    final void typeCheck(E e) {
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            throw new ClassCastException(eClass + " != " + elementType);
        }
    }

    /** True if o is a constant of this set's type (so its ordinal indexes the universe). */
    final boolean isOfType(Object o) {
        if (o == null) {
            return false;
        }
        Class<?> c = o.getClass();
        return c == elementType || c.getSuperclass() == elementType;
    }

    /** The ClassCastException addAll throws for a non-empty enum set of another type. */
    final ClassCastException otherType(EnumSet<?> other) {
        return new ClassCastException(other.elementType + " != " + elementType);
    }

    /**
     * The JDK's serialized form of every enum set: its element type and its
     * elements, read back as a new set of the same constants.
     */
    private static class SerializationProxy<E extends Enum<E>> implements java.io.Serializable {
        private static final long serialVersionUID = 362491234563181265L;

        private final Class<E> elementType;
        private final Enum<?>[] elements;

        SerializationProxy(EnumSet<E> set) {
            elementType = set.elementType;
            elements = set.toArray(new Enum<?>[0]);
        }

        @SuppressWarnings("unchecked")
        private Object readResolve() {
            EnumSet<E> result = EnumSet.noneOf(elementType);
            for (Enum<?> e : elements) {
                result.add((E) e);
            }
            return result;
        }
    }

    Object writeReplace() {
        return new SerializationProxy<>(this);
    }

    // An enum set is only ever read back through its proxy: a stream that
    // holds RegularEnumSet or JumboEnumSet fields directly is forged.
    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Proxy required");
    }

    private void readObjectNoData() throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Proxy required");
    }
}
