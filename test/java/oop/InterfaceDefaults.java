// Checks default and static interface methods: class methods win, most specific default wins in a diamond, X.super.m() selection, abstract re-declaration.
public class InterfaceDefaults {
    interface Greeter {
        default String greet() { return "Greeter.greet"; }
        static String util() { return "Greeter.util"; }
        String name();
        default String full() { return greet() + " to " + name(); }
    }

    interface Polite extends Greeter {
        @Override default String greet() { return "Polite.greet"; }
    }

    interface Loud extends Greeter {}

    interface Other {
        default String greet() { return "Other.greet"; }
    }

    static class Diamond implements Polite, Loud {          // Polite.greet is more specific than Greeter.greet
        public String name() { return "diamond"; }
    }

    static class Conflict implements Polite, Other {         // must resolve explicitly
        public String name() { return "conflict"; }
        public String greet() { return "Conflict(" + Polite.super.greet() + "+" + Other.super.greet() + ")"; }
    }

    static class Base {
        public String greet() { return "Base.greet"; }
    }

    static class ClassWins extends Base implements Polite {
        public String name() { return "classwins"; }
    }

    interface Abstracted extends Greeter {
        @Override String greet();   // re-abstracts the default
    }

    static class MustImplement implements Abstracted {
        public String greet() { return "MustImplement.greet"; }
        public String name() { return "impl"; }
    }

    interface Counter {
        int count();
        default Counter twice() { return () -> count() * 2; }
    }

    public static void main(String[] args) {
        Greeter[] gs = {new Diamond(), new Conflict(), new ClassWins(), new MustImplement(), () -> "lambda"};
        for (Greeter g : gs) System.out.println(g.name() + ": " + g.greet() + " | " + g.full());
        System.out.println(Greeter.util());
        Counter c = () -> 21;
        System.out.println(c.twice().count() + " " + c.twice().twice().count());
        Loud l = new Diamond();
        System.out.println("via Loud: " + l.greet());
    }
}
