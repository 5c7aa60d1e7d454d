package java.lang.invoke;

/**
 * The value conversions of MethodHandle.asType, on boxed values: a method
 * handle in Loupe passes its arguments and result as Objects, a primitive as
 * its wrapper. Also the primitive-array access the collectors and spreaders
 * need.
 */
final class Conversions {
    private Conversions() {}

    private static final Class<?>[] PRIMITIVES = {
        boolean.class, byte.class, short.class, char.class, int.class, long.class, float.class, double.class, void.class
    };
    private static final Class<?>[] WRAPPERS = {
        Boolean.class, Byte.class, Short.class, Character.class, Integer.class, Long.class, Float.class, Double.class,
        Void.class
    };
    private static final char[] DESCRIPTORS = {'Z', 'B', 'S', 'C', 'I', 'J', 'F', 'D', 'V'};

    private static int primitiveIndex(Class<?> c) {
        for (int i = 0; i < PRIMITIVES.length; i++) {
            if (PRIMITIVES[i] == c) {
                return i;
            }
        }
        return -1;
    }

    private static int wrapperIndex(Class<?> c) {
        for (int i = 0; i < WRAPPERS.length; i++) {
            if (WRAPPERS[i] == c) {
                return i;
            }
        }
        return -1;
    }

    static Class<?> wrapperOrSelf(Class<?> c) {
        int i = primitiveIndex(c);
        return i < 0 ? c : WRAPPERS[i];
    }

    static Class<?> primitiveOrSelf(Class<?> c) {
        int i = wrapperIndex(c);
        return i < 0 ? c : PRIMITIVES[i];
    }

    static boolean isWrapper(Class<?> c) {
        return wrapperIndex(c) >= 0 && c != Void.class;
    }

    static char descriptorChar(Class<?> primitive) {
        return DESCRIPTORS[primitiveIndex(primitive)];
    }

    /** The primitive type (or void) a descriptor letter names. */
    static Class<?> primitiveOfDescriptor(char c) {
        for (int i = 0; i < DESCRIPTORS.length; i++) {
            if (DESCRIPTORS[i] == c) {
                return PRIMITIVES[i];
            }
        }
        throw new IllegalArgumentException("not a primitive descriptor: " + c);
    }

    /** Identity or a widening primitive conversion (JLS 5.1.2). */
    static boolean widens(Class<?> from, Class<?> to) {
        if (from == to) {
            return true;
        }
        if (from == boolean.class || to == boolean.class || to == char.class || to == byte.class) {
            return false;
        }
        if (from == byte.class) {
            return to != void.class;
        }
        if (from == short.class || from == char.class) {
            return to == int.class || to == long.class || to == float.class || to == double.class;
        }
        if (from == int.class) {
            return to == long.class || to == float.class || to == double.class;
        }
        if (from == long.class) {
            return to == float.class || to == double.class;
        }
        return from == float.class && to == double.class;
    }

    /**
     * Whether asType can convert a value of type {@code from} to {@code to}
     * (an argument from the new type to the target's, a result the other
     * way); void is handled by the caller.
     */
    static boolean canConvert(Class<?> from, Class<?> to) {
        if (from == to || (!from.isPrimitive() && !to.isPrimitive())) {
            return true;  // references: a cast at run time (null fits any)
        }
        if (from.isPrimitive() && to.isPrimitive()) {
            return widens(from, to);
        }
        if (from.isPrimitive()) {
            return to.isAssignableFrom(wrapperOrSelf(from));  // boxing, then a widening reference
        }
        // Unboxing: from a wrapper, then widening; from a supertype of the
        // target's wrapper (Object, Number, ...), checked at run time.
        if (isWrapper(from)) {
            return widens(primitiveOrSelf(from), to);
        }
        return from.isAssignableFrom(wrapperOrSelf(to));
    }

    /** A value of type {@code from} (boxed if primitive) as a value of type {@code to}. */
    static Object convert(Object value, Class<?> from, Class<?> to) {
        if (from == to) {
            return value;
        }
        if (to == void.class) {
            return null;
        }
        if (from == void.class) {
            return zero(to);
        }
        if (!to.isPrimitive()) {
            if (value != null && !to.isInstance(value)) {
                throw new ClassCastException("Cannot cast " + value.getClass().getName() + " to " + to.getName());
            }
            return value;
        }
        if (value == null) {
            throw new NullPointerException(isWrapper(from) ? unboxingMessage(from) : null);
        }
        Class<?> actual = primitiveOrSelf(value.getClass());
        if (!actual.isPrimitive() || !widens(actual, to)) {
            throw new ClassCastException("Cannot cast " + value.getClass().getName() + " to "
                    + wrapperOrSelf(to).getName());
        }
        return widen(value, to);
    }

