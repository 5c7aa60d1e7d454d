package java.lang;

import java.lang.reflect.Constructor;

/**
 * A class mirror. The VM creates exactly one per loaded class (and one per
 * primitive type and array type) and links it to its own class structure
 * through {@code vmClass}; everything that needs that structure is native
 * (vm/natives/class_natives.cpp).
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.GenericDeclaration,
        java.lang.reflect.Type, java.lang.reflect.AnnotatedElement {
    private static final long serialVersionUID = 3206093459760846163L;

    /** The VM's class structure (a native pointer); set when the mirror is created. */
    private transient long vmClass;
    /** Cache for getName(). */
    private transient String name;
    /** Cache for getEnumConstantsShared(). */
    private transient T[] enumConstants;

    /** Reflection metadata worked out on first use (loupe.internal.ClassInfo: generic types, annotations). */
    private transient volatile Object reflectionMetadata;

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

    /** Class loaders are not objects in Loupe; the bootstrap loader answers null as in the JDK. */
    public Object getClassLoader() {
        return null;
    }

    /**
     * The resource {@code name} on the class path: a relative name is taken
     * in this class's package ("data.txt" from a.b.C is "a/b/data.txt"), a
     * name with a leading '/' is absolute. Null when there is none, and
     * always for the class library's own classes: in the JDK those belong
     * to the boot loader, which does not see the class path.
     */
    public java.io.InputStream getResourceAsStream(String name) {
        String ownName = getName();
        if (ownName.startsWith("java.") || ownName.startsWith("javax.") || ownName.startsWith("sun.")
                || ownName.startsWith("jdk.") || ownName.startsWith("loupe.")) {
            return null;
        }
        if (name.startsWith("/")) {
            name = name.substring(1);
        } else {
            Class<?> c = this;
            while (c.isArray()) {
                c = c.getComponentType();
            }
            String className = c.getName();
            int lastDot = className.lastIndexOf('.');
            if (lastDot >= 0) {
                name = className.substring(0, lastDot).replace('.', '/') + "/" + name;
            }
        }
        return loupe.internal.ClassPathResources.open(name);
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

    // ---- Reflection metadata: generic types, annotations, records, sealed
    // classes (loupe.internal.GenericTypes, Annotations, Records;
    // docs/reflection-metadata.md) ----

    @SuppressWarnings("unchecked")
    public java.lang.reflect.TypeVariable<Class<T>>[] getTypeParameters() {
        return (java.lang.reflect.TypeVariable<Class<T>>[]) loupe.internal.GenericTypes.classTypeParameters(this);
    }

    public java.lang.reflect.Type getGenericSuperclass() {
        return loupe.internal.GenericTypes.genericSuperclass(this);
    }

    public java.lang.reflect.Type[] getGenericInterfaces() {
        return loupe.internal.GenericTypes.genericInterfaces(this);
    }

    /** "public abstract interface java.util.Map$Entry<K,V>", "final record R", "int[]". */
    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        if (isArray()) {
            return getTypeName();
        }
        int classModifiers = java.lang.reflect.Modifier.PUBLIC | java.lang.reflect.Modifier.PROTECTED
                | java.lang.reflect.Modifier.PRIVATE | java.lang.reflect.Modifier.ABSTRACT
                | java.lang.reflect.Modifier.STATIC | java.lang.reflect.Modifier.FINAL
                | java.lang.reflect.Modifier.STRICT;
        StringBuilder sb = new StringBuilder();
        String modifiers = java.lang.reflect.Modifier.toString(getModifiers() & classModifiers);
        if (!modifiers.isEmpty()) {
            sb.append(modifiers).append(' ');
        }
        if (isAnnotation()) {
            sb.append('@');
        }
        sb.append(isInterface() ? "interface" : isEnum() ? "enum" : isRecord() ? "record" : "class");
        sb.append(' ').append(getName());
        sb.append(loupe.internal.GenericTypes.typeParametersText(getTypeParameters()));
        return sb.toString();
    }

    public <A extends java.lang.annotation.Annotation> A getAnnotation(Class<A> annotationClass) {
        return loupe.internal.Annotations.find(loupe.internal.Annotations.annotations(this), annotationClass);
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        return loupe.internal.Annotations.annotations(this).clone();
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return loupe.internal.Annotations.declaredAnnotations(this).clone();
    }

    public <A extends java.lang.annotation.Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        return loupe.internal.Annotations.find(loupe.internal.Annotations.declaredAnnotations(this), annotationClass);
    }

    public <A extends java.lang.annotation.Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        return loupe.internal.Annotations.classAnnotationsByType(this, annotationClass);
    }

    public <A extends java.lang.annotation.Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return loupe.internal.Annotations.byType(loupe.internal.Annotations.declaredAnnotations(this), annotationClass);
    }

    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        return isRecord() ? loupe.internal.Records.components(this) : null;
    }

    public boolean isSealed() {
        return !isArray() && !isPrimitive() && loupe.internal.VMMetadata.permittedSubclassNames(this) != null;
    }

    public Class<?>[] getPermittedSubclasses() {
        return isArray() || isPrimitive() ? null : loupe.internal.Records.permittedSubclasses(this);
    }
}
