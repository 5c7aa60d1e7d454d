// loupe-test: jvm-options -ea
// Checks assert statements with -ea: AssertionError messages from different detail types, side effects evaluated, desiredAssertionStatus true.
public class AssertionsEnabled {
    static int sideEffects;

    static boolean touch() { sideEffects++; return true; }

    static void check(int x) {
        assert x > 0 : "x must be positive but was " + x;
    }

    public static void main(String[] args) {
        System.out.println("desiredAssertionStatus " + AssertionsEnabled.class.desiredAssertionStatus());
        assert touch();
        System.out.println("side effects " + sideEffects);
        check(5);
        try {
            check(-3);
        } catch (AssertionError e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("no detail: " + e.getMessage() + " / " + e);
        }
        try {
            assert 1 > 2 : 42;
        } catch (AssertionError e) {
            System.out.println("int detail: " + e.getMessage());
        }
        try {
            assert false : 'c';
        } catch (AssertionError e) {
            System.out.println("char detail: " + e.getMessage());
        }
        try {
            assert false : 2.5;
        } catch (AssertionError e) {
            System.out.println("double detail: " + e.getMessage());
        }
        try {
            assert false : null;
        } catch (AssertionError e) {
            System.out.println("null detail: " + e.getMessage());
        }
        Exception cause = new IllegalStateException("root");
        try {
            assert false : cause;
        } catch (AssertionError e) {
            System.out.println("throwable detail: " + e.getMessage() + " cause " + e.getCause());
        }
    }
}