    /** What unboxing a null of a wrapper type says, as the JDK's helpful message words it. */
    private static String unboxingMessage(Class<?> wrapper) {
        String primitive = primitiveOrSelf(wrapper).getName();
        return "Cannot invoke \"" + wrapper.getName() + "." + primitive + "Value()\" because \"x\" is null";
    }

    /** A wrapper converted by a widening primitive conversion to the wrapper of {@code to}. */
    static Object widen(Object boxed, Class<?> to) {
        if (boxed.getClass() == wrapperOrSelf(to)) {
            return boxed;
        }
        long integral;
        if (boxed instanceof Character) {
            integral = ((Character) boxed).charValue();
        } else if (boxed instanceof Float) {
            return Double.valueOf(((Float) boxed).floatValue());  // float widens to double only
        } else {
            integral = ((Number) boxed).longValue();
        }
        if (to == short.class) {
            return Short.valueOf((short) integral);
        } else if (to == int.class) {
            return Integer.valueOf((int) integral);
        } else if (to == long.class) {
            return Long.valueOf(integral);
        } else if (to == float.class) {
            return Float.valueOf((float) integral);
        } else {
            return Double.valueOf((double) integral);
        }
    }

    /** The default value of a type, boxed: null for references. */
    static Object zero(Class<?> type) {
        if (!type.isPrimitive() || type == void.class) {
            return null;
        }
        if (type == boolean.class) {
            return Boolean.FALSE;
        }
        if (type == char.class) {
            return Character.valueOf((char) 0);
        }
        return widen(Byte.valueOf((byte) 0), type);
    }

    /**
     * A value given for a parameter of {@code type} at binding time
     * (insertArguments, bindTo, constant): references are cast, primitives
     * unboxed and widened.
     */
    static Object checkValue(Class<?> type, Object x) {
        if (!type.isPrimitive()) {
            return type.cast(x);
        }
        Class<?> actual = primitiveOrSelf(x.getClass());  // null: the NullPointerException the JDK gives
        if (!actual.isPrimitive() || !widens(actual, type)) {
            throw new ClassCastException("class " + wrapperOrSelf(type).getName() + " is not compatible with class "
                    + x.getClass().getName());
        }
        return widen(x, type);
    }

// Arrays, elements boxed, typed by the element class a handle declares
// (not by the array passed), so that a null array fails as the same
// access in Java code would ("Cannot load from int array ...").

    static Object arrayGet(Class<?> element, Object a, int i) {
        if (!element.isPrimitive()) {
            return ((Object[]) a)[i];
        } else if (element == int.class) {
            return ((int[]) a)[i];
        } else if (element == long.class) {
            return ((long[]) a)[i];
        } else if (element == double.class) {
            return ((double[]) a)[i];
        } else if (element == float.class) {
            return ((float[]) a)[i];
        } else if (element == boolean.class) {
            return ((boolean[]) a)[i];
        } else if (element == byte.class) {
            return ((byte[]) a)[i];
        } else if (element == short.class) {
            return ((short[]) a)[i];
        }
        return ((char[]) a)[i];
    }

    static void arraySet(Class<?> element, Object a, int i, Object value) {
        if (!element.isPrimitive()) {
            ((Object[]) a)[i] = value;
        } else if (element == int.class) {
            ((int[]) a)[i] = (Integer) value;
        } else if (element == long.class) {
            ((long[]) a)[i] = (Long) value;
        } else if (element == double.class) {
            ((double[]) a)[i] = (Double) value;
        } else if (element == float.class) {
            ((float[]) a)[i] = (Float) value;
        } else if (element == boolean.class) {
            ((boolean[]) a)[i] = (Boolean) value;
        } else if (element == byte.class) {
            ((byte[]) a)[i] = (Byte) value;
        } else if (element == short.class) {
            ((short[]) a)[i] = (Short) value;
        } else {
            ((char[]) a)[i] = (Character) value;
        }
    }

    static int arrayLength(Class<?> element, Object a) {
        if (!element.isPrimitive()) {
            return ((Object[]) a).length;
        } else if (element == int.class) {
            return ((int[]) a).length;
        } else if (element == long.class) {
            return ((long[]) a).length;
        } else if (element == double.class) {
            return ((double[]) a).length;
        } else if (element == float.class) {
            return ((float[]) a).length;
        } else if (element == boolean.class) {
            return ((boolean[]) a).length;
        } else if (element == byte.class) {
            return ((byte[]) a).length;
        } else if (element == short.class) {
            return ((short[]) a).length;
        }
        return ((char[]) a).length;
    }
}
