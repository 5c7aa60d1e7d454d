// loupe-test: compare-stderr
// Checks an uncaught Error subclass (AssertionError with a non-String detail) thrown from a lambda body called through a functional interface, exit code 1.
import java.util.function.IntUnaryOperator;

public class UncaughtError {
    public static void main(String[] args) {
        IntUnaryOperator check = x -> {
            if (x > 2) throw new AssertionError(x);
            return x + 1;
        };
        int v = 0;
        while (true) {
            v = check.applyAsInt(v);
            System.out.println("v=" + v);
        }
    }
}
