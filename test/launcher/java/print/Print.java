// Printing helpers for the assembled programs in test/launcher/asm/: one
// invokestatic instead of getstatic/swap/invokevirtual at every print.
public class Print {
    public static void s(String text) {
        System.out.println(text);
    }

    public static void i(int value) {
        System.out.println(value);
    }

    public static void l(long value) {
        System.out.println(value);
    }

    public static void d(double value) {
        System.out.println(value);
    }

    public static void f(float value) {
        System.out.println(value);
    }

    public static void o(Object value) {
        System.out.println(String.valueOf(value));
    }

    // "label=value", for results that need a name.
    public static void si(String label, int value) {
        System.out.println(label + "=" + value);
    }

    // Allocates a little garbage, so that under -Xgcstress:1 a collection
    // happens here; returns a fresh string the caller can keep in a local.
    public static String fresh(String text) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < 3; k++) {
            b.append(new int[4].length > 0 ? "" : "?");
        }
        return b.append(text).toString();
    }
}
