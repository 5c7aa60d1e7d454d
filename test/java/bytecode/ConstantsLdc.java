// Checks constant-loading instructions: iconst/bipush/sipush/ldc boundaries, long/float/double constants, String and Class constants.
public class ConstantsLdc {
    static final String GREETING = "hello";

    public static void main(String[] args) {
        int[] ints = {-1, 0, 1, 2, 3, 4, 5, 6, -2, 127, 128, -128, -129, 32767, 32768, -32768, -32769,
                      65535, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x7f00ff00, 0xdeadbeef};
        for (int v : ints) System.out.println("int " + v);
        long[] longs = {0L, 1L, 2L, -1L, 127L, 4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 0xcafebabe12345678L};
        for (long v : longs) System.out.println("long " + v);
        float[] floats = {0f, 1f, 2f, 3f, -0f, 0.5f, 1e10f, Float.MAX_VALUE, Float.MIN_VALUE, Float.NaN,
                          Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 3.14159f};
        for (float v : floats) System.out.println("float " + v);
        double[] doubles = {0d, 1d, 2d, -0d, 0.1, 1e300, Double.MAX_VALUE, Double.MIN_VALUE, Double.NaN,
                            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Math.PI, Math.E};
        for (double v : doubles) System.out.println("double " + v);
        // individual constants, not via arrays
        int a = 5, b = 6, c = 100, d = 1000, e = 100000;
        System.out.println(a + b + c + d + e);
        long la = 1L, lb = 2L;
        System.out.println(la + lb);
        float fa = 2f, fb = 1.5f;
        System.out.println(fa * fb);
        double da = 1.0, db = 0.0;
        System.out.println(da + db);
        char ch = 'Z';
        char uni = '\u20ac';
        System.out.println((int) ch + " " + (int) uni);
        String s = GREETING + ", world";
        System.out.println(s + " " + s.length());
        String empty = "";
        System.out.println("[" + empty + "]" + empty.length());
        System.out.println("tab\there, quote\" backslash\\ nl-escaped\\n");
        // Class constants
        Class<?>[] classes = {String.class, ConstantsLdc.class, int[].class, String[][].class, int.class,
                              void.class, double.class, Runnable.class, long[].class};
        for (Class<?> k : classes) System.out.println(k.getName() + " / " + k);
        Object nothing = null;
        System.out.println("null constant: " + nothing);
        boolean t = true, f = false;
        System.out.println(t + " " + f);
    }
}
