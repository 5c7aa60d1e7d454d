package java.lang;

import java.lang.reflect.Constructor;

/**
 * A class mirror. The VM creates exactly one per loaded class (and one per
 * primitive type and array type) and links it to its own class structure
 * through {@code vmClass}; everything that needs that structure is native
 * (vm/natives/class_natives.cpp).
 */
public final class Class<T> implements java.io.Serializable {
    private static final long serialVersionUID = 3206093459760846163L;

    /** The VM's class structure (a native pointer); set when the mirror is created. */
    private transient long vmClass;
    /** Cache for getName(). */
    private transient String name;
    /** Cache for getEnumConstantsShared(). */
    private transient T[] enumConstants;

    private Class() {}

    /** Loads, links and initializes a class through the caller's loader. */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        return forName0(className, true);
    }

    private static native Class<?> forName0(String className, boolean initialize)
            throws ClassNotFoundException;

    /** The mirror of a primitive type ("int", "void", ...); used by the box classes' TYPE fields. */
    static native Class<?> getPrimitiveClass(String name);

    public String getName() {
        String n = name;
        if (n == null) {
            name = n = getName0();
        }
        return n;
    }

    private native String getName0();

    public native String getSimpleName();

    /** "pkg.Outer.Inner" for nested classes, "int[]" for arrays, null for local and anonymous classes. */
    public native String getCanonicalName();

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dims = 0;
            while (c.isArray()) {
                dims++;
                c = c.getComponentType();
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(0, dot);
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & 0x2000) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & 0x1000) != 0;
    }

    public boolean isEnum() {
        return (getModifiers() & 0x4000) != 0 && getSuperclass() == Enum.class;
    }

    public boolean isRecord() {
        return getSuperclass() == Record.class && isRecord0();
    }

    private native boolean isRecord0();

    public native boolean isAnonymousClass();

    public native boolean isLocalClass();

    public native boolean isMemberClass();

    public native int getModifiers();

    public native Class<? super T> getSuperclass();

    public native Class<?>[] getInterfaces();

    public native Class<?> getComponentType();

    public Class<?> componentType() {
        return getComponentType();
    }

    public native Class<?> getEnclosingClass();

    public native Class<?> getDeclaringClass();

    public native Class<?> getNestHost();

    // -- Class loaders (issue 18, class loaders)

    /**
     * Loads through {@code loader} (the bootstrap loader when null), as
     * the VM would for code that loader defined, and initializes the class
     * when asked.
     */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        return forName0(name, initialize, loader);
    }

    private static native Class<?> forName0(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException;

    /** The defining loader; null for the class library's classes and primitive types. */
    public ClassLoader getClassLoader() {
        ClassLoader loader = getClassLoader0();
        if (loader == null && isAppClass0()) {
            // The application loader's Java object is made on first use.
            loader = ClassLoader.getSystemClassLoader();
        }
        return loader;
    }

    private native ClassLoader getClassLoader0();

    /** Defined by the application class loader (for arrays: their element class). */
    private native boolean isAppClass0();

    /** A resource name relative to this class's package, or absolute after a leading '/'. */
    private String resolveResourceName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        String className = c.getName();
        int lastDot = className.lastIndexOf('.');
        return lastDot < 0 ? name : className.substring(0, lastDot).replace('.', '/') + "/" + name;
    }

    /**
     * The resource through this class's loader; null for the class
     * library's classes (the bootstrap loader does not see the class path).
     */
    public java.net.URL getResource(String name) {
        ClassLoader loader = getClassLoader();
        return loader == null ? null : loader.getResource(resolveResourceName(name));
    }

    public java.io.InputStream getResourceAsStream(String name) {
        ClassLoader loader = getClassLoader();
        return loader == null ? null : loader.getResourceAsStream(resolveResourceName(name));
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    /** True when assertions are enabled for this class (-ea / -da on the command line). */
    public native boolean desiredAssertionStatus();

    /** The enum constants in declaration order, or null when this is not an enum class. */
    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return values == null ? null : values.clone();
    }

    /** The array returned by the enum's values(), shared: callers must not modify it. */
    T[] getEnumConstantsShared() {
        T[] constants = enumConstants;
        if (constants == null) {
            if (!isEnum()) {
                return null;
            }
            enumConstants = constants = invokeValues();
        }
        return constants;
    }

    private native T[] invokeValues();

    public Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        Constructor<T> c = findConstructor(parameterTypes, false);
        if (c == null) {
            throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
        }
        return c;
    }

    public Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        Constructor<T> c = findConstructor(parameterTypes, true);
        if (c == null) {
            throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
        }
        return c;
    }

    private native Constructor<T> findConstructor(Class<?>[] parameterTypes, boolean publicOnly);

    private String methodToString(String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        for (int i = 0; argTypes != null && i < argTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
        }
        return sb.append(')').toString();
    }

    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        try {
            return getDeclaredConstructor().newInstance();
        } catch (NoSuchMethodException e) {
            throw new InstantiationException(getName());
        } catch (java.lang.reflect.InvocationTargetException e) {
            // What the constructor threw comes out unchanged, even a checked
            // exception newInstance does not declare.
            throw Class.<RuntimeException>throwUnchecked(e.getCause());
        }
    }

    // Throws t whatever its type: the compiler sees an X, the VM any Throwable.
    @SuppressWarnings("unchecked")
    private static <X extends Throwable> X throwUnchecked(Throwable t) throws X {
        throw (X) t;
    }
}
