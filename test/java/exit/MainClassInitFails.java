// loupe-test: compare-stderr
// Checks a failure in the main class's own static initializer: main never runs, the launcher reports the ExceptionInInitializerError, exit code 1.
public class MainClassInitFails {
    static final String VALUE = compute();

    static String compute() {
        System.out.println("static initializer runs");
        throw new IllegalStateException("cannot initialize main class");
    }

    public static void main(String[] args) {
        System.out.println("main (must not print) " + VALUE);
    }
}
