// loupe-test: java17-only
// Math: the pow special-case table, exact and special results of the intrinsified functions (with NaN bits), fma's single rounding, and the functions that equal StrictMath's.
public class MathHotSpotCases {
    static String bits(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    public static void main(String[] args) {
        double[] sp = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, 1.0000000000000002, 0.9999999999999999};
        StringBuilder sb = new StringBuilder();
        for (double a : sp) {
            sb.append(a).append(':');
            for (double b : sp) sb.append(' ').append(bits(Math.pow(a, b)));
            sb.append('\n');
        }
        System.out.print(sb);
        // Exactly representable results and special values of the natives.
        double[] xs = {0.0, -0.0, 1.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, 1e-300, 100.0, 1e22, 0.001};
        for (double x : xs) {
            System.out.println(x + ": sin " + bits(Math.sin(x)) + " cos " + bits(Math.cos(x)) + " tan " + bits(Math.tan(x))
                    + " exp " + bits(Math.exp(x)) + " log " + bits(Math.log(x)) + " log10 " + bits(Math.log10(x))
                    + " sqrt " + bits(Math.sqrt(x)));
        }
        StringBuilder tens = new StringBuilder("log10(10^k):");
        double p = 1;
        for (int k = 0; k <= 22; k++, p *= 10) tens.append(' ').append(Math.log10(p));
        System.out.println(tens);
        System.out.println("pow(x,2) = x*x, pow(x,0.5) = sqrt(x): "
                + (Math.pow(1.1, 2) == 1.1 * 1.1) + " " + (Math.pow(0.9999999999999999, 0.5) == Math.sqrt(0.9999999999999999))
                + " " + Math.pow(-0.0, 0.5) + " " + Math.pow(Double.NEGATIVE_INFINITY, 0.5) + " " + Math.pow(2, 10)
                + " " + Math.pow(-2, 3) + " " + Math.pow(10, -2));
        System.out.println("fma: " + Math.fma(0.1, 10.0, -1.0) + " " + (0.1 * 10.0 - 1.0) + " "
                + Math.fma(1.0 + 0x1p-52, 1.0 - 0x1p-52, -1.0) + " " + Math.fma(Double.MAX_VALUE, 2.0, -Double.MAX_VALUE)
                + " " + Math.fma(0.1f, 10.0f, -1.0f) + " " + Math.fma(3.0f, 1e-45f, 0.0f) + " " + Math.fma(Double.NaN, 0.0, 1.0)
                + " " + Math.fma(Double.POSITIVE_INFINITY, 0.0, 1.0) + " " + StrictMath.fma(2.0, 3.0, 4.0));
        // HotSpot's Math takes these from StrictMath: the results must be the same.
        long seed = 7;
        int differ = 0;
        for (int i = 0; i < 400; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double x = ((seed >>> 11) * 0x1.0p-53 * 2 - 1) * (i % 3 == 0 ? 1 : i % 3 == 1 ? 30 : 1e6);
            double y = x * 0.37 - 1;
            if (Math.asin(x) != StrictMath.asin(x) && !Double.isNaN(Math.asin(x))) differ++;
            if (Math.acos(x) != StrictMath.acos(x) && !Double.isNaN(Math.acos(x))) differ++;
            if (Math.atan(x) != StrictMath.atan(x) || Math.cbrt(x) != StrictMath.cbrt(x)) differ++;
            if (Math.sinh(x) != StrictMath.sinh(x) || Math.cosh(x) != StrictMath.cosh(x)) differ++;
            if (Math.tanh(x) != StrictMath.tanh(x) || Math.expm1(x) != StrictMath.expm1(x)) differ++;
            if (Math.log1p(Math.abs(x)) != StrictMath.log1p(Math.abs(x))) differ++;
            if (Math.atan2(y, x) != StrictMath.atan2(y, x) || Math.hypot(x, y) != StrictMath.hypot(x, y)) differ++;
            if (Math.IEEEremainder(x, y) != StrictMath.IEEEremainder(x, y)) differ++;
        }
        System.out.println("Math vs StrictMath differences: " + differ);
    }
}
