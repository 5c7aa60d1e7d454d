package java.lang.invoke;

/**
 * The handles that transform other handles: each is a MethodHandle whose
 * invokeBoxed rearranges or converts the boxed arguments and calls the
 * handle(s) it wraps. MethodHandle's own methods (asType, bindTo, ...) and
 * MethodHandles' combinators make them.
 */
final class Adapters {
    private Adapters() {}

    /** Whether asType can adapt a handle of type {@code target} to {@code newType}. */
    static boolean canConvertTypes(MethodType newType, MethodType target) {
        if (newType.parameterCount() != target.parameterCount()) {
            return false;
        }
        for (int i = 0; i < newType.parameterCount(); i++) {
            if (!Conversions.canConvert(newType.parameterType(i), target.parameterType(i))) {
                return false;
            }
        }
        Class<?> from = target.returnType();
        Class<?> to = newType.returnType();
        return from == void.class || to == void.class || Conversions.canConvert(from, to);
    }

    /** Arguments without the range [from, from + count). */
    static Object[] remove(Object[] args, int from, int count) {
        Object[] out = new Object[args.length - count];
        System.arraycopy(args, 0, out, 0, from);
        System.arraycopy(args, from + count, out, from, args.length - from - count);
        return out;
    }

    /** Arguments with `values` inserted at `at`. */
    static Object[] insert(Object[] args, int at, Object[] values) {
        Object[] out = new Object[args.length + values.length];
        System.arraycopy(args, 0, out, 0, at);
        System.arraycopy(values, 0, out, at, values.length);
        System.arraycopy(args, at, out, at + values.length, args.length - at);
        return out;
    }

    /** MethodHandle.asType: converts each argument and the result. */
    static final class AsType extends MethodHandle {
        private final MethodHandle target;

        AsType(MethodHandle target, MethodType newType) {
            super(newType);
            this.target = target;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            MethodType from = type();
            MethodType to = target.type();
            for (int i = 0; i < args.length; i++) {
                args[i] = Conversions.convert(args[i], from.parameterType(i), to.parameterType(i));
            }
            return Conversions.convert(target.invokeBoxed(args), to.returnType(), from.returnType());
        }
    }

    /** MethodHandles.insertArguments and bindTo: values (already checked) fill parameters from pos. */
    static final class Insert extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final Object[] values;

