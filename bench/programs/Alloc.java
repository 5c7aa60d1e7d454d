// Loupe benchmark (micro): allocation of small objects. Each iteration
// allocates objects of a few sizes (no fields; two ints; a long, a reference
// and an int; eight mixed fields; and small int[], long[], Object[] and char[]
// arrays), initialises them through their constructors, reads them back, and
// drops almost all of them at once. Every 32nd iteration one of its objects
// (with what it references) goes into a ring of 4,096 survivors, where it
// lives for about a million allocations before being replaced: a trickle of
// medium-lived objects, stored into an old array, some of them pointing to
// older survivors. The checksum folds a value read from every object and the
// survivors at the end.
//
// usage: Alloc [s1|s10|s100|param=<iterations>]   (default s10)
// prints: bench Alloc size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class Empty {
}

final class Pair {
    final int a;
    final int b;

    Pair(int a, int b) {
        this.a = a;
        this.b = b;
    }
}

final class Triple {
    final long wide;
    final Object ref;
    final int small;

    Triple(long wide, Object ref, int small) {
        this.wide = wide;
        this.ref = ref;
        this.small = small;
    }
}

final class Octet {
    int a;
    int b;
    long c;
    long d;
    double e;
    Object f;
    Object g;
    short h;

    Octet(int seed, Object f) {
        a = seed;
        b = seed * 3;
        c = seed * 5L;
        d = c ^ 0x5555;
        e = seed * 0.5;
        this.f = f;
        g = this;
        h = (short) seed;
    }

    long sum() {
        return a + b + c + d + (long) e + h + (f == null ? 0 : 1) + (g == this ? 2 : 0);
    }
}

public class Alloc {
    static final String NAME = "Alloc";
    // Iterations per size (eight objects each).
    static final int[] PARAMS = {40_000, 400_000, 4_000_000};
    static final long[] CHECKSUMS = {434705624063611187L, 1775175435702780431L, 5752802848131937295L};

    static final int SURVIVORS = 4096;

    static long kernel(int iterations) {
        Object[] survivors = new Object[SURVIVORS];
        Empty marker = new Empty();
        long fold = 0;
        int next = 0;
        for (int i = 0; i < iterations; i++) {
            Empty empty = new Empty();
            Pair pair = new Pair(i, i >> 3);
            Triple triple = new Triple(i * 7L, (i & 1) == 0 ? pair : empty, i & 255);
            Octet octet = new Octet(i, triple);
            int[] ints = new int[2 + (i & 3)];
            ints[ints.length - 1] = pair.a + pair.b;
            long[] longs = new long[2];
            longs[1] = triple.wide + triple.small;
            Object[] refs = new Object[3];
            refs[0] = octet;
            refs[2] = survivors[(i * 7) & (SURVIVORS - 1)];  // an older object
            char[] chars = new char[4 + (i & 7)];
            chars[0] = (char) ('a' + (i & 15));

            fold += ints[ints.length - 1] + longs[1] + octet.sum() + chars.length + chars[0];
            fold += (empty != marker ? 1 : 0) + (refs[2] == null ? 0 : 1);

            // one object in 32 survives for a while
            switch (i & 127) {
                case 0: survivors[next++ & (SURVIVORS - 1)] = pair; break;
                case 32: survivors[next++ & (SURVIVORS - 1)] = triple; break;
                case 64: survivors[next++ & (SURVIVORS - 1)] = octet; break;
                case 96: survivors[next++ & (SURVIVORS - 1)] = refs; break;
                default: break;
            }
        }

        for (int k = 0; k < SURVIVORS; k++) {
            Object o = survivors[k];
            long v;
            if (o == null) {
                v = -1;
            } else if (o instanceof Pair) {
                v = ((Pair) o).a;
            } else if (o instanceof Triple) {
                v = ((Triple) o).wide;
            } else if (o instanceof Octet) {
                v = ((Octet) o).sum();
            } else {
                v = ((Object[]) o).length + (((Object[]) o)[2] == null ? 0 : 5);
            }
            fold = fold * 31 + v;
        }
        return fold;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Alloc::kernel);
    }
}
