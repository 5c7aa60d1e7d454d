// Checks ArrayStoreException messages from aastore into covariant arrays and the messages of System.arraycopy's checks.
public class ArrayStoreMessages {
    interface Body { void run(); }

    static void attempt(String label, Body b) {
        try {
            b.run();
            System.out.println(label + ": ok");
        } catch (ArrayStoreException | IndexOutOfBoundsException | NullPointerException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static class Base {}
    static class Derived extends Base {}

    public static void main(String[] args) {
        Object[] strings = new String[2];
        Object[] numbers = new Integer[2];
        Object[] grids = new int[2][];
        Base[] deriveds = new Derived[1];
        attempt("Integer into String[]", () -> strings[0] = 1);
        attempt("String into Integer[]", () -> numbers[1] = "x");
        attempt("Double into Integer[]", () -> numbers[0] = 2.5);
        attempt("null into String[]", () -> strings[0] = null);
        attempt("long[] into int[][]", () -> grids[0] = new long[1]);
        attempt("int[] into int[][]", () -> grids[0] = new int[1]);
        attempt("Base into Derived[]", () -> deriveds[0] = new Base());
        attempt("String[] into Object[] of Integer[]", () -> numbers[0] = new String[0]);
        int[] src = {1, 2, 3, 4, 5};
        int[] dst = new int[5];
        attempt("arraycopy ok", () -> System.arraycopy(src, 0, dst, 1, 4));
        attempt("arraycopy int[] to long[]", () -> System.arraycopy(src, 0, new long[5], 0, 1));
        attempt("arraycopy int[] to Object[]", () -> System.arraycopy(src, 0, new Object[5], 0, 1));
        attempt("arraycopy non-array src", () -> System.arraycopy("str", 0, dst, 0, 1));
        attempt("arraycopy non-array dst", () -> System.arraycopy(src, 0, "str", 0, 1));
        attempt("arraycopy src end", () -> System.arraycopy(src, 3, dst, 0, 3));
        attempt("arraycopy dst end", () -> System.arraycopy(src, 0, dst, 4, 2));
        attempt("arraycopy negative length", () -> System.arraycopy(src, 0, dst, 0, -1));
        attempt("arraycopy negative src pos", () -> System.arraycopy(src, -1, dst, 0, 1));
        attempt("arraycopy negative dst pos", () -> System.arraycopy(src, 0, dst, -2, 1));
        attempt("arraycopy null src", () -> System.arraycopy(null, 0, dst, 0, 1));
        attempt("arraycopy null dst", () -> System.arraycopy(src, 0, null, 0, 1));
        Object[] mixed = {"a", "b", 3, "d"};
        String[] target = new String[4];
        attempt("arraycopy element mismatch", () -> System.arraycopy(mixed, 0, target, 0, 4));
        System.out.println("partial copy before mismatch: " + target[0] + target[1] + target[2] + target[3]);
        System.out.println("dst now " + dst[0] + dst[1] + dst[2] + dst[3] + dst[4]);
        int[] overlap = {1, 2, 3, 4, 5, 6};
        System.arraycopy(overlap, 0, overlap, 2, 4);
        System.out.println("overlap forward " + java.util.Arrays.toString(overlap));
        int[] overlap2 = {1, 2, 3, 4, 5, 6};
        System.arraycopy(overlap2, 2, overlap2, 0, 4);
        System.out.println("overlap backward " + java.util.Arrays.toString(overlap2));
    }
}