        Insert(MethodHandle target, int pos, Object[] values) {
            super(target.type().dropParameterTypes(pos, pos + values.length));
            this.target = target;
            this.pos = pos;
            this.values = values;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            return target.invokeBoxed(insert(args, pos, values));
        }
    }

    /** MethodHandles.dropArguments: parameters the target never sees. */
    static final class Drop extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int count;

        Drop(MethodHandle target, int pos, Class<?>[] dropped) {
            super(target.type().insertParameterTypes(pos, dropped));
            this.target = target;
            this.pos = pos;
            this.count = dropped.length;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            return target.invokeBoxed(remove(args, pos, count));
        }
    }

    /** MethodHandles.constant, zero and empty: always the same value. */
    static final class Constant extends MethodHandle {
        private final Object value;

        Constant(MethodType type, Object value) {
            super(type);
            this.value = value;
        }

        Object invokeBoxed(Object[] args) {
            return value;
        }
    }

    /** MethodHandles.identity. */
    static final class Identity extends MethodHandle {
        Identity(Class<?> type) {
            super(MethodType.methodType(type, type));
        }

        Object invokeBoxed(Object[] args) {
            return args[0];
        }
    }

    /** asSpreader: one array argument in place of `length` parameters from pos. */
    static final class Spread extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int length;

        Spread(MethodHandle target, int pos, Class<?> arrayType, int length) {
            super(spreadType(target, pos, arrayType, length));
            this.target = target;
            this.pos = pos;
            this.length = length;
        }

        private static MethodType spreadType(MethodHandle target, int pos, Class<?> arrayType, int length) {
            MethodType t = target.type();
            Class<?> element = arrayType.getComponentType();
            MethodType elementsType = t;
            for (int i = 0; i < length; i++) {
                elementsType = elementsType.changeParameterType(pos + i, element);
            }
            if (!canConvertTypes(elementsType, t)) {
                throw new WrongMethodTypeException("cannot convert " + target + " to " + elementsType);
            }
            return t.dropParameterTypes(pos, pos + length).insertParameterTypes(pos, arrayType);
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object array = args[pos];
            Class<?> element = type().parameterType(pos).getComponentType();
            int actual = array == null ? 0 : Conversions.arrayLength(element, array);
            if (actual != length) {
                throw new IllegalArgumentException("array is not of length " + length);
            }
            Object[] out = new Object[args.length - 1 + length];
            System.arraycopy(args, 0, out, 0, pos);
            MethodType t = target.type();
            for (int i = 0; i < length; i++) {
                out[pos + i] = Conversions.convert(Conversions.arrayGet(element, array, i), element, t.parameterType(pos + i));
            }
            System.arraycopy(args, pos + 1, out, pos + length, args.length - pos - 1);
            return target.invokeBoxed(out);
        }
    }

    /** asCollector: `length` arguments from pos gathered into a new array. */
    static final class Collect extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int length;
        private final Class<?> arrayType;

        Collect(MethodHandle target, int pos, Class<?> arrayType, int length) {
            super(collectType(target.type(), pos, arrayType, length));
            this.target = target;
            this.pos = pos;
            this.length = length;
            this.arrayType = arrayType;
        }

        private static MethodType collectType(MethodType t, int pos, Class<?> arrayType, int length) {
            Class<?>[] elements = new Class<?>[length];
            java.util.Arrays.fill(elements, arrayType.getComponentType());
            return t.dropParameterTypes(pos, pos + 1).insertParameterTypes(pos, elements);
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object array = java.lang.reflect.Array.newInstance(arrayType.getComponentType(), length);
            for (int i = 0; i < length; i++) {
                Conversions.arraySet(arrayType.getComponentType(), array, i, args[pos + i]);
            }
            Object[] out = remove(args, pos, length);
            return target.invokeBoxed(insert(out, pos, new Object[] {array}));
        }
    }

    /** asVarargsCollector: the target, collecting trailing arguments when adapted to a call's type. */
    static final class VarargsCollector extends MethodHandle {
        private final MethodHandle target;
        private final Class<?> arrayType;

        VarargsCollector(MethodHandle target, Class<?> arrayType) {
            super(target.type());
            this.target = target;
            this.arrayType = arrayType;
        }

        public boolean isVarargsCollector() {
            return true;
        }

        public MethodHandle asFixedArity() {
            return target;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            return target.invokeBoxed(args);
        }

        MethodHandle asTypeUncached(MethodType newType) {
            MethodType t = type();
            int fixed = t.parameterCount() - 1;
            int count = newType.parameterCount();
            // A call passing an array (or null) of the right type in the last
            // position calls with fixed arity; any other shape collects.
            if (count == t.parameterCount() && t.lastParameterType().isAssignableFrom(newType.lastParameterType())) {
                return target.asType(newType);
            }
            if (count < fixed) {
                throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
            }
            return target.asCollector(arrayType, count - fixed).asType(newType);
        }
    }

    /** MethodHandles.filterReturnValue: the filter applied to the target's result. */
    static final class FilterReturn extends MethodHandle {
        private final MethodHandle target;
        private final MethodHandle filter;

        FilterReturn(MethodHandle target, MethodHandle filter) {
            super(target.type().changeReturnType(filter.type().returnType()));
            this.target = target;
            this.filter = filter;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object result = target.invokeBoxed(args);
            Object[] filterArgs = target.type().returnType() == void.class ? new Object[0] : new Object[] {result};
            return filter.invokeBoxed(filterArgs);
        }
    }

    /** MethodHandles.filterArguments: a unary filter per argument from pos (null: none). */
    static final class FilterArguments extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle[] filters;

        FilterArguments(MethodHandle target, int pos, MethodHandle[] filters) {
            super(filteredType(target.type(), pos, filters));
            this.target = target;
            this.pos = pos;
            this.filters = filters;
        }

        private static MethodType filteredType(MethodType t, int pos, MethodHandle[] filters) {
            for (int i = 0; i < filters.length; i++) {
                if (filters[i] != null) {
                    t = t.changeParameterType(pos + i, filters[i].type().parameterType(0));
                }
            }
            return t;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            for (int i = 0; i < filters.length; i++) {
                if (filters[i] != null) {
                    args[pos + i] = filters[i].invokeBoxed(new Object[] {args[pos + i]});
                }
            }
            return target.invokeBoxed(args);
        }
    }

    /** MethodHandles.foldArguments: the combiner's result inserted at pos (nothing if it returns void). */
    static final class Fold extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle combiner;

        Fold(MethodHandle target, int pos, MethodHandle combiner) {
            super(combiner.type().returnType() == void.class ? target.type()
                    : target.type().dropParameterTypes(pos, pos + 1));
            this.target = target;
            this.pos = pos;
            this.combiner = combiner;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            int count = combiner.type().parameterCount();
            Object[] combinerArgs = new Object[count];
            System.arraycopy(args, pos, combinerArgs, 0, count);
            Object folded = combiner.invokeBoxed(combinerArgs);
            if (combiner.type().returnType() == void.class) {
                return target.invokeBoxed(args);
            }
            return target.invokeBoxed(insert(args, pos, new Object[] {folded}));
        }
    }

    /** MethodHandles.guardWithTest. */
    static final class GuardWithTest extends MethodHandle {
        private final MethodHandle test;
        private final MethodHandle target;
        private final MethodHandle fallback;

        GuardWithTest(MethodHandle test, MethodHandle target, MethodHandle fallback) {
            super(target.type());
            this.test = test;
            this.target = target;
            this.fallback = fallback;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] testArgs = new Object[test.type().parameterCount()];
            System.arraycopy(args, 0, testArgs, 0, testArgs.length);
            boolean pass = (Boolean) test.invokeBoxed(testArgs);
            return (pass ? target : fallback).invokeBoxed(args);
        }
    }

    /** MethodHandles.catchException. */
    static final class CatchException extends MethodHandle {
        private final MethodHandle target;
        private final Class<? extends Throwable> exceptionType;
        private final MethodHandle handler;

        CatchException(MethodHandle target, Class<? extends Throwable> exceptionType, MethodHandle handler) {
            super(target.type());
            this.target = target;
            this.exceptionType = exceptionType;
            this.handler = handler;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] saved = args.clone();
            try {
                return target.invokeBoxed(args);
            } catch (Throwable t) {
                if (!exceptionType.isInstance(t)) {
                    throw t;
                }
                Object[] handlerArgs = new Object[handler.type().parameterCount()];
                handlerArgs[0] = t;
                System.arraycopy(saved, 0, handlerArgs, 1, handlerArgs.length - 1);
                return handler.invokeBoxed(handlerArgs);
            }
        }
    }

    /** MethodHandles.throwException: throws its one argument. */
    static final class Throw extends MethodHandle {
        Throw(Class<?> returnType, Class<? extends Throwable> exceptionType) {
            super(MethodType.methodType(returnType, exceptionType));
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            throw (Throwable) args[0];
        }
    }

    /** MethodHandles.permuteArguments: the target's argument i is the new argument reorder[i]. */
    static final class Permute extends MethodHandle {
        private final MethodHandle target;
        private final int[] reorder;

        Permute(MethodHandle target, MethodType newType, int[] reorder) {
            super(newType);
            this.target = target;
            this.reorder = reorder;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] out = new Object[reorder.length];
            for (int i = 0; i < reorder.length; i++) {
                out[i] = args[reorder[i]];
            }
            return target.invokeBoxed(out);
        }
    }

    /** The array element getters and setters, constructor and length of MethodHandles. */
    static final class ArrayAccess extends MethodHandle {
        static final int GET = 0, SET = 1, NEW = 2, LENGTH = 3;
        private final int operation;
        private final Class<?> elementType;

        ArrayAccess(MethodType type, int operation, Class<?> elementType) {
            super(type);
            this.operation = operation;
            this.elementType = elementType;
        }

        Object invokeBoxed(Object[] args) {
            switch (operation) {
                case GET:
                    return Conversions.arrayGet(elementType, args[0], (Integer) args[1]);
                case SET:
                    Conversions.arraySet(elementType, args[0], (Integer) args[1], args[2]);
                    return null;
                case NEW:
                    return java.lang.reflect.Array.newInstance(elementType, (Integer) args[0]);
                default:
                    return Conversions.arrayLength(elementType, args[0]);
            }
        }
    }

    /** MethodHandles.invoker and exactInvoker: calls its first argument, a handle, on the rest. */
    static final class Invoker extends MethodHandle {
        private final MethodType invokedType;
        private final boolean exact;

        Invoker(MethodType invokedType, boolean exact) {
            super(invokedType.insertParameterTypes(0, MethodHandle.class));
            this.invokedType = invokedType;
            this.exact = exact;
        }

        Object invokeBoxed(Object[] args) throws Throwable {
            MethodHandle mh = (MethodHandle) args[0];
            if (mh == null) {
                throw new NullPointerException();
            }
            Object[] rest = remove(args, 0, 1);
            if (exact && !mh.type().equals(invokedType)) {
                throw new WrongMethodTypeException("expected " + mh.type() + " but found " + invokedType);
            }
            return mh.asType(invokedType).invokeBoxed(rest);
        }
    }
}
