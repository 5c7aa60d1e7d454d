package loupe.internal;

/**
 * The reflection metadata the VM keeps per class (vm/runtime/class_metadata.h,
 * natives in vm/natives/metadata_natives.cpp). A member is named by its
 * declaring class and slot: the index in the VM's method or field table,
 * class-file order (the contract java.lang.reflect.Method and Field follow).
 * Attribute bodies come back as the class file's bytes, or null when absent;
 * their constant-pool indexes are read through the pool* natives, which
 * answer tag 0 (or 0, null) for an index that is out of range.
 */
public final class VMMetadata {
    private VMMetadata() {}

    // Constant-pool tags (JVMS 4.4).
    public static final int UTF8 = 1, INTEGER = 3, FLOAT = 4, LONG = 5, DOUBLE = 6, CLASS = 7, STRING = 8;

    public static native String classSignature(Class<?> c);

    /** The Signature of method (field false) or field (field true) number slot. */
    public static native String memberSignature(Class<?> c, int slot, boolean field);

    public static native byte[] classAnnotations(Class<?> c);

    public static native byte[] memberAnnotations(Class<?> c, int slot, boolean field);

    public static native byte[] parameterAnnotations(Class<?> c, int slot);

    public static native byte[] annotationDefault(Class<?> c, int slot);

    /** MethodParameters' names (an element null when unnamed); null without the attribute. */
    public static native String[] parameterNames(Class<?> c, int slot);

    public static native int[] parameterFlags(Class<?> c, int slot);

    /** Internal names from PermittedSubclasses; null when the class is not sealed. */
    public static native String[] permittedSubclassNames(Class<?> c);

    /** -1 when c is not a record. */
    public static native int recordComponentCount(Class<?> c);

    /** {name, descriptor, signature or null}. */
    public static native String[] recordComponent(Class<?> c, int index);

    public static native byte[] recordComponentAnnotations(Class<?> c, int index);

    /** {enclosing class (internal name), method name, method descriptor}; null when not in a method. */
    public static native String[] enclosingMethod(Class<?> c);

    public static native int poolTag(Class<?> c, int index);

    public static native String poolUtf8(Class<?> c, int index);

    public static native int poolInt(Class<?> c, int index);

    public static native long poolLong(Class<?> c, int index);

    public static native float poolFloat(Class<?> c, int index);

    public static native double poolDouble(Class<?> c, int index);

    /** The class a field descriptor names, loaded by context's loader; NoClassDefFoundError if it cannot be. */
    public static native Class<?> classForDescriptor(Class<?> context, String descriptor);

    /**
     * A forwarding class (vm/indy/forwarder.h): extends superclass, implements
     * interfaces, has a public constructor of descriptor superConstructor, and
     * each method names[i]/descriptors[i] calls the public static
     * {@code Object dispatchOwner.dispatchName(Object self, int i, Object[] args)}.
     * Defined by host's loader in host's package.
     */
    public static native Class<?> spinForwarder(Class<?> host, Class<?> superclass, String superConstructor,
            Class<?>[] interfaces, String[] names, String[] descriptors, String dispatchOwner, String dispatchName);

    /** The slot of the method c declares with this name and descriptor, or -1. */
    public static int methodSlot(Class<?> c, String name, String descriptor) {
        Object[] methods = Members.methods(c);
        String[] names = (String[]) methods[0];
        String[] descriptors = (String[]) methods[1];
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name) && descriptors[i].equals(descriptor)) {
                return i;
            }
        }
        return -1;
    }
}
