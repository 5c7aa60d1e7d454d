package java.lang.reflect;

/**
 * What Method and Constructor share. An executable names its VM method by
 * (declaring class, {@code slot}: the index in the class's method table, in
 * class-file order) and keeps the method's address in {@code vmMethod} for
 * the invoke path; parameter, return and exception classes are resolved once,
 * when the class's members are first listed (Class.getDeclaredMethods0).
 */
public abstract class Executable extends AccessibleObject implements Member {
    final Class<?> clazz;
    final int slot;
    /** The VM's method structure (a native pointer); JNI's FromReflectedMethod reads it. */
    final long vmMethod;
    final Class<?>[] parameterTypes;
    final Class<?>[] exceptionTypes;
    /** The class file's access flags as the JDK keeps them (bridge, varargs and synthetic included). */
    final int modifiers;
    private transient Parameter[] parameters;

    static final int ACCESS_MODIFIERS = Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE;
    static final int BRIDGE = 0x0040;
    static final int VARARGS = 0x0080;
    static final int SYNTHETIC = 0x1000;

    Executable(Class<?> clazz, int slot, long vmMethod, Class<?>[] parameterTypes, Class<?>[] exceptionTypes,
            int modifiers) {
        this.clazz = clazz;
        this.slot = slot;
        this.vmMethod = vmMethod;
        this.parameterTypes = parameterTypes;
        this.exceptionTypes = exceptionTypes;
        this.modifiers = modifiers;
    }

    public abstract Class<?> getDeclaringClass();

    public abstract String getName();

    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.length == 0 ? parameterTypes : parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public Class<?>[] getExceptionTypes() {
        return exceptionTypes.length == 0 ? exceptionTypes : exceptionTypes.clone();
    }

    public boolean isVarArgs() {
        return (modifiers & VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & SYNTHETIC) != 0;
    }

    /**
     * Without a MethodParameters attribute, as the JDK: "arg0", "arg1", ...,
     * no modifiers, the last one varargs if the executable is.
     */
    public Parameter[] getParameters() {
        Parameter[] ps = parameters;
        if (ps == null) {
            ps = new Parameter[parameterTypes.length];
            for (int i = 0; i < ps.length; i++) {
                ps[i] = new Parameter("arg" + i, 0, this, i);
            }
            parameters = ps;
        }
        return ps.clone();
    }

    public abstract String toGenericString();

    // ---- shared by toString and toGenericString ---------------------------

    /** Access modifiers, then "default" (interface methods with a body), then the others. */
    void appendModifiers(StringBuilder sb, int mask, boolean isDefault) {
        int mods = modifiers & mask;
        int access = mods & ACCESS_MODIFIERS;
        if (access != 0) {
            sb.append(Modifier.toString(access)).append(' ');
        }
        if (isDefault) {
            sb.append("default ");
        }
        int rest = mods & ~ACCESS_MODIFIERS;
        if (rest != 0) {
            sb.append(Modifier.toString(rest)).append(' ');
        }
    }

    /** "(int,java.lang.String[])" or, for the generic form of a varargs executable, "(int,java.lang.String...)". */
    void appendParameters(StringBuilder sb, boolean varargsDots) {
        sb.append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            String name = parameterTypes[i].getTypeName();
            if (varargsDots && i == parameterTypes.length - 1 && isVarArgs() && name.endsWith("[]")) {
                name = name.substring(0, name.length() - 2) + "...";
            }
            sb.append(name);
        }
        sb.append(')');
        if (exceptionTypes.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < exceptionTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(exceptionTypes[i].getTypeName());
            }
        }
    }

    static boolean sameTypes(Class<?>[] a, Class<?>[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The one invoke path of Method and Constructor
     * (vm/natives/reflection_natives.cpp): checks the receiver (instance
     * methods) and the arguments against {@code parameterTypes}, unboxes and
     * widens them, initializes the class (statics, constructors), dispatches
     * (non-private instance methods), runs the method and boxes its result.
     * A constructor allocates the instance and returns it. What the method
     * throws comes out wrapped in InvocationTargetException.
     */
    static native Object invoke0(long vmMethod, Class<?>[] parameterTypes, Object obj, Object[] args)
            throws InvocationTargetException;
}
