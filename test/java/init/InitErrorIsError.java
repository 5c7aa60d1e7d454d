// Checks that an Error thrown by a static initializer propagates unwrapped (not as ExceptionInInitializerError), and later uses give NoClassDefFoundError.
public class InitErrorIsError {
    static class ThrowsError {
        static final int X;
        static {
            if (Boolean.parseBoolean("true")) throw new AssertionError("assertion in clinit");
            X = 1;
        }
    }

    static class ThrowsCustomError {
        static class MyError extends Error { MyError(String m) { super(m); } }
        static { if (true) throw new MyError("custom error"); }
        static void touch() {}
    }

    public static void main(String[] args) {
        try {
            System.out.println(ThrowsError.X);
        } catch (ExceptionInInitializerError e) {
            System.out.println("wrapped?! " + e);
        } catch (AssertionError e) {
            System.out.println("unwrapped: " + e);
        }
        try {
            System.out.println(ThrowsError.X);
        } catch (NoClassDefFoundError e) {
            System.out.println("then: " + e);
        }
        try {
            ThrowsCustomError.touch();
        } catch (Error e) {
            System.out.println("custom: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            ThrowsCustomError.touch();
        } catch (Error e) {
            System.out.println("custom again: " + e);
        }
    }
}
