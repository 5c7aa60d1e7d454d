package java.lang.reflect;

/**
 * A method of a class or interface. Class keeps one Method per declared
 * method and hands out copies, so setAccessible on one copy does not open
 * the others (as the JDK).
 */
public final class Method extends Executable {
    private final String name;
    private final Class<?> returnType;

    /** Called by the VM (Class.getDeclaredMethods0) and by copy(). */
    Method(Class<?> clazz, int slot, String name, Class<?>[] parameterTypes, Class<?> returnType,
            Class<?>[] exceptionTypes, int modifiers, long vmMethod) {
        super(clazz, slot, vmMethod, parameterTypes, exceptionTypes, modifiers);
        this.name = name;
        this.returnType = returnType;
    }

    /** A fresh copy, not accessible (what Class hands out). */
    Method copy() {
        Method m = new Method(clazz, slot, name, parameterTypes, returnType, exceptionTypes, modifiers, vmMethod);
        m.root = root();
        return m;
    }

    @Override
    public Class<?> getDeclaringClass() {
        return clazz;
    }

    @Override
    public String getName() {
        return name;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    @Override
    @SuppressWarnings("unchecked")
    public TypeVariable<Method>[] getTypeParameters() {
        TypeVariable<?>[] vars = typeParameters();
        return (TypeVariable<Method>[]) (vars.length == 0 ? vars : vars.clone());
    }

    /** From the Signature attribute; the return class without one. */
    public Type getGenericReturnType() {
        Type t = genericReturnType;
        if (t == null) {
            genericReturnType = t = loupe.internal.GenericTypes.methodReturnType(clazz, slot, this);
        }
        return t;
    }

    private transient volatile Type genericReturnType;

    /** An annotation interface element's default value (arrays copied), or null. */
    public Object getDefaultValue() {
        if (!clazz.isAnnotation()) {
            return null;
        }
        return loupe.internal.Annotations.annotationDefault(clazz, slot);
    }

    public boolean isBridge() {
        return (modifiers & BRIDGE) != 0;
    }

    /** A public instance method with a body, declared in an interface. */
    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    /**
     * Runs the method on {@code obj} (ignored for statics) with {@code args}
     * unboxed and widened to the parameter types, and returns the result
     * boxed (null for void).
     */
    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if (!override) {
            Class<?> target = null;
            if ((modifiers & Modifier.STATIC) == 0) {
                if (obj == null) {
                    throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
                }
                target = obj.getClass();
            }
            checkAccess(clazz, modifiers, target);
        }
        return invoke0(vmMethod, parameterTypes, obj, args);
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Method)) {
            return false;
        }
        Method other = (Method) obj;
        return clazz == other.clazz && name.equals(other.name) && returnType == other.returnType
                && sameTypes(parameterTypes, other.parameterTypes);
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    private static final int METHOD_MODIFIERS = Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE
            | Modifier.ABSTRACT | Modifier.STATIC | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.NATIVE
            | Modifier.STRICT;

    /** "public static int java.lang.Math.max(int,int)", with " throws ..." when the method declares exceptions. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, METHOD_MODIFIERS, isDefault());
        sb.append(returnType.getTypeName()).append(' ').append(clazz.getTypeName()).append('.').append(name);
        appendErasedParameters(sb);
        return sb.toString();
    }

    /** "public <T> T C.m(java.util.List<? extends T>,T...) throws E": generic types, "..." for varargs. */
    public String toGenericString() {
        StringBuilder sb = new StringBuilder();
        appendGenericSignature(sb, METHOD_MODIFIERS, isDefault(), getGenericReturnType().getTypeName(),
                clazz.getTypeName() + '.' + name);
        return sb.toString();
    }
}
