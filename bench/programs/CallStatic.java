// Loupe benchmark (micro): static calls. A loop calls small static methods
// with zero to five arguments of int, long and double type, returning int,
// long, double or nothing (a void method updating a static field), a chain
// of four nested calls, and every 32nd iteration a recursive Fibonacci (deep
// call and return sequences). Every method is tiny, so the cost is the
// invokestatic and return themselves: frame set-up, argument passing, return
// values. The checksum folds every result.
//
// usage: CallStatic [s1|s10|s100|param=<iterations>]   (default s10)
// prints: bench CallStatic size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

public class CallStatic {
    static final String NAME = "CallStatic";
    // Loop iterations per size (11 calls each, plus fib(8..11) every 32nd).
    static final int[] PARAMS = {60_000, 600_000, 6_000_000};
    static final long[] CHECKSUMS = {-8561426636644205416L, 2014373838428476671L, 7831219350584082833L};

    static int counter;

    static int none() {
        return 17;
    }

    static int one(int a) {
        return a + 1;
    }

    static int two(int a, int b) {
        return a ^ b;
    }

    static long three(long a, int b, int c) {
        return a + b - c;
    }

    static double four(double a, double b, int c, int d) {
        return a * 0.5 + b + (c & d);
    }

    static long five(int a, long b, int c, long d, int e) {
        return (a + b) * 3 + (c ^ d) - e;
    }

    static void bump(int by) {
        counter += by;
    }

    static int chainA(int x) {
        return chainB(x + 1) * 3;
    }

    static int chainB(int x) {
        return chainC(x ^ 5) + 1;
    }

    static int chainC(int x) {
        return chainD(x) - 2;
    }

    static int chainD(int x) {
        return x >>> 1;
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static long kernel(int iterations) {
        counter = 0;
        int acc = 1;
        long wide = 3;
        double real = 0.25;
        long fold = 0;
        for (int i = 0; i < iterations; i++) {
            acc = one(acc) + none();
            acc = two(acc, i);
            wide = three(wide, acc, i);
            real = four(real, 1.5, acc, i);
            wide ^= five(acc, wide, i, wide >>> 3, 7);
            bump(acc & 15);
            acc += chainA(acc & 0xFFFF);
            if ((i & 31) == 0) {
                fold += fib(8 + (i & 3));
            }
        }
        fold = fold * 31 + acc;
        fold = fold * 31 + wide;
        fold = fold * 31 + Double.doubleToLongBits(real);
        return fold * 31 + counter;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, CallStatic::kernel);
    }
}
