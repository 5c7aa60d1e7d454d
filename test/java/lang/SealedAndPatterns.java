// loupe-test: java17-only
// Checks sealed interfaces/classes with final, non-sealed and record subclasses, instanceof pattern matching, and getClass-based dispatch.
public class SealedAndPatterns {
    sealed interface Expr permits Num, Add, Mul, Neg {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}
    record Mul(Expr l, Expr r) implements Expr {}
    static final class Neg implements Expr {
        final Expr e;
        Neg(Expr e) { this.e = e; }
        @Override public String toString() { return "Neg(" + e + ")"; }
    }

    static sealed abstract class Vehicle permits Car, Truck {}
    static final class Car extends Vehicle {}
    static non-sealed class Truck extends Vehicle {}
    static class BigTruck extends Truck {}

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        if (e instanceof Mul m && m.l() instanceof Num n && n.v() == 0) return 0;   // short-circuit
        if (e instanceof Mul m) return eval(m.l()) * eval(m.r());
        if (e instanceof Neg n) return -eval(n.e);
        throw new AssertionError();
    }

    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.v());
        if (e instanceof Add a) return "(" + show(a.l()) + " + " + show(a.r()) + ")";
        if (e instanceof Mul m) return show(m.l()) + " * " + show(m.r());
        return "-" + show(((Neg) e).e);
    }

    public static void main(String[] args) {
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Neg(new Num(4))));
        System.out.println(show(e) + " = " + eval(e));
        System.out.println(eval(new Mul(new Num(0), new Neg(new Num(9)))));
        System.out.println(e);
        Vehicle[] vs = {new Car(), new Truck(), new BigTruck()};
        for (Vehicle v : vs) {
            String kind = v instanceof Car ? "car" : v instanceof BigTruck ? "big truck" : "truck";
            System.out.println(v.getClass().getSimpleName() + " -> " + kind + " sealed-super " + v.getClass().getSuperclass().getSimpleName());
        }
        Object o = "a string";
        if (!(o instanceof String s)) throw new AssertionError();
        System.out.println("flow scoping: " + s.length());
    }
}
