package java.lang;

import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.fromWords;
import static java.lang.FdLibm.withHi;

/**
 * exp, expm1, log, log10, log1p and the hyperbolic functions as fdlibm 5.3
 * computes them. exp and expm1 reduce x = k*ln2 + r with |r| <= ln2/2 and
 * scale the result by 2^k through its exponent field; the logarithms write
 * x = 2^k * (1 + f) with sqrt(2)/2 <= 1 + f < sqrt(2) and approximate
 * log(1 + f) through s = f/(2 + f), whose series has only even powers.
 */
final class FdLibmExpLog {
    private FdLibmExpLog() {}

    private static final double HUGE = 1.0e+300;
    private static final double TINY = 1.0e-300;
    private static final double TWOM1000 = 9.33263618503218878990e-302; // 2^-1000: 0x01700000, 0
    private static final double TWO54 = 1.80143985094819840000e+16; // 0x43500000, 0x00000000
    private static final double O_THRESHOLD = 7.09782712893383973096e+02; // 0x40862E42, 0xFEFA39EF
    private static final double U_THRESHOLD = -7.45133219101941108420e+02; // 0xC0874910, 0xD52D3051
    // ln2 = LN2_HI + LN2_LO, LN2_HI with trailing zeros so that k*LN2_HI is exact.
    private static final double LN2_HI = 6.93147180369123816490e-01; // 0x3FE62E42, 0xFEE00000
    private static final double LN2_LO = 1.90821492927058770002e-10; // 0x3DEA39EF, 0x35793C76
    private static final double INV_LN2 = 1.44269504088896338700e+00; // 0x3FF71547, 0x652B82FE

    // exp: R(r^2) approximating r*(exp(r)+1)/(exp(r)-1) = 2 + P1*r^2 + ... + P5*r^10.
    static final double P1 = 1.66666666666666019037e-01; // 0x3FC55555, 0x5555553E
    static final double P2 = -2.77777777770155933842e-03; // 0xBF66C16C, 0x16BEBD93
    static final double P3 = 6.61375632143793436117e-05; // 0x3F11566A, 0xAF25DE2C
    static final double P4 = -1.65339022054652515390e-06; // 0xBEBBBD41, 0xC5D26BF1
    static final double P5 = 4.13813679705723846039e-08; // 0x3E663769, 0x72BEA4D0

