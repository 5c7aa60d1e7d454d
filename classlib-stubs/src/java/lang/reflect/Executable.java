package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import loupe.internal.Annotations;
import loupe.internal.GenericTypes;
import loupe.internal.VMMetadata;

/**
 * What Method and Constructor share. An executable names its VM method by
 * (declaring class, {@code slot}: the index in the class's method table, in
 * class-file order) and keeps the method's address in {@code vmMethod} for
 * the invoke path; parameter, return and exception classes are resolved once,
 * when the class's members are first listed (Class.getDeclaredMethods0).
 *
 * <p>Generic types, annotations and parameter names come from the class
 * file's attributes through loupe.internal.GenericTypes, Annotations and
 * VMMetadata (docs/reflection-metadata.md); nothing is parsed here. As on
 * the JDK, annotations are kept by the {@code root} (the object Class
 * caches, of which it hands out copies), so the usual
 * {@code c.getMethod(..).getAnnotation(..)} parses once per member; generic
 * types and parameters are kept per object, since their type variables and
 * Parameter objects name this very executable.
 */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    final Class<?> clazz;
    final int slot;
    /** The VM's method structure (a native pointer); JNI's FromReflectedMethod reads it. */
    final long vmMethod;
    final Class<?>[] parameterTypes;
    final Class<?>[] exceptionTypes;
    /** The class file's access flags as the JDK keeps them (bridge, varargs and synthetic included). */
    final int modifiers;
    private transient volatile Parameter[] parameters;
    /** The object Class caches, of which this is a copy; null for that object itself. */
    Executable root;
    /** Kept on the root (see root()). */
    private transient volatile Annotation[] declaredAnnotations;
    private transient volatile Annotation[][] parameterAnnotations;
    /** Per object: its type variables declare this executable. */
    private transient volatile TypeVariable<?>[] typeParameters;
    private transient volatile Type[] genericParameterTypes;
    private transient volatile Type[] genericExceptionTypes;

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

    /** The executable whose caches copies share. */
    final Executable root() {
        return root != null ? root : this;
    }

    /**
     * From the MethodParameters attribute when there is one (names, final,
     * synthetic, mandated); otherwise as the JDK: "arg0", "arg1", ..., no
     * modifiers. The last one is varargs if the executable is.
     */
    public Parameter[] getParameters() {
        Parameter[] ps = parameters;
        if (ps == null) {
            parameters = ps = makeParameters();
        }
        return ps.clone();
    }

    private Parameter[] makeParameters() {
        String[] names = VMMetadata.parameterNames(clazz, slot);
        int[] flags = VMMetadata.parameterFlags(clazz, slot);
        boolean present = names != null;
        if (present && (names.length != parameterTypes.length || flags == null || flags.length != names.length)) {
            throw new MalformedParametersException("Wrong number of parameters in MethodParameters attribute");
        }
        Parameter[] ps = new Parameter[parameterTypes.length];
        for (int i = 0; i < ps.length; i++) {
            String name = present ? names[i] : null;
            if (name != null && !isValidParameterName(name)) {
                throw new MalformedParametersException("Invalid parameter name \"" + name + "\"");
            }
            ps[i] = new Parameter(name, present ? flags[i] : 0, this, i, present);
        }
        return ps;
    }

    /** JVMS 4.2.2: an unqualified name, not empty, without '.', ';', '[' or '/'. */
    private static boolean isValidParameterName(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (ch == '.' || ch == ';' || ch == '[' || ch == '/') {
                return false;
            }
        }
        return true;
    }

    // ---- generic types (loupe.internal.GenericTypes) ----------------------

    public abstract TypeVariable<?>[] getTypeParameters();

    /** The type variables, made once per object with this as their declaration. */
    final TypeVariable<?>[] typeParameters() {
        TypeVariable<?>[] vars = typeParameters;
        if (vars == null) {
            typeParameters = vars = GenericTypes.methodTypeParameters(clazz, slot, this);
        }
        return vars;
    }

    /** As the Signature attribute gives them; the erased types without one. May omit synthetic parameters. */
    public Type[] getGenericParameterTypes() {
        Type[] types = genericParameterTypes;
        if (types == null) {
            genericParameterTypes = types = GenericTypes.methodParameterTypes(clazz, slot, this);
        }
        return types.length == 0 ? types : types.clone();
    }

    public Type[] getGenericExceptionTypes() {
        Type[] types = genericExceptionTypes;
        if (types == null) {
            types = GenericTypes.methodExceptionTypes(clazz, slot, this);
            genericExceptionTypes = types = types != null ? types : exceptionTypes;
        }
        return types.length == 0 ? types : types.clone();
    }

    /**
     * Parameter {@code index}'s generic type for Parameter.getParameterizedType.
     * When the Signature leaves out parameters the compiler added (an inner
     * class's outer instance, an enum's name and ordinal, captured locals),
     * MethodParameters' synthetic and mandated flags say which ones those are;
     * without them only a Signature that covers every parameter is used.
     */
    final Type parameterizedType(int index, Parameter[] ps) {
        Type[] generic = genericParameterTypes;
        if (generic == null) {
            getGenericParameterTypes();
            generic = genericParameterTypes;
        }
        if (generic.length == parameterTypes.length) {
            return generic[index];
        }
        boolean flagged = ps.length > 0 && ps[0].hasRealData();
        if (!flagged) {
            return parameterTypes[index];
        }
        int next = 0;
        for (int i = 0; i < ps.length; i++) {
            boolean compilerMade = ps[i].isSynthetic() || ps[i].isImplicit();
            if (i == index) {
                return compilerMade || next >= generic.length ? parameterTypes[i] : generic[next];
            }
            if (!compilerMade) {
                next++;
            }
        }
        return parameterTypes[index];
    }

    // ---- annotations (loupe.internal.Annotations) -------------------------

    /** The declared annotations, shared with the root's other copies: callers must not modify the array. */
    final Annotation[] declaredAnnotations() {
        Executable r = root();
        Annotation[] as = r.declaredAnnotations;
        if (as == null) {
            r.declaredAnnotations = as = Annotations.methodAnnotations(clazz, slot);
        }
        return as;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return Annotations.find(declaredAnnotations(), annotationClass);
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return Annotations.byType(declaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return declaredAnnotations().clone();
    }

    /**
     * One array per parameter. Without a RuntimeVisibleParameterAnnotations
     * attribute every array is empty. An attribute that counts fewer
     * parameters than the descriptor is accepted where javac leaves out
     * parameters it added (see Constructor.fitParameterAnnotations);
     * any other mismatch is an AnnotationFormatError, as on the JDK.
     */
    public Annotation[][] getParameterAnnotations() {
        Annotation[][] shared = parameterAnnotations();
        Annotation[][] out = new Annotation[shared.length][];
        for (int i = 0; i < shared.length; i++) {
            out[i] = shared[i].length == 0 ? shared[i] : shared[i].clone();
        }
        return out;
    }

    /** Shared with the root's other copies: callers must not modify the arrays. */
    final Annotation[][] parameterAnnotations() {
        Executable r = root();
        Annotation[][] result = r.parameterAnnotations;
        if (result == null) {
            Annotation[][] fromAttribute = Annotations.parameterAnnotations(clazz, slot);
            if (fromAttribute == null) {
                result = new Annotation[parameterTypes.length][];
                java.util.Arrays.fill(result, NO_ANNOTATIONS);
            } else if (fromAttribute.length == parameterTypes.length) {
                result = fromAttribute;
            } else {
                result = fitParameterAnnotations(fromAttribute);
            }
            r.parameterAnnotations = result;
        }
        return result;
    }

    static final Annotation[] NO_ANNOTATIONS = new Annotation[0];

    /** The attribute counts other than the descriptor: an error for methods. */
    Annotation[][] fitParameterAnnotations(Annotation[][] fromAttribute) {
        throw new AnnotationFormatError("Parameter annotations don't match number of parameters");
    }

    /** The generic form: type parameters, then "<T> void C.m(java.util.List<T>,T...) throws E". */
    final void appendGenericSignature(StringBuilder sb, int modifierMask, boolean isDefault, String returnType,
            String name) {
        appendModifiers(sb, modifierMask, isDefault);
        String vars = GenericTypes.typeParametersText(typeParameters());
        if (!vars.isEmpty()) {
            sb.append(vars).append(' ');
        }
        if (returnType != null) {
            sb.append(returnType).append(' ');
        }
        sb.append(name).append('(');
        Type[] params = getGenericParameterTypes();
        for (int i = 0; i < params.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            String text = params[i].getTypeName();
            if (isVarArgs() && i == params.length - 1 && text.endsWith("[]")) {
                text = text.substring(0, text.length() - 2) + "...";
            }
            sb.append(text);
        }
        sb.append(')');
        Type[] thrown = getGenericExceptionTypes();
        for (int i = 0; i < thrown.length; i++) {
            sb.append(i == 0 ? " throws " : ",").append(thrown[i].getTypeName());
        }
    }

    /**
     * A fresh copy of the Method or Constructor that c declares at this
     * slot of its method table; null for the class initializer or a slot
     * out of range. Rare (enclosing methods, record accessors, metadata),
     * so a scan of the declared members is enough.
     */
    static Executable declaredAt(Class<?> c, int slot) {
        for (Method m : c.getDeclaredMethods()) {
            if (m.slot == slot) {
                return m;
            }
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            if (k.slot == slot) {
                return k;
            }
        }
        return null;
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

    /** "(int,java.lang.String[]) throws java.io.IOException": toString's erased form (arrays stay "[]"). */
    void appendErasedParameters(StringBuilder sb) {
        sb.append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(parameterTypes[i].getTypeName());
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
