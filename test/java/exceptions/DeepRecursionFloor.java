// loupe-test: jvm-options -Xss512m
// Checks recursion far deeper than the C stack of compiled-to-compiled calls allows: overflow caught, sums 100,000 and 1,000,000 deep, virtual calls and exceptions caught at chosen depths of 1,000,000-deep recursion.
public class DeepRecursionFloor {
    static int depth;

    static int down(int n) {
        depth = n;
        return down(n + 1) + 1;
    }

    static long sum(int n) { return n == 0 ? 0 : n + sum(n - 1); }

    // Virtual calls alternating between two classes.
    abstract static class Step {
        Step next;
        abstract long go(int n);
    }

    static final class Plain extends Step {
        long go(int n) { return n == 0 ? 0 : n + next.go(n - 1); }
    }

    static final class Doubled extends Step {
        long go(int n) { return n == 0 ? 0 : 2L * n + next.go(n - 1); }
    }

    // Throws at the bottom; the frame at catchAt (if any) catches.
    static int throwAt(int n, int catchAt) {
        if (n == 0) throw new IllegalStateException("bottom reached");
        if (n == catchAt) {
            try {
                return throwAt(n - 1, catchAt);
            } catch (IllegalStateException e) {
                return -1;
            }
        }
        return throwAt(n - 1, catchAt) + 1;
    }

    public static void main(String[] args) {
        try {
            down(0);
            System.out.println("no overflow?!");
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, deeper than 1000000: " + (depth > 1000000));
        }
        System.out.println("sum(100000) = " + sum(100_000));
        System.out.println("sum(1000000) = " + sum(1_000_000));
        Step a = new Plain();
        Step b = new Doubled();
        a.next = b;
        b.next = a;
        System.out.println("virtual 1000000 = " + a.go(1_000_000));
        System.out.println("caught at 900000: " + throwAt(1_000_000, 900_000));
        System.out.println("caught at 250000: " + throwAt(1_000_000, 250_000));
        try {
            throwAt(1_000_000, -1);
        } catch (IllegalStateException e) {
            System.out.println("caught in main: " + e.getMessage());
        }
        // Overflowing again after all this: the limits are as they were.
        try {
            down(0);
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError again, deeper than 1000000: " + (depth > 1000000));
        }
    }
}
