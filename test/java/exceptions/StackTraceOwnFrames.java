// Checks getStackTrace() of the test's own frames: class/method names, line numbers, <init>, <clinit>, nested classes and lambda bodies.
import java.util.function.Supplier;

public class StackTraceOwnFrames {
    static Throwable fromClinit;

    static class Holder {
        static final Throwable T;
        static { T = new Throwable("clinit"); }   // line 9
    }

    static class Built {
        final Throwable t;
        Built() { t = new Throwable("ctor"); }   // line 14
    }

    static Throwable level3() { return new Throwable("level3"); }   // line 17
    static Throwable level2() { return level3(); }                  // line 18
    static Throwable level1() { return level2(); }                  // line 19

    static void print(String label, Throwable t, int frames) {
        StackTraceElement[] st = t.getStackTrace();
        System.out.println(label + ":");
        for (int i = 0; i < frames && i < st.length; i++) {
            StackTraceElement e = st[i];
            System.out.println("  " + e.getClassName() + "." + e.getMethodName() + " " + e.getFileName() + ":" + e.getLineNumber()
                    + " native=" + e.isNativeMethod() + " | " + e);
        }
    }

    static int thrower(int x) {
        if (x > 2) throw new IllegalArgumentException("x=" + x);   // line 32
        return thrower(x + 1);                                        // line 33
    }

    public static void main(String[] args) {
        print("nested calls", level1(), 4);
        print("clinit", Holder.T, 2);
        print("constructor", new Built().t, 2);
        try {
            thrower(0);
        } catch (IllegalArgumentException e) {
            print("recursive", e, 5);
        }
        Supplier<Throwable> s = () -> new Throwable("lambda");   // line 45
        print("lambda", s.get(), 2);
        Runnable r = new Runnable() {
            public void run() { print("anonymous", new Throwable("anon"), 2); }   // line 48
        };
        r.run();
        Throwable created = new Throwable("created here");   // line 51
        try {
            throwIt(created);
        } catch (Throwable t) {
            print("thrown elsewhere keeps creation trace", t, 1);
        }
        Throwable refilled = new Throwable("refill");
        refill(refilled);
        print("after fillInStackTrace", refilled, 2);
    }

    static void throwIt(Throwable t) throws Throwable { throw t; }
    static void refill(Throwable t) { t.fillInStackTrace(); }   // line 63
}
