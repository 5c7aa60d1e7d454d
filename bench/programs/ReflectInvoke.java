// Loupe benchmark (micro): reflective calls. Each round calls, through
// java.lang.reflect.Method.invoke: a static method taking two ints (boxed
// arguments unboxed, the int result boxed), a static method taking a long
// that is passed an Integer (widening), a virtual method on receivers of
// four classes (dispatch through the receiver's class), an interface
// default method, a method returning a reference and a void setter; and
// once every 16 rounds a constructor through Constructor.newInstance. The
// Method objects are looked up once; the access check is made on every
// call (no setAccessible), as ordinary code does. The checksum folds every
// result.
//
// usage: ReflectInvoke [s1|s10|s100|param=<rounds>]   (default s10)
// prints: bench ReflectInvoke size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;

interface Scaled {
    long base();

    default long scaled(int factor) {
        return base() * factor;
    }
}

class Cell implements Scaled {
    long value;

    public Cell(long value) {
        this.value = value;
    }

    public long base() {
        return value;
    }

    public long step(long x) {
        return x + value;
    }

    public void set(long v) {
        value = v;
    }

    public String label() {
        return "cell";
    }
}

class DoubleCell extends Cell {
    public DoubleCell(long value) {
        super(value);
    }

    public long step(long x) {
        return x + 2 * value;
    }
}

class XorCell extends Cell {
    public XorCell(long value) {
        super(value);
    }

    public long step(long x) {
        return x ^ value;
    }

    public String label() {
        return "xor";
    }
}

class ShiftCell extends Cell {
    public ShiftCell(long value) {
        super(value);
    }

    public long step(long x) {
        return (x << 1) + value;
    }
}

public class ReflectInvoke {
    static final String NAME = "ReflectInvoke";
    // Rounds per size (six or seven reflective calls each).
    static final int[] PARAMS = {4_000, 40_000, 400_000};
    static final long[] CHECKSUMS = {8973340360225769263L, 6699798926863327567L, -789945484407254641L};

    public static int mix(int a, int b) {
        return a * 31 + b;
    }

    public static long widen(long x) {
        return x * 3 + 1;
    }

    static long kernel(int rounds) {
        try {
            Method mix = ReflectInvoke.class.getMethod("mix", int.class, int.class);
            Method widen = ReflectInvoke.class.getMethod("widen", long.class);
            Method step = Cell.class.getMethod("step", long.class);
            Method scaled = Scaled.class.getMethod("scaled", int.class);
            Method label = Cell.class.getMethod("label");
            Method set = Cell.class.getMethod("set", long.class);
            Constructor<Cell> make = Cell.class.getConstructor(long.class);
            Cell[] cells = {new Cell(3), new DoubleCell(5), new XorCell(7), new ShiftCell(11)};
            long fold = 0;
            for (int r = 0; r < rounds; r++) {
                Cell c = cells[r & 3];
                int m = (Integer) mix.invoke(null, r, (int) fold & 1023);
                long w = (Long) widen.invoke(null, m);
                long s = (Long) step.invoke(c, w);
                long k = (Long) scaled.invoke(c, r & 7);
                String l = (String) label.invoke(c);
                set.invoke(cells[(r + 1) & 3], (long) (r & 15));
                if ((r & 15) == 0) {
                    fold += make.newInstance((long) r).base();
                }
                fold = fold * 31 + (s ^ k) + l.length();
            }
            return fold;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, ReflectInvoke::kernel);
    }
}
