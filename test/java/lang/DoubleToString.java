// Checks Double.toString on tricky values: scientific notation thresholds, shortest round-trip digits, subnormals, powers of ten, JDK 17 specific outputs.
public class DoubleToString {
    public static void main(String[] args) {
        double[] vals = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0, 1e6, 1e7, 9999999.0, 12345678.9,
                         0.001, 0.0001, 1e-3, 9.999e-4, 2e-3, 1.0E23, 2e23, 8.41e21, 5e-324, 4.9e-324, Double.MIN_VALUE,
                         Double.MIN_NORMAL, Double.MAX_VALUE, Math.PI, Math.E, 1.0 / 7, 123456789012345678.0, 0.5, 0.25, 0.125,
                         1e15, 1e16, 1e17, 1.5e300, -1.5e-300, 4.35, 2.675, 1.005, 100.0 / 3, 9007199254740993.0,
                         Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-7, 123e-9, 5.0E-324 * 3};
        for (double v : vals) {
            System.out.println(Double.toString(v) + " | " + String.valueOf(v) + " | bits=" + Long.toHexString(Double.doubleToLongBits(v)));
        }
        System.out.println("NaN bits " + Long.toHexString(Double.doubleToLongBits(0.0 / 0.0)) + " raw " + Long.toHexString(Double.doubleToRawLongBits(Double.NaN)));
        System.out.println(Double.longBitsToDouble(0x3ff8000000000000L) + " " + Double.longBitsToDouble(1L) + " " + Double.longBitsToDouble(0x7ff0000000000000L));
        System.out.println(Double.isNaN(0.0 / 0) + " " + Double.isInfinite(1 / 0.0) + " " + Double.isFinite(1e308) + " " + Double.compare(0.0, -0.0) + " " + Double.hashCode(1.5)
                + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(0.0).hashCode() + " " + Double.MIN_EXPONENT + " " + Double.MAX_EXPONENT);
        System.out.println(Double.sum(0.1, 0.2) + " " + Double.max(-0.0, 0.0) + " " + Double.min(-0.0, 0.0) + " " + Double.toHexString(1.0) + " " + Double.toHexString(-0.1));
    }
}
