// Loupe benchmark (micro): array loops. Arrays of 1024 int, long, double and
// reference elements are swept per pass: sequential read-modify-write loops
// over each type, strided loops (stride 16, column by column, and stride 7
// with wrap-around), a reference loop that permutes and compares elements,
// System.arraycopy (overlapping shifts within one array, whole copies between
// arrays, of primitives and references) and Arrays.fill over a sliding range.
// Bounds checks, element loads and stores and the copy/fill natives are the
// cost. The checksum folds sums of every sweep.
//
// usage: ArrayLoops [s1|s10|s100|param=<passes>]   (default s10)
// prints: bench ArrayLoops size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.Arrays;

public class ArrayLoops {
    static final String NAME = "ArrayLoops";
    // Passes over the arrays per size.
    static final int[] PARAMS = {280, 2_800, 28_000};
    static final long[] CHECKSUMS = {-2613272894247204239L, 500523924075924544L, 220536586996497177L};

    static final int N = 1024;
    static final int MASK = N - 1;

    static long kernel(int passes) {
        int[] ints = new int[N];
        long[] longs = new long[N];
        double[] doubles = new double[N];
        Object[] refs = new Object[N];
        int[] intCopy = new int[N];
        long[] longCopy = new long[N];
        Object[] refCopy = new Object[N];
        String[] tokens = {"red", "green", "blue", "cyan", "magenta", "yellow", "black", "white"};
        for (int i = 0; i < N; i++) {
            ints[i] = i * 37;
            longs[i] = i * 1_000_003L;
            doubles[i] = i * 0.125;
            refs[i] = tokens[i & 7];
        }

        long fold = 0;
        for (int p = 0; p < passes; p++) {
            // sequential read-modify-write, each element type
            int isum = 0;
            for (int i = 0; i < N; i++) {
                int v = ints[i] * 3 + p;
                ints[i] = v;
                isum += v;
            }
            long lsum = 0;
            for (int i = 0; i < N; i++) {
                long v = longs[i] + ints[i];
                longs[i] = v;
                lsum ^= v;
            }
            double dsum = 0;
            for (int i = 0; i < N; i++) {
                double v = doubles[i] * 0.5 + (ints[i] & 0xFF);
                doubles[i] = v;
                dsum += v;
            }

            // strided: 16 columns of a 64 x 16 matrix, then stride 7 with wrap-around
            for (int col = 0; col < 16; col++) {
                for (int i = col; i < N; i += 16) {
                    longs[i] += ints[(i + col) & MASK];
                }
            }
            int at = p & MASK;
            for (int i = 0; i < N; i++) {
                ints[at] ^= ints[(at + 1) & MASK] >>> 3;
                doubles[at] -= 0.25;
                at = (at + 7) & MASK;
            }

            // references: move them around, compare identities
            int same = 0;
            for (int i = 0; i < N; i++) {
                Object a = refs[i];
                Object b = refs[(i * 5 + p) & MASK];
                if (a == b) {
                    same++;
                }
                refs[i] = b;
            }
            for (int i = 0; i < N; i += 64) {
                refs[i] = tokens[(i + p) & 7];
            }

            // System.arraycopy: overlapping shifts and whole copies
            System.arraycopy(ints, 0, ints, 1, N - 1);
            ints[0] = p;
            System.arraycopy(longs, 1, longs, 0, N - 1);
            longs[N - 1] = lsum;
            System.arraycopy(ints, 0, intCopy, 0, N);
            System.arraycopy(longs, 0, longCopy, 0, N);
            System.arraycopy(refs, 0, refCopy, 0, N);
            System.arraycopy(refCopy, 1, refs, 0, N - 1);
            refs[N - 1] = refCopy[0];

            // Arrays.fill over a sliding range
            int from = (p * 13) & MASK;
            int to = Math.min(N, from + 100);
            Arrays.fill(ints, from, to, p);
            Arrays.fill(doubles, from, to, 1.5);
            Arrays.fill(refCopy, from, to, null);

            int nulls = 0;
            for (int i = 0; i < N; i += 4) {
                if (refCopy[i] == null) {
                    nulls++;
                }
            }
            fold = fold * 31 + isum;
            fold = fold * 31 + lsum;
            fold = fold * 31 + Double.doubleToLongBits(dsum);
            fold = fold * 31 + same * 1024 + nulls;
            fold = fold * 31 + intCopy[p & MASK] + longCopy[(p * 3) & MASK];
        }
        for (int i = 0; i < N; i++) {
            fold += ints[i] + longs[i] + Double.doubleToLongBits(doubles[i]) + refs[i].hashCode();
        }
        return fold;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, ArrayLoops::kernel);
    }
}
