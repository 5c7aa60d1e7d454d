/**
 * The driver every benchmark program shares: size argument, untimed warm-up,
 * one timed run of the kernel, self-check, and the one output line
 *
 *     bench <Name> size=<size> time_ms=<ms> checksum=<c>
 *
 * A program declares its sizes' kernel parameters and checksums (run.py reads
 * them from the source too) and hands its kernel here:
 *
 *     public static void main(String[] args) {
 *         BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, NBody::kernel);
 *     }
 *
 * Exit status: 0 when the checksum is right, 1 on a wrong result (message on
 * stderr), 2 on a bad size argument. "param=<n>" runs any parameter and
 * checks nothing: it is for calibrating sizes and computing checksums.
 */
public final class BenchHarness {
    public static final String[] SIZES = {"s1", "s10", "s100"};

    @FunctionalInterface
    public interface Kernel {
        /** Runs the work for one parameter; returns a checksum depending on all of it. */
        long run(int param);
    }

    private BenchHarness() {}

    public static void run(String name, String[] args, int[] params, long[] checksums, Kernel kernel) {
        String size = args.length > 0 ? args[0] : "s10";
        int index = sizeIndex(size);
        int param = index >= 0 ? params[index] : parseParam(name, size);

        long warm = kernel.run(params[0]);  // untimed warm-up at s1
        if (index >= 0) {
            check(name, "s1 (warm-up)", warm, checksums[0]);
        }
        long start = System.nanoTime();
        long result = kernel.run(param);
        long elapsed = System.nanoTime() - start;
        if (index >= 0) {
            check(name, size, result, checksums[index]);
        }
        System.out.println("bench " + name + " size=" + size + " time_ms=" + millis(elapsed) + " checksum=" + result);
    }

    private static int sizeIndex(String size) {
        for (int i = 0; i < SIZES.length; i++) {
            if (SIZES[i].equals(size)) {
                return i;
            }
        }
        return -1;
    }

    private static int parseParam(String name, String size) {
        if (size.startsWith("param=")) {
            try {
                return Integer.parseInt(size.substring(6));
            } catch (NumberFormatException e) {
                // fall through to the usage message
            }
        }
        System.err.println(name + ": bad size '" + size + "' (expected s1, s10, s100 or param=<int>)");
        System.exit(2);
        return 0;
    }

    private static void check(String name, String size, long got, long expected) {
        if (got != expected) {
            System.err.println(name + ": WRONG RESULT at size " + size + ": checksum " + got + ", expected " + expected);
            System.exit(1);
        }
    }

    /** Milliseconds with three decimals, e.g. "612.304". */
    private static String millis(long nanos) {
        long micros = nanos / 1000;
        String fraction = Long.toString(micros % 1000);
        while (fraction.length() < 3) {
            fraction = "0" + fraction;
        }
        return (micros / 1000) + "." + fraction;
    }
}
