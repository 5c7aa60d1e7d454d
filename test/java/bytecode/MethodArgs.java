// Checks argument passing with two-slot longs/doubles mixed with ints, many parameters, every return type, and static/instance/private invocation.
public class MethodArgs {
    private final int base;
    MethodArgs(int base) { this.base = base; }

    static String mix(int a, long b, int c, double d, float e, long f, byte g, char h, short i, boolean j, double k, Object l) {
        return a + "|" + b + "|" + c + "|" + d + "|" + e + "|" + f + "|" + g + "|" + h + "|" + i + "|" + j + "|" + k + "|" + l;
    }

    static long sum20(long a0, int a1, double a2, long a3, int a4, double a5, long a6, int a7, double a8, long a9,
                      int a10, double a11, long a12, int a13, double a14, long a15, int a16, double a17, long a18, int a19) {
        return a0 + a1 + (long) a2 + a3 + a4 + (long) a5 + a6 + a7 + (long) a8 + a9 + a10 + (long) a11 + a12 + a13
                + (long) a14 + a15 + a16 + (long) a17 + a18 + a19;
    }

    long instanceMix(long x, int y, double z) { return base + x + y + (long) (z * 2); }
    private double priv(double a, long b) { return a * b + base; }

    static boolean retZ(int x) { return x > 0; }
    static byte retB(int x) { return (byte) x; }
    static char retC(int x) { return (char) x; }
    static short retS(int x) { return (short) x; }
    static int retI(long x) { return (int) x; }
    static long retJ(int x) { return x * 1000000000L; }
    static float retF(double x) { return (float) x; }
    static double retD(float x) { return x; }
    static int[] retArr(int n) { return new int[n]; }
    static void retV(StringBuilder sb) { sb.append("void-called"); }

    static int recursiveLong(long n, double acc) { return n == 0 ? (int) acc : recursiveLong(n - 1, acc + n * 0.5); }

    public static void main(String[] args) {
        System.out.println(mix(1, 2L, 3, 4.5, 5.5f, Long.MIN_VALUE, (byte) -6, 'h', (short) 7, true, -0.0, "obj"));
        System.out.println(sum20(1, 2, 3.9, 4, 5, 6.9, 7, 8, 9.9, 10, 11, 12.9, 13, 14, 15.9, 16, 17, 18.9, 19, 20));
        MethodArgs m = new MethodArgs(100);
        System.out.println(m.instanceMix(1L << 40, -5, 2.25) + " " + m.priv(1.5, 3L));
        System.out.println(retZ(1) + " " + retB(300) + " " + retC(66) + " " + retS(70000) + " " + retI(1L << 33 | 5)
                + " " + retJ(7) + " " + retF(0.1) + " " + retD(0.1f) + " " + retArr(3).length);
        StringBuilder sb = new StringBuilder();
        retV(sb);
        System.out.println(sb);
        System.out.println(recursiveLong(100, 0.0));
    }
}
