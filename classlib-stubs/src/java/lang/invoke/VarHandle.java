package java.lang.invoke;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A typed reference to a variable (a field, a static field or an array
 * element) with the access modes of the Java memory model.
 *
 * <p>The access methods are signature polymorphic, as MethodHandle.invoke
 * is: the VM links each call shape to an invoker that boxes the arguments
 * and calls invokeFromSite (vm/indy/method_handles.cpp). The arguments are
 * converted as MethodHandle.asType would to the access mode's type, and
 * the operation itself is done by the VM (vm/indy/var_handles.cpp).
 */
public abstract class VarHandle {
    // The VM's operations; var_handles.cpp numbers them the same way.
    static final int OP_GET = 0, OP_SET = 1, OP_COMPARE_AND_SET = 2, OP_COMPARE_AND_EXCHANGE = 3,
            OP_GET_AND_SET = 4, OP_GET_AND_ADD = 5, OP_GET_AND_BITWISE_OR = 6, OP_GET_AND_BITWISE_AND = 7,
            OP_GET_AND_BITWISE_XOR = 8;

    /** The access modes, in the JDK's order; each names its method and the VM operation it is. */
    public enum AccessMode {
        GET("get", OP_GET),
        SET("set", OP_SET),
        GET_VOLATILE("getVolatile", OP_GET),
        SET_VOLATILE("setVolatile", OP_SET),
        GET_ACQUIRE("getAcquire", OP_GET),
        SET_RELEASE("setRelease", OP_SET),
        GET_OPAQUE("getOpaque", OP_GET),
        SET_OPAQUE("setOpaque", OP_SET),
        COMPARE_AND_SET("compareAndSet", OP_COMPARE_AND_SET),
        COMPARE_AND_EXCHANGE("compareAndExchange", OP_COMPARE_AND_EXCHANGE),
        COMPARE_AND_EXCHANGE_ACQUIRE("compareAndExchangeAcquire", OP_COMPARE_AND_EXCHANGE),
        COMPARE_AND_EXCHANGE_RELEASE("compareAndExchangeRelease", OP_COMPARE_AND_EXCHANGE),
        WEAK_COMPARE_AND_SET_PLAIN("weakCompareAndSetPlain", OP_COMPARE_AND_SET),
        WEAK_COMPARE_AND_SET("weakCompareAndSet", OP_COMPARE_AND_SET),
        WEAK_COMPARE_AND_SET_ACQUIRE("weakCompareAndSetAcquire", OP_COMPARE_AND_SET),
        WEAK_COMPARE_AND_SET_RELEASE("weakCompareAndSetRelease", OP_COMPARE_AND_SET),
        GET_AND_SET("getAndSet", OP_GET_AND_SET),
        GET_AND_SET_ACQUIRE("getAndSetAcquire", OP_GET_AND_SET),
        GET_AND_SET_RELEASE("getAndSetRelease", OP_GET_AND_SET),
        GET_AND_ADD("getAndAdd", OP_GET_AND_ADD),
        GET_AND_ADD_ACQUIRE("getAndAddAcquire", OP_GET_AND_ADD),
        GET_AND_ADD_RELEASE("getAndAddRelease", OP_GET_AND_ADD),
        GET_AND_BITWISE_OR("getAndBitwiseOr", OP_GET_AND_BITWISE_OR),
        GET_AND_BITWISE_OR_RELEASE("getAndBitwiseOrRelease", OP_GET_AND_BITWISE_OR),
        GET_AND_BITWISE_OR_ACQUIRE("getAndBitwiseOrAcquire", OP_GET_AND_BITWISE_OR),
        GET_AND_BITWISE_AND("getAndBitwiseAnd", OP_GET_AND_BITWISE_AND),
        GET_AND_BITWISE_AND_RELEASE("getAndBitwiseAndRelease", OP_GET_AND_BITWISE_AND),
        GET_AND_BITWISE_AND_ACQUIRE("getAndBitwiseAndAcquire", OP_GET_AND_BITWISE_AND),
        GET_AND_BITWISE_XOR("getAndBitwiseXor", OP_GET_AND_BITWISE_XOR),
        GET_AND_BITWISE_XOR_RELEASE("getAndBitwiseXorRelease", OP_GET_AND_BITWISE_XOR),
        GET_AND_BITWISE_XOR_ACQUIRE("getAndBitwiseXorAcquire", OP_GET_AND_BITWISE_XOR);

