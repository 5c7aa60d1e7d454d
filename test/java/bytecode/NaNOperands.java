// Checks which NaN payload float/double + - * / % give when both operands are NaN (quiet or signalling, either order), a NaN with a number, negation and f2d/d2f of NaNs, as HotSpot's interpreter does.
public class NaNOperands {
    static double dA = Double.longBitsToDouble(0x7ff8000000000111L);
    static double dB = Double.longBitsToDouble(0xfff8000000000222L);
    static double dS = Double.longBitsToDouble(0x7ff0000000000333L);  // signalling
    static float fA = Float.intBitsToFloat(0x7fc00111);
    static float fB = Float.intBitsToFloat(0xffc00222);
    static float fS = Float.intBitsToFloat(0x7f800333);  // signalling

    static String h(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    static String h(float f) {
        return Integer.toHexString(Float.floatToRawIntBits(f));
    }

    public static void main(String[] args) {
        double[][] doublePairs = {{dA, dB}, {dB, dA}, {dA, 1.5}, {-2.5, dB}, {dS, dB}, {dB, dS}, {dS, 1.0}};
        for (double[] p : doublePairs) {
            double a = p[0], b = p[1];
            System.out.println(h(a + b) + " " + h(a - b) + " " + h(a * b) + " " + h(a / b) + " " + h(a % b) + " "
                    + h(-a) + " " + h((float) a) + " " + h(Math.abs(a)));
        }
        float[][] floatPairs = {{fA, fB}, {fB, fA}, {fA, 1.5f}, {-2.5f, fB}, {fS, fB}, {fB, fS}, {fS, 1.0f}};
        for (float[] p : floatPairs) {
            float a = p[0], b = p[1];
            System.out.println(h(a + b) + " " + h(a - b) + " " + h(a * b) + " " + h(a / b) + " " + h(a % b) + " "
                    + h(-a) + " " + h((double) a) + " " + h(Math.abs(a)));
        }
        // Compound assignments and mixed float/double promotion go through the same bytecodes.
        double acc = dA;
        acc += dB;
        acc *= dS;
        float facc = fA;
        facc *= fB;
        facc += fS;
        System.out.println(h(acc) + " " + h(facc) + " " + h(fA + dB) + " " + h(dB * fA));
        System.out.println(h(StrictMath.hypot(dA, dB)) + " " + h(StrictMath.IEEEremainder(dA, dB)) + " "
                + h(Math.max(dA, dB)) + " " + h(Math.min(fA, fB)));
    }
}
