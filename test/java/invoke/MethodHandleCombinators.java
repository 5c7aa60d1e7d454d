// MethodType and the handle transformations: asType conversions, bindTo, insert/drop/filter/fold/permute, guardWithTest, catchException, constants, array handles, spreaders, collectors and invokers.
// loupe-test: java17-only
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.List;

public class MethodHandleCombinators {
    static int add(int a, int b) {
        return a + b;
    }

    static String concat(String a, String b, String c) {
        return a + b + c;
    }

    static long sum(long... values) {
        long s = 0;
        for (long v : values) {
            s += v;
        }
        return s;
    }

    static void log(String s) {
        System.out.println("log: " + s);
    }

    static boolean isEven(int x) {
        return x % 2 == 0;
    }

    static int parse(String s) {
        return Integer.parseInt(s);
    }

    static int recover(NumberFormatException e, String s) {
        return -s.length();
    }

    static String describe(Throwable e) {
        return e.getClass().getName() + ": " + e.getMessage();
    }

    interface Check {
        Object run() throws Throwable;
    }

    static void attempt(String what, Check check) {
        try {
            System.out.println(what + " -> " + check.run());
        } catch (Throwable e) {
            System.out.println(what + " !! " + describe(e));
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodType t = MethodType.methodType(void.class, int.class, String.class, long[].class);
        System.out.println(t + " " + t.toMethodDescriptorString() + " " + t.parameterCount() + " " + t.returnType()
                + " " + t.parameterList() + " " + t.lastParameterType());
        System.out.println(t.wrap() + " " + t.wrap().unwrap() + " " + t.erase() + " " + t.generic() + " "
                + t.hasPrimitives() + " " + t.wrap().hasWrappers());
        System.out.println(t.changeReturnType(int.class) + " " + t.dropParameterTypes(0, 2) + " "
                + t.insertParameterTypes(1, double.class, Object.class) + " " + t.appendParameterTypes(char.class)
                + " " + t.changeParameterType(1, List.class));
        System.out.println(t.equals(MethodType.methodType(void.class, int.class, String.class, long[].class)) + " "
                + (t.hashCode() == MethodType.methodType(void.class, Arrays.asList(int.class, String.class,
                        long[].class)).hashCode()) + " " + MethodType.genericMethodType(2, true) + " "
                + Arrays.toString(t.parameterArray()));
        attempt("void parameter", () -> MethodType.methodType(void.class, void.class));
        attempt("bad index", () -> t.parameterType(7));
        attempt("bad drop", () -> t.dropParameterTypes(2, 1));

        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle add = lookup.findStatic(MethodHandleCombinators.class, "add",
                MethodType.methodType(int.class, int.class, int.class));
        MethodHandle concat = lookup.findStatic(MethodHandleCombinators.class, "concat",
                MethodType.methodType(String.class, String.class, String.class, String.class));

        // asType: every family of conversion.
        MethodHandle wide = add.asType(MethodType.methodType(long.class, byte.class, short.class));
        System.out.println(wide + " " + (long) wide.invokeExact((byte) 3, (short) 4));
        MethodHandle boxed = add.asType(MethodType.methodType(Object.class, Integer.class, Object.class));
        System.out.println(boxed + " " + boxed.invoke(5, 6) + " " + boxed.invoke(5, (Object) (byte) 1));
        MethodHandle numbers = add.asType(MethodType.methodType(Number.class, Number.class, Comparable.class));
        System.out.println(numbers.invoke(1, 2));
        MethodHandle toVoid = add.asType(MethodType.methodType(void.class, int.class, int.class));
        toVoid.invokeExact(1, 2);
        MethodHandle logger = lookup.findStatic(MethodHandleCombinators.class, "log",
                MethodType.methodType(void.class, String.class));
        MethodHandle fromVoid = logger.asType(MethodType.methodType(int.class, String.class));
        System.out.println(toVoid + " " + fromVoid + " " + (int) fromVoid.invokeExact("zero back"));
        System.out.println(logger.asType(MethodType.methodType(Object.class, Object.class)).invoke("null back"));
        attempt("narrowing", () -> add.asType(MethodType.methodType(int.class, long.class, int.class)));
        attempt("unrelated box", () -> add.asType(MethodType.methodType(int.class, Long.class, int.class)));
        attempt("string to int", () -> add.asType(MethodType.methodType(int.class, String.class, int.class)));
        attempt("arity", () -> add.asType(MethodType.methodType(int.class, int.class)));
        attempt("runtime Long", () -> boxed.invoke(1, (Object) 2L));
        attempt("runtime null", () -> add.asType(MethodType.methodType(int.class, Integer.class, int.class))
                .invoke((Integer) null, 1));
        attempt("runtime cast", () -> concat.asType(MethodType.methodType(Object.class, Object.class, Object.class,
                Object.class)).invoke("a", "b", 3));

        // Binding and reshaping.
        System.out.println(concat.bindTo("<") + " " + concat.bindTo("<").invoke("x", ">"));
        MethodHandle middle = MethodHandles.insertArguments(concat, 1, "-");
        System.out.println(middle + " " + middle.invoke("a", "b"));
        MethodHandle dropped = MethodHandles.dropArguments(add, 1, String.class, double.class);
        System.out.println(dropped + " " + dropped.invoke(1, "ignored", 2.0, 10));
        MethodHandle swapped = MethodHandles.permuteArguments(concat,
                MethodType.methodType(String.class, String.class, String.class), 1, 0, 1);
        System.out.println(swapped + " " + swapped.invoke("a", "b"));
        MethodHandle parse = lookup.findStatic(MethodHandleCombinators.class, "parse",
                MethodType.methodType(int.class, String.class));
        MethodHandle parsedAdd = MethodHandles.filterArguments(add, 0, parse, parse);
        System.out.println(parsedAdd + " " + parsedAdd.invoke("12", "30"));
        MethodHandle shown = MethodHandles.filterReturnValue(add,
                lookup.findStatic(Integer.class, "toHexString", MethodType.methodType(String.class, int.class)));
        System.out.println(shown + " " + shown.invoke(200, 55));
        MethodHandle folded = MethodHandles.foldArguments(concat,
                MethodHandles.dropArguments(MethodHandles.constant(String.class, "first:"), 0, String.class));
        System.out.println(folded + " " + folded.invoke("x", "y"));
        MethodHandle logged = MethodHandles.foldArguments(MethodHandles.dropArguments(concat, 3), 1, logger);
        System.out.println(logged.type() + " " + logged.invoke("a", "b", "c"));
        MethodHandle even = lookup.findStatic(MethodHandleCombinators.class, "isEven",
                MethodType.methodType(boolean.class, int.class));
        MethodHandle choose = MethodHandles.guardWithTest(even, MethodHandles.dropArguments(
                MethodHandles.constant(String.class, "even"), 0, int.class), MethodHandles.dropArguments(
                MethodHandles.constant(String.class, "odd"), 0, int.class));
        System.out.println(choose + " " + choose.invoke(4) + " " + choose.invoke(7));
        MethodHandle safeParse = MethodHandles.catchException(parse, NumberFormatException.class,
                lookup.findStatic(MethodHandleCombinators.class, "recover", MethodType.methodType(int.class,
                        NumberFormatException.class, String.class)));
        System.out.println(safeParse + " " + safeParse.invoke("41") + " " + safeParse.invoke("nope"));
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        attempt("throwException", () -> thrower.invoke(new IllegalStateException("thrown")));

        // Constants and identities.
        System.out.println(MethodHandles.constant(int.class, (short) 7).invoke() + " "
                + MethodHandles.constant(double.class, 2).invoke() + " " + MethodHandles.identity(String.class).invoke("id")
                + " " + MethodHandles.zero(char.class).type() + " " + MethodHandles.zero(boolean.class).invoke() + " "
                + MethodHandles.zero(Object.class).invoke() + " " + MethodHandles.empty(MethodType.methodType(long.class,
                        String.class)).invoke("x"));
        attempt("constant void", () -> MethodHandles.constant(void.class, null));
        attempt("constant mismatch", () -> MethodHandles.constant(int.class, "x"));
        attempt("constant narrowing", () -> MethodHandles.constant(int.class, 3L));
        attempt("constant null", () -> MethodHandles.constant(int.class, null));
        attempt("identity void", () -> MethodHandles.identity(void.class));
        attempt("insert wrong", () -> MethodHandles.insertArguments(add, 0, "x"));
        attempt("insert too many", () -> MethodHandles.insertArguments(add, 1, 1, 2));
        attempt("bind primitive", () -> add.bindTo(1));
        attempt("filter mismatch", () -> MethodHandles.filterReturnValue(add, parse));
        attempt("permute length", () -> MethodHandles.permuteArguments(add, add.type(), 0));
        attempt("permute types", () -> MethodHandles.permuteArguments(add,
                MethodType.methodType(int.class, long.class, int.class), 0, 1));
        attempt("guard not boolean", () -> MethodHandles.guardWithTest(add, add, add));
        attempt("catch type", () -> MethodHandles.catchException(parse, Exception.class, parse));

        // Arrays.
        int[] ints = {1, 2, 3};
        MethodHandle get = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle set = MethodHandles.arrayElementSetter(int[].class);
        set.invoke(ints, 1, (byte) 20);
        System.out.println(get + " " + set + " " + (int) get.invokeExact(ints, 1) + " "
                + MethodHandles.arrayLength(int[].class).invoke(ints) + " "
                + Arrays.toString((String[]) MethodHandles.arrayConstructor(String[].class).invoke(2)));
        attempt("element out of range", () -> get.invoke(ints, 3));
        attempt("element null array", () -> get.invoke((int[]) null, 0));
        attempt("store wrong element", () -> MethodHandles.arrayElementSetter(Object[].class).invoke(new String[1], 0, 3));
        attempt("not an array", () -> MethodHandles.arrayElementGetter(String.class));

        // Spreaders, collectors, varargs.
        MethodHandle spread = concat.asSpreader(Object[].class, 2);
        System.out.println(spread + " " + spread.invoke("a", new Object[] {"b", "c"}));
        attempt("spread length", () -> spread.invoke("a", new Object[] {"b"}));
        attempt("spread types", () -> concat.asSpreader(int[].class, 2));
        MethodHandle sum = lookup.findStatic(MethodHandleCombinators.class, "sum",
                MethodType.methodType(long.class, long[].class));
        System.out.println(sum + " " + sum.isVarargsCollector() + " " + sum.invoke() + " " + sum.invoke(1, 2, 3) + " "
                + sum.invoke(new long[] {4, 5}) + " " + sum.invokeWithArguments(6, 7) + " "
                + sum.asFixedArity().isVarargsCollector());
        MethodHandle collected = sum.asCollector(long[].class, 3);
        System.out.println(collected + " " + collected.invoke(1, 1, 1));
        MethodHandle varConcat = MethodHandles.dropArguments(concat, 3, String[].class)
                .asVarargsCollector(String[].class);
        System.out.println(varConcat + " " + varConcat.isVarargsCollector() + " " + varConcat.invoke("p", "q", "r", "s", "t"));
        attempt("collector type", () -> concat.asVarargsCollector(String[].class));

        // Invokers.
        MethodHandle invoker = MethodHandles.invoker(MethodType.methodType(Object.class, Object.class, Object.class));
        MethodHandle exact = MethodHandles.exactInvoker(add.type());
        System.out.println(invoker + " " + invoker.invoke(add, 2, 3) + " " + exact + " " + exact.invoke(add, 4, 5));
        attempt("exact invoker mismatch", () -> exact.invoke(concat, 1, 2));
        MethodHandle spreadInvoker = MethodHandles.spreadInvoker(add.type(), 0);
        System.out.println(spreadInvoker + " " + spreadInvoker.invoke(add, new Object[] {10, 11}));
        System.out.println(add.invokeWithArguments(Arrays.asList(20, 22)) + " " + concat.invokeWithArguments("x", "y", "z"));
    }
}
