package java.lang;

/**
 * Bit-level helpers shared by the Java rendering of fdlibm 5.3 (the "Freely
 * Distributable Math Library") that StrictMath must reproduce bit for bit.
 *
 * <p>fdlibm works on the two 32-bit halves of an IEEE 754 double: the high word
 * holds the sign, the 11 exponent bits and the top 20 fraction bits, the low
 * word the remaining 32 fraction bits. Its tests ("is |x| below 2^-28?") are
 * integer comparisons of the high word, and its tricks ("drop the low 32 bits
 * of the fraction to get a number whose square is exact") are writes to one of
 * the words. These helpers give those operations names.
 *
 * <p>The algorithms themselves live in the package-private classes
 * {@link FdLibmTrig}, {@link FdLibmPiReduction}, {@link FdLibmArc},
 * {@link FdLibmExpLog} and {@link FdLibmPow}.
 */
final class FdLibm {
    private FdLibm() {}

    /** The high 32 bits of x: sign, exponent and the top 20 fraction bits. */
    static int hi(double x) {
        return (int) (Double.doubleToRawLongBits(x) >>> 32);
    }

    /** The low 32 bits of x: the bottom 32 fraction bits. */
    static int lo(double x) {
        return (int) Double.doubleToRawLongBits(x);
    }

    /** The double whose high and low words are given. */
    static double fromWords(int high, int low) {
        return Double.longBitsToDouble(((long) high << 32) | (low & 0xffffffffL));
    }

    /** x with its high word replaced. */
    static double withHi(double x, int high) {
        return fromWords(high, lo(x));
    }

    /** x with its low word replaced (withLo(x, 0) keeps only 21 fraction bits). */
    static double withLo(double x, int low) {
        return fromWords(hi(x), low);
    }

    /** 2^n as a double, for n in the normal exponent range [-1022, 1023]. */
    static double twoToThe(int n) {
        return Double.longBitsToDouble((long) (n + 1023) << 52);
    }

    /**
     * x * 2^n rounded once (fdlibm's scalbn), for the arguments fdlibm passes
     * here: |x| within a few binades of 1 and n in [-1075, 2046]. Scaling by a
     * power of two is exact while the result stays normal, so a result below
     * the normal range is first scaled exactly to 2^54 times its value and
     * then rounded once by the multiplication by 2^-54.
     */
    static double scalbn(double x, int n) {
        if (n > 1023) return x * twoToThe(1023) * twoToThe(n - 1023);
        if (n >= -1022) return x * twoToThe(n);
        return (x * twoToThe(n + 54)) * twoToThe(-54);
    }
}
