package java.util.concurrent.atomic;

import loupe.internal.Members;

/**
 * Shared checks of the three field updaters, as the JDK makes them: the
 * field must be declared by tclass itself, not static, volatile, and of the
 * updater's type (for a reference updater, exactly vclass). The field is
 * looked up in the VM's own table (loupe.internal.Members), so a wrong-type
 * field can never be written through the offset.
 */
final class FieldUpdaterSupport {
    private FieldUpdaterSupport() {}

    private static final int STATIC = 0x0008, VOLATILE = 0x0040;

    /**
     * The offset of tclass's field, with the JDK's exceptions: a missing field
     * is a RuntimeException wrapping NoSuchFieldException, a field of another
     * primitive type an IllegalArgumentException ("Must be integer type"), a
     * reference field of another class a ClassCastException.
     * descriptor is "I", "J", or null for a reference field of type vclass.
     */
    static long fieldOffset(Class<?> tclass, String fieldName, String descriptor, Class<?> vclass) {
        if (tclass == null || fieldName == null) {
            throw new RuntimeException(new NullPointerException());
        }
        Object[] declared = Members.fields(tclass);
        String[] names = (String[]) declared[Members.NAMES];
        String[] descriptors = (String[]) declared[Members.DESCRIPTORS];
        int[] modifiers = (int[]) declared[Members.MODIFIERS];
        long[] offsets = (long[]) declared[Members.OFFSETS];
        for (int i = 0; i < names.length; i++) {
            if (!names[i].equals(fieldName)) {
                continue;
            }
            String found = descriptors[i];
            if (descriptor != null && !found.equals(descriptor)) {
                throw new IllegalArgumentException(descriptor.equals("I") ? "Must be integer type" : "Must be long type");
            }
            if (descriptor == null) {
                boolean reference = found.startsWith("L") || found.startsWith("[");
                if (!reference || !found.equals(descriptorOf(vclass))) {
                    throw new ClassCastException();
                }
            }
            if ((modifiers[i] & VOLATILE) == 0) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            if ((modifiers[i] & STATIC) != 0) {
                throw new IllegalArgumentException();
            }
            return offsets[i];
        }
        throw new RuntimeException(new NoSuchFieldException(fieldName));
    }

    private static String descriptorOf(Class<?> c) {
        String name = c.getName().replace('.', '/');
        return c.isArray() ? name : "L" + name + ";";
    }

    /** Every access checks the target's class, as the JDK does, since the offset is only valid there. */
    static void checkTarget(Class<?> tclass, Object obj) {
        if (!tclass.isInstance(obj)) {
            throw new ClassCastException();
        }
    }
}
