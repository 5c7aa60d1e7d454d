package loupe.internal;

/** Records and sealed classes: what Class and RecordComponent need beyond VMMetadata. */
public final class Records {
    private Records() {}

    /** Class.getRecordComponents(): the components in declaration order; null when c is not a record. */
    public static java.lang.reflect.RecordComponent[] components(Class<?> c) {
        int count = VMMetadata.recordComponentCount(c);
        if (count < 0) {
            return null;
        }
        java.lang.reflect.RecordComponent[] components = new java.lang.reflect.RecordComponent[count];
        for (int i = 0; i < count; i++) {
            Object state = new Object[] {c, i, VMMetadata.recordComponent(c, i)};
            try {
                Object component = Members.allocate(java.lang.reflect.RecordComponent.class);
                Members.invokeSpecial(component, java.lang.reflect.RecordComponent.class, "<init>",
                        "(Ljava/lang/Object;)V", state);
                components[i] = (java.lang.reflect.RecordComponent) component;
            } catch (InstantiationException e) {
                throw new InternalError(e);
            }
        }
        return components;
    }

    /**
     * The slot of the accessor of component `index` of record class c (the
     * public no-argument method named after the component, returning its
     * type), or -1. RecordComponent.getAccessor() is this slot made into a
     * java.lang.reflect.Method.
     */
    public static int accessorSlot(Class<?> c, int index) {
        String[] parts = VMMetadata.recordComponent(c, index);
        return parts == null ? -1 : VMMetadata.methodSlot(c, parts[0], "()" + parts[1]);
    }

    /**
     * Class.getPermittedSubclasses(): the classes PermittedSubclasses names
     * that can be loaded through c's loader and are direct subtypes of c in
     * its package (unnamed module); null when c is not sealed.
     */
    public static Class<?>[] permittedSubclasses(Class<?> c) {
        String[] names = VMMetadata.permittedSubclassNames(c);
        if (names == null) {
            return null;
        }
        java.util.List<Class<?>> found = new java.util.ArrayList<>();
        for (String name : names) {
            Class<?> sub;
            try {
                sub = VMMetadata.classForDescriptor(c, "L" + name + ";");
            } catch (LinkageError e) {
                continue;
            }
            if (isDirectSubtype(sub, c) && sub.getPackageName().equals(c.getPackageName())) {
                found.add(sub);
            }
        }
        return found.toArray(new Class<?>[0]);
    }

    private static boolean isDirectSubtype(Class<?> sub, Class<?> c) {
        if (sub.getSuperclass() == c) {
            return true;
        }
        for (Class<?> i : sub.getInterfaces()) {
            if (i == c) {
                return true;
            }
        }
        return false;
    }
}
