// Loupe benchmark (micro): getfield and putfield. Sixteen cells, each with
// int, long, double and reference fields (some inherited from a superclass),
// form a ring through their `next` field. A loop walks the ring and, at each
// cell, reads and writes every kind of field: from a local variable in the
// loop, and through `this` in an instance method; every step also rewires a
// reference field (`skip`) and follows it. The checksum folds the fields of
// every cell at the end and a value read at each step.
//
// usage: FieldAccess [s1|s10|s100|param=<steps>]   (default s10)
// prints: bench FieldAccess size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

class CellBase {
    int count;
    long total;
    CellBase link;
}

final class Cell extends CellBase {
    Cell next;
    Cell skip;
    int a;
    int b;
    long wide;
    double real;
    double scale;

    Cell(int a) {
        this.a = a;
        this.b = a * 3;
        this.scale = 1.0 / (a + 2);
    }

    // Field traffic through `this`.
    void update(int x) {
        count++;
        total += x;
        a = a + b - x;
        b ^= a;
        wide = wide * 5 + a;
        real = real * scale + b;
        link = next.skip;
    }
}

public class FieldAccess {
    static final String NAME = "FieldAccess";
    // Steps around the ring per size (about 50 field accesses each).
    static final int[] PARAMS = {250_000, 2_500_000, 25_000_000};
    static final long[] CHECKSUMS = {2313538553576734236L, 3733834992455369696L, 5860558613637839967L};

    static final int CELLS = 16;

    static long kernel(int steps) {
        Cell[] cells = new Cell[CELLS];
        for (int k = 0; k < CELLS; k++) {
            cells[k] = new Cell(k + 1);
        }
        for (int k = 0; k < CELLS; k++) {
            cells[k].next = cells[(k + 1) % CELLS];
            cells[k].skip = cells[(k + 5) % CELLS];
        }
        Cell c = cells[0];
        long fold = 0;
        for (int s = 0; s < steps; s++) {
            // Field traffic through a local variable.
            Cell n = c.next;
            c.a += n.b & 0xFF;
            n.b = c.a - n.count;
            c.wide += n.wide >>> 7;
            n.real = n.real * 0.25 + c.real * 0.5;
            c.skip = n.next.next;
            c.total ^= c.skip.total;
            n.update(s);
            fold += c.skip.a + (c.link == null ? 0 : ((Cell) c.link).b);
            c = n;
        }
        for (int k = 0; k < CELLS; k++) {
            Cell x = cells[k];
            fold = fold * 31 + x.a;
            fold = fold * 31 + x.b;
            fold = fold * 31 + x.count;
            fold = fold * 31 + x.total;
            fold = fold * 31 + x.wide;
            fold = fold * 31 + Double.doubleToLongBits(x.real);
            fold = fold * 31 + (x.link == null ? -1 : ((Cell) x.link).a) + x.skip.a;
        }
        return fold;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, FieldAccess::kernel);
    }
}
