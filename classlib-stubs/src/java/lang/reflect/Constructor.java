package java.lang.reflect;

/**
 * A constructor of a class, as far as Loupe reflects: enough for
 * getDeclaredConstructor(...).newInstance(...).
 */
public final class Constructor<T> {
    private final Class<T> declaringClass;
    /** The VM's method structure (a native pointer). */
    private final long vmMethod;
    private final Class<?>[] parameterTypes;
    private final int modifiers;
    private boolean accessible;

    private Constructor(Class<T> declaringClass, long vmMethod, Class<?>[] parameterTypes, int modifiers) {
        this.declaringClass = declaringClass;
        this.vmMethod = vmMethod;
        this.parameterTypes = parameterTypes;
        this.modifiers = modifiers;
    }

    public Class<T> getDeclaringClass() {
        return declaringClass;
    }

    public String getName() {
        return declaringClass.getName();
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public void setAccessible(boolean flag) {
        accessible = flag;
    }

    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, InvocationTargetException {
        int argc = initargs == null ? 0 : initargs.length;
        if (argc != parameterTypes.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        if ((declaringClass.getModifiers() & Modifier.ABSTRACT) != 0) {
            throw new InstantiationException(null);
        }
        return newInstance0(initargs == null ? new Object[0] : initargs, accessible);
    }

    /** Allocates, unboxes the arguments and runs the constructor; wraps what it throws. */
    private native T newInstance0(Object[] args, boolean overrideAccess)
            throws InstantiationException, IllegalAccessException, InvocationTargetException;

    public String toString() {
        StringBuilder sb = new StringBuilder();
        String mods = Modifier.toString(modifiers);
        if (!mods.isEmpty()) {
            sb.append(mods).append(' ');
        }
        sb.append(declaringClass.getTypeName()).append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(parameterTypes[i].getTypeName());
        }
        return sb.append(')').toString();
    }
}
