package java.lang;

import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.fromWords;
import static java.lang.FdLibm.withLo;

/**
 * sin, cos and tan as fdlibm 5.3 computes them. The argument is reduced to
 * y = x - n*pi/2 with |y| <= pi/4, carried as a head and a tail (y0 + y1) to
 * keep about 100 correct bits (see {@link FdLibmPiReduction}); then a kernel
 * polynomial on [-pi/4, pi/4] is evaluated and the quadrant n mod 4 picks
 * the kernel and the sign.
 */
final class FdLibmTrig {
    private FdLibmTrig() {}

    /** High word of pi/4 (0x3FE921FB54442D18): below it no reduction is needed. */
    private static final int PI_OVER_4_HIGH = 0x3fe921fb;
    /** High word of the smallest infinite or NaN value. */
    private static final int INFINITE_HIGH = 0x7ff00000;

    private static final int SIN = 0;
    private static final int COS = 1;
    private static final int TAN = 2;

    static double sin(double x) {
        return evaluate(SIN, x);
    }

    static double cos(double x) {
        return evaluate(COS, x);
    }

    static double tan(double x) {
        return evaluate(TAN, x);
    }

    /** Reduces x once and evaluates the kernel the function and quadrant call for. */
    private static double evaluate(int function, double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= PI_OVER_4_HIGH) { // no reduction
            if (function == SIN) return kernelSin(x, 0.0, false);
            if (function == COS) return kernelCos(x, 0.0);
            return kernelTan(x, 0.0, 1);
        }
        if (ix >= INFINITE_HIGH) return x - x; // NaN for NaN and both infinities
        int n;
        double y0;
        double y1;
        if (ix <= FdLibmPiReduction.MEDIUM_LIMIT_HIGH) {
            n = FdLibmPiReduction.mediumQuadrant(x);
            y0 = FdLibmPiReduction.mediumReduced(x, n, false);
            y1 = FdLibmPiReduction.mediumReduced(x, n, true);
        } else {
            double[] y = new double[2];
            n = FdLibmPiReduction.remPio2Large(x, y);
            y0 = y[0];
            y1 = y[1];
        }
        if (function == TAN) {
            // Even quadrants give tan(y), odd ones -1/tan(y) = -cot(y).
            return kernelTan(y0, y1, 1 - ((n & 1) << 1));
        }
        // cos(x) = sin(x + pi/2): cos is sin one quadrant further on.
        int quadrant = (function == COS ? n + 1 : n) & 3;
        switch (quadrant) {
            case 0: return kernelSin(y0, y1, true);
            case 1: return kernelCos(y0, y1);
            case 2: return -kernelSin(y0, y1, true);
            default: return -kernelCos(y0, y1);
        }
    }

    // ---- sin kernel: sin(x) ~ x + S1*x^3 + ... + S6*x^13 on [-pi/4, pi/4] ----

    private static final double S1 = -1.66666666666666324348e-01; // 0xBFC55555, 0x55555549
    private static final double S2 = 8.33333333332248946124e-03; // 0x3F811111, 0x1110F8A6
    private static final double S3 = -1.98412698298579493134e-04; // 0xBF2A01A0, 0x19C161D5
    private static final double S4 = 2.75573137070700676789e-06; // 0x3EC71DE3, 0x57B1FE7D
    private static final double S5 = -2.50507602534068634195e-08; // 0xBE5AE5E6, 0x8A2B9CEB
    private static final double S6 = 1.58969099521155010221e-10; // 0x3DE5D93A, 0x5ACFD57C

    /**
     * sin(x + y) for |x| <= pi/4, where y is the tail of a reduced argument
     * (hasTail says whether y is meaningful; it is 0 for unreduced arguments).
     */
    static double kernelSin(double x, double y, boolean hasTail) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000 && (int) x == 0) return x; // |x| < 2^-27: sin(x) rounds to x
        double z = x * x;
        double v = z * x;
        double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
        if (!hasTail) return x + v * (S1 + z * r);
        // With a tail: sin(x+y) ~ sin(x) + y*cos(x) ~ sin(x) + y*(1 - x^2/2).
        return x - ((z * (0.5 * y - v * r) - y) - v * S1);
    }

    // ---- cos kernel: cos(x) ~ 1 - x^2/2 + C1*x^4 + ... + C6*x^14 ----

    private static final double C1 = 4.16666666666666019037e-02; // 0x3FA55555, 0x5555554C
    private static final double C2 = -1.38888888888741095749e-03; // 0xBF56C16C, 0x16C15177
    private static final double C3 = 2.48015872894767294178e-05; // 0x3EFA01A0, 0x19CB1590
    private static final double C4 = -2.75573143513906633035e-07; // 0xBE927E4F, 0x809C52AD
    private static final double C5 = 2.08757232129817482790e-09; // 0x3E21EE9E, 0xBDB4B1C4
    private static final double C6 = -1.13596475577881948265e-11; // 0xBDA8FAE9, 0xBE8838D4

    /** cos(x + y) for |x| <= pi/4, y the tail of the reduced argument. */
    static double kernelCos(double x, double y) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000 && (int) x == 0) return 1.0; // |x| < 2^-27
        double z = x * x;
        double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        if (ix < 0x3fd33333) { // |x| < 0.3: 1 - (x^2/2 - (x^2*r - x*y)) is accurate
            return 1.0 - (0.5 * z - (z * r - x * y));
        }
        // Otherwise x^2/2 is large enough that 1 - x^2/2 loses bits: subtract an
        // exactly representable qx (about x^2/4) from 1 first, the rest after.
        double qx = ix > 0x3fe90000 ? 0.28125 : fromWords(ix - 0x00200000, 0);
        double hz = 0.5 * z - qx;
        double a = 1.0 - qx;
        return a - (hz - (z * r - x * y));
    }

    // ---- tan kernel: tan(x) ~ x + T0*x^3 + ... + T12*x^27 on [0, 0.6744] ----

    private static final double[] T = {
        3.33333333333334091986e-01, // 0x3FD55555, 0x55555563
        1.33333333333201242699e-01, // 0x3FC11111, 0x1110FE7A
        5.39682539762260521377e-02, // 0x3FABA1BA, 0x1BB341FE
        2.18694882948595424599e-02, // 0x3F9664F4, 0x8406D637
        8.86323982359930005737e-03, // 0x3F8226E3, 0xE96E8493
        3.59207910759131235356e-03, // 0x3F6D6D22, 0xC9560328
        1.45620945432529025516e-03, // 0x3F57DBC8, 0xFEE08315
        5.88041240820264096874e-04, // 0x3F4344D8, 0xF2F26501
        2.46463134818469906812e-04, // 0x3F3026F7, 0x1A8D1068
        7.81794442939557092300e-05, // 0x3F147E88, 0xA03792A6
        7.14072491382608190305e-05, // 0x3F12B80F, 0x32F0A7E9
        -1.85586374855275456654e-05, // 0xBEF375CB, 0xDB605373
        2.59073051863633712884e-05, // 0x3EFB2A70, 0x74BF7AD4
    };
    private static final double PIO4 = 7.85398163397448278999e-01; // 0x3FE921FB, 0x54442D18
    private static final double PIO4_LO = 3.06161699786838301793e-17; // 0x3C81A626, 0x33145C07

    /**
     * tan(x + y) if k is 1, -1/tan(x + y) if k is -1, for |x| <= pi/4. Above
     * 0.6744 the identity tan(pi/4 - x) = (1 - tan x)/(1 + tan x) moves the
     * argument back into the range where the polynomial is accurate.
     */
    static double kernelTan(double x, double y, int k) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix < 0x3e300000 && (int) x == 0) { // |x| < 2^-28
            if (((ix | lo(x)) | (k + 1)) == 0) return 1.0 / Math.abs(x); // -1/tan(±0)
            if (k == 1) return x;
            return minusInverse(x + y, y, x);
        }
        boolean large = ix >= 0x3fe59428; // |x| >= 0.6744
        if (large) {
            if (hx < 0) {
                x = -x;
                y = -y;
            }
            double z = PIO4 - x;
            double w = PIO4_LO - y;
            x = z + w;
            y = 0.0;
        }
        double z = x * x;
        double w = z * z;
        // Split the odd polynomial into terms with even and odd powers of w = x^4
        // so that the two halves can be evaluated with shorter Horner chains.
        double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
        double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
        double s = z * x;
        r = y + z * (s * (r + v) + y);
        r += T[0] * s;
        w = x + r;
        if (large) {
            double kd = k;
            return (1 - ((hx >> 30) & 2)) * (kd - 2.0 * (x - (w * w / (w + kd) - r)));
        }
        if (k == 1) return w;
        return minusInverse(w, r, x);
    }

    /**
     * -1/w computed accurately, where w = x + r: both w and the quotient are
     * split into a head with 21 fraction bits (so that their product is exact)
     * and a correction.
     */
    private static double minusInverse(double w, double r, double x) {
        double z = withLo(w, 0);
        double v = r - (z - x); // z + v = x + r
        double a = -1.0 / w;
        double t = withLo(a, 0);
        double s = 1.0 + t * z;
        return t + a * (s + t * v);
    }
}
