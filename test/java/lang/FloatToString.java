// Checks Float.toString on tricky values and float/double interplay: widening a float shows its binary value, bit conversions, float constants.
public class FloatToString {
    public static void main(String[] args) {
        float[] vals = {0f, -0f, 1f, 0.1f, 0.2f, 0.3f, 0.1f + 0.2f, 1f / 3, 100f, 1e6f, 1e7f, 9999999f, 16777216f, 16777217f, 1.0e-3f,
                        1.0e-4f, 1.0E-5f, 3.4028235e38f, Float.MIN_VALUE, Float.MIN_NORMAL, 1.17549435E-38f, 3.14159265f, 2.7182818f,
                        123456.789f, 0.5f, 33.333332f, 1.0E10f, 8.5e-44f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
                        (float) 1e-46, (float) 1e39, 2.5e-45f, 4.4e-45f, 1.4e-45f * 3};
        for (float v : vals) {
            double widened = v;
            System.out.println(Float.toString(v) + " | as double " + widened + " | bits=" + Integer.toHexString(Float.floatToIntBits(v)));
        }
        System.out.println(Float.intBitsToFloat(0x3fc00000) + " " + Float.intBitsToFloat(1) + " " + Float.intBitsToFloat(0x7f800001) + " "
                + Integer.toHexString(Float.floatToIntBits(Float.intBitsToFloat(0x7f800001))));
        System.out.println(Float.compare(Float.NaN, Float.POSITIVE_INFINITY) + " " + Float.compare(-0f, 0f) + " " + Float.valueOf(-0f).equals(0f)
                + " " + Float.hashCode(1.5f) + " " + Float.isNaN(0f / 0) + " " + Float.isFinite(Float.MAX_VALUE * 2) + " " + Float.MAX_EXPONENT);
        System.out.println(Float.sum(0.1f, 0.2f) + " " + Float.max(-0f, 0f) + " " + (0.1f == 0.1) + " " + ((double) 0.1f == 0.1f) + " " + Float.toHexString(1.5f));
    }
}
