package java.lang.invoke;

import java.util.Arrays;
import java.util.List;

/**
 * Factories of method handles: Lookup finds handles on methods, constructors
 * and fields; the static methods make handles that transform others
 * (Adapters).
 */
public class MethodHandles {
    private MethodHandles() {}

    /** A lookup with every access its caller has. */
    public static Lookup lookup() {
        Class<?> caller = callerClass();
        if (caller == null) {
            throw new IllegalCallerException("no caller frame");
        }
        return new Lookup(caller, Lookup.FULL_POWER);
    }

    /** The class whose code called lookup() (the first frame outside java.lang.invoke). */
    private static native Class<?> callerClass();

    /** A lookup that finds public members of public classes only. */
    public static Lookup publicLookup() {
        return new Lookup(Object.class, Lookup.UNCONDITIONAL);
    }

    /** A lookup with private access to targetClass, for a caller with full privilege. */
    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass.isPrimitive() || targetClass.isArray()) {
            throw new IllegalArgumentException(targetClass + " is a primitive or array class");
        }
        if ((caller.lookupModes() & (Lookup.PRIVATE | Lookup.MODULE)) != (Lookup.PRIVATE | Lookup.MODULE)) {
            throw new IllegalAccessException("caller does not have PRIVATE and MODULE lookup mode");
        }
        if (Lookup.inClassLibrary(targetClass) && !Lookup.inClassLibrary(caller.lookupClass())) {
            throw new IllegalAccessException("module java.base does not open " + targetClass.getPackageName()
                    + " to " + Lookup.UNNAMED_MODULE);
        }
        return new Lookup(targetClass, Lookup.FULL_POWER & ~Lookup.ORIGINAL);
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type == void.class) {
            throw new IllegalArgumentException("void type");
        }
        return new Adapters.Constant(MethodType.methodType(type), Conversions.checkValue(type, value));
    }

    public static MethodHandle identity(Class<?> type) {
        if (type == void.class) {
            throw new IllegalArgumentException("parameter type cannot be void");
        }
        return new Adapters.Identity(type);
    }

    /** Returns the type's zero (null, 0, false; nothing for void). */
    public static MethodHandle zero(Class<?> type) {
        return new Adapters.Constant(MethodType.methodType(type), Conversions.zero(type));
    }

    /** Ignores its arguments and returns the return type's zero. */
    public static MethodHandle empty(MethodType type) {
        return dropArguments(zero(type.returnType()), 0, type.parameterArray());
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... valueTypes) {
        MethodType t = target.type();
        if (pos < 0 || pos > t.parameterCount()) {
            throw new IllegalArgumentException("no argument type to remove" + Arrays.asList(t, pos,
                    Arrays.asList(valueTypes), t.parameterCount() + valueTypes.length, valueTypes.length));
        }
        if (valueTypes.length == 0) {
            return target;
        }
        return new Adapters.Drop(target, pos, valueTypes.clone());
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, List<Class<?>> valueTypes) {
        return dropArguments(target, pos, valueTypes.toArray(new Class<?>[0]));
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type();
        if (pos < 0 || pos + values.length > t.parameterCount()) {
            throw new IllegalArgumentException("no argument type to append");
        }
        if (values.length == 0) {
            return target;
        }
        Object[] checked = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            checked[i] = Conversions.checkValue(t.parameterType(pos + i), values[i]);
        }
        return new Adapters.Insert(target, pos, checked);
    }

    public static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        MethodType t = target.type();
        MethodType f = filter.type();
        boolean matches = t.returnType() == void.class ? f.parameterCount() == 0
                : f.parameterCount() == 1 && f.parameterType(0) == t.returnType();
        if (!matches) {
            throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + f);
        }
        return new Adapters.FilterReturn(target, filter);
    }

    public static MethodHandle filterArguments(MethodHandle target, int pos, MethodHandle... filters) {
        MethodType t = target.type();
        if (pos < 0 || pos + filters.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many filters");
        }
        for (int i = 0; i < filters.length; i++) {
            MethodHandle filter = filters[i];
            if (filter == null) {
                continue;
            }
            MethodType f = filter.type();
            if (f.parameterCount() != 1 || f.returnType() != t.parameterType(pos + i)) {
                throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + f);
            }
        }
        return new Adapters.FilterArguments(target, pos, filters.clone());
    }

    public static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        return foldArguments(target, 0, combiner);
    }

    public static MethodHandle foldArguments(MethodHandle target, int pos, MethodHandle combiner) {
        MethodType t = target.type();
        MethodType c = combiner.type();
        boolean folds = c.returnType() != void.class;
        int skip = folds ? 1 : 0;
        boolean matches = pos >= 0 && (!folds || (pos < t.parameterCount() && t.parameterType(pos) == c.returnType()))
                && pos + skip + c.parameterCount() <= t.parameterCount();
        for (int i = 0; matches && i < c.parameterCount(); i++) {
            matches = c.parameterType(i) == t.parameterType(pos + skip + i);
        }
        if (!matches) {
            throw new IllegalArgumentException("target and combiner types must match: " + t + " != " + c);
        }
        return new Adapters.Fold(target, pos, combiner);
    }

    public static MethodHandle guardWithTest(MethodHandle test, MethodHandle target, MethodHandle fallback) {
        MethodType g = test.type();
        MethodType t = target.type();
        if (g.returnType() != boolean.class) {
            throw new IllegalArgumentException("guard type is not a predicate " + g);
        }
        if (!t.equals(fallback.type())) {
            throw new IllegalArgumentException("target and fallback types must match: " + t + " != " + fallback.type());
        }
        boolean prefix = g.parameterCount() <= t.parameterCount();
        for (int i = 0; prefix && i < g.parameterCount(); i++) {
            prefix = g.parameterType(i) == t.parameterType(i);
        }
        if (!prefix) {
            throw new IllegalArgumentException("target and test types must match: " + t + " != " + g);
        }
        return new Adapters.GuardWithTest(test, target, fallback);
    }

    public static MethodHandle catchException(MethodHandle target, Class<? extends Throwable> exType,
            MethodHandle handler) {
        MethodType t = target.type();
        MethodType h = handler.type();
        if (h.parameterCount() < 1 || !h.parameterType(0).isAssignableFrom(exType)) {
            throw new IllegalArgumentException("handler does not accept exception type " + exType);
        }
        boolean matches = h.returnType() == t.returnType() && h.parameterCount() - 1 <= t.parameterCount();
        for (int i = 1; matches && i < h.parameterCount(); i++) {
            matches = h.parameterType(i) == t.parameterType(i - 1);
        }
        if (!matches) {
            throw new IllegalArgumentException("target and handler types must match: " + t + " != " + h);
        }
        return new Adapters.CatchException(target, exType, handler);
    }

    public static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        if (!Throwable.class.isAssignableFrom(exType)) {
            throw new ClassCastException(exType.getName());
        }
        return new Adapters.Throw(returnType, exType);
    }

    public static MethodHandle permuteArguments(MethodHandle target, MethodType newType, int... reorder) {
        MethodType t = target.type();
        if (reorder.length != t.parameterCount()) {
            throw new IllegalArgumentException("old type parameter count and reorder array length do not match: "
                    + t + ", " + Arrays.toString(reorder));
        }
        if (newType.returnType() != t.returnType()) {
            throw new IllegalArgumentException("return types do not match: " + t + ", " + newType);
        }
        for (int i = 0; i < reorder.length; i++) {
            int from = reorder[i];
            if (from < 0 || from >= newType.parameterCount()) {
                throw new IllegalArgumentException("index is out of bounds for new type: " + from + " " + newType);
            }
            if (newType.parameterType(from) != t.parameterType(i)) {
                throw new IllegalArgumentException("parameter types do not match after reorder: " + t + ", " + newType);
            }
        }
        return new Adapters.Permute(target, newType, reorder.clone());
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        Class<?> element = componentOf(arrayClass);
        return new Adapters.ArrayAccess(MethodType.methodType(element, arrayClass, int.class),
                Adapters.ArrayAccess.GET, element);
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        Class<?> element = componentOf(arrayClass);
        return new Adapters.ArrayAccess(MethodType.methodType(void.class, arrayClass, int.class, element),
                Adapters.ArrayAccess.SET, element);
    }

    public static MethodHandle arrayConstructor(Class<?> arrayClass) {
        Class<?> element = componentOf(arrayClass);
        return new Adapters.ArrayAccess(MethodType.methodType(arrayClass, int.class), Adapters.ArrayAccess.NEW, element);
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) {
        Class<?> element = componentOf(arrayClass);
        return new Adapters.ArrayAccess(MethodType.methodType(int.class, arrayClass), Adapters.ArrayAccess.LENGTH,
                element);
    }

    /** A VarHandle on the elements of arrays of this class (coordinates: the array, the index). */
    public static VarHandle arrayElementVarHandle(Class<?> arrayClass) {
        componentOf(arrayClass);
        return new VarHandle.ArrayVarHandle(arrayClass, false);
    }

    private static Class<?> componentOf(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array: " + arrayClass);
        }
        return arrayClass.getComponentType();
    }

    /** (MethodHandle, type's parameters)type's return: calls the handle with invoke's conversions. */
    public static MethodHandle invoker(MethodType type) {
        return new Adapters.Invoker(type, false);
    }

    /** As invoker, but the handle's type must be exactly {@code type}. */
    public static MethodHandle exactInvoker(MethodType type) {
        return new Adapters.Invoker(type, true);
    }

    /** An invoker that takes the arguments after the first leadingArgCount as an Object[]. */
    public static MethodHandle spreadInvoker(MethodType type, int leadingArgCount) {
        if (leadingArgCount < 0 || leadingArgCount > type.parameterCount()) {
            throw new IllegalArgumentException("bad argument count " + leadingArgCount);
        }
        MethodHandle invoker = new Adapters.Invoker(type, false);
        return invoker.asSpreader(Object[].class, type.parameterCount() - leadingArgCount);
    }

    /**
     * Finds method handles on the members of classes, with the access of
     * its lookup class (JVMS 5.4.4) narrowed by its lookup modes.
     */
    public static final class Lookup {
        public static final int PUBLIC = 0x01;
        public static final int PRIVATE = 0x02;
        public static final int PROTECTED = 0x04;
        public static final int PACKAGE = 0x08;
        public static final int MODULE = 0x10;
        public static final int UNCONDITIONAL = 0x20;
        public static final int ORIGINAL = 0x40;
        static final int FULL_POWER = PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE | ORIGINAL;

        /** Stands for the unnamed module in messages (Loupe has no modules: classpath code is all in it). */
        static final Object UNNAMED_MODULE = new Object() {
            public String toString() {
                return "unnamed module @" + Integer.toHexString(System.identityHashCode(this));
            }
        };

        private final Class<?> lookupClass;
        /** The lookup class before in() crossed from the class path into the class library (or back). */
        private final Class<?> previousLookupClass;
        private final int allowedModes;

        Lookup(Class<?> lookupClass, int allowedModes) {
            this(lookupClass, null, allowedModes);
        }

        private Lookup(Class<?> lookupClass, Class<?> previousLookupClass, int allowedModes) {
            this.lookupClass = lookupClass;
            this.previousLookupClass = previousLookupClass;
            this.allowedModes = allowedModes;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public Class<?> previousLookupClass() {
            return previousLookupClass;
        }

        public int lookupModes() {
            return allowedModes;
        }

        /** A lookup on another class: private access only within the same class, package access within the package. */
        public Lookup in(Class<?> requestedLookupClass) {
            if (requestedLookupClass.isPrimitive() || requestedLookupClass.isArray()) {
                throw new IllegalArgumentException(requestedLookupClass + " is a primitive or array class");
            }
            if (requestedLookupClass == lookupClass) {
                return this;
            }
            int modes = allowedModes & ~(PRIVATE | PROTECTED | ORIGINAL);
            if (!requestedLookupClass.getPackageName().equals(lookupClass.getPackageName())) {
                modes &= ~PACKAGE;
            }
            Class<?> previous = previousLookupClass;
            if (inClassLibrary(requestedLookupClass) != inClassLibrary(lookupClass)) {
                // Another module: the JDK keeps where the lookup came from.
                modes &= ~(MODULE | PACKAGE);
                previous = previous == null ? lookupClass : previous;
            }
            if ((modes & UNCONDITIONAL) == 0 && !isClassAccessible(requestedLookupClass)) {
                modes = 0;
            }
            return new Lookup(requestedLookupClass, previous, modes);
        }

        public Lookup dropLookupMode(int modeToDrop) {
            int drop = modeToDrop | PROTECTED | ORIGINAL;
            if (modeToDrop == PACKAGE) {
                drop |= PRIVATE;
            } else if (modeToDrop == MODULE) {
                drop |= PACKAGE | PRIVATE;
            } else if (modeToDrop == PUBLIC) {
                drop |= MODULE | PACKAGE | PRIVATE;
            } else if (modeToDrop != PRIVATE && modeToDrop != PROTECTED && modeToDrop != UNCONDITIONAL) {
                throw new IllegalArgumentException(modeToDrop + " is not a valid mode to drop");
            }
            return new Lookup(lookupClass, previousLookupClass, allowedModes & ~drop);
        }

        public String toString() {
            String name = lookupClass.getName();
            if (previousLookupClass != null) {
                name += "/" + previousLookupClass.getName();
            }
            if ((allowedModes & (PRIVATE | MODULE)) == (PRIVATE | MODULE)) {
                return name;  // full privilege
            }
            switch (allowedModes) {
                case UNCONDITIONAL:
                    return name + "/publicLookup";
                case 0:
                    return name + "/noaccess";
                case PUBLIC:
                    return name + "/public";
                case PUBLIC | MODULE:
                    return name + "/module";
                case PUBLIC | MODULE | PACKAGE:
                    return name + "/package";
                default:
                    return name + "/private";
            }
        }

        public Class<?> accessClass(Class<?> targetClass) throws IllegalAccessException {
            if (!isClassAccessible(targetClass)) {
                throw new IllegalAccessException("access violation: " + targetClass + ", from " + this);
            }
            return targetClass;
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            MemberName m = resolveMethod(refc, name, type, MemberName.INVOKE_STATIC);
            return new DirectMethodHandle(type, m).withVarargs(isVarargs(m));
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            int kind = refc.isInterface() ? MemberName.INVOKE_INTERFACE : MemberName.INVOKE_VIRTUAL;
            MemberName m = resolveMethod(refc, name, type, kind);
            MethodType handleType = type.insertParameterTypes(0, receiverType(refc, m));
            return new DirectMethodHandle(handleType, m).withVarargs(isVarargs(m));
        }

        /** Calls the method as invokespecial from specialCaller would: no overriding. */
        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            if ((allowedModes & PRIVATE) == 0 || specialCaller != lookupClass) {
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller + ", from "
                        + describe());
            }
            MemberName m = resolveMethod(refc, name, type, MemberName.INVOKE_SPECIAL);
            return new DirectMethodHandle(type.insertParameterTypes(0, specialCaller), m).withVarargs(isVarargs(m));
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc.isArray()) {
                throw new NoSuchMethodException("no constructor for array class: " + refc.getName());
            }
            MemberName m = MemberName.method(refc, "<init>", type, MemberName.NEW_INVOKE_SPECIAL);
            if (type.returnType() != void.class || refc.isPrimitive() || !m.resolve()) {
                throw new NoSuchMethodException("no such constructor: " + m);
            }
            checkSymbolicClass(refc);
            if (!isAccessible(refc, m)) {
                throw new IllegalAccessException("no such constructor: " + m);
            }
            return new DirectMethodHandle(type.changeReturnType(refc), m).withVarargs(isVarargs(m));
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName m = resolveField(refc, name, type, MemberName.GET_FIELD);
            return new DirectMethodHandle(MethodType.methodType(type, receiverType(refc, m)), m);
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName m = resolveField(refc, name, type, MemberName.PUT_FIELD);
            return new DirectMethodHandle(MethodType.methodType(void.class, receiverType(refc, m), type), m);
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName m = resolveField(refc, name, type, MemberName.GET_STATIC);
            return new DirectMethodHandle(MethodType.methodType(type), m);
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName m = resolveField(refc, name, type, MemberName.PUT_STATIC);
            return new DirectMethodHandle(MethodType.methodType(void.class, type), m);
        }

        /** A VarHandle on an instance field (read-only when the field is final). */
        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName m = resolveField(recv, name, type, MemberName.GET_FIELD);
            return new VarHandle.FieldVarHandle(m, (m.modifiers & java.lang.reflect.Modifier.FINAL) != 0, false);
        }

        /** A VarHandle on a static field (read-only when the field is final). */
        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName m = resolveField(decl, name, type, MemberName.GET_STATIC);
            return new VarHandle.FieldVarHandle(m, (m.modifiers & java.lang.reflect.Modifier.FINAL) != 0, false);
        }

        /** A handle on a reflected method; no access check when it was made accessible. */
        public MethodHandle unreflect(java.lang.reflect.Method m) throws IllegalAccessException {
            Class<?> refc = m.getDeclaringClass();
            MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            boolean isStatic = java.lang.reflect.Modifier.isStatic(m.getModifiers());
            int kind = isStatic ? MemberName.INVOKE_STATIC
                    : refc.isInterface() ? MemberName.INVOKE_INTERFACE : MemberName.INVOKE_VIRTUAL;
            MemberName member = resolveReflected(MemberName.method(refc, m.getName(), type, kind), m.isAccessible());
            MethodType handleType = isStatic ? type : type.insertParameterTypes(0, receiverType(refc, member));
            return new DirectMethodHandle(handleType, member).withVarargs(isVarargs(member));
        }

        /** As unreflect, without overriding: as invokespecial from specialCaller would call it. */
        public MethodHandle unreflectSpecial(java.lang.reflect.Method m, Class<?> specialCaller)
                throws IllegalAccessException {
            if ((allowedModes & PRIVATE) == 0 || specialCaller != lookupClass) {
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller + ", from "
                        + describe());
            }
            MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            MemberName member = resolveReflected(MemberName.method(m.getDeclaringClass(), m.getName(), type,
                    MemberName.INVOKE_SPECIAL), m.isAccessible());
            return new DirectMethodHandle(type.insertParameterTypes(0, specialCaller), member)
                    .withVarargs(isVarargs(member));
        }

        public MethodHandle unreflectConstructor(java.lang.reflect.Constructor<?> c) throws IllegalAccessException {
            Class<?> refc = c.getDeclaringClass();
            MethodType type = MethodType.methodType(void.class, c.getParameterTypes());
            MemberName member = resolveReflected(MemberName.method(refc, "<init>", type, MemberName.NEW_INVOKE_SPECIAL),
                    c.isAccessible());
            return new DirectMethodHandle(type.changeReturnType(refc), member).withVarargs(isVarargs(member));
        }

        public MethodHandle unreflectGetter(java.lang.reflect.Field f) throws IllegalAccessException {
            boolean isStatic = java.lang.reflect.Modifier.isStatic(f.getModifiers());
            MemberName member = resolveReflected(MemberName.field(f.getDeclaringClass(), f.getName(), f.getType(),
                    isStatic ? MemberName.GET_STATIC : MemberName.GET_FIELD), f.isAccessible());
            return new DirectMethodHandle(isStatic ? MethodType.methodType(f.getType())
                    : MethodType.methodType(f.getType(), f.getDeclaringClass()), member);
        }

        /** A setter for a reflected field: a final field only when it is an instance field made accessible. */
        public MethodHandle unreflectSetter(java.lang.reflect.Field f) throws IllegalAccessException {
            boolean isStatic = java.lang.reflect.Modifier.isStatic(f.getModifiers());
            MemberName member = resolveReflected(MemberName.field(f.getDeclaringClass(), f.getName(), f.getType(),
                    isStatic ? MemberName.PUT_STATIC : MemberName.PUT_FIELD), f.isAccessible());
            if (java.lang.reflect.Modifier.isFinal(f.getModifiers()) && (isStatic || !f.isAccessible())) {
                throw new IllegalAccessException("unexpected set of a final field: " + member + ", from " + describe());
            }
            return new DirectMethodHandle(isStatic ? MethodType.methodType(void.class, f.getType())
                    : MethodType.methodType(void.class, f.getDeclaringClass(), f.getType()), member);
        }

        public VarHandle unreflectVarHandle(java.lang.reflect.Field f) throws IllegalAccessException {
            boolean isStatic = java.lang.reflect.Modifier.isStatic(f.getModifiers());
            MemberName member = resolveReflected(MemberName.field(f.getDeclaringClass(), f.getName(), f.getType(),
                    isStatic ? MemberName.GET_STATIC : MemberName.GET_FIELD), false);
            return new VarHandle.FieldVarHandle(member, java.lang.reflect.Modifier.isFinal(f.getModifiers()), false);
        }

        /** Loads a class through the lookup class's loader, if this lookup may access it. */
        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            return accessClass(Class.forName(targetName, false, lookupClass.getClassLoader()));
        }

        /** A reflected member, resolved again for the VM; access checked unless it was made accessible. */
        private MemberName resolveReflected(MemberName m, boolean accessible) throws IllegalAccessException {
            if (!m.resolve()) {
                throw new InternalError("reflected member not found: " + m);
            }
            if (!accessible && !isAccessible(m.clazz, m)) {
                throw new IllegalAccessException("member is " + accessWord(m.modifiers) + ": " + m + ", from "
                        + describe());
            }
            return m;
        }

        /** Like findVirtual, with the handle bound to the receiver. */
        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            Class<?> refc = receiver.getClass();
            MethodHandle mh = findVirtual(refc, name, type);
            boolean varargs = mh.isVarargsCollector();
            MethodHandle bound = mh.asFixedArity().bindTo(receiver);
            return varargs ? bound.asVarargsCollector(type.lastParameterType()) : bound;
        }

        // -------------------------------------------------------------------
        // Resolution and access control

        private MemberName resolveMethod(Class<?> refc, String name, MethodType type, int kind)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc == null || name == null || type == null) {
                throw new NullPointerException();
            }
            if (name.equals("<init>") || name.equals("<clinit>")) {
                throw new NoSuchMethodException("illegal method name: " + name);
            }
            MemberName m = MemberName.method(refc, name, type, kind);
            if (refc.isPrimitive() || !m.resolve()) {
                throw new NoSuchMethodException("no such method: " + m);
            }
            checkSymbolicClass(refc);
            // A static method found for findVirtual (or the reverse), or a
            // member this lookup may not see: HotSpot's resolution fails
            // these with "no such method" as an IllegalAccessException.
            boolean wantStatic = kind == MemberName.INVOKE_STATIC;
            if (m.isStatic() != wantStatic || !isAccessible(refc, m)) {
                throw new IllegalAccessException("no such method: " + m);
            }
            return m;
        }

        private MemberName resolveField(Class<?> refc, String name, Class<?> type, int kind)
                throws NoSuchFieldException, IllegalAccessException {
            if (refc == null || name == null || type == null) {
                throw new NullPointerException();
            }
            MemberName m = MemberName.field(refc, name, type, kind);
            if (refc.isPrimitive() || type == void.class || !m.resolve()) {
                throw new NoSuchFieldException("no such field: " + m);
            }
            checkSymbolicClass(refc);
            boolean wantStatic = kind == MemberName.GET_STATIC || kind == MemberName.PUT_STATIC;
            if (m.isStatic() != wantStatic) {
                // The message names the field as it is: getStatic for a static one.
                int actualKind = kind + (wantStatic ? -1 : 1);
                throw new IllegalAccessException((wantStatic ? "expected a static field: " : "expected a non-static field: ")
                        + m.describeAs(actualKind) + ", from " + describe());
            }
            if (!isAccessible(refc, m)) {
                throw new IllegalAccessException("member is " + accessWord(m.modifiers) + ": " + m + ", from "
                        + describe());
            }
            boolean put = kind == MemberName.PUT_FIELD || kind == MemberName.PUT_STATIC;
            if (put && (m.modifiers & java.lang.reflect.Modifier.FINAL) != 0) {
                throw new IllegalAccessException("unexpected set of a final field: " + m + ", from " + describe());
            }
            return m;
        }

        private void checkSymbolicClass(Class<?> refc) throws IllegalAccessException {
            if (!isClassAccessible(refc)) {
                throw new IllegalAccessException("symbolic reference class is not accessible: " + refc + ", from "
                        + describe());
            }
        }

        /**
         * The receiver type of a virtual member: refc, narrowed to the
         * lookup class for a protected member of a superclass in another
         * package (JLS 6.6.2: access only through the subclass).
         */
        private Class<?> receiverType(Class<?> refc, MemberName m) {
            boolean isProtected = (m.modifiers & java.lang.reflect.Modifier.PROTECTED) != 0;
            if (isProtected && !samePackage(m.declaringClass, lookupClass) && !lookupClass.isInterface()
                    && m.declaringClass.isAssignableFrom(lookupClass) && refc.isAssignableFrom(lookupClass)) {
                return lookupClass;
            }
            return refc;
        }

        private static boolean isVarargs(MemberName m) {
            return (m.modifiers & 0x80) != 0 && m.methodType.parameterCount() > 0
                    && m.methodType.lastParameterType().isArray();
        }

        private boolean isClassAccessible(Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            if (c.isPrimitive() || java.lang.reflect.Modifier.isPublic(c.getModifiers())) {
                return (allowedModes & (PUBLIC | UNCONDITIONAL)) != 0;
            }
            return (allowedModes & PACKAGE) != 0 && samePackage(c, lookupClass);
        }

        /** JVMS 5.4.4 from the lookup class, within this lookup's modes. */
        private boolean isAccessible(Class<?> refc, MemberName m) {
            if (!isClassAccessible(refc)) {
                return false;
            }
            int mods = m.modifiers;
            Class<?> declaring = m.declaringClass;
            if (java.lang.reflect.Modifier.isPublic(mods)) {
                return (allowedModes & UNCONDITIONAL) == 0 || java.lang.reflect.Modifier.isPublic(declaring.getModifiers())
                        || declaring.isInterface();
            }
            if (java.lang.reflect.Modifier.isPrivate(mods)) {
                return (allowedModes & PRIVATE) != 0
                        && (declaring == lookupClass || declaring.getNestHost() == lookupClass.getNestHost());
            }
            boolean packageAccess = (allowedModes & PACKAGE) != 0 && samePackage(declaring, lookupClass);
            if (java.lang.reflect.Modifier.isProtected(mods)) {
                return packageAccess || ((allowedModes & PROTECTED) != 0 && declaring.isAssignableFrom(lookupClass));
            }
            return packageAccess;
        }

        private static String accessWord(int mods) {
            if (java.lang.reflect.Modifier.isPrivate(mods)) {
                return "private";
            }
            if (java.lang.reflect.Modifier.isProtected(mods)) {
                return "protected";
            }
            return java.lang.reflect.Modifier.isPublic(mods) ? "public" : "package-private";
        }

        /** The same run-time package: the same name and the same defining loader (JVMS 5.3). */
        private static boolean samePackage(Class<?> a, Class<?> b) {
            return a.getPackageName().equals(b.getPackageName()) && a.getClassLoader() == b.getClassLoader();
        }

        /** The lookup class as messages name it: "class W (unnamed module @1b6d3586)". */
        private String describe() {
            if (allowedModes == UNCONDITIONAL) {
                return "public Lookup";
            }
            return lookupClass + (inClassLibrary(lookupClass) ? " (in module java.base)" : " (" + UNNAMED_MODULE + ")");
        }

        /** Whether a class belongs to the class library (java.base in the JDK), not to the class path. */
        static boolean inClassLibrary(Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            String n = c.getName();
            return c.isPrimitive() || n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("sun.")
                    || n.startsWith("jdk.") || n.startsWith("loupe.");
        }
    }
}
