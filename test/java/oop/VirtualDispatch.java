// Checks virtual dispatch: overriding across levels, private methods are not overridden, package-private and final methods, dispatch through interfaces and arrays of supertypes.
public class VirtualDispatch {
    static class A {
        String pub() { return "A.pub"; }
        private String priv() { return "A.priv"; }
        String callPriv() { return priv(); }
        final String fin() { return "A.fin calls " + pub(); }
        static String stat() { return "A.stat"; }
        String callStat() { return stat(); }
    }

    static class B extends A {
        @Override String pub() { return "B.pub"; }
        String priv() { return "B.priv"; }   // does not override A.priv
        static String stat() { return "B.stat"; }
    }

    static class C extends B {
        @Override String pub() { return "C.pub>" + super.pub(); }
    }

    interface Visitor { String visit(A a); String visit(B b); }

    static class Printer implements Visitor {
        public String visit(A a) { return "visit(A) with " + a.pub(); }
        public String visit(B b) { return "visit(B) with " + b.pub(); }
    }

    public static void main(String[] args) {
        A[] items = {new A(), new B(), new C()};
        for (A a : items) {
            System.out.println(a.getClass().getSimpleName() + ": " + a.pub() + " | " + a.callPriv() + " | " + a.fin() + " | " + a.callStat());
        }
        B b = new C();
        System.out.println("B-typed: " + b.priv() + " " + b.pub());
        Visitor v = new Printer();
        A asA = new B();
        System.out.println(v.visit(asA) + " / " + v.visit((B) asA));   // overloads chosen statically
        long sum = 0;
        for (int i = 0; i < 30000; i++) sum += items[i % 3].pub().length();
        System.out.println("megamorphic loop " + sum);
    }
}
