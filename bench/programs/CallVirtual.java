// Loupe benchmark (micro): virtual calls through an abstract class. Two
// arrays of 64 operations (subclasses of the abstract class Op) are applied
// in turn to a running value: in the first every element is of the same
// class (a monomorphic call site), in the second eight classes are mixed in
// a scrambled order (a megamorphic call site). Besides the abstract apply(),
// each element's weight() is called: inherited from Op by most classes,
// overridden by two; one class calls its superclass's apply() twice through
// invokespecial. The checksum folds the running values of every pass.
//
// usage: CallVirtual [s1|s10|s100|param=<passes>]   (default s10)
// prints: bench CallVirtual size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

abstract class Op {
    final int k;

    Op(int k) {
        this.k = k;
    }

    abstract long apply(long x);

    int weight() {
        return 1;
    }
}

final class Add extends Op {
    Add(int k) {
        super(k);
    }

    long apply(long x) {
        return x + k;
    }
}

final class Xor extends Op {
    Xor(int k) {
        super(k);
    }

    long apply(long x) {
        return x ^ k;
    }
}

final class Mul extends Op {
    Mul(int k) {
        super(k);
    }

    long apply(long x) {
        return x * (2 * k + 1);
    }

    int weight() {
        return 3;
    }
}

final class Rot extends Op {
    Rot(int k) {
        super(k);
    }

    long apply(long x) {
        int s = k & 63;
        return (x << s) | (x >>> (64 - s));
    }
}

class Neg extends Op {
    Neg(int k) {
        super(k);
    }

    long apply(long x) {
        return k - x;
    }
}

final class NegTwice extends Neg {
    NegTwice(int k) {
        super(k);
    }

    long apply(long x) {
        return super.apply(super.apply(x) + 1);
    }

    int weight() {
        return 2;
    }
}

final class Shift extends Op {
    Shift(int k) {
        super(k);
    }

    long apply(long x) {
        return (x >>> (k & 7)) + k;
    }
}

final class Sub extends Op {
    Sub(int k) {
        super(k);
    }

    long apply(long x) {
        return x - 3L * k;
    }
}

public class CallVirtual {
    static final String NAME = "CallVirtual";
    // Passes over both arrays per size (256 virtual calls each).
    static final int[] PARAMS = {2_400, 24_000, 240_000};
    static final long[] CHECKSUMS = {7872729906615975186L, 4469032854699308218L, 7923577923118551301L};

    static final int LENGTH = 64;

    static Op make(int kind, int k) {
        switch (kind) {
            case 0: return new Add(k);
            case 1: return new Xor(k);
            case 2: return new Mul(k);
            case 3: return new Rot(k);
            case 4: return new Neg(k);
            case 5: return new NegTwice(k);
            case 6: return new Shift(k);
            default: return new Sub(k);
        }
    }

    // Two copies of one loop, so that each call site sees one kind of array.
    static long runMono(Op[] ops, long x) {
        for (int i = 0; i < ops.length; i++) {
            x = ops[i].apply(x) + ops[i].weight();
        }
        return x;
    }

    static long runMega(Op[] ops, long x) {
        for (int i = 0; i < ops.length; i++) {
            x = ops[i].apply(x) + ops[i].weight();
        }
        return x;
    }

    static long kernel(int passes) {
        Op[] mono = new Op[LENGTH];
        Op[] mega = new Op[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            mono[i] = new Add(i * 7 + 1);
            mega[i] = make((i * 5 + (i >> 3)) & 7, i * 13 + 5);
        }
        long fold = 0;
        long x = 1;
        long y = 1;
        for (int p = 0; p < passes; p++) {
            x = runMono(mono, x + p);
            y = runMega(mega, y ^ p);
            fold = fold * 31 + (x ^ y);
        }
        return fold;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, CallVirtual::kernel);
    }
}
