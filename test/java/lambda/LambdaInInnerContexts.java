// Checks lambdas inside inner classes, anonymous classes, interface default methods and enum constants, referring to Outer.this and enclosing locals.
import java.util.function.Supplier;

public class LambdaInInnerContexts {
    private final String outerName = "outer";

    class Inner {
        private final String innerName = "inner";
        Supplier<String> both() { return () -> outerName + "+" + innerName + "+" + LambdaInInnerContexts.this.outerName.length(); }
    }

    interface Decorator {
        String base();
        default Supplier<String> decorated(String deco) { return () -> deco + base() + deco; }
        static Supplier<String> fixed() { return () -> "static-interface-lambda"; }
    }

    enum Op {
        ADD { Supplier<String> sym() { return () -> "+" + name(); } },
        MUL { Supplier<String> sym() { return () -> "*" + ordinal(); } };
        abstract Supplier<String> sym();
    }

    Supplier<Supplier<String>> anonymousThenLambda() {
        return new Supplier<Supplier<String>>() {
            final String anonField = "anon";
            public Supplier<String> get() { return () -> anonField + "/" + outerName; }
        };
    }

    public static void main(String[] args) {
        LambdaInInnerContexts o = new LambdaInInnerContexts();
        System.out.println(o.new Inner().both().get());
        Decorator d = () -> "core";
        System.out.println(d.decorated("*").get() + " " + Decorator.fixed().get());
        for (Op op : Op.values()) System.out.println(op + " " + op.sym().get());
        System.out.println(o.anonymousThenLambda().get().get());
    }
}
