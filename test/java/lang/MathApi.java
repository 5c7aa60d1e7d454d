// Checks Math: floorDiv/floorMod, abs edge cases, round/rint/ceil/floor (incl. -0.0 results), signum, min/max with NaN and -0.0, sqrt/cbrt/pow exact cases, transcendental values to 6 places.
public class MathApi {
    public static void main(String[] args) {
        int[][] pairs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {Integer.MIN_VALUE, -1}, {0, 5}};
        for (int[] p : pairs) {
            System.out.println(p[0] + "," + p[1] + ": / " + (p[0] / p[1]) + " % " + (p[0] % p[1]) + " floorDiv " + Math.floorDiv(p[0], p[1]) + " floorMod " + Math.floorMod(p[0], p[1]));
        }
        System.out.println("long floor " + Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 3L) + " " + Math.floorMod(7L, -3));
        System.out.println("abs " + Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-0.0) + " " + Math.abs(-2.5f) + " " + Math.abs(Double.NEGATIVE_INFINITY));
        double[] rs = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, -0.0, 1e20, Double.NaN, 3.7, -3.7, 4.5000001};
        for (double r : rs) {
            System.out.println(r + ": round " + Math.round(r) + " rint " + Math.rint(r) + " ceil " + Math.ceil(r) + " floor " + Math.floor(r)
                    + " signum " + Math.signum(r) + " roundf " + Math.round((float) r));
        }
        System.out.println("round extremes " + Math.round(1e19) + " " + Math.round(-1e19) + " " + Math.round(Float.NaN) + " " + Math.round(3e9f) + " " + Math.round(Double.POSITIVE_INFINITY));
        System.out.println("min/max " + Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1.0) + " " + Math.min(1f, Float.NaN)
                + " " + Math.max(3, 7) + " " + Math.min(-3L, 7L) + " " + Math.max(-0f, 0f));
        System.out.println("sqrt " + Math.sqrt(16) + " " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(Double.POSITIVE_INFINITY));
        System.out.println("cbrt " + Math.cbrt(27) + " " + Math.cbrt(-8) + " pow " + Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(0, 0)
                + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(-2, 3) + " " + Math.pow(10, 15) + " " + Math.pow(1, Double.NaN));
        System.out.printf("trig %.6f %.6f %.6f %.6f %.6f %.6f%n", Math.sin(1), Math.cos(1), Math.tan(0.5), Math.asin(0.5), Math.acos(0.5), Math.atan(1));
        System.out.printf("exp/log %.6f %.6f %.6f %.6f %.6f %.6f%n", Math.exp(1), Math.log(10), Math.log10(1000), Math.log1p(1e-3), Math.expm1(1e-3), Math.atan2(1, -1));
        System.out.printf("hyp %.6f %.6f %.6f %.6f%n", Math.sinh(1), Math.cosh(1), Math.tanh(0.5), Math.hypot(3, 4));
        System.out.println("exact-ish " + Math.sin(0) + " " + Math.cos(0) + " " + Math.log(1) + " " + Math.exp(0) + " " + Math.log(0) + " " + Math.log(-1) + " " + Math.log10(100));
        System.out.println("strict " + StrictMath.sqrt(2) + " " + StrictMath.abs(-3) + " " + StrictMath.max(1, 2) + " " + StrictMath.floor(-1.5) + " " + StrictMath.pow(3, 4));
        System.out.println("misc " + Math.toRadians(180) + " " + Math.toDegrees(Math.PI) + " " + Math.ulp(1.0) + " " + Math.nextUp(1.0) + " " + Math.getExponent(1024.0)
                + " " + Math.copySign(3.0, -0.0) + " " + Math.scalb(1.5, 4) + " " + Math.IEEEremainder(10, 3) + " " + Math.nextAfter(1.0f, 2.0));
        System.out.println("constants " + Math.PI + " " + Math.E);
    }
}
