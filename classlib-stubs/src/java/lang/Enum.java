package java.lang;

/**
 * Superclass of every enum class. Constants compare by identity and order by
 * declaration; valueOf looks names up in the array the enum's values() returns.
 */
public abstract class Enum<E extends Enum<E>> implements Comparable<E>, java.io.Serializable {
    private final String name;
    private final int ordinal;

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    public String toString() {
        return name;
    }

    public final boolean equals(Object other) {
        return this == other;
    }

    public final int hashCode() {
        return super.hashCode();
    }

    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    /** By ordinal; constants of different enum classes are not comparable. */
    public final int compareTo(E o) {
        Enum<?> other = o;
        if (getClass() != other.getClass() && getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return ordinal - other.ordinal;
    }

    /** The enum class itself, also for constants with a body (which are instances of a subclass). */
    @SuppressWarnings("unchecked")
    public final Class<E> getDeclaringClass() {
        Class<?> clazz = getClass();
        Class<?> superclass = clazz.getSuperclass();
        return (Class<E>) (superclass == Enum.class ? clazz : superclass);
    }

    public static <T extends Enum<T>> T valueOf(Class<T> enumClass, String name) {
        T[] constants = enumClass.getEnumConstantsShared();
        if (constants == null) {
            throw new IllegalArgumentException(enumClass.getName() + " is not an enum class");
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        for (T constant : constants) {
            if (constant.name().equals(name)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("No enum constant " + enumClass.getCanonicalName() + "." + name);
    }

    @SuppressWarnings("deprecation")
    protected final void finalize() {}
}
