package java.lang.reflect;

/**
 * What Field, Method and Constructor share: the access check that a
 * reflective use makes against its caller, and the {@code override} flag
 * setAccessible(true) sets to skip it.
 *
 * <p>The check follows the language's access rules (JLS 6.6) as the JDK's
 * reflection applies them: the declaring class must be accessible (public,
 * or in the caller's package), then the member: public; private within the
 * nest; package access within the package; protected also from subclasses,
 * and for instance members only on objects of the caller's class or its
 * subclasses. The last caller that passed is remembered, so a loop of
 * invocations walks the stack for the caller but checks once.
 *
 * <p>Modules: the class library stands for the module java.base, which
 * exports the java.* and javax.* packages and opens none of them; user
 * classes are in the unnamed module. So setAccessible(true) on a non-public
 * member of the class library fails with InaccessibleObjectException, as on
 * the JDK.
 */
public class AccessibleObject implements AnnotatedElement {
    /** setAccessible(true) was called: no access checks. */
    boolean override;
    /** 0: not yet known; 1: a public member of a public class in an exported package; 2: not. */
    private byte everywhereAccessible;
    /**
     * The caller that last passed the access check; for a protected
     * instance member, a Class[] {caller, target class}.
     */
    private volatile Object accessCheckCache;

    static {
        loupe.internal.ReflectionAccess.install(new ReflectionAccessImpl());
        // A method's type variables, met while resolving a local class's
        // types, are declared by the reflective Method or Constructor.
        loupe.internal.GenericTypes.methodDeclarations = (c, slot) -> Executable.declaredAt(c, slot);
    }

    /** Stands for the unnamed module in messages (its identity hash names it). */
    private static final Object UNNAMED_MODULE = new Object();

    protected AccessibleObject() {
    }

    public void setAccessible(boolean flag) {
        if (flag) {
            checkCanSetAccessible(callerClass(), true);
        }
        override = flag;
    }

