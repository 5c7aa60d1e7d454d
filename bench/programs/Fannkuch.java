// Loupe benchmark: int array permutation. Every permutation of 0..n-1 is
// generated with Heap's algorithm (iterative form); for each one, a copy is
// "pancake flipped" (reverse the first k+1 elements, k being the first
// element) until 0 comes first. The permutations are enumerated twice (from
// two start orders). The checksum folds the flip count of every permutation,
// in generation order, together with the maximum.
//
// usage: Fannkuch [s1|s10|s100|param=<n>]   (default s10)
// prints: bench Fannkuch size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

public class Fannkuch {
    static final String NAME = "Fannkuch";
    // Permutation length per size (n! permutations).
    static final int[] PARAMS = {8, 9, 10};
    static final long[] CHECKSUMS = {-1185384605125230784L, 1799136593001909056L, -8229521817118315872L};

    static int flips(int[] perm, int[] work) {
        int n = perm.length;
        System.arraycopy(perm, 0, work, 0, n);
        int count = 0;
        int first = work[0];
        while (first != 0) {
            int lo = 0;
            int hi = first;
            while (lo < hi) {
                int t = work[lo];
                work[lo] = work[hi];
                work[hi] = t;
                lo++;
                hi--;
            }
            count++;
            first = work[0];
        }
        return count;
    }

    // Two sweeps over all n! permutations, from the identity and from its
    // reverse (Heap's algorithm then visits them in another order).
    static long kernel(int n) {
        return sweep(n, false) * 31 + sweep(n, true);
    }

    static long sweep(int n, boolean reversed) {
        int[] perm = new int[n];
        int[] work = new int[n];
        int[] counters = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = reversed ? n - 1 - i : i;
        }
        long fold = 0;
        int max = 0;
        long permutations = 0;

        int f = flips(perm, work);
        fold = fold * 31 + f;
        max = Math.max(max, f);
        permutations++;

        int i = 1;
        while (i < n) {
            if (counters[i] < i) {
                int j = (i & 1) == 0 ? 0 : counters[i];
                int t = perm[j];
                perm[j] = perm[i];
                perm[i] = t;

                f = flips(perm, work);
                fold = fold * 31 + f;
                if (f > max) {
                    max = f;
                }
                permutations++;

                counters[i]++;
                i = 1;
            } else {
                counters[i] = 0;
                i++;
            }
        }
        return (fold * 1000 + max) * 31 + permutations;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Fannkuch::kernel);
    }
}
