package java.math;

/**
 * How to round a discarded fraction. Stand-in so that java.text compiles on
 * its own; the java.math branch has the full version (same constants, with
 * valueOf(int) over BigDecimal's ROUND_ constants) and replaces this file.
 */
public enum RoundingMode {
    UP, DOWN, CEILING, FLOOR, HALF_UP, HALF_DOWN, HALF_EVEN, UNNECESSARY;

    /** From a legacy BigDecimal.ROUND_ constant (0 = UP ... 7 = UNNECESSARY). */
    public static RoundingMode valueOf(int rm) {
        if (rm < 0 || rm >= 8) {
            throw new IllegalArgumentException("argument out of range");
        }
        return values()[rm];
    }
}