    /** All or nothing: every element is checked before any is changed. */
    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        if (flag) {
            Class<?> caller = callerClass();
            for (AccessibleObject ao : array) {
                ao.checkCanSetAccessible(caller, true);
            }
        }
        for (AccessibleObject ao : array) {
            ao.override = flag;
        }
    }

    public final boolean trySetAccessible() {
        if (override) {
            return true;
        }
        if (!checkCanSetAccessible(callerClass(), false)) {
            return false;
        }
        override = true;
        return true;
    }

    @Deprecated(since = "9")
    public boolean isAccessible() {
        return override;
    }

    /**
     * Whether the caller may use this member on {@code obj} (null for
     * statics and constructors) without setAccessible.
     */
    public final boolean canAccess(Object obj) {
        Member member = (Member) this;
        Class<?> declaring = member.getDeclaringClass();
        int mods = member.getModifiers();
        Class<?> target = null;
        if (Modifier.isStatic(mods) || this instanceof Constructor) {
            if (obj != null) {
                throw new IllegalArgumentException("non-null object for " + this);
            }
        } else {
            if (obj == null) {
                throw new IllegalArgumentException("null object for " + this);
            }
            if (!declaring.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of " + declaring.getName());
            }
            target = obj.getClass();
        }
        if (override) {
            return true;
        }
        Class<?> caller = callerClass();
        return caller == null || verifyAccess(caller, declaring, target, mods);
    }

    // ---- annotations: Field, Method and Constructor override these ------
    // (a subclass outside java.lang.reflect that does not gets the JDK's errors)

    public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    @Override
    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return AnnotatedElement.super.isAnnotationPresent(annotationClass);
    }

    @Override
    public <T extends java.lang.annotation.Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    /** Members inherit no annotations: the declared ones. */
    public java.lang.annotation.Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    @Override
    public <T extends java.lang.annotation.Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    @Override
    public <T extends java.lang.annotation.Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        throw new AssertionError("All subclasses should override this method");
    }

    // ---- the access check -------------------------------------------------

    /**
     * Throws IllegalAccessException when the caller may not use the member
     * (declared by {@code declaring} with {@code mods}) on an object of class
     * {@code target} (null for statics and constructors).
     */
    final void checkAccess(Class<?> declaring, int mods, Class<?> target) throws IllegalAccessException {
        byte everywhere = everywhereAccessible;
        if (everywhere == 0) {
            everywhere = Modifier.isPublic(mods) && (classAccessFlags(declaring) & Modifier.PUBLIC) != 0
                    && isExported(declaring) ? (byte) 1 : (byte) 2;
            everywhereAccessible = everywhere;
        }
        if (everywhere == 1) {
            return;
        }
        Class<?> caller = callerClass();
        if (caller == null || verifyAccess(caller, declaring, target, mods)) {
            return;
        }
        throw new IllegalAccessException(caller + " cannot access a member of " + declaring
                + (inJavaBase(declaring) ? " (in module java.base)" : "")
                + " with modifiers \"" + Modifier.toString(mods) + "\"");
    }

    private boolean verifyAccess(Class<?> caller, Class<?> declaring, Class<?> target, int mods) {
        if (caller == declaring) {
            return true;
        }
        boolean dependsOnTarget = target != null && Modifier.isProtected(mods) && !Modifier.isStatic(mods);
        Object cache = accessCheckCache;
        if (dependsOnTarget) {
            if (cache instanceof Class<?>[]) {
                Class<?>[] pair = (Class<?>[]) cache;
                if (pair[0] == caller && pair[1] == target) {
                    return true;
                }
            }
        } else if (cache == caller) {
            return true;
        }
        if (!isAccessible(caller, declaring, target, mods)) {
            return false;
        }
        accessCheckCache = dependsOnTarget ? new Class<?>[] {caller, target} : caller;
        return true;
    }

    private static boolean isAccessible(Class<?> caller, Class<?> declaring, Class<?> target, int mods) {
        // A run-time package: its name and the defining loader (JVMS 5.3).
        boolean samePackage = caller.getPackageName().equals(declaring.getPackageName())
                && caller.getClassLoader() == declaring.getClassLoader();
        if ((classAccessFlags(declaring) & Modifier.PUBLIC) == 0 && !samePackage) {
            return false;
        }
        if (Modifier.isPublic(mods)) {
            return inJavaBase(caller) || isExported(declaring);
        }
        if (Modifier.isPrivate(mods)) {
            return caller.getNestHost() == declaring.getNestHost();
        }
        if (samePackage) {
            return true;
        }
        if (!Modifier.isProtected(mods) || !isSubclass(caller, declaring)) {
            return false;
        }
        // A protected instance member only on the caller's own kind of objects (JLS 6.6.2.1).
        return target == null || Modifier.isStatic(mods) || isSubclass(target, caller);
    }

    private static boolean isSubclass(Class<?> c, Class<?> ancestor) {
        for (; c != null; c = c.getSuperclass()) {
            if (c == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static boolean isExported(Class<?> c) {
        if (!inJavaBase(c)) {
            return true;
        }
        String pkg = c.getPackageName();
        return pkg.startsWith("java.") || pkg.startsWith("javax.");
    }

    /**
     * Whether setAccessible(true) may be called by {@code caller}: always in
     * the unnamed module; for the class library only on public members
     * (protected static ones for subclasses) of public classes in exported
     * packages, since java.base opens nothing.
     */
    boolean checkCanSetAccessible(Class<?> caller, boolean raise) {
        Member member = (Member) this;
        Class<?> declaring = member.getDeclaringClass();
        if (caller == null || !inJavaBase(declaring) || inJavaBase(caller)) {
            if (declaring == Class.class && this instanceof Constructor) {
                if (!raise) {
                    return false;
                }
                throw new SecurityException("Cannot make a java.lang.Class constructor accessible");
            }
            return true;
        }
        int mods = member.getModifiers();
        if ((classAccessFlags(declaring) & Modifier.PUBLIC) != 0 && isExported(declaring)) {
            if (Modifier.isPublic(mods)) {
                return true;
            }
            if (Modifier.isProtected(mods) && Modifier.isStatic(mods) && isSubclass(caller, declaring)) {
                return true;
            }
        }
        if (!raise) {
            return false;
        }
        String what = this instanceof Field ? "field " + this : toString();
        throw new InaccessibleObjectException("Unable to make " + what + " accessible: module java.base does not \""
                + (isExported(declaring) ? "opens " : "exports ") + declaring.getPackageName()
                + "\" to unnamed module @" + Integer.toHexString(System.identityHashCode(UNNAMED_MODULE)));
    }

    // ---- natives (vm/natives/reflection_natives.cpp) ----------------------

    /**
     * The class on whose behalf the reflective call runs: the first frame
     * outside java.lang.Class and java.lang.reflect; null when the VM itself
     * called.
     */
    static native Class<?> callerClass();

    /** The class file's access flags (public or not, for a nested class too). */
    static native int classAccessFlags(Class<?> c);

    /** Whether the class belongs to the class library (the JDK's java.base). */
    static native boolean inJavaBase(Class<?> c);
}
