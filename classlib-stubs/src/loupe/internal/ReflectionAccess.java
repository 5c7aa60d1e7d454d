package loupe.internal;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * What java.lang.Class needs of java.lang.reflect that is not public API:
 * fresh copies of the Method, Field and Constructor objects it caches (each
 * caller gets its own, so setAccessible on one does not open the others),
 * and the reflective Method or Constructor for a VM method named by
 * (declaring class, slot), which the metadata helpers (GenericTypes,
 * Annotations, Records, Class.getEnclosingMethod) need.
 * java.lang.reflect.AccessibleObject installs the implementation when it is
 * initialized, which happens before any reflective object exists.
 */
public abstract class ReflectionAccess {
    private static ReflectionAccess instance;

    protected ReflectionAccess() {
    }

    public static void install(ReflectionAccess access) {
        if (instance != null) {
            throw new IllegalStateException("already installed");
        }
        instance = access;
    }

    public static ReflectionAccess get() {
        return instance;
    }

    public abstract Method copy(Method m);

    public abstract Field copy(Field f);

    public abstract <T> Constructor<T> copy(Constructor<T> c);

    /** A fresh copy of the Method or Constructor c declares at this slot; null when none (the class initializer). */
    public abstract Executable executableAt(Class<?> c, int slot);
}
