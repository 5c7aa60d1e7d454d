// loupe-test: compare-stderr
// Checks an uncaught RuntimeException thrown from a helper called by main: stderr trace format and exit code 1; stdout printed before is kept.
public class UncaughtRuntime {
    static int depth(int n) {
        if (n == 0) throw new IllegalStateException("boom at the bottom");
        return depth(n - 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("about to fail");
        depth(2);
        System.out.println("never printed");
    }
}
