package java.lang.reflect;

/**
 * Arrays by reflection: creation by component type (one or several
 * dimensions), length, and element access with the same widening rules
 * (JLS 5.1.2) and messages as Field and Method.invoke. Element access is
 * plain Java over the eight primitive array types and Object[]; only
 * creation needs the VM.
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

    /** A new multi-dimensional array: dimensions.length levels below componentType. */
    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (componentType == null || dimensions == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > 255 || componentType == void.class) {
            throw new IllegalArgumentException();
        }
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException(Integer.toString(d));
            }
        }
        return newLevel(componentType, dimensions, 0);
    }

    private static Object newLevel(Class<?> componentType, int[] dimensions, int level) {
        if (level == dimensions.length - 1) {
            return newArray(componentType, dimensions[level]);
        }
        Class<?> elementType = componentType;
        for (int i = level + 1; i < dimensions.length; i++) {
            elementType = newArray(elementType, 0).getClass();
        }
        Object[] array = (Object[]) newArray(elementType, dimensions[level]);
        for (int i = 0; i < array.length; i++) {
            array[i] = newLevel(componentType, dimensions, level + 1);
        }
        return array;
    }

    private static native Object newArray(Class<?> componentType, int length);

    public static int getLength(Object array) throws IllegalArgumentException {
        switch (kind(array)) {
            case 'L': return ((Object[]) array).length;
            case 'Z': return ((boolean[]) array).length;
            case 'B': return ((byte[]) array).length;
            case 'C': return ((char[]) array).length;
            case 'S': return ((short[]) array).length;
            case 'I': return ((int[]) array).length;
            case 'J': return ((long[]) array).length;
            case 'F': return ((float[]) array).length;
            default: return ((double[]) array).length;
        }
    }

    /** The element; primitives boxed. */
    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        char k = kind(array);
        checkIndex(array, index);
        switch (k) {
            case 'L': return ((Object[]) array)[index];
            case 'Z': return ((boolean[]) array)[index];
            case 'B': return ((byte[]) array)[index];
            case 'C': return ((char[]) array)[index];
            case 'S': return ((short[]) array)[index];
            case 'I': return ((int[]) array)[index];
            case 'J': return ((long[]) array)[index];
            case 'F': return ((float[]) array)[index];
            default: return ((double[]) array)[index];
        }
    }

    public static boolean getBoolean(Object array, int index) {
        if (primitiveKind(array) != 'Z') {
            throw mismatch();
        }
        checkIndex(array, index);
        return ((boolean[]) array)[index];
    }

    public static byte getByte(Object array, int index) {
        if (primitiveKind(array) != 'B') {
            throw mismatch();
        }
        checkIndex(array, index);
        return ((byte[]) array)[index];
    }

    public static char getChar(Object array, int index) {
        if (primitiveKind(array) != 'C') {
            throw mismatch();
        }
        checkIndex(array, index);
        return ((char[]) array)[index];
    }

    public static short getShort(Object array, int index) {
        char k = primitiveKind(array);
        checkIndex(array, index);
        switch (k) {
            case 'S': return ((short[]) array)[index];
            case 'B': return ((byte[]) array)[index];
            default: throw mismatch();
        }
    }

    public static int getInt(Object array, int index) {
        char k = primitiveKind(array);
        checkIndex(array, index);
        switch (k) {
            case 'I': return ((int[]) array)[index];
            case 'S': return ((short[]) array)[index];
            case 'B': return ((byte[]) array)[index];
            case 'C': return ((char[]) array)[index];
            default: throw mismatch();
        }
    }

    public static long getLong(Object array, int index) {
        if (primitiveKind(array) == 'J') {
            checkIndex(array, index);
            return ((long[]) array)[index];
        }
        return getInt(array, index);
    }

    public static float getFloat(Object array, int index) {
        char k = primitiveKind(array);
        if (k == 'F') {
            checkIndex(array, index);
            return ((float[]) array)[index];
        }
        if (k == 'J') {
            checkIndex(array, index);
            return ((long[]) array)[index];
        }
        return getInt(array, index);
    }

    public static double getDouble(Object array, int index) {
        if (primitiveKind(array) == 'D') {
            checkIndex(array, index);
            return ((double[]) array)[index];
        }
        return getFloat(array, index);
    }

    /** Stores value: into Object[] if its type allows, else unboxed and widened. */
    public static void set(Object array, int index, Object value)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        char k = kind(array);
        if (k == 'L') {
            if (value != null && !array.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            checkIndex(array, index);
            ((Object[]) array)[index] = value;
            return;
        }
        if (value == null) {
            throw new IllegalArgumentException();
        }
        if (value instanceof Integer) setInt(array, index, (Integer) value);
        else if (value instanceof Long) setLong(array, index, (Long) value);
        else if (value instanceof Double) setDouble(array, index, (Double) value);
        else if (value instanceof Float) setFloat(array, index, (Float) value);
        else if (value instanceof Character) setChar(array, index, (Character) value);
        else if (value instanceof Short) setShort(array, index, (Short) value);
        else if (value instanceof Byte) setByte(array, index, (Byte) value);
        else if (value instanceof Boolean) setBoolean(array, index, (Boolean) value);
        else throw mismatch();
    }

    public static void setBoolean(Object array, int index, boolean z) {
        if (primitiveKind(array) != 'Z') {
            throw mismatch();
        }
        checkIndex(array, index);
        ((boolean[]) array)[index] = z;
    }

    public static void setByte(Object array, int index, byte b) {
        if (primitiveKind(array) == 'B') {
            checkIndex(array, index);
            ((byte[]) array)[index] = b;
        } else {
            setShort(array, index, b);
        }
    }

    public static void setChar(Object array, int index, char c) {
        if (primitiveKind(array) == 'C') {
            checkIndex(array, index);
            ((char[]) array)[index] = c;
        } else {
            setIntWidened(array, index, c);
        }
    }

    public static void setShort(Object array, int index, short s) {
        if (primitiveKind(array) == 'S') {
            checkIndex(array, index);
            ((short[]) array)[index] = s;
        } else {
            setIntWidened(array, index, s);
        }
    }

    public static void setInt(Object array, int index, int i) {
        setIntWidened(array, index, i);
    }

    // An int (or narrower, already widened) into int[], long[], float[] or double[].
    private static void setIntWidened(Object array, int index, int i) {
        if (primitiveKind(array) == 'I') {
            checkIndex(array, index);
            ((int[]) array)[index] = i;
        } else {
            setLong(array, index, i);
        }
    }

    public static void setLong(Object array, int index, long l) {
        char k = primitiveKind(array);
        if (k == 'J') {
            checkIndex(array, index);
            ((long[]) array)[index] = l;
        } else if (k == 'F') {
            checkIndex(array, index);
            ((float[]) array)[index] = l;
        } else if (k == 'D') {
            checkIndex(array, index);
            ((double[]) array)[index] = l;
        } else {
            throw mismatch();
        }
    }

    public static void setFloat(Object array, int index, float f) {
        if (primitiveKind(array) == 'F') {
            checkIndex(array, index);
            ((float[]) array)[index] = f;
        } else {
            setDouble(array, index, f);
        }
    }

    public static void setDouble(Object array, int index, double d) {
        if (primitiveKind(array) != 'D') {
            throw mismatch();
        }
        checkIndex(array, index);
        ((double[]) array)[index] = d;
    }

    // ---- helpers ----------------------------------------------------------

    /** The array's element kind as a descriptor character ('L' for references). */
    private static char kind(Object array) {
        if (array instanceof Object[]) return 'L';
        if (array instanceof int[]) return 'I';
        if (array instanceof byte[]) return 'B';
        if (array instanceof char[]) return 'C';
        if (array instanceof long[]) return 'J';
        if (array instanceof double[]) return 'D';
        if (array instanceof float[]) return 'F';
        if (array instanceof short[]) return 'S';
        if (array instanceof boolean[]) return 'Z';
        if (array == null) {
            throw new NullPointerException();
        }
        throw new IllegalArgumentException("Argument is not an array");
    }

    private static char primitiveKind(Object array) {
        char k = kind(array);
        if (k == 'L') {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        return k;
    }

    private static void checkIndex(Object array, int index) {
        if (index < 0 || index >= getLength(array)) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }
}
