// loupe-test: compare-stderr
// Checks the exact printStackTrace() format on stderr: causes with "... n more", suppressed exceptions with tab indentation, circular causes.
public class PrintStackTraceFormat {
    static void low() {
        throw new IllegalStateException("low level");
    }

    static void middle() {
        try {
            low();
        } catch (IllegalStateException e) {
            throw new RuntimeException("middle level", e);
        }
    }

    static void top() throws Exception {
        try {
            middle();
        } catch (RuntimeException e) {
            throw new Exception("top level", e);
        }
    }

    static Exception withSuppressed() {
        Exception main = new Exception("primary");
        main.addSuppressed(new IllegalArgumentException("first suppressed"));
        Exception second = new UnsupportedOperationException("second suppressed", new Error("cause of second"));
        main.addSuppressed(second);
        return main;
    }

    public static void main(String[] args) {
        try {
            top();
        } catch (Exception e) {
            e.printStackTrace();
        }
        System.err.println("---");
        withSuppressed().printStackTrace();
        System.err.println("---");
        Exception a = new Exception("a");
        Exception b = new Exception("b", a);
        a.initCause(b);
        a.printStackTrace();
        System.err.println("---");
        new Error().printStackTrace();
        new Throwable((String) null, null).printStackTrace();
        System.out.println("printed to stderr");
    }
}
