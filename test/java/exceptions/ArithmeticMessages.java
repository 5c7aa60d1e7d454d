// Checks ArithmeticException "/ by zero" for int and long / and %, no exception for floating point, and Math.*Exact overflow messages.
public class ArithmeticMessages {
    interface Op { Object run(); }

    static void attempt(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(label + " threw " + e.getMessage() + " [" + e + "]");
        }
    }

    static int zero() { return 0; }
    static long lzero() { return 0L; }

    public static void main(String[] args) {
        attempt("int div", () -> 5 / zero());
        attempt("int rem", () -> 5 % zero());
        attempt("long div", () -> 5L / lzero());
        attempt("long rem", () -> 5L % lzero());
        attempt("zero div zero", () -> 0 / zero());
        attempt("compound div", () -> { int x = 10; x /= zero(); return x; });
        attempt("compound rem", () -> { long x = 10; x %= lzero(); return x; });
        attempt("float div", () -> 5f / zero());
        attempt("double rem", () -> 5.0 % zero());
        attempt("addExact", () -> Math.addExact(Integer.MAX_VALUE, 1));
        attempt("subtractExact", () -> Math.subtractExact(Long.MIN_VALUE, 1L));
        attempt("multiplyExact", () -> Math.multiplyExact(1 << 20, 1 << 12));
        attempt("multiplyExact long", () -> Math.multiplyExact(1L << 40, 1L << 30));
        attempt("incrementExact", () -> Math.incrementExact(Integer.MAX_VALUE));
        attempt("negateExact", () -> Math.negateExact(Integer.MIN_VALUE));
        attempt("toIntExact", () -> Math.toIntExact(1L << 31));
        attempt("floorDiv", () -> Math.floorDiv(7, zero()));
        attempt("floorMod", () -> Math.floorMod(7L, lzero()));
        attempt("exact ok", () -> Math.addExact(2, 3));
        int[] counts = new int[3];
        for (int d = -2; d <= 2; d++) {
            try {
                counts[0] += 100 / d;
            } catch (ArithmeticException e) {
                counts[1]++;
            } finally {
                counts[2]++;
            }
        }
        System.out.println(counts[0] + " " + counts[1] + " " + counts[2]);
    }
}
