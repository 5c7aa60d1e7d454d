// Checks custom functional interfaces (generic, with default methods, extending others), recursive lambdas via holders, lambdas in static init and constructors.
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;

public class LambdaInterfacesMisc {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
        default TriFunction<A, B, C, String> described() { return (a, b, c) -> "result=" + apply(a, b, c); }
    }

    interface Shouter extends Function<String, String> {
        default String shout(String s) { return apply(s).toUpperCase() + "!"; }
    }

    interface Thrower { void run() throws Exception; }

    static final Function<String, String> STATIC_LAMBDA;
    static { STATIC_LAMBDA = s -> "[" + s + "]"; }

    static IntUnaryOperator factorial;
    static { factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1); }

    final List<Runnable> actions = new ArrayList<>();
    final String name;

    LambdaInterfacesMisc(String name) {
        this.name = name;
        actions.add(() -> System.out.println("action of " + this.name));
    }

    public static void main(String[] args) {
        TriFunction<Integer, Integer, Integer, Integer> sum3 = (a, b, c) -> a + b + c;
        System.out.println(sum3.apply(1, 2, 3) + " " + sum3.described().apply(4, 5, 6));
        Shouter greet = s -> "hello " + s;
        System.out.println(greet.shout("world") + " " + greet.andThen(String::length).apply("x"));
        System.out.println(STATIC_LAMBDA.apply("static"));
        System.out.println("10! = " + factorial.applyAsInt(10));
        IntUnaryOperator[] fib = new IntUnaryOperator[1];
        fib[0] = n -> n < 2 ? n : fib[0].applyAsInt(n - 1) + fib[0].applyAsInt(n - 2);
        System.out.println("fib(20) = " + fib[0].applyAsInt(20));
        new LambdaInterfacesMisc("obj").actions.get(0).run();
        Thrower t = () -> { throw new Exception("checked from lambda"); };
        try {
            t.run();
        } catch (Exception e) {
            System.out.println("caught " + e.getMessage());
        }
        Function<Integer, Function<Integer, Function<Integer, Integer>>> curry = a -> b -> c -> a * b + c;
        System.out.println("curry " + curry.apply(3).apply(4).apply(5));
        Runnable r1 = () -> {}, r2 = () -> {};
        System.out.println("distinct lambda objects: " + (r1 != r2));
    }
}
