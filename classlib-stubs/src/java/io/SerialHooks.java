package java.io;

import loupe.internal.Members;

/**
 * Finds the methods through which a serializable class takes part in its
 * serialization, by the specification's rules: private void
 * writeObject(ObjectOutputStream), readObject(ObjectInputStream) and
 * readObjectNoData() declared by the class itself; Object writeReplace() and
 * readResolve() declared by it or inherited (private ones only from the
 * class itself, package-private ones only within its package); and the
 * no-argument constructor deserialization runs, that of the first
 * non-serializable superclass (of the class itself if Externalizable).
 */
final class SerialHooks {
    private SerialHooks() {}

    private static final int PUBLIC = 0x0001, PRIVATE = 0x0002, PROTECTED = 0x0004, STATIC = 0x0008,
            ABSTRACT = 0x0400;

    static void find(ObjectStreamClass desc, Class<?> c) {
        Class<?> writeObject = privateHook(c, "writeObject", "(Ljava/io/ObjectOutputStream;)V");
        Class<?> readObject = privateHook(c, "readObject", "(Ljava/io/ObjectInputStream;)V");
        Class<?> readObjectNoData = privateHook(c, "readObjectNoData", "()V");
        Class<?> writeReplace = inheritedHook(c, "writeReplace", "()Ljava/lang/Object;");
        Class<?> readResolve = inheritedHook(c, "readResolve", "()Ljava/lang/Object;");
        Class<?> constructor;
        String problem = null;
        if (desc.isExternalizable()) {
            constructor = c;
            int mods = modifiers(c, "<init>", "()V");
            if (mods < 0 || (mods & PUBLIC) == 0 || (c.getModifiers() & ABSTRACT) != 0) {
                problem = "no valid constructor";
            }
        } else {
            constructor = c;
            while (constructor != null && Serializable.class.isAssignableFrom(constructor)) {
                constructor = constructor.getSuperclass();
            }
            int mods = constructor == null ? -1 : modifiers(constructor, "<init>", "()V");
            boolean accessible = mods >= 0 && (mods & PRIVATE) == 0
                    && ((mods & (PUBLIC | PROTECTED)) != 0 || samePackage(constructor, c));
            if (!accessible || (c.getModifiers() & ABSTRACT) != 0) {
                problem = "no valid constructor";
            }
        }
        desc.setHooks(writeObject, readObject, readObjectNoData, writeReplace, readResolve, constructor, problem);
    }

    /** The access flags of the method c declares with this name and descriptor, or -1. */
    static int modifiers(Class<?> c, String name, String descriptor) {
        Object[] methods = Members.methods(c);
        String[] names = (String[]) methods[Members.NAMES];
        String[] descriptors = (String[]) methods[Members.DESCRIPTORS];
        int[] modifiers = (int[]) methods[Members.MODIFIERS];
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name) && descriptors[i].equals(descriptor)) {
                return modifiers[i];
            }
        }
        return -1;
    }

    /** c itself when it declares the hook private and not static, else null. */
    private static Class<?> privateHook(Class<?> c, String name, String descriptor) {
        int mods = modifiers(c, name, descriptor);
        return mods >= 0 && (mods & PRIVATE) != 0 && (mods & STATIC) == 0 ? c : null;
    }

    private static Class<?> inheritedHook(Class<?> c, String name, String descriptor) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            int mods = modifiers(k, name, descriptor);
            if (mods < 0) {
                continue;
            }
            if ((mods & (STATIC | ABSTRACT)) != 0) {
                return null;
            }
            if ((mods & (PUBLIC | PROTECTED)) != 0 || (mods & PRIVATE) != 0 && k == c
                    || (mods & PRIVATE) == 0 && samePackage(k, c)) {
                return k;
            }
            return null;
        }
        return null;
    }

    private static boolean samePackage(Class<?> a, Class<?> b) {
        return packageOf(a).equals(packageOf(b)) && a.getClassLoader() == b.getClassLoader();
    }

    private static String packageOf(Class<?> c) {
        String name = c.getName();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }
}
