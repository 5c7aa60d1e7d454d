// loupe-test: compare-stderr
// Checks exceptions thrown inside small callees of compiled callers (VM-thrown and explicit, one and several levels deep, through virtual and interface calls): the stack traces printed by printStackTrace() and read from getStackTrace(), line numbers included.
public class InlinedThrows {
    static int[] table = {1, 2, 3, 4};
    static String name = "x";

    static int divide(int a, int b) { return a / b; }

    static int element(int[] a, int i) { return a[i]; }

    static int length(String s) { return s.length(); }

    static int checked(int v) {
        if (v < 0) throw new IllegalArgumentException("negative: " + v);
        return v;
    }

    static int outer(int a, int b) { return middle(a, b) + 1; }

    static int middle(int a, int b) { return quotient(a, b) * 2; }

    static int quotient(int a, int b) { return a / b; }

    interface Op {
        int apply(int x);
    }

    static final class Div implements Op {
        final int by;
        Div(int by) { this.by = by; }
        public int apply(int x) { return x / by; }
    }

    static final class Index implements Op {
        public int apply(int x) { return table[x]; }
    }

    abstract static class Getter {
        abstract int get(int i);
    }

    static final class ArrayGetter extends Getter {
        final int[] values;
        ArrayGetter(int[] values) { this.values = values; }
        int get(int i) { return values[i]; }
    }

    static int applyOp(Op op, int x) { return op.apply(x); }

    static int viaGetter(Getter g, int i) { return g.get(i); }

    static void show(String what, Throwable t) {
        System.out.println(what + ": " + t);
        for (StackTraceElement e : t.getStackTrace()) {
            System.out.println("  " + e.getClassName() + "." + e.getMethodName() + ":" + e.getLineNumber());
        }
        System.err.println("-- " + what);
        t.printStackTrace();
    }

    // Warm loops: the callees run many times without failing (compiled
    // with them inlined), then once with the failing argument. Each
    // instruction fails once: HotSpot's compiled code may throw a shared
    // exception without a stack trace at an instruction that failed before.
    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 5000; i++) sum += divide(i, 3) + element(table, i & 3) + length(name) + checked(i);
        System.out.println("warm: " + sum);
        for (int i = 0; i < 5000; i++) sum += outer(i, 7);
        System.out.println("warm outer: " + sum);
        Op[] ops = {new Div(2), new Index()};
        Getter getter = new ArrayGetter(table);
        for (int i = 0; i < 5000; i++) sum += applyOp(ops[i & 1], i & 3) + viaGetter(getter, i & 3);
        System.out.println("warm ops: " + sum);

        {
            try {
                for (int i = 0; i < 3000; i++) sum += divide(i, 2 - i / 1000);
            } catch (ArithmeticException e) {
                show("divide", e);
            }
            try {
                for (int i = 0; i < 3000; i++) sum += element(table, i / 700);
            } catch (ArrayIndexOutOfBoundsException e) {
                show("element", e);
            }
            try {
                for (int i = 0; i < 3000; i++) sum += length(i < 2999 ? name : null);
            } catch (NullPointerException e) {
                show("length", e);
            }
            try {
                for (int i = 0; i < 3000; i++) sum += checked(2000 - i);
            } catch (IllegalArgumentException e) {
                show("checked", e);
            }
            try {
                for (int i = 0; i < 3000; i++) sum += outer(i, 2 - i / 1000);
            } catch (ArithmeticException e) {
                show("outer", e);
            }
            try {
                Op[] failing = {new Div(2), new Index(), new Div(0)};
                for (int i = 0; i < 3000; i++) sum += applyOp(failing[i < 2999 ? i & 1 : 2], i & 3);
            } catch (ArithmeticException e) {
                show("interface", e);
            }
            try {
                for (int i = 0; i < 3000; i++) sum += applyOp(ops[1], i < 2999 ? i & 3 : 4);
            } catch (ArrayIndexOutOfBoundsException e) {
                show("interface index", e);
            }
            try {
                for (int i = 0; i < 3000; i++) sum += viaGetter(getter, i < 2999 ? i & 3 : -1);
            } catch (ArrayIndexOutOfBoundsException e) {
                show("virtual", e);
            }
        }
        System.out.println("sum: " + sum);
    }
}
