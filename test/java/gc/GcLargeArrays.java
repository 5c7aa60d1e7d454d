// Checks large arrays across collections: int[], long[], double[], byte[], char[] and Object[] of several hundred KB to a few MB are allocated, filled, dropped and reallocated, and their contents verified after System.gc().
public class GcLargeArrays {
    static long checksum(int[] a) {
        long s = 0;
        for (int i = 0; i < a.length; i++) s = s * 31 + a[i];
        return s;
    }

    static long checksum(long[] a) {
        long s = 0;
        for (int i = 0; i < a.length; i++) s ^= a[i] * (i + 1);
        return s;
    }

    static long checksum(byte[] a) {
        long s = 0;
        for (int i = 0; i < a.length; i++) s = s * 17 + a[i];
        return s;
    }

    static boolean intsOk(int[] a, int seed) {
        for (int i = 0; i < a.length; i++) if (a[i] != i * seed + 7) return false;
        return true;
    }

    static int[] makeInts(int n, int seed) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i * seed + 7;
        return a;
    }

    public static void main(String[] args) {
        int[] ints = makeInts(256 * 1024, 3);             // 1 MB
        long[] longs = new long[128 * 1024];              // 1 MB
        for (int i = 0; i < longs.length; i++) longs[i] = (long) i * i - 5;
        double[] doubles = new double[64 * 1024];         // 512 KB
        for (int i = 0; i < doubles.length; i++) doubles[i] = i / 4.0;
        char[] chars = new char[300 * 1024];              // 600 KB
        for (int i = 0; i < chars.length; i++) chars[i] = (char) ('a' + i % 26);
        System.out.println("ints " + checksum(ints) + " longs " + checksum(longs));
        System.gc();
        System.out.println("after gc ints " + checksum(ints) + " ok " + intsOk(ints, 3) + " longs " + checksum(longs));

        double dsum = 0;
        for (double d : doubles) dsum += d;
        System.out.println("doubles sum " + dsum + " chars " + new String(chars, 1000, 26) + " last " + chars[chars.length - 1]);

        // Allocate and drop many large arrays; only every fourth one is kept.
        int[][] kept = new int[5][];
        for (int round = 0; round < 20; round++) {
            int[] big = makeInts(128 * 1024 + round, round + 1);   // about 512 KB each
            byte[] bytes = new byte[700 * 1000];
            bytes[round] = (byte) round;
            bytes[bytes.length - 1 - round] = (byte) -round;
            if (checksum(bytes) == 0 && round > 0) System.out.println("bytes lost in round " + round);
            if (round % 4 == 0) kept[round / 4] = big;
        }
        System.gc();
        for (int i = 0; i < kept.length; i++) {
            int round = i * 4;
            System.out.println("kept " + i + " length " + kept[i].length + " ok " + intsOk(kept[i], round + 1));
        }

        // A large Object[] with a few distinct targets, and a large one that is mostly null.
        Object[] refs = new Object[200 * 1000];
        String[] names = {"alpha", "beta", "gamma", "delta"};
        for (int i = 0; i < refs.length; i++) refs[i] = names[i % 4];
        Object[] sparse = new Object[300 * 1000];
        for (int i = 0; i < sparse.length; i += 5000) sparse[i] = new int[] {i};
        System.gc();
        int matches = 0;
        for (int i = 0; i < refs.length; i++) if (refs[i] == names[i % 4]) matches++;
        long sparseSum = 0;
        int nonNull = 0;
        for (int i = 0; i < sparse.length; i++) {
            if (sparse[i] != null) { nonNull++; sparseSum += ((int[]) sparse[i])[0]; }
        }
        System.out.println("refs matches " + matches + " sparse " + nonNull + " sum " + sparseSum);

        // Two-dimensional: many medium rows, some replaced.
        long[][] grid = new long[200][2000];
        for (int r = 0; r < grid.length; r++) for (int c = 0; c < grid[r].length; c += 100) grid[r][c] = r * 10000L + c;
        for (int r = 0; r < grid.length; r += 10) grid[r] = new long[] {-r};
        System.gc();
        long gsum = 0;
        for (long[] row : grid) for (long v : row) gsum += v;
        System.out.println("grid sum " + gsum);

        // Drop everything big and allocate a new few-MB array in its place.
        ints = null; longs = null; doubles = null; chars = null; kept = null; refs = null; sparse = null; grid = null;
        System.gc();
        int[] again = makeInts(768 * 1024, 5);           // 3 MB
        System.gc();
        System.out.println("again ok " + intsOk(again, 5) + " " + checksum(again));
    }
}
