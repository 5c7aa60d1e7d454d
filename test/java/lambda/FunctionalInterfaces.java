// Checks java.util.function: compose/andThen/identity, Predicate and/or/negate/isEqual, BiFunction, primitive specializations, BinaryOperator.minBy/maxBy.
import java.util.Comparator;
import java.util.function.*;

public class FunctionalInterfaces {
    public static void main(String[] args) {
        Function<Integer, Integer> plus1 = x -> x + 1;
        Function<Integer, Integer> times3 = x -> x * 3;
        System.out.println(plus1.andThen(times3).apply(4) + " " + plus1.compose(times3).apply(4) + " " + Function.<Integer>identity().apply(9));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        System.out.println(empty.negate().test("") + " " + empty.or(longish).test("abcd") + " " + empty.and(longish).test("")
                + " " + Predicate.isEqual("x").test("x") + " " + Predicate.isEqual(null).test(null));
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        System.out.println(add.andThen(x -> x * 10).apply(2, 3));
        Supplier<String> sup = () -> "supplied";
        Consumer<StringBuilder> c1 = sb -> sb.append("one ");
        Consumer<StringBuilder> c2 = sb -> sb.append("two");
        StringBuilder sb = new StringBuilder();
        c1.andThen(c2).accept(sb);
        System.out.println(sup.get() + " " + sb);
        BiConsumer<String, Integer> bc = (k, v) -> System.out.println("bi " + k + "=" + v);
        bc.accept("key", 5);
        UnaryOperator<String> twice = s -> s + s;
        BinaryOperator<Integer> max = BinaryOperator.maxBy(Comparator.naturalOrder());
        BinaryOperator<String> min = BinaryOperator.minBy(Comparator.comparing(String::length));
        System.out.println(twice.apply("ab") + " " + max.apply(3, 8) + " " + min.apply("long", "tiny"));
        IntUnaryOperator inc = x -> x + 1;
        IntBinaryOperator mul = (a, b) -> a * b;
        IntPredicate even = x -> x % 2 == 0;
        IntFunction<String> stars = n -> new String(new char[n]).replace('\0', '*');
        ToIntFunction<String> len = String::length;
        IntToLongFunction square = x -> (long) x * x;
        LongUnaryOperator neg = x -> -x;
        DoubleUnaryOperator half = x -> x / 2;
        DoubleBinaryOperator hyp = (a, b) -> a * a + b * b;
        ToDoubleFunction<Integer> toD = Integer::doubleValue;
        IntSupplier is = () -> 42;
        BooleanSupplier bs = () -> true;
        LongSupplier lsup = () -> Long.MAX_VALUE;
        DoubleSupplier dsup = () -> 0.1;
        System.out.println(inc.andThen(inc).applyAsInt(1) + " " + inc.compose(x -> x * 10).applyAsInt(2) + " " + mul.applyAsInt(6, 7)
                + " " + even.negate().test(3) + " " + stars.apply(5) + " " + len.applyAsInt("hello") + " " + square.applyAsLong(100000));
        System.out.println(neg.applyAsLong(5) + " " + half.andThen(x -> x + 1).applyAsDouble(5) + " " + hyp.applyAsDouble(3, 4)
                + " " + toD.applyAsDouble(7) + " " + is.getAsInt() + " " + bs.getAsBoolean() + " " + lsup.getAsLong() + " " + dsup.getAsDouble());
        ObjIntConsumer<String> oic = (s, n) -> System.out.println("objint " + s + n);
        oic.accept("n=", 3);
        BiPredicate<String, Integer> hasLen = (s, n) -> s.length() == n;
        System.out.println(hasLen.test("abc", 3) + " " + hasLen.negate().test("abc", 3));
        Function<Integer, Function<Integer, Integer>> curried = a -> b -> a - b;
        System.out.println("curried " + curried.apply(10).apply(3));
    }
}
