package loupe.internal;

/**
 * What a class declares, read from the VM's own tables
 * (vm/natives/member_natives.cpp), and the two operations object
 * serialization needs beyond them: an instance allocated without running a
 * constructor, and an exact (non-virtual) call of a declared hook method.
 */
public final class Members {
    private Members() {}

    /** Indexes into the array {@link #fields} returns. */
    public static final int NAMES = 0, DESCRIPTORS = 1, MODIFIERS = 2, OFFSETS = 3;

    /**
     * {String[] names, String[] descriptors, int[] modifiers, long[] offsets}
     * of the fields c declares, in class-file order; static fields have
     * offset -1.
     */
    public static native Object[] fields(Class<?> c);

    /** {String[] names, String[] descriptors, int[] modifiers} of the methods c declares, constructors included. */
    public static native Object[] methods(Class<?> c);

    /** A zeroed instance of c on which no constructor has run. */
    public static native Object allocate(Class<?> c) throws InstantiationException;

    /**
     * Calls the method declaring declares with this name and descriptor on
     * receiver (ignored for a static method), without virtual dispatch. The
     * method takes no argument or one reference and returns nothing (null) or
     * a reference. What it throws is thrown unchanged.
     */
    public static native Object invokeSpecial(Object receiver, Class<?> declaring, String name, String descriptor,
            Object argument);

    /** The value of the static long field c declares with this name, 0 if none (c is initialized first). */
    public static native long staticLong(Class<?> c, String name);

    /** The value of the static reference field c declares with this name and descriptor, null if none. */
    public static native Object staticReference(Class<?> c, String name, String descriptor);

    /**
     * Loads, without initializing, the class with this binary name through
     * context's class loader, or the application class loader when context
     * is null.
     */
    public static native Class<?> loadClass(String name, Class<?> context) throws ClassNotFoundException;
}
