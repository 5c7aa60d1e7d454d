// Checks every kind of method reference: static, bound instance, unbound instance, constructor, array constructor, super::m, this::m, and varargs/boxing adaptation.
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

public class MethodRefKinds {
    static class Base {
        String hello(String s) { return "Base.hello " + s; }
    }

    static class Child extends Base {
        final String tag;
        Child() { this("default"); }
        Child(String tag) { this.tag = tag; }
        @Override String hello(String s) { return "Child.hello " + s; }
        Function<String, String> viaSuper() { return super::hello; }
        Function<String, String> viaThis() { return this::hello; }
        @Override public String toString() { return "Child[" + tag + "]"; }
    }

    static int twice(int x) { return x * 2; }
    static String joinAll(String... parts) { return String.join("+", parts); }

    public static void main(String[] args) {
        Function<Integer, Integer> stat = MethodRefKinds::twice;
        System.out.println("static: " + stat.apply(21));
        String prefix = "pre-";
        Function<String, String> bound = prefix::concat;
        System.out.println("bound: " + bound.apply("fix"));
        Function<String, Integer> unbound = String::length;
        BiFunction<String, String, Boolean> unbound2 = String::startsWith;
        System.out.println("unbound: " + unbound.apply("four") + " " + unbound2.apply("prefix", "pre"));
        Supplier<Child> ctor0 = Child::new;
        Function<String, Child> ctor1 = Child::new;
        System.out.println("constructors: " + ctor0.get() + " " + ctor1.apply("x"));
        Supplier<List<String>> listCtor = ArrayList::new;
        List<String> l = listCtor.get();
        l.add("a");
        System.out.println("ArrayList::new " + l);
        IntFunction<int[]> intArr = int[]::new;
        IntFunction<String[]> strArr = String[]::new;
        Function<Integer, long[][]> arr2 = long[][]::new;
        System.out.println("arrays: " + intArr.apply(3).length + " " + strArr.apply(2).getClass().getSimpleName() + " " + arr2.apply(4).length);
        Child c = new Child("c");
        System.out.println("super::  " + c.viaSuper().apply("s"));
        System.out.println("this::   " + c.viaThis().apply("t"));
        ToIntFunction<String> parse = Integer::parseInt;
        System.out.println("parse: " + parse.applyAsInt("-77"));
        BiFunction<String, String, String> varargs = MethodRefKinds::joinAll;
        System.out.println("varargs: " + varargs.apply("x", "y"));
        UnaryOperator<String> upper = String::toUpperCase;
        System.out.println("upper: " + upper.apply("mixed Case"));
        Function<Object, String> valueOf = String::valueOf;
        System.out.println("valueOf: " + valueOf.apply(3.5) + " " + valueOf.apply(null));
        Runnable printer = System.out::println;
        printer.run();
        Function<Child, String> field = ch -> ch.tag;
        System.out.println("lambda field: " + field.apply(c));
        Base nullBase = null;
        try {
            Function<String, String> f = nullBase::hello;   // bound receiver is null-checked eagerly
            System.out.println("no NPE " + f);
        } catch (NullPointerException e) {
            System.out.println("bound null receiver: NPE");
        }
    }
}
