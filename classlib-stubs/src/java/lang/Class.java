package java.lang;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

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

    // ---- reflection: members (engineer A; natives in vm/natives/reflection_natives.cpp) ----
    //
    // The VM lists a class's declared members once (getDeclared*0) as
    // Method/Field/Constructor objects with their parameter, return and
    // exception classes resolved; the arrays are cached here and callers get
    // copies, so setAccessible on one copy leaves the others alone (as the JDK).

    private transient volatile Method[] declaredMethodsCache;
    private transient volatile Field[] declaredFieldsCache;
    private transient volatile Constructor<T>[] declaredConstructorsCache;
    private transient volatile Method[] publicMethodsCache;
    private transient volatile Field[] publicFieldsCache;

    /** Every method declared here, constructors and the class initializer left out. */
    private native Method[] getDeclaredMethods0();

    /** Every field declared here, in class-file order. */
    private native Field[] getDeclaredFields0();

    private native Constructor<T>[] getDeclaredConstructors0();

    /** The member classes named by the InnerClasses attribute as declared here. */
    private native Class<?>[] getDeclaredClasses0();

    private Method[] declaredMethods() {
        Method[] ms = declaredMethodsCache;
        if (ms == null) {
            declaredMethodsCache = ms = getDeclaredMethods0();
        }
        return ms;
    }

    private Field[] declaredFields() {
        Field[] fs = declaredFieldsCache;
        if (fs == null) {
            declaredFieldsCache = fs = getDeclaredFields0();
        }
        return fs;
    }

    private Constructor<T>[] declaredConstructors() {
        Constructor<T>[] cs = declaredConstructorsCache;
        if (cs == null) {
            declaredConstructorsCache = cs = getDeclaredConstructors0();
        }
        return cs;
    }

    private static Method[] copyMethods(Method[] ms) {
        Method[] out = new Method[ms.length];
        for (int i = 0; i < ms.length; i++) {
            out[i] = loupe.internal.ReflectionAccess.get().copy(ms[i]);
        }
        return out;
    }

    private static Field[] copyFields(Field[] fs) {
        Field[] out = new Field[fs.length];
        for (int i = 0; i < fs.length; i++) {
            out[i] = loupe.internal.ReflectionAccess.get().copy(fs[i]);
        }
        return out;
    }

    public Method[] getDeclaredMethods() {
        return copyMethods(declaredMethods());
    }

    public Field[] getDeclaredFields() {
        return copyFields(declaredFields());
    }

    public Constructor<?>[] getDeclaredConstructors() {
        return copyConstructors(false);
    }

    public Constructor<?>[] getConstructors() {
        return copyConstructors(true);
    }

    private Constructor<?>[] copyConstructors(boolean publicOnly) {
        java.util.ArrayList<Constructor<?>> out = new java.util.ArrayList<>();
        for (Constructor<T> c : declaredConstructors()) {
            if (!publicOnly || java.lang.reflect.Modifier.isPublic(c.getModifiers())) {
                out.add(loupe.internal.ReflectionAccess.get().copy(c));
            }
        }
        return out.toArray(new Constructor<?>[0]);
    }

    public Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return findConstructor(parameterTypes, false);
    }

    public Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return findConstructor(parameterTypes, true);
    }

    private Constructor<T> findConstructor(Class<?>[] parameterTypes, boolean publicOnly) throws NoSuchMethodException {
        Class<?>[] wanted = parameterTypes == null ? new Class<?>[0] : parameterTypes;
        for (Constructor<T> c : declaredConstructors()) {
            if ((!publicOnly || java.lang.reflect.Modifier.isPublic(c.getModifiers()))
                    && java.util.Arrays.equals(c.getParameterTypes(), wanted)) {
                return loupe.internal.ReflectionAccess.get().copy(c);
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    public Field getDeclaredField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (Field f : declaredFields()) {
            if (f.getName().equals(name)) {
                return loupe.internal.ReflectionAccess.get().copy(f);
            }
        }
        throw new NoSuchFieldException(name);
    }

    /** Searched as JLS 8.3 inherits fields: declared here, then superinterfaces, then the superclass. */
    public Field getField(String name) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        Field f = findPublicField(name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return loupe.internal.ReflectionAccess.get().copy(f);
    }

    private Field findPublicField(String name) {
        for (Field f : declaredFields()) {
            if (f.getName().equals(name) && java.lang.reflect.Modifier.isPublic(f.getModifiers())) {
                return f;
            }
        }
        for (Class<?> i : getInterfaces()) {
            Field f = i.findPublicField(name);
            if (f != null) {
                return f;
            }
        }
        Class<?> sup = isInterface() ? null : getSuperclass();
        return sup == null ? null : sup.findPublicField(name);
    }

    /** Public fields declared here, then those of the superinterfaces, then of the superclass; each once. */
    public Field[] getFields() {
        Field[] fs = publicFieldsCache;
        if (fs == null) {
            java.util.ArrayList<Field> out = new java.util.ArrayList<>();
            collectPublicFields(out, new java.util.ArrayList<Class<?>>());
            publicFieldsCache = fs = out.toArray(new Field[0]);
        }
        return copyFields(fs);
    }

    private void collectPublicFields(java.util.ArrayList<Field> out, java.util.ArrayList<Class<?>> visited) {
        if (visited.contains(this)) {
            return;
        }
        visited.add(this);
        for (Field f : declaredFields()) {
            if (java.lang.reflect.Modifier.isPublic(f.getModifiers())) {
                out.add(f);
            }
        }
        for (Class<?> i : getInterfaces()) {
            i.collectPublicFields(out, visited);
        }
        Class<?> sup = isInterface() ? null : getSuperclass();
        if (sup != null) {
            sup.collectPublicFields(out, visited);
        }
    }

    /**
     * The declared method with this name and these parameter types; of
     * several (they differ in return type: bridges), the one whose return
     * type is more specific than the others'.
     */
    public Method getDeclaredMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        Class<?>[] wanted = parameterTypes == null ? new Class<?>[0] : parameterTypes;
        Method best = null;
        for (Method m : declaredMethods()) {
            if (m.getName().equals(name) && java.util.Arrays.equals(m.getParameterTypes(), wanted)
                    && (best == null || best.getReturnType().isAssignableFrom(m.getReturnType()))) {
                best = m;
            }
        }
        if (best == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return loupe.internal.ReflectionAccess.get().copy(best);
    }

    /**
     * As Class.getMethod's specification searches: public methods declared
     * here; if none matches, those of the superclass (recursively) merged
     * with the superinterfaces' instance methods, keeping only the most
     * specific of methods with the same return type; then the one whose
     * return type is most specific.
     */
    public Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        Class<?>[] wanted = parameterTypes == null ? new Class<?>[0] : parameterTypes;
        java.util.ArrayList<Method> found = new java.util.ArrayList<>();
        findPublicMethods(name, wanted, true, found);
        Method best = null;
        for (Method m : found) {
            if (best == null || (best.getReturnType() != m.getReturnType()
                    && best.getReturnType().isAssignableFrom(m.getReturnType()))) {
                best = m;
            }
        }
        if (best == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return loupe.internal.ReflectionAccess.get().copy(best);
    }

    private void findPublicMethods(String name, Class<?>[] wanted, boolean includeStatic,
            java.util.ArrayList<Method> out) {
        boolean declaredHere = false;
        for (Method m : declaredMethods()) {
            int mods = m.getModifiers();
            if (java.lang.reflect.Modifier.isPublic(mods) && (includeStatic || !java.lang.reflect.Modifier.isStatic(mods))
                    && m.getName().equals(name) && java.util.Arrays.equals(m.getParameterTypes(), wanted)) {
                out.add(m);
                declaredHere = true;
            }
        }
        if (declaredHere) {
            return;
        }
        Class<?> sup = isInterface() ? null : getSuperclass();
        if (sup != null) {
            sup.findPublicMethods(name, wanted, includeStatic, out);
        }
        for (Class<?> i : getInterfaces()) {
            java.util.ArrayList<Method> fromInterface = new java.util.ArrayList<>();
            i.findPublicMethods(name, wanted, false, fromInterface);
            for (Method m : fromInterface) {
                addMostSpecific(out, m);
            }
        }
    }

    /**
     * Class.getMethods: the public methods declared here, those of the
     * superclass (recursively) and the instance methods of the
     * superinterfaces; of methods with the same name, parameter types and
     * return type only the most specific stay: a class's beats an
     * interface's, a subtype's beats its supertype's.
     */
    public Method[] getMethods() {
        Method[] ms = publicMethodsCache;
        if (ms == null) {
            java.util.ArrayList<Method> out = new java.util.ArrayList<>();
            for (Method m : declaredMethods()) {
                if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                    out.add(m);
                }
            }
            Class<?> sup = isInterface() ? null : getSuperclass();
            if (sup != null) {
                for (Method m : sup.publicMethods()) {
                    addMostSpecific(out, m);
                }
            }
            for (Class<?> i : getInterfaces()) {
                for (Method m : i.publicMethods()) {
                    if (!java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                        addMostSpecific(out, m);
                    }
                }
            }
            publicMethodsCache = ms = out.toArray(new Method[0]);
        }
        return copyMethods(ms);
    }

    private Method[] publicMethods() {
        getMethods();
        return publicMethodsCache;
    }

    /** Adds m unless a more specific method of the same signature is there; removes those m beats. */
    private static void addMostSpecific(java.util.ArrayList<Method> out, Method m) {
        Class<?> mc = m.getDeclaringClass();
        for (int i = out.size() - 1; i >= 0; i--) {
            Method n = out.get(i);
            if (n.getReturnType() != m.getReturnType() || !n.getName().equals(m.getName())
                    || !java.util.Arrays.equals(n.getParameterTypes(), m.getParameterTypes())) {
                continue;
            }
            Class<?> nc = n.getDeclaringClass();
            if (n == m || moreSpecific(nc, mc)) {
                return;
            }
            if (moreSpecific(mc, nc)) {
                out.remove(i);
            }
        }
        out.add(m);
    }

    /** Whether a method declared by a is more specific than one declared by b (Class.getMethods). */
    private static boolean moreSpecific(Class<?> a, Class<?> b) {
        if (a.isInterface() != b.isInterface()) {
            return !a.isInterface();
        }
        return b.isAssignableFrom(a);
    }

    /** "pkg.C.name(int,java.lang.String)" as NoSuchMethodException words a missing method. */
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

    /** The member classes and interfaces declared here. */
    public Class<?>[] getDeclaredClasses() {
        return getDeclaredClasses0();
    }

    /** The public member classes and interfaces declared here and by the superclasses. */
    public Class<?>[] getClasses() {
        java.util.ArrayList<Class<?>> out = new java.util.ArrayList<>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> member : c.getDeclaredClasses0()) {
                if (java.lang.reflect.Modifier.isPublic(member.getModifiers())) {
                    out.add(member);
                }
            }
        }
        return out.toArray(new Class<?>[0]);
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

    /** For a local or anonymous class declared in a method: that method (EnclosingMethod attribute); otherwise null. */
    public Method getEnclosingMethod() {
        java.lang.reflect.Executable e = enclosingExecutable();
        return e instanceof Method ? (Method) e : null;
    }

    /** For a local or anonymous class declared in a constructor: that constructor; otherwise null. */
    public Constructor<?> getEnclosingConstructor() {
        java.lang.reflect.Executable e = enclosingExecutable();
        return e instanceof Constructor ? (Constructor<?>) e : null;
    }

    private java.lang.reflect.Executable enclosingExecutable() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        String[] where = loupe.internal.VMMetadata.enclosingMethod(this);  // {class, name, descriptor}
        if (where == null || where[1] == null || where[1].equals("<clinit>")) {
            return null;
        }
        Class<?> enclosing = loupe.internal.VMMetadata.classForDescriptor(this, "L" + where[0] + ";");
        int slot = loupe.internal.VMMetadata.methodSlot(enclosing, where[1], where[2]);
        java.lang.reflect.Executable e = slot < 0 ? null : loupe.internal.ReflectionAccess.get().executableAt(enclosing, slot);
        if (e == null) {
            throw new InternalError("Enclosing method not found");
        }
        return e;
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
