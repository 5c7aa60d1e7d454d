// Checks i2l, i2f, i2d, l2f, l2d, f2d, d2f including precision loss, overflow to infinity and underflow to zero.
public class WideningConversions {
    public static void main(String[] args) {
        int[] ints = {16777216, 16777217, 16777219, Integer.MAX_VALUE, Integer.MIN_VALUE, -123456789, 123456789};
        for (int i : ints) {
            float f = i;
            double d = i;
            long l = i;
            System.out.println(i + " -> long " + l + ", float " + f + ", double " + d + ", back " + (int) f);
        }
        long[] longs = {9007199254740993L, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40, (1L << 40) + 1, -1L, 123456789012345678L};
        for (long l : longs) {
            float f = l;
            double d = l;
            System.out.println(l + " -> float " + f + ", double " + d + ", back " + (long) d);
        }
        float[] fs = {0.1f, 1.1f, 3.4028235e38f, 1.4e-45f, -2.5f, Float.NaN, 1f / 3};
        for (float f : fs) {
            double d = f;
            System.out.println(f + " -> double " + d);
        }
        double[] ds = {0.1, 1e39, -1e39, 1e-46, -1e-46, 3.4028235677973366e38, 3.4028235e38, 1.0000001, 1.00000001, Math.PI};
        for (double d : ds) {
            float f = (float) d;
            System.out.println(d + " -> float " + f);
        }
        char c = 'x';
        long lc = c;
        double dc = c;
        System.out.println("char widen " + lc + " " + dc);
        byte b = -7;
        short s = b;
        long lb = b;
        float fb = b;
        System.out.println("byte widen " + s + " " + lb + " " + fb);
    }
}
