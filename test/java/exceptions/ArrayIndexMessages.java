// Checks ArrayIndexOutOfBoundsException messages for loads and stores of every array kind, negative indexes and multi-dimensional arrays.
public class ArrayIndexMessages {
    interface Body { void run(); }

    static void probe(String label, Body b) {
        try {
            b.run();
            System.out.println(label + ": ok");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] ints = new int[3];
        long[] longs = new long[2];
        byte[] bytes = new byte[1];
        char[] chars = new char[4];
        short[] shorts = new short[5];
        float[] floats = new float[6];
        double[] doubles = new double[7];
        boolean[] bools = new boolean[8];
        String[] strs = new String[9];
        int[][] grid = new int[2][3];
        probe("int load 5", () -> System.out.println(ints[5]));
        probe("int load -1", () -> System.out.println(ints[-1]));
        probe("int store 3", () -> ints[3] = 1);
        probe("long load", () -> System.out.println(longs[2]));
        probe("byte store", () -> bytes[1] = 1);
        probe("char load", () -> System.out.println(chars[Integer.MAX_VALUE]));
        probe("short store", () -> shorts[Integer.MIN_VALUE] = 1);
        probe("float load", () -> System.out.println(floats[6]));
        probe("double store", () -> doubles[-7] = 1);
        probe("boolean load", () -> System.out.println(bools[100]));
        probe("object store", () -> strs[9] = "x");
        probe("grid row", () -> System.out.println(grid[2][0]));
        probe("grid col", () -> System.out.println(grid[1][3]));
        probe("empty array", () -> { Object[] e = new Object[0]; System.out.println(e[0]); });
        probe("increment", () -> ints[3]++);
        probe("compound", () -> longs[5] += 2);
        try {
            int[] a = new int[2];
            for (int i = 0; ; i++) a[i] = i;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("loop: " + e.getMessage() + " / " + e);
            System.out.println("is IndexOutOfBounds: " + (e instanceof IndexOutOfBoundsException));
        }
        ArrayIndexOutOfBoundsException own = new ArrayIndexOutOfBoundsException(7);
        System.out.println("constructed: " + own.getMessage());
        System.out.println("no-arg: " + new ArrayIndexOutOfBoundsException().getMessage());
    }
}
