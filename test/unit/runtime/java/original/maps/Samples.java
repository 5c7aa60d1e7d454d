package maps;

// Methods whose reference maps the stack-map tests check.
public class Samples {
    static Object pass(Object o, int i, long l, double d) {
        return o;
    }

    Object self(String s) {
        return this;
    }

    // Slot 1 holds a reference on one path and an int on the other.
    static int join(boolean flag) {
        if (flag) {
            Object o = "ref";
            o.hashCode();
        } else {
            int n = 3;
            n++;
        }
        return 0;
    }

    static Object guarded(Object o) {
        try {
            return o.toString();
        } catch (RuntimeException e) {
            return e;
        }
    }

    static long wide(long a, Object o) {
        long b = a + 1;
        return b;
    }
}