    static double exp(double x) {
        int hx = hi(x);
        int xsb = (hx >> 31) & 1; // sign bit
        hx &= 0x7fffffff;
        if (hx >= 0x40862E42) { // |x| >= 709.78...
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | lo(x)) != 0) return x + x; // NaN
                return xsb == 0 ? x : 0.0; // exp(+inf) = inf, exp(-inf) = 0
            }
            if (x > O_THRESHOLD) return HUGE * HUGE; // overflow
            if (x < U_THRESHOLD) return TWOM1000 * TWOM1000; // underflow
        }
        // Reduce: x = k*ln2 + (hi - lo), |hi - lo| <= ln2/2.
        double high = 0;
        double low = 0;
        int k = 0;
        if (hx > 0x3fd62e42) { // |x| > ln2/2
            if (hx < 0x3FF0A2B2) { // |x| < 1.5 ln2: k is ±1
                high = xsb == 0 ? x - LN2_HI : x + LN2_HI;
                low = xsb == 0 ? LN2_LO : -LN2_LO;
                k = 1 - xsb - xsb;
            } else {
                k = (int) (INV_LN2 * x + (xsb == 0 ? 0.5 : -0.5));
                double t = k;
                high = x - t * LN2_HI; // exact
                low = t * LN2_LO;
            }
            x = high - low;
        } else if (hx < 0x3e300000) { // |x| < 2^-28: exp(x) rounds to 1 + x
            if (HUGE + x > 1.0) return 1.0 + x;
        }
        // exp(r) = 1 + r + r*c/(2 - c) with c = r - r^2 * R(r^2).
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) return 1.0 - ((x * c) / (c - 2.0) - x);
        double y = 1.0 - ((low - (x * c) / (2.0 - c)) - high);
        if (k >= -1021) return withHi(y, hi(y) + (k << 20)); // add k to the exponent
        // The result is subnormal: scale by 2^(k+1000) in the exponent, then by 2^-1000.
        return withHi(y, hi(y) + ((k + 1000) << 20)) * TWOM1000;
    }

    // expm1: the rational approximation of exp's is rescaled; Q1..Q5 are its coefficients.
    private static final double Q1 = -3.33333333333331316428e-02; // 0xBFA11111, 0x111110F4
    private static final double Q2 = 1.58730158725481460165e-03; // 0x3F5A01A0, 0x19FE5585
    private static final double Q3 = -7.93650757867487942473e-05; // 0xBF14CE19, 0x9EAADBB7
    private static final double Q4 = 4.00821782732936239552e-06; // 0x3ED0CFCA, 0x86E65239
    private static final double Q5 = -2.01099218183624371326e-07; // 0xBE8AFDB7, 0x6E09C32D

    static double expm1(double x) {
        int hx = hi(x);
        boolean negative = hx < 0;
        hx &= 0x7fffffff;
        if (hx >= 0x4043687A) { // |x| >= 56 ln2
            if (hx >= 0x40862E42) { // |x| >= 709.78...
                if (hx >= 0x7ff00000) {
                    if (((hx & 0xfffff) | lo(x)) != 0) return x + x; // NaN
                    return negative ? -1.0 : x;
                }
                if (x > O_THRESHOLD) return HUGE * HUGE; // overflow
            }
            if (negative && x + TINY < 0.0) return TINY - 1.0; // -1 (inexact)
        }
        // Reduce: x = k*ln2 + r, with c the rounding error of r = hi - lo.
        int k;
        double c = 0;
        if (hx > 0x3fd62e42) { // |x| > ln2/2
            double high;
            double low;
            if (hx < 0x3FF0A2B2) { // |x| < 1.5 ln2
                if (!negative) {
                    high = x - LN2_HI;
                    low = LN2_LO;
                    k = 1;
                } else {
                    high = x + LN2_HI;
                    low = -LN2_LO;
                    k = -1;
                }
            } else {
                k = (int) (INV_LN2 * x + (negative ? -0.5 : 0.5));
                double t = k;
                high = x - t * LN2_HI;
                low = t * LN2_LO;
            }
            x = high - low;
            c = (high - x) - low;
        } else if (hx < 0x3c900000) { // |x| < 2^-54: expm1(x) rounds to x
            double t = HUGE + x;
            return x - (t - (HUGE + x));
        } else {
            k = 0;
        }
        // expm1(r) = r + r^2/2 + r^3/2 * (3 - (R1 + R1/2 * r))/(6 - r*(3 - R1*r/2)) ...
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        double t = 3.0 - r1 * hfx;
        double e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) return x - (x * e - hxs); // c is 0
        // Now expm1(x) = 2^k * (expm1(r) + 1) - 1, arranged per k to avoid cancellation.
        e = (x * (e - c) - c);
        e -= hxs;
        if (k == -1) return 0.5 * (x - e) - 0.5;
        if (k == 1) {
            if (x < -0.25) return -2.0 * (e - (x + 0.5));
            return 1.0 + 2.0 * (x - e);
        }
        if (k <= -2 || k > 56) { // 2^k*(1 + expm1(r)) - 1 suffices
            double y = 1.0 - (e - x);
            y = withHi(y, hi(y) + (k << 20));
            return y - 1.0;
        }
        double y;
        if (k < 20) {
            t = fromWords(0x3ff00000 - (0x200000 >> k), 0); // 1 - 2^-k
            y = t - (e - x);
        } else {
            t = fromWords((0x3ff - k) << 20, 0); // 2^-k
            y = x - (e + t);
            y += 1.0;
        }
        return withHi(y, hi(y) + (k << 20));
    }

    // log(1+f) = f - f^2/2 + s*(f^2/2 + R(s^2)), s = f/(2+f), R = LG1*s^2 + ... + LG7*s^14.
    static final double LG1 = 6.666666666666735130e-01; // 0x3FE55555, 0x55555593
    static final double LG2 = 3.999999999940941908e-01; // 0x3FD99999, 0x9997FA04
    static final double LG3 = 2.857142874366239149e-01; // 0x3FD24924, 0x94229359
    static final double LG4 = 2.222219843214978396e-01; // 0x3FCC71C5, 0x1D8E78AF
    static final double LG5 = 1.818357216161805012e-01; // 0x3FC74664, 0x96CB03DE
    static final double LG6 = 1.531383769920937332e-01; // 0x3FC39A09, 0xD078C69F
    static final double LG7 = 1.479819860511658591e-01; // 0x3FC2F112, 0xDF3E5244

    static double log(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2^-1022: zero, negative or subnormal
            if (((hx & 0x7fffffff) | lx) == 0) return -TWO54 / 0.0; // log(±0) = -inf
            if (hx < 0) return (x - x) / 0.0; // log(negative) = NaN
            k -= 54;
            x *= TWO54; // scale a subnormal up
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) return x + x; // inf or NaN
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        // Pick the exponent so that the mantissa lands in [sqrt(2)/2, sqrt(2)).
        int i = (hx + 0x95f64) & 0x100000;
        x = withHi(x, hx | (i ^ 0x3ff00000));
        k += i >> 20;
        double f = x - 1.0;
        if ((0x000fffff & (2 + hx)) < 3) { // |f| < 2^-20: a short series suffices
            if (f == 0.0) {
                if (k == 0) return 0.0;
                double dk = k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            double r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) return f - r;
            double dk = k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        double dk = k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        // i > 0 when the fraction bits of x lie in (0x6147a, 0x6b851): there
        // f is large enough that f^2/2 is better kept apart from the series.
        i |= j;
        double r = t2 + t1;
        if (i > 0) {
            double hfsq = 0.5 * f * f;
            if (k == 0) return f - (hfsq - s * (hfsq + r));
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        }
        if (k == 0) return f - s * (f - r);
        return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
    }

    private static final double IVLN10 = 4.34294481903251816668e-01; // 0x3FDBCB7B, 0x1526E50E
    private static final double LOG10_2HI = 3.01029995663611771306e-01; // 0x3FD34413, 0x509F6000
    private static final double LOG10_2LO = 3.69423907715893078616e-13; // 0x3D59FEF3, 0x11F12B36

    /** log10(x) = k*log10(2) + log(m)/ln(10) for x = 2^k * m. */
    static double log10(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) {
            if (((hx & 0x7fffffff) | lx) == 0) return -TWO54 / 0.0;
            if (hx < 0) return (x - x) / 0.0;
            k -= 54;
            x *= TWO54;
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) return x + x;
        k += (hx >> 20) - 1023;
        // For k < 0 take x = 2^(k+1) * m with m in [0.5, 1), so that both terms
        // of the sum below have the same sign and do not cancel.
        int i = k >>> 31;
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = k + i;
        x = withHi(x, hx);
        double z = y * LOG10_2LO + IVLN10 * log(x);
        return z + y * LOG10_2HI;
    }

    static double log1p(double x) {
        int hx = hi(x);
        int ax = hx & 0x7fffffff;
        int k = 1;
        double f = 0;
        int hu = 0;
        double c = 0;
        if (hx < 0x3FDA827A) { // x < 0.41422 (sqrt(2) - 1)
            if (ax >= 0x3ff00000) { // x <= -1
                if (x == -1.0) return -TWO54 / 0.0; // -inf
                return (x - x) / (x - x); // NaN
            }
            if (ax < 0x3e200000) { // |x| < 2^-29
                if (TWO54 + x > 0.0 && ax < 0x3c900000) return x; // |x| < 2^-54
                return x - x * x * 0.5;
            }
            if (hx > 0 || hx <= 0xbfd2bec3) { // -0.2929 < x < 0.41422: no reduction
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= 0x7ff00000) return x + x;
        if (k != 0) {
            double u;
            if (hx < 0x43400000) { // 1 + x is inexact: c corrects the rounding
                u = 1.0 + x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0);
                c /= u;
            } else {
                u = x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = 0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) { // mantissa < sqrt(2): normalize u into [1, sqrt(2))
                u = withHi(u, hu | 0x3ff00000);
            } else { // else into [sqrt(2)/2, 1)
                k += 1;
                u = withHi(u, hu | 0x3fe00000);
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        if (hu == 0) { // |f| < 2^-20
            if (f == 0.0) {
                if (k == 0) return 0.0;
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            double r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) return f - r;
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        double r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
        if (k == 0) return f - (hfsq - s * (hfsq + r));
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }

    private static final double SHUGE = 1.0e307;

    /** High word of log(Double.MAX_VALUE) (0x40862E42) and the overflow threshold of sinh/cosh. */
    private static final int LOG_MAX_HIGH = 0x40862E42;
    private static final int OVERFLOW_HIGH = 0x408633CE;
    private static final int OVERFLOW_LOW = 0x8fb9f87d;

    /** True if |x| (high word ix) is at most about 710.4758600739439, where sinh and cosh overflow. */
    private static boolean belowHyperbolicOverflow(int ix, double x) {
        return ix < OVERFLOW_HIGH || (ix == OVERFLOW_HIGH && Integer.compareUnsigned(lo(x), OVERFLOW_LOW) <= 0);
    }

    static double sinh(double x) {
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) return x + x; // inf or NaN
        double h = jx < 0 ? -0.5 : 0.5;
        if (ix < 0x40360000) { // |x| < 22: sign(x)/2 * (E + E/(E+1)), E = expm1(|x|)
            if (ix < 0x3e300000 && SHUGE + x > 1.0) return x; // |x| < 2^-28
            double t = expm1(Math.abs(x));
            if (ix < 0x3ff00000) return h * (2.0 * t - t * t / (t + 1.0));
            return h * (t + t / (t + 1.0));
        }
        if (ix < LOG_MAX_HIGH) return h * exp(Math.abs(x)); // exp(-|x|) is negligible
        if (belowHyperbolicOverflow(ix, x)) { // exp(|x|) overflows but exp(|x|)/2 does not
            double w = exp(0.5 * Math.abs(x));
            double t = h * w;
            return t * w;
        }
        return x * SHUGE; // overflow
    }

    static double cosh(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix >= 0x7ff00000) return x * x; // inf or NaN
        if (ix < 0x3fd62e43) { // |x| < ln2/2: 1 + expm1(|x|)^2 / (2*exp(|x|))
            double t = expm1(Math.abs(x));
            double w = 1.0 + t;
            if (ix < 0x3c800000) return w; // cosh(tiny) = 1
            return 1.0 + (t * t) / (w + w);
        }
        if (ix < 0x40360000) { // |x| < 22: (exp(|x|) + 1/exp(|x|)) / 2
            double t = exp(Math.abs(x));
            return 0.5 * t + 0.5 / t;
        }
        if (ix < LOG_MAX_HIGH) return 0.5 * exp(Math.abs(x));
        if (belowHyperbolicOverflow(ix, x)) {
            double w = exp(0.5 * Math.abs(x));
            double t = 0.5 * w;
            return t * w;
        }
        return HUGE * HUGE; // overflow
    }

    static double tanh(double x) {
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) { // tanh(±inf) = ±1, tanh(NaN) = NaN
            return jx >= 0 ? 1.0 / x + 1.0 : 1.0 / x - 1.0;
        }
        double z;
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3c800000) return x * (1.0 + x); // |x| < 2^-55
            if (ix >= 0x3ff00000) { // |x| >= 1: 1 - 2/(expm1(2|x|) + 2)
                double t = expm1(2.0 * Math.abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else { // -expm1(-2|x|) / (expm1(-2|x|) + 2)
                double t = expm1(-2.0 * Math.abs(x));
                z = -t / (t + 2.0);
            }
        } else { // |x| >= 22: 1 (inexact)
            z = 1.0 - TINY;
        }
        return jx >= 0 ? z : -z;
    }
}
