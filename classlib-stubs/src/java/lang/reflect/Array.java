package java.lang.reflect;

/**
 * Array creation by component type, which collections need to return arrays of
 * the caller's runtime type (toArray(T[]), Arrays.copyOf).
 */
public final class Array {
    private Array() {}

    /** A new array of the given component type and length; NegativeArraySizeException as the JDK. */
    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        return newArray(componentType, length);
    }

    private static native Object newArray(Class<?> componentType, int length);
}
