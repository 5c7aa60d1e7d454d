// loupe-test: compare-stderr
// Checks an uncaught ExceptionInInitializerError from another class's static initializer: trace with "Caused by:" pointing into <clinit>, exit code 1.
public class UncaughtInitError {
    static class Config {
        static final int PORT = Integer.parseInt("80") / zero();
        static int zero() { return 0; }
    }

    public static void main(String[] args) {
        System.out.println("reading config");
        System.out.println(Config.PORT);
    }
}
