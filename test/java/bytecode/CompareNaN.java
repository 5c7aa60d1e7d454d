// Checks fcmpl/fcmpg/dcmpl/dcmpg with NaN in every relational operator, lcmp, and Float/Double.compare ordering.
public class CompareNaN {
    static String rel(double a, double b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "")
                + (a == b ? "==" : "") + (a != b ? "!=" : "") + (!(a < b) ? " !<" : "") + (!(a > b) ? " !>" : "");
    }

    static String relf(float a, float b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "")
                + (a == b ? "==" : "") + (a != b ? "!=" : "") + (!(a <= b) ? " !<=" : "") + (!(a >= b) ? " !>=" : "");
    }

    static String rell(long a, long b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "")
                + (a == b ? "==" : "") + (a != b ? "!=" : "");
    }

    public static void main(String[] args) {
        double[] ds = {Double.NaN, 1.0, -0.0, 0.0, Double.NEGATIVE_INFINITY};
        for (double a : ds)
            for (double b : ds)
                System.out.println("d " + a + " ? " + b + " : " + rel(a, b) + " | compare=" + Double.compare(a, b));
        float[] fs = {Float.NaN, 2f, -0f, Float.POSITIVE_INFINITY};
        for (float a : fs)
            for (float b : fs)
                System.out.println("f " + a + " ? " + b + " : " + relf(a, b) + " | compare=" + Float.compare(a, b));
        long[] ls = {Long.MIN_VALUE, -1L, 0L, 1L, Long.MAX_VALUE};
        for (long a : ls)
            for (long b : ls)
                System.out.println("l " + a + " ? " + b + " : " + rell(a, b) + " | compare=" + Long.compare(a, b));
        double nan = Double.NaN;
        int count = 0;
        for (double x = 0; x < nan; x++) count++;   // never loops
        System.out.println("loop count with NaN bound: " + count);
        System.out.println("max(NaN,1)=" + Math.max(nan, 1) + " min(-0.0,0.0)=" + Math.min(-0.0, 0.0) + " max(-0.0,0.0)=" + Math.max(-0.0, 0.0));
        Double boxedNaN = Double.NaN;
        System.out.println("boxed NaN equals itself: " + boxedNaN.equals(Double.NaN) + ", 0.0 equals -0.0: " + Double.valueOf(0.0).equals(-0.0));
    }
}
