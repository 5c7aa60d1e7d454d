// VarHandles on fields, static fields and array elements: every access mode on every type, atomicity under four threads, conversions, read-only finals and the exceptions.
// loupe-test: java17-only
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

public class VarHandleAccess {
    static class Cell {
        int i;
        long l;
        boolean z;
        byte b;
        short s;
        char c;
        float f;
        double d;
        String text;
        Object any;
        final int fixed = 9;
        volatile int hits;
        static long total;
        static final String NAME = "cell";
    }

    interface Check {
        Object run() throws Throwable;
    }

    static void attempt(String what, Check check) {
        try {
            System.out.println(what + " -> " + check.run());
        } catch (Throwable e) {
            String m = String.valueOf(e.getMessage());
            int cut = m.indexOf(" (unnamed module");
            System.out.println(what + " !! " + e.getClass().getName() + ": " + (cut < 0 ? m : m.substring(0, cut)));
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        VarHandle I = lookup.findVarHandle(Cell.class, "i", int.class);
        VarHandle L = lookup.findVarHandle(Cell.class, "l", long.class);
        VarHandle Z = lookup.findVarHandle(Cell.class, "z", boolean.class);
        VarHandle B = lookup.findVarHandle(Cell.class, "b", byte.class);
        VarHandle S = lookup.findVarHandle(Cell.class, "s", short.class);
        VarHandle C = lookup.findVarHandle(Cell.class, "c", char.class);
        VarHandle F = lookup.findVarHandle(Cell.class, "f", float.class);
        VarHandle D = lookup.findVarHandle(Cell.class, "d", double.class);
        VarHandle T = lookup.findVarHandle(Cell.class, "text", String.class);
        VarHandle FIXED = lookup.findVarHandle(Cell.class, "fixed", int.class);
        VarHandle HITS = lookup.findVarHandle(Cell.class, "hits", int.class);
        VarHandle TOTAL = lookup.findStaticVarHandle(Cell.class, "total", long.class);
        VarHandle NAME = lookup.findStaticVarHandle(Cell.class, "NAME", String.class);
        VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
        VarHandle OBJECTS = MethodHandles.arrayElementVarHandle(Object[].class);
        VarHandle DOUBLES = MethodHandles.arrayElementVarHandle(double[].class);
        System.out.println(I + " " + TOTAL + " " + INTS + " " + I.varType() + " " + I.coordinateTypes() + " "
                + I.accessModeType(VarHandle.AccessMode.COMPARE_AND_EXCHANGE) + " "
                + T.accessModeType(VarHandle.AccessMode.WEAK_COMPARE_AND_SET));

        Cell cell = new Cell();
        I.set(cell, 5);
        System.out.println((int) I.get(cell) + " " + (int) I.getAndAdd(cell, 3) + " " + (int) I.getVolatile(cell) + " "
                + I.compareAndSet(cell, 8, 10) + " " + I.compareAndSet(cell, 8, 11) + " "
                + (int) I.compareAndExchange(cell, 10, 12) + " " + (int) I.compareAndExchange(cell, 10, 13) + " "
                + (int) I.getAndSet(cell, 0b1100) + " " + (int) I.getAndBitwiseOr(cell, 0b0011) + " "
                + (int) I.getAndBitwiseAnd(cell, 0b0110) + " " + (int) I.getAndBitwiseXor(cell, 0b1111) + " "
                + (int) I.getAcquire(cell) + " " + I.weakCompareAndSetPlain(cell, 9, 1) + " " + (int) I.getOpaque(cell));
        L.setVolatile(cell, Long.MAX_VALUE);
        System.out.println((long) L.getAndAdd(cell, 1L) + " " + (long) L.get(cell) + " "
                + L.weakCompareAndSet(cell, Long.MIN_VALUE, -1L) + " " + (long) L.getAndBitwiseXor(cell, 0xffL));
        Z.setRelease(cell, true);
        System.out.println((boolean) Z.getAndBitwiseXor(cell, true) + " " + (boolean) Z.get(cell) + " "
                + (boolean) Z.getAndBitwiseOr(cell, true) + " " + Z.compareAndSet(cell, true, false) + " "
                + (boolean) Z.getAndSet(cell, true));
        B.set(cell, (byte) 127);
        S.set(cell, (short) -1);
        C.set(cell, '\uffff');
        System.out.println((byte) B.getAndAdd(cell, (byte) 1) + " " + (byte) B.get(cell) + " "
                + (short) S.getAndAdd(cell, (short) 2) + " " + (short) S.get(cell) + " "
                + (int) (char) C.getAndAdd(cell, (char) 2) + " " + (int) (char) C.get(cell) + " "
                + (byte) B.getAndBitwiseAnd(cell, (byte) 0x0f) + " " + (short) S.compareAndExchange(cell, (short) 1, (short) 7));
        F.set(cell, 1.5f);
        D.set(cell, -0.0);
        System.out.println((float) F.getAndAdd(cell, 2.25f) + " " + (float) F.get(cell) + " "
                + F.compareAndSet(cell, 3.75f, Float.NaN) + " " + F.compareAndSet(cell, Float.NaN, 1f) + " "
                + D.compareAndSet(cell, 0.0, 1.0) + " " + D.compareAndSet(cell, -0.0, 2.0) + " "
                + (double) D.getAndAdd(cell, 0.5) + " " + (double) D.get(cell));
        System.out.println(T.compareAndSet(cell, null, "a") + " " + (String) T.getAndSet(cell, "b") + " "
                + (String) T.compareAndExchange(cell, "x", "c") + " " + (String) T.compareAndExchange(cell, "b", "c")
                + " " + (String) T.get(cell));

        // Static fields, array elements.
        TOTAL.set(40L);
        System.out.println((long) TOTAL.getAndAdd(2L) + " " + (long) TOTAL.get() + " " + Cell.total + " "
                + (String) NAME.get());
        int[] ints = new int[4];
        INTS.set(ints, 2, 7);
        System.out.println((int) INTS.getAndAdd(ints, 2, 5) + " " + INTS.compareAndSet(ints, 2, 12, 1) + " "
                + Arrays.toString(ints));
        Object[] objects = new String[2];
        OBJECTS.set(objects, 0, "s");
        double[] doubles = {1.0};
        System.out.println(OBJECTS.get(objects, 0) + " " + (double) DOUBLES.getAndAdd(doubles, 0, 1.5) + " "
                + doubles[0]);

        // Conversions at the call site, as invoke does.
        long widened = (long) I.get(cell);
        Object boxed = I.get(cell);
        I.set(cell, (short) 42);
        System.out.println(widened + " " + boxed + " " + cell.i + " " + I.getAndAdd(cell, (byte) 1));

        // Four threads, each adding 500 times (kept small: the suites collect every fifth allocation) to a field, an array element and a static.
        Thread[] threads = new Thread[4];
        int[] counters = new int[1];
        Cell shared = new Cell();
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int k = 0; k < 500; k++) {
                    HITS.getAndAdd(shared, 1);
                    INTS.getAndAdd(counters, 0, 1);
                    long seen;
                    do {
                        seen = (long) TOTAL.getVolatile();
                    } while (!TOTAL.weakCompareAndSet(seen, seen + 1));
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        System.out.println(shared.hits + " " + counters[0] + " " + Cell.total);

        System.out.println(FIXED.isAccessModeSupported(VarHandle.AccessMode.SET) + " "
                + T.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD) + " "
                + Z.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD) + " "
                + D.isAccessModeSupported(VarHandle.AccessMode.GET_AND_BITWISE_OR) + " "
                + I.isAccessModeSupported(VarHandle.AccessMode.GET_AND_BITWISE_OR) + " " + (int) FIXED.get(cell));
        System.out.println(VarHandle.AccessMode.valueFromMethodName("getAndAdd") + " "
                + VarHandle.AccessMode.COMPARE_AND_EXCHANGE_ACQUIRE.methodName() + " "
                + I.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD) + " "
                + I.toMethodHandle(VarHandle.AccessMode.GET).invoke(cell) + " " + I.hasInvokeExactBehavior());
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        attempt("set a final", () -> {
            FIXED.set(cell, 1);
            return null;
        });
        attempt("add to a string", () -> T.getAndAdd(cell, "x"));
        attempt("bitwise on double", () -> D.getAndBitwiseOr(cell, 1.0));
        attempt("wrong result type", () -> (String) I.get(cell));
        attempt("narrowing argument", () -> {
            I.set(cell, 1L);
            return null;
        });
        attempt("missing coordinate", () -> I.get());
        attempt("null receiver", () -> I.get((Cell) null));
        attempt("index out of range", () -> INTS.get(ints, 4));
        attempt("store into String[]", () -> {
            OBJECTS.set(objects, 1, 3);
            return null;
        });
        attempt("exact behaviour", () -> {
            I.withInvokeExactBehavior().set(cell, (short) 1);
            return null;
        });
        attempt("unknown mode", () -> VarHandle.AccessMode.valueFromMethodName("getPlain"));
        attempt("static as instance", () -> lookup.findVarHandle(Cell.class, "total", long.class));
        attempt("no such field", () -> lookup.findStaticVarHandle(Cell.class, "none", long.class));
        attempt("not an array", () -> MethodHandles.arrayElementVarHandle(String.class));
    }
}