        private final String methodName;
        final int operation;

        AccessMode(String methodName, int operation) {
            this.methodName = methodName;
            this.operation = operation;
        }

        public String methodName() {
            return methodName;
        }

        public static AccessMode valueFromMethodName(String methodName) {
            for (AccessMode mode : values()) {
                if (mode.methodName.equals(methodName)) {
                    return mode;
                }
            }
            throw new IllegalArgumentException("No AccessMode value for method name " + methodName);
        }
    }

    private final Class<?> varType;
    private final Class<?>[] coordinates;
    private final boolean readOnly;
    private final boolean exactInvocation;

    VarHandle(Class<?> varType, Class<?>[] coordinates, boolean readOnly, boolean exactInvocation) {
        this.varType = varType;
        this.coordinates = coordinates;
        this.readOnly = readOnly;
        this.exactInvocation = exactInvocation;
    }

    // The signature-polymorphic access methods.
    public final native Object get(Object... args);
    public final native void set(Object... args);
    public final native Object getVolatile(Object... args);
    public final native void setVolatile(Object... args);
    public final native Object getOpaque(Object... args);
    public final native void setOpaque(Object... args);
    public final native Object getAcquire(Object... args);
    public final native void setRelease(Object... args);
    public final native boolean compareAndSet(Object... args);
    public final native Object compareAndExchange(Object... args);
    public final native Object compareAndExchangeAcquire(Object... args);
    public final native Object compareAndExchangeRelease(Object... args);
    public final native boolean weakCompareAndSetPlain(Object... args);
    public final native boolean weakCompareAndSet(Object... args);
    public final native boolean weakCompareAndSetAcquire(Object... args);
    public final native boolean weakCompareAndSetRelease(Object... args);
    public final native Object getAndSet(Object... args);
    public final native Object getAndSetAcquire(Object... args);
    public final native Object getAndSetRelease(Object... args);
    public final native Object getAndAdd(Object... args);
    public final native Object getAndAddAcquire(Object... args);
    public final native Object getAndAddRelease(Object... args);
    public final native Object getAndBitwiseOr(Object... args);
    public final native Object getAndBitwiseOrAcquire(Object... args);
    public final native Object getAndBitwiseOrRelease(Object... args);
    public final native Object getAndBitwiseAnd(Object... args);
    public final native Object getAndBitwiseAndAcquire(Object... args);
    public final native Object getAndBitwiseAndRelease(Object... args);
    public final native Object getAndBitwiseXor(Object... args);
    public final native Object getAndBitwiseXorAcquire(Object... args);
    public final native Object getAndBitwiseXorRelease(Object... args);

    /** Runs the VM operation on coordinates then values, boxed and of the exact types. */
    abstract Object access(int operation, Object[] args);

    abstract VarHandle withExactInvocation(boolean exact);

    /** What a call site of one access method needs: the mode and the call's type. */
    private static final class Site {
        final AccessMode mode;
        final MethodType type;

        Site(AccessMode mode, MethodType type) {
            this.mode = mode;
            this.type = type;
        }
    }

    /** Called by the VM once per call-site shape (vm/indy/method_handles.cpp). */
    private static Object linkSite(String name, MethodType type) {
        return new Site(AccessMode.valueFromMethodName(name), type);
    }

    /** Where the VM's invokers land. */
    private static Object invokeFromSite(VarHandle vh, Object linkedSite, Object[] args) {
        Site site = (Site) linkedSite;
        MethodType expected = vh.accessModeType(site.mode);
        if (!expected.equals(site.type)) {
            if (vh.exactInvocation) {
                throw new WrongMethodTypeException("expected " + expected + " but found " + site.type);
            }
            if (!Adapters.canConvertTypes(site.type, expected)) {
                throw new WrongMethodTypeException("cannot convert MethodHandle"
                        + expected.insertParameterTypes(0, VarHandle.class) + " to "
                        + site.type.insertParameterTypes(0, VarHandle.class));
            }
            for (int i = 0; i < args.length; i++) {
                args[i] = Conversions.convert(args[i], site.type.parameterType(i), expected.parameterType(i));
            }
        }
        Object result = vh.run(site.mode, args);
        return Conversions.convert(result, expected.returnType(), site.type.returnType());
    }

    private Object run(AccessMode mode, Object[] args) {
        if (!isAccessModeSupported(mode)) {
            throw new UnsupportedOperationException();
        }
        return access(mode.operation, args);
    }

