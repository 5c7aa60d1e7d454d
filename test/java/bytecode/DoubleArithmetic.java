// Checks double arithmetic: NaN/infinity, -0.0, drem semantics, precision effects, and float-vs-double evaluation.
public class DoubleArithmetic {
    static double id(double x) { return x; }

    public static void main(String[] args) {
        double zero = id(0.0), negZero = id(-0.0), one = id(1.0);
        System.out.println("1/0 = " + (one / zero) + ", 1/-0 = " + (one / negZero) + ", 0/0 = " + (zero / zero));
        System.out.println("-0.0 + 0.0 = " + (negZero + zero) + ", -0.0 * 5 = " + (negZero * 5) + ", 0.0 * -5 = " + (zero * -5));
        System.out.println("1/(1/-0.0) = " + (one / (one / negZero)));
        System.out.println("0.1+0.2 = " + (id(0.1) + id(0.2)) + ", 0.3-0.1 = " + (id(0.3) - id(0.1)));
        System.out.println("1e308*10 = " + (id(1e308) * 10) + ", MIN/2 = " + (id(Double.MIN_VALUE) / 2));
        System.out.println("2^53 + 1 = " + (id(9007199254740992.0) + 1));
        double[] xs = {5.5, -5.5, 7, -7, 0.0, -0.0, Double.POSITIVE_INFINITY, Double.NaN, 1e300};
        double[] ys = {2, -2, 0.0, Double.NEGATIVE_INFINITY, 0.1, 3};
        for (double x : xs) {
            StringBuilder sb = new StringBuilder(x + ":");
            for (double y : ys) sb.append(' ').append(x % y);
            System.out.println(sb);
        }
        double sum = 0;
        for (int i = 0; i < 10; i++) sum += 0.1;
        System.out.println("ten times 0.1 = " + sum + " == 1.0? " + (sum == 1.0));
        double h = 0;
        for (int i = 1; i <= 1000; i++) h += 1.0 / i;
        System.out.println("harmonic(1000) = " + h);
        float f = 0.1f;
        double fd = f;
        System.out.println("0.1f as double = " + fd + ", (float) 0.1 = " + (float) 0.1);
        System.out.println("double*float mix = " + (f * 3.0) + " vs float " + (f * 3f));
        long big = 1L << 60;
        System.out.println("long*double = " + (big * 1.5) + ", int/double = " + (7 / 2.0) + ", int/int = " + (7 / 2));
        System.out.println("sqrt(2)^2 = " + (Math.sqrt(2) * Math.sqrt(2)));
        System.out.println("NaN == NaN " + (Double.NaN == Double.NaN) + ", -0.0 == 0.0 " + (negZero == zero));
    }
}
