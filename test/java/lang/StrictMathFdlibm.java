// StrictMath's transcendental functions give fdlibm's results bit for bit: hard cases (special values, thresholds, near multiples of pi/2, huge arguments) and a pseudo-random digest per function.
public class StrictMathFdlibm {
    static final double[] HARD = {
        0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE,
        Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0, 27.0, -8.0, 10.0, 1000.0,
        1e-9, 3.7e-17, 1e-300, 2.2250738585072014E-309, Math.PI / 4, Math.PI / 2, -Math.PI / 2, Math.PI, 3 * Math.PI / 2,
        2 * Math.PI, 0.6744, 0.975, 0.4375, 1.1875, 2.4375, 0.34657359027997264, 1.0397207708399179, 38.816242111356935,
        709.782712893384, 709.7827128933841, -745.1332191019411, -745.1332191019412, 710.4758600739439, 22.0, 21.99,
        0.9999999999999999, 1.0000000000000002, 0.41421356237309503, -0.2928932188134524, 1e22, 1.0E300, 1048576.0 * Math.PI,
        8.5e8, 6.0e15, 1.2e100, 1.7e308, 1.5707963267948966e19, 1e-20, -0.75, 0.7, 4.0, 100.5, 0.1, -22.5, 56.0 * 0.6931471805599453,
    };

    static long seed = 42;

    static double next(double scale) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        double u = (seed >>> 11) * 0x1.0p-53 * 2 - 1;
        return u * scale;
    }

    static double f(int fn, double x, double y) {
        switch (fn) {
            case 0: return StrictMath.sin(x);
            case 1: return StrictMath.cos(x);
            case 2: return StrictMath.tan(x);
            case 3: return StrictMath.asin(x);
            case 4: return StrictMath.acos(x);
            case 5: return StrictMath.atan(x);
            case 6: return StrictMath.exp(x);
            case 7: return StrictMath.log(x);
            case 8: return StrictMath.log10(x);
            case 9: return StrictMath.log1p(x);
            case 10: return StrictMath.expm1(x);
            case 11: return StrictMath.sinh(x);
            case 12: return StrictMath.cosh(x);
            case 13: return StrictMath.tanh(x);
            case 14: return StrictMath.cbrt(x);
            case 15: return StrictMath.atan2(x, y);
            case 16: return StrictMath.hypot(x, y);
            case 17: return StrictMath.pow(x, y);
            default: return StrictMath.IEEEremainder(x, y);
        }
    }

    static final String[] NAMES = {"sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "log1p", "expm1",
        "sinh", "cosh", "tanh", "cbrt", "atan2", "hypot", "pow", "IEEEremainder"};
    static final double[] SCALES = {1.0, 10.0, 1000.0, 1e6, 1e300, 1e-5, 800.0};

    public static void main(String[] args) {
        for (int fn = 0; fn < NAMES.length; fn++) {
            boolean two = fn >= 15;
            StringBuilder line = new StringBuilder(NAMES[fn]).append(':');
            long digest = 0;
            for (int i = 0; i < HARD.length; i++) {
                double x = HARD[i];
                double y = two ? HARD[(i * 7 + 3) % HARD.length] : 0;
                long bits = Double.doubleToRawLongBits(f(fn, x, y));
                if (i % 3 == 0) line.append(' ').append(Long.toHexString(bits));
                digest = digest * 31 + bits;
            }
            // Random arguments over several ranges, plus integral exponents for pow.
            for (int i = 0; i < 280; i++) {
                double x = next(SCALES[i % SCALES.length]);
                double y = fn == 17 && i % 2 == 0 ? Math.rint(next(40)) : next(SCALES[(i / 7) % SCALES.length]);
                if (fn == 17 || fn == 3 || fn == 4 || fn == 7 || fn == 8) x = i % 4 == 0 ? x : Math.abs(x);
                digest = digest * 31 + Double.doubleToRawLongBits(f(fn, x, y));
            }
            // Arguments within a few ulps of multiples of pi/2 (the reduction's hardest case).
            if (fn <= 2) {
                for (int k = 1; k < 200; k += 3) {
                    double x = Double.longBitsToDouble(Double.doubleToRawLongBits(k * (Math.PI / 2)) + (k % 5) - 2);
                    digest = digest * 31 + Double.doubleToRawLongBits(f(fn, x, 0));
                    line.append(k % 40 == 1 ? " " + Long.toHexString(Double.doubleToRawLongBits(f(fn, x, 0))) : "");
                }
            }
            System.out.println(line.append(" digest=").append(Long.toHexString(digest)));
        }
        // The pow special cases of the API documentation, on a grid of special values.
        double[] sp = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 1e-320, 1e308};
        StringBuilder grid = new StringBuilder();
        for (double a : sp) {
            for (double b : sp) grid.append(StrictMath.pow(a, b)).append(' ');
            grid.append('\n');
        }
        System.out.print(grid);
        System.out.println(StrictMath.sqrt(2.0) + " " + StrictMath.E + " " + StrictMath.PI);
    }
}
