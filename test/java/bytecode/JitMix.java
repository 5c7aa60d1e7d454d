// Loops of int, long, float and double arithmetic, compares with NaN, division
// edge cases and primitive field stores, hot enough that the JIT compiles them.
public class JitMix {
    boolean flag; byte b; char c; short s; int i; long l;
    static double dsum(double[] a) { double t = 0; for (int k = 0; k < a.length; k++) t += a[k] * 1.5 - t / 7.0; return t; }
    static float fsum(int n) { float f = 0; for (int k = 0; k < n; k++) { f += k * 0.25f; f = f / 1.0001f - (float) k; f = -f; } return f; }
    static int cmp(double x, double y) { int r = 0; for (int k = 0; k < 3; k++) { if (x < y) r += 1; if (x > y) r += 10; if (x == y) r += 100; if (!(x <= y)) r += 1000; } return r; }
    static int fcmp(float x, float y) { int r = 0; for (int k = 0; k < 3; k++) { if (x < y) r += 1; if (x >= y) r += 10; } return r; }
    static long divs(int n) {
        long acc = 0;
        for (int k = -n; k < n; k++) {
            int d = (k % 7) - 3;
            try { acc += 1000 / d; acc += 1000 % d; } catch (ArithmeticException e) { acc += 77; }
            acc += Integer.MIN_VALUE / (d == -1 ? -1 : 1);
            long ld = d;
            try { acc += (Long.MIN_VALUE / (ld == 0 ? -1 : ld)) % 1000; acc += 123456789L % (ld == 0 ? 1 : ld); } catch (ArithmeticException e) { acc += 5; }
        }
        return acc;
    }
    void fields(int n) { for (int k = 0; k < n; k++) { flag = (k & 1) == 1; b = (byte) (k * 37); c = (char) (k * 1000); s = (short) (k * 3000); i += k; l += (long) k << 33; } }
    public static void main(String[] args) {
        double[] a = new double[500];
        for (int k = 0; k < a.length; k++) a[k] = k * 0.1 - 3.0;
        double t = 0; for (int r = 0; r < 50; r++) t += dsum(a);
        System.out.println(t);
        System.out.println(fsum(10000));
        System.out.println(cmp(1.0, 2.0) + " " + cmp(2.0, 1.0) + " " + cmp(Double.NaN, 1.0) + " " + cmp(3.0, 3.0) + " " + cmp(-0.0, 0.0));
        System.out.println(fcmp(Float.NaN, 1f) + " " + fcmp(1f, 2f) + " " + fcmp(2f, 1f));
        System.out.println(divs(500));
        JitMix m = new JitMix();
        for (int r = 0; r < 20; r++) m.fields(100);
        System.out.println(m.flag + " " + m.b + " " + (int) m.c + " " + m.s + " " + m.i + " " + m.l);
        long conv = 0; for (int k = -1000; k < 1000; k++) { float f = k * 1.7f; double d = f; conv += (long) (d * 3) + (long) (float) (double) (k * 1234567L) ; }
        System.out.println(conv);
    }
}
