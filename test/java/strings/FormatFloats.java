// Checks String.format for floating point: %f %e %E %g %a-free rounding (HALF_UP on the decimal value), precision, widths, flags, NaN/Infinity, -0.0.
public class FormatFloats {
    public static void main(String[] args) {
        double[] vals = {0.0, -0.0, 1.0, -1.5, 0.5, 2.5, 0.125, 1.005, 0.15, 123456.789, 1e-5, 1e20, 6.02214076e23,
                         Double.MAX_VALUE, Double.MIN_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double v : vals) {
            System.out.println(String.format("%s: [%f] [%.0f] [%.2f] [%10.3f] [%-10.1f] [%e] [%.3E] [%g] [%.3g]",
                    v, v, v, v, v, v, v, v, v, v));
        }
        System.out.println(String.format("[%+.2f] [% .2f] [%08.2f] [%,.2f] [%(.2f] [%+e]", 3.14159, 3.14159, -3.14159, 1234567.891, -42.5, 12345.678));
        System.out.println(String.format("%.1f %.1f %.1f %.1f %.1f", 0.05, 0.15, 0.25, 0.35, 0.45));
        System.out.println(String.format("%.0f %.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5, -2.5));
        System.out.println(String.format("%.3f %.10f %.15f", 1.0 / 3, 2.0 / 3, 0.1));
        System.out.println(String.format("%g %g %g %g %g", 0.0001, 0.00001, 123456.0, 1234567.0, 100000.0));
        float f = 1.1f;
        System.out.println(String.format("float %f %.10f %e %s", f, f, f, f));
        System.out.println(String.format("%.2f%%", 45.678));
        System.out.println(String.format("%e %e", 1.0, 9.9999999));
        System.out.println(String.format("%12.4e|%-12.2e|", -0.000123456, 98765.4321));
        Double boxed = 2.0;
        System.out.println(String.format("%.1f %s", boxed, boxed));
    }
}
