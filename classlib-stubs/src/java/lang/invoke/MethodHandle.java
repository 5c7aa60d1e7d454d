package java.lang.invoke;

import java.util.List;

/**
 * A typed, directly executable reference to a method, constructor, field or
 * a transformation of another handle.
 *
 * <p>How Loupe runs one: every handle implements {@link #invokeBoxed}, which
 * takes its arguments as an Object[] matching {@link #type()} exactly (a
 * primitive as its wrapper) and returns its result the same way. The
 * signature-polymorphic {@code invokeExact} and {@code invoke} are linked by
 * the VM (vm/indy/method_handles.cpp): each call shape gets a native that
 * boxes the call's arguments and calls invokeFromSite, which checks or
 * adapts the type and calls invokeBoxed. Transformations (asType, bindTo,
 * MethodHandles' combinators) are handles over other handles (Adapters).
 */
public abstract class MethodHandle {
    private final MethodType type;
    /** The last asType result: call sites usually ask for the same type again. */
    private MethodHandle asTypeCache;

    MethodHandle(MethodType type) {
        if (type == null) {
            throw new NullPointerException();
        }
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    /** Calls the handle; the call's static types must equal type() exactly. */
    public final native Object invokeExact(Object... args) throws Throwable;

    /** Calls the handle, converting arguments and result as asType would. */
    public final native Object invoke(Object... args) throws Throwable;

    /** Runs the handle on arguments that match type() exactly, boxed; the result boxed (null for void). */
    abstract Object invokeBoxed(Object[] args) throws Throwable;

    /** What an invokeExact or invoke call site needs: its type, and which of the two it calls. */
    private static final class Site {
        final MethodType type;
        final boolean exact;

        Site(MethodType type, boolean exact) {
            this.type = type;
            this.exact = exact;
        }
    }

    /** Called by the VM once per call-site shape (vm/indy/method_handles.cpp). */
    private static Object linkSite(String name, MethodType type) {
        return new Site(type, name.equals("invokeExact"));
    }

    /** Where the VM's invokers land: the site linkSite made, and the call's arguments boxed. */
    private static Object invokeFromSite(MethodHandle mh, Object linkedSite, Object[] args) throws Throwable {
        Site site = (Site) linkedSite;
        if (site.exact) {
            if (!mh.type.equals(site.type)) {
                throw new WrongMethodTypeException("expected " + mh.type + " but found " + site.type);
            }
            return mh.invokeBoxed(args);
        }
        return mh.asType(site.type).invokeBoxed(args);
    }

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] args = arguments == null ? new Object[0] : arguments;
        MethodType site = MethodType.genericMethodType(args.length);
        return asType(site).invokeBoxed(args.clone());
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    /**
     * This handle seen through another type: arguments converted from
     * newType's parameters to this handle's, the result back.
     */
    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) {
            return this;
        }
        MethodHandle cached = asTypeCache;
        if (cached != null && cached.type.equals(newType)) {
            return cached;
        }
        MethodHandle adapted = asTypeUncached(newType);
        asTypeCache = adapted;
        return adapted;
    }

    MethodHandle asTypeUncached(MethodType newType) {
        if (!Adapters.canConvertTypes(newType, type)) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        return new Adapters.AsType(this, newType);
    }

    /** This handle with its first (reference) parameter bound to x. */
    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter");
        }
        return new Adapters.Insert(this, 0, new Object[] {Conversions.checkValue(type.parameterType(0), x)});
    }

    /** Takes an array of arrayLength elements in place of the trailing arrayLength parameters. */
    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        return asSpreader(type.parameterCount() - arrayLength, arrayType, arrayLength);
    }

    public MethodHandle asSpreader(int spreadArgPos, Class<?> arrayType, int arrayLength) {
        checkArrayType(arrayType);
        if (arrayLength < 0 || spreadArgPos < 0 || spreadArgPos + arrayLength > type.parameterCount()) {
            throw new IllegalArgumentException("bad spread array length");
        }
        return new Adapters.Spread(this, spreadArgPos, arrayType, arrayLength);
    }

    /** Collects arrayLength trailing arguments into an array for the last parameter. */
    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return asCollector(type.parameterCount() - 1, arrayType, arrayLength);
    }

    public MethodHandle asCollector(int collectArgPos, Class<?> arrayType, int arrayLength) {
        checkArrayType(arrayType);
        if (collectArgPos < 0 || collectArgPos >= type.parameterCount()
                || !type.parameterType(collectArgPos).isAssignableFrom(arrayType)) {
            throw new IllegalArgumentException("array type not assignable to argument: " + this + ", " + arrayType);
        }
        if (arrayLength < 0 || arrayLength > 254) {
            throw new IllegalArgumentException("bad collect array length " + arrayLength);
        }
        return new Adapters.Collect(this, collectArgPos, arrayType, arrayLength);
    }

    /** A handle that collects any number of trailing arguments into the array parameter when invoked. */
    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        checkArrayType(arrayType);
        if (type.parameterCount() == 0 || !type.lastParameterType().isAssignableFrom(arrayType)) {
            throw new IllegalArgumentException("array type not assignable to argument: " + this + ", " + arrayType);
        }
        if (isVarargsCollector() && type.lastParameterType() == arrayType) {
            return this;
        }
        return new Adapters.VarargsCollector(asFixedArity(), arrayType);
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle withVarargs(boolean makeVarargs) {
        if (makeVarargs == isVarargsCollector()) {
            return this;
        }
        return makeVarargs ? asVarargsCollector(type.lastParameterType()) : asFixedArity();
    }

    private static void checkArrayType(Class<?> arrayType) {
        if (!arrayType.isArray()) {
            throw new IllegalArgumentException("not an array type: " + arrayType.getName());
        }
    }

    public String toString() {
        return "MethodHandle" + type;
    }
}
