// Loupe benchmark (micro): interface calls. Seven implementations of the
// interface Stage (six classes, one of them inheriting the interface from its
// superclass, one implementing it as the last of three interfaces, and a
// lambda) are called through invokeinterface: at a monomorphic call site (an
// array of one class), at a megamorphic one (all seven mixed), and through a
// second and third interface of the same objects (Counted.count(), and
// Tagged.tagged(), a default method calling the abstract tag()). The checksum
// folds the running values of every pass.
//
// usage: CallInterface [s1|s10|s100|param=<passes>]   (default s10)
// prints: bench CallInterface size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

interface Stage {
    long step(long x);
}

interface Counted {
    int count();
}

interface Tagged {
    int tag();

    default int tagged(long x) {
        return (int) x ^ tag();
    }
}

final class Inc implements Stage {
    private final int by;

    Inc(int by) {
        this.by = by;
    }

    public long step(long x) {
        return x + by;
    }
}

final class Flip implements Stage, Counted {
    private int calls;

    public long step(long x) {
        calls++;
        return ~x;
    }

    public int count() {
        return calls;
    }
}

final class Spin implements Counted, Tagged, Stage {
    private final int bits;
    private int calls;

    Spin(int bits) {
        this.bits = bits;
    }

    public long step(long x) {
        calls++;
        return (x << bits) | (x >>> (64 - bits));
    }

    public int count() {
        return calls;
    }

    public int tag() {
        return bits * 1000;
    }
}

class Scale implements Stage, Tagged {
    final int factor;

    Scale(int factor) {
        this.factor = factor;
    }

    public long step(long x) {
        return x * factor;
    }

    public int tag() {
        return factor;
    }
}

final class ScaleAdd extends Scale {  // Stage and Tagged inherited
    ScaleAdd(int factor) {
        super(factor);
    }

    public long step(long x) {
        return x * factor + 1;
    }
}

final class Mask implements Stage, Tagged {
    private final long mask;

    Mask(long mask) {
        this.mask = mask;
    }

    public long step(long x) {
        return (x & mask) + (x >>> 32);
    }

    public int tag() {
        return (int) mask;
    }

    public int tagged(long x) {  // overrides the default
        return (int) (x & mask);
    }
}

public class CallInterface {
    static final String NAME = "CallInterface";
    // Passes per size (128 Stage calls each; every other pass also 19 Counted
    // and 36 Tagged calls, 27 of which call tag() from the default method).
    static final int[] PARAMS = {3_200, 32_000, 320_000};
    static final long[] CHECKSUMS = {1762661717233792404L, 7198163451284610026L, -2573913749501543056L};

    static final int LENGTH = 64;

    static Stage make(int kind, int i) {
        switch (kind) {
            case 0: return new Inc(i + 1);
            case 1: return new Flip();
            case 2: return new Spin(1 + i % 63);
            case 3: return new Scale(2 * i + 3);
            case 4: return new ScaleAdd(2 * i + 5);
            case 5: return new Mask(0xFFFFL << (i & 31));
            default:
                int c = i;
                return x -> x - c;  // a lambda: the VM's own implementation class
        }
    }

    static long runMono(Stage[] stages, long x) {
        for (int i = 0; i < stages.length; i++) {
            x = stages[i].step(x);
        }
        return x;
    }

    static long runMega(Stage[] stages, long x) {
        for (int i = 0; i < stages.length; i++) {
            x = stages[i].step(x);
        }
        return x;
    }

    static long runCounted(Counted[] counted) {
        long sum = 0;
        for (int i = 0; i < counted.length; i++) {
            sum += counted[i].count();
        }
        return sum;
    }

    static long runTagged(Tagged[] tagged, long x) {
        long sum = 0;
        for (int i = 0; i < tagged.length; i++) {
            sum += tagged[i].tagged(x + i);
        }
        return sum;
    }

    static long kernel(int passes) {
        Stage[] mono = new Stage[LENGTH];
        Stage[] mega = new Stage[LENGTH];
        int counted = 0;
        int tagged = 0;
        for (int i = 0; i < LENGTH; i++) {
            mono[i] = new Inc(i);
            mega[i] = make((i * 3 + (i >> 2)) % 7, i);
            counted += mega[i] instanceof Counted ? 1 : 0;
            tagged += mega[i] instanceof Tagged ? 1 : 0;
        }
        Counted[] counters = new Counted[counted];
        Tagged[] tags = new Tagged[tagged];
        counted = 0;
        tagged = 0;
        for (int i = 0; i < LENGTH; i++) {
            if (mega[i] instanceof Counted) {
                counters[counted++] = (Counted) mega[i];
            }
            if (mega[i] instanceof Tagged) {
                tags[tagged++] = (Tagged) mega[i];
            }
        }

        long fold = 0;
        long x = 1;
        long y = 1;
        for (int p = 0; p < passes; p++) {
            x = runMono(mono, x ^ p);
            y = runMega(mega, y + p);
            fold = fold * 31 + (x ^ y);
            if ((p & 1) == 0) {
                fold = fold * 31 + runCounted(counters);
                fold = fold * 31 + runTagged(tags, y);
            }
        }
        return fold;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, CallInterface::kernel);
    }
}