    public Class<?> varType() {
        return varType;
    }

    public List<Class<?>> coordinateTypes() {
        return Collections.unmodifiableList(Arrays.asList(coordinates.clone()));
    }

    /** The type of the access method for a mode, without the VarHandle itself. */
    public final MethodType accessModeType(AccessMode mode) {
        MethodType coordinatesOnly = MethodType.methodType(void.class, coordinates);
        switch (mode.operation) {
            case OP_GET:
                return coordinatesOnly.changeReturnType(varType);
            case OP_SET:
                return coordinatesOnly.appendParameterTypes(varType);
            case OP_COMPARE_AND_SET:
                return coordinatesOnly.appendParameterTypes(varType, varType).changeReturnType(boolean.class);
            case OP_COMPARE_AND_EXCHANGE:
                return coordinatesOnly.appendParameterTypes(varType, varType).changeReturnType(varType);
            default:
                return coordinatesOnly.appendParameterTypes(varType).changeReturnType(varType);
        }
    }

    /**
     * Reads and writes for every type; atomic updates too unless the
     * variable is final; arithmetic for numbers; bitwise operations for
     * integral types and boolean.
     */
    public final boolean isAccessModeSupported(AccessMode mode) {
        int op = mode.operation;
        if (op == OP_GET) {
            return true;
        }
        if (readOnly) {
            return false;
        }
        if (op == OP_GET_AND_ADD) {
            return varType.isPrimitive() && varType != boolean.class;
        }
        if (op >= OP_GET_AND_BITWISE_OR) {
            return varType.isPrimitive() && varType != float.class && varType != double.class;
        }
        return true;
    }

    /** A method handle that runs one access mode on this variable. */
    public MethodHandle toMethodHandle(AccessMode mode) {
        final VarHandle vh = this;
        return new MethodHandle(accessModeType(mode)) {
            Object invokeBoxed(Object[] args) {
                return vh.run(mode, args);
            }
        };
    }

    public boolean hasInvokeExactBehavior() {
        return exactInvocation;
    }

    public VarHandle withInvokeExactBehavior() {
        return exactInvocation ? this : withExactInvocation(true);
    }

    public VarHandle withInvokeBehavior() {
        return exactInvocation ? withExactInvocation(false) : this;
    }

    public final String toString() {
        return "VarHandle[varType=" + varType.getName() + ", coord=" + Arrays.toString(coordinates) + "]";
    }

    public static void fullFence() {
        fence0();
    }

    public static void acquireFence() {
        fence0();
    }

    public static void releaseFence() {
        fence0();
    }

    public static void loadLoadFence() {
        fence0();
    }

    public static void storeStoreFence() {
        fence0();
    }

    private static native void fence0();

    /** A field, found by a Lookup: an instance field has its object as the one coordinate. */
    static final class FieldVarHandle extends VarHandle {
        private final MemberName field;

        FieldVarHandle(MemberName field, boolean readOnly, boolean exact) {
            super(field.fieldType, field.isStatic() ? new Class<?>[0] : new Class<?>[] {field.clazz}, readOnly, exact);
            this.field = field;
        }

        Object access(int operation, Object[] args) {
            boolean isStatic = field.isStatic();
            Object receiver = isStatic ? null : args[0];
            Object[] values = isStatic ? args : Adapters.remove(args, 0, 1);
            return access0(field.vmTarget, operation, field.parameterClasses[0], receiver, values);
        }

        VarHandle withExactInvocation(boolean exact) {
            return new FieldVarHandle(field, !isAccessModeSupported(AccessMode.SET), exact);
        }

        private static native Object access0(long vmField, int operation, Class<?> fieldClass, Object receiver,
                Object[] values);
    }

    /** An array element: the array and the index are its coordinates. */
    static final class ArrayVarHandle extends VarHandle {
        private final Class<?> arrayClass;

        ArrayVarHandle(Class<?> arrayClass, boolean exact) {
            super(arrayClass.getComponentType(), new Class<?>[] {arrayClass, int.class}, false, exact);
            this.arrayClass = arrayClass;
        }

        Object access(int operation, Object[] args) {
            return access0(operation, args[0], (Integer) args[1], Adapters.remove(args, 0, 2));
        }

        VarHandle withExactInvocation(boolean exact) {
            return new ArrayVarHandle(arrayClass, exact);
        }

        private static native Object access0(int operation, Object array, int index, Object[] values);
    }
}
