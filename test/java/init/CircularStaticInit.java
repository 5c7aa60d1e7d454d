// Checks circular static initialization: a class reading another class that is already being initialized by the same thread sees default values.
public class CircularStaticInit {
    static class A {
        static int a1 = 10;
        static int fromB = B.b1;       // triggers B, which reads A.a1 and A.a2 while A is in progress
        static int a2 = 20;
        static { System.out.println("A done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2); }
    }

    static class B {
        static int b1 = A.a1 + A.a2 + 1;   // A.a1 is 10 already, A.a2 still 0
        static { System.out.println("B done: b1=" + b1); }
    }

    static class Self {
        static final Self INSTANCE = new Self();
        static int counter = 5;            // assigned after INSTANCE's constructor ran
        final int seen;
        Self() { seen = counter; counter++; }
    }

    public static void main(String[] args) {
        System.out.println("A.fromB = " + A.fromB);
        System.out.println("B.b1 = " + B.b1);
        System.out.println("Self.INSTANCE.seen = " + Self.INSTANCE.seen + ", counter = " + Self.counter);
    }
}
