// Checks boxing and unboxing through generic functional interfaces: Integer cache identity of lambda results, widening in returns, NPE when unboxing null.
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

public class LambdaBoxing {
    interface IntToDouble { double apply(int x); }
    interface LongMaker { long make(); }

    public static void main(String[] args) {
        Function<Integer, Integer> square = x -> x * x;
        System.out.println(square.apply(12) + " " + square.apply(-5));
        Function<Integer, Integer> ident = x -> x;
        System.out.println("cached small: " + (ident.apply(100) == ident.apply(100)));
        Function<Integer, Integer> plusZero = x -> x + 0;   // unbox, add, box again
        System.out.println("box of 127 cached: " + (plusZero.apply(127) == plusZero.apply(127))
                + ", box of 1000 fresh: " + (plusZero.apply(1000) == plusZero.apply(1000)));
        BiFunction<Integer, Long, Long> mixed = (a, b) -> a + b;
        System.out.println(mixed.apply(Integer.MAX_VALUE, 1L));
        IntToDouble widen = x -> x;               // int widened to double
        LongMaker fromInt = () -> 42;             // int constant widened to long
        System.out.println(widen.apply(3) + " " + fromInt.make());
        Supplier<Object> boxedChar = () -> 'c';
        Supplier<Object> boxedDouble = () -> 1.5f * 2;
        System.out.println(boxedChar.get().getClass().getSimpleName() + " " + boxedDouble.get().getClass().getSimpleName() + " " + boxedDouble.get());
        ToLongFunction<Integer> unboxWiden = Integer::intValue;
        System.out.println(unboxWiden.applyAsLong(-9));
        IntBinaryOperator op = Math::max;
        System.out.println(op.applyAsInt(3, 11));
        Function<Integer, Integer> nullResult = x -> null;
        System.out.println("null result boxed: " + nullResult.apply(1));
        try {
            int bad = nullResult.apply(1);
            System.out.println("unexpected " + bad);
        } catch (NullPointerException e) {
            System.out.println("NPE unboxing lambda result");
        }
        try {
            square.apply(null);
        } catch (NullPointerException e) {
            System.out.println("NPE inside lambda: " + e.getMessage());
        }
        Function<Double, Boolean> isNaN = v -> v.isNaN();
        System.out.println(isNaN.apply(0.0 / 0.0) + " " + isNaN.apply(1.0));
        Function<Character, Integer> code = ch -> (int) ch;
        System.out.println(code.apply('A'));
        long sum = 0;
        Function<Long, Long> inc = v -> v + 1;
        for (long i = 0; i < 100000; i++) sum = inc.apply(sum);
        System.out.println("sum " + sum);
    }
}
