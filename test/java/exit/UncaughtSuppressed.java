// loupe-test: compare-stderr
// Checks an uncaught exception from try-with-resources carrying suppressed close() exceptions: "Suppressed:" lines on stderr, exit code 1.
public class UncaughtSuppressed {
    static class Resource implements AutoCloseable {
        final String name;
        Resource(String name) { this.name = name; }
        @Override public void close() {
            System.out.println("closing " + name);
            throw new IllegalStateException("close of " + name + " failed");
        }
    }

    public static void main(String[] args) {
        try (Resource a = new Resource("A"); Resource b = new Resource("B")) {
            System.out.println("working");
            throw new UnsupportedOperationException("work failed");
        }
    }
}
