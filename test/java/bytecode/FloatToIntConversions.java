// Checks f2i, f2l, d2i, d2l: NaN -> 0, saturation at the int/long range, rounding toward zero.
public class FloatToIntConversions {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 0.999, 1.5, -1.5, 2.5, -2.5, 3.99, -3.99, 1e10, -1e10, 1e19, -1e19,
                       2147483647.0, 2147483647.9, 2147483648.0, -2147483648.0, -2147483649.0,
                       9.223372036854776E18, -9.223372036854776E18, Double.NaN,
                       Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE};
        for (double d : ds) {
            System.out.println("double " + d + " -> int " + (int) d + ", long " + (long) d + ", short " + (short) d
                    + ", byte " + (byte) d + ", char " + (int) (char) d);
        }
        float[] fs = {0f, -0f, 0.75f, -0.75f, 1e10f, -1e10f, 3e9f, -3e9f, 2147483520f, 2147483648f,
                      9.2233715E18f, 9.223372E18f, 1e20f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY};
        for (float f : fs) {
            System.out.println("float " + f + " -> int " + (int) f + ", long " + (long) f);
        }
        // byte of a big double goes through int first: (byte) 300.7 == (byte) 300
        System.out.println("(byte) 300.7 = " + (byte) 300.7 + ", (char) 65.9 = " + (char) 65.9 + ", (short) -32769.5 = " + (short) -32769.5);
    }
}
