// Loupe benchmark (micro): throwing and catching. Each iteration throws a
// custom checked exception one call deep and catches it in the caller; throws
// from ten nested calls, each with a finally block that runs while the
// exception unwinds through it, caught by a superclass handler; throws one of
// two unchecked exceptions caught by a multi-catch; catches and wraps an
// exception as the cause of another; and runs try/finally blocks that do not
// throw. Every eighth iteration the VM itself throws (integer division by
// zero, an array index out of bounds). Every exception created by the
// program fills in its stack trace (both VMs do this on construction);
// every sixteenth iteration, the top frames of one stack trace are read. The
// checksum folds codes, messages, counters and stack trace details (method
// names and line numbers: moving any line of this file changes the
// checksums, which must then be recomputed).
//
// usage: Exceptions [s1|s10|s100|param=<iterations>]   (default s10)
// prints: bench Exceptions size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

class AppException extends Exception {
    private static final long serialVersionUID = 1L;
    final int code;

    AppException(String message, int code) {
        super(message);
        this.code = code;
    }

    AppException(String message, int code, Throwable cause) {
        super(message, cause);
        this.code = code;
    }
}

final class DeepException extends AppException {
    private static final long serialVersionUID = 1L;
    final int depth;

    DeepException(int code, int depth) {
        super("deep", code);
        this.depth = depth;
    }
}

final class QuickError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int value;

    QuickError(int value) {
        super("quick");
        this.value = value;
    }
}

public class Exceptions {
    static final String NAME = "Exceptions";
    // Iterations per size (five thrown exceptions each; every eighth, one or
    // two more thrown by the VM).
    static final int[] PARAMS = {4_000, 40_000, 400_000};
    static final long[] CHECKSUMS = {5189264733273029712L, -7673567985692366176L, -7309738079295178688L};

    static int unwound;
    static int cleanups;
    static int[] table = new int[10];

    static int shallow(int i) throws AppException {
        if (i >= 0) {
            throw new AppException("shallow", i & 0xFF);
        }
        return i;
    }

    // Ten frames down, then a throw; each frame's finally runs on the way out.
    static int descend(int depth, int i) throws AppException {
        try {
            if (depth == 0) {
                throw new DeepException(i, depth);
            }
            return descend(depth - 1, i + depth) + 1;
        } finally {
            unwound++;
        }
    }

    static int unchecked(int i) {
        if ((i & 1) == 0) {
            throw new QuickError(i);
        }
        throw new IllegalStateException("odd");
    }

    static int wrap(int i) throws AppException {
        try {
            return shallow(i);
        } catch (AppException e) {
            throw new AppException("wrapped", e.code + 1, e);
        }
    }

    static int quiet(int i) {
        int r = i;
        try {
            r += 3;
            try {
                r *= 2;
            } finally {
                cleanups++;
            }
        } finally {
            cleanups++;
        }
        return r;
    }

    static long kernel(int iterations) {
        unwound = 0;
        cleanups = 0;
        long fold = 0;
        for (int i = 0; i < iterations; i++) {
            try {
                fold += shallow(i);
            } catch (AppException e) {
                fold = fold * 31 + e.code + e.getMessage().length();
            }

            try {
                fold += descend(10, i);
            } catch (AppException e) {  // a DeepException, caught as its superclass
                fold = fold * 31 + e.code + ((DeepException) e).depth;
                if ((i & 15) == 0) {
                    StackTraceElement[] trace = e.getStackTrace();
                    for (int f = 0; f < 11; f++) {
                        fold = fold * 31 + trace[f].getMethodName().hashCode() + trace[f].getLineNumber();
                    }
                }
            }

            try {
                fold += unchecked(i);
            } catch (QuickError | IllegalStateException e) {
                fold = fold * 31 + (e instanceof QuickError ? ((QuickError) e).value : -1) + e.getMessage().hashCode();
            }

            try {
                fold += wrap(i);
            } catch (AppException e) {
                fold = fold * 31 + e.code + ((AppException) e.getCause()).code;
            }

            fold += quiet(i);

            if ((i & 7) == 0) {
                try {
                    fold += 100 / (i & 8);
                } catch (ArithmeticException e) {
                    // not the message: HotSpot's C2 may throw a preallocated
                    // exception without one here (OmitStackTraceInFastThrow)
                    fold = fold * 31 + e.getClass().getName().length();
                }
                try {
                    fold += table[10 + (i & 1)];
                } catch (ArrayIndexOutOfBoundsException e) {
                    fold = fold * 31 + e.getClass().getName().length();
                }
            }
        }
        return fold * 31 + unwound * 7L + cleanups;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Exceptions::kernel);
    }
}
