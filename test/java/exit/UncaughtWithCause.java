// loupe-test: compare-stderr
// Checks an uncaught exception with a cause chain: "Caused by:" sections and "... n more" frame elision on stderr, exit code 1.
public class UncaughtWithCause {
    static void parse(String s) {
        throw new NumberFormatException("bad number: " + s);
    }

    static void load(String s) {
        try {
            parse(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("could not load " + s, e);
        }
    }

    static void start() {
        try {
            load("x1");
        } catch (IllegalArgumentException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) {
        System.out.println("starting");
        start();
    }
}
