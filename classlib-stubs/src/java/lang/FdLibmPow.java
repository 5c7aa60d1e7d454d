package java.lang;

import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.fromWords;
import static java.lang.FdLibm.withHi;
import static java.lang.FdLibm.withLo;
import static java.lang.FdLibm.scalbn;

/** pow, cbrt, hypot and IEEEremainder as fdlibm 5.3 computes them. */
final class FdLibmPow {
    private FdLibmPow() {}

    private static final double HUGE = 1.0e300;
    private static final double TINY = 1.0e-300;
    private static final double TWO53 = 9007199254740992.0; // 0x43400000, 0x00000000
    private static final double[] BP = {1.0, 1.5};
    // log2(1.5) split into a head with trailing zeros and a tail.
    private static final double[] DP_H = {0.0, 5.84962487220764160156e-01}; // 0x3FE2B803, 0x40000000
    private static final double[] DP_L = {0.0, 1.35003920212974897128e-08}; // 0x3E4CFDEB, 0x43CFD006
    // (3/2) * (log(x) - 2s - (2/3) s^3) ~ L1*s^4 + ... + L6*s^14, s = (x-1)/(x+1)
    private static final double L1 = 5.99999999999994648725e-01; // 0x3FE33333, 0x33333303
    private static final double L2 = 4.28571428578550184252e-01; // 0x3FDB6DB6, 0xDB6FABFF
    private static final double L3 = 3.33333329818377432918e-01; // 0x3FD55555, 0x518F264D
    private static final double L4 = 2.72728123808534006489e-01; // 0x3FD17460, 0xA91D4101
    private static final double L5 = 2.30660745775561754067e-01; // 0x3FCD864A, 0x93C9DB65
    private static final double L6 = 2.06975017800338417784e-01; // 0x3FCA7E28, 0x4A454EEF
    private static final double LG2 = 6.93147180559945286227e-01; // 0x3FE62E42, 0xFEFA39EF
    private static final double LG2_H = 6.93147182464599609375e-01; // 0x3FE62E43, 0x00000000
    private static final double LG2_L = -1.90465429995776804525e-09; // 0xBE205C61, 0x0CA86C39
    /** -(1024 - log2(overflow threshold + half an ulp)): the margin of the overflow test. */
    private static final double OVT = 8.0085662595372944372e-17;
    // 2/(3 ln2), as a double and as a 24-bit head plus tail.
    private static final double CP = 9.61796693925975554329e-01; // 0x3FEEC709, 0xDC3A03FD
    private static final double CP_H = 9.61796700954437255859e-01; // 0x3FEEC709, 0xE0000000
    private static final double CP_L = -7.02846165095275826516e-09; // 0xBE3E2FE0, 0x145B01F5
    // 1/ln2, as a double and as a 24-bit head plus tail.
    private static final double IVLN2 = 1.44269504088896338700e+00; // 0x3FF71547, 0x652B82FE
    private static final double IVLN2_H = 1.44269502162933349609e+00; // 0x3FF71547, 0x60000000
    private static final double IVLN2_L = 1.92596299112661746887e-08; // 0x3E54AE0B, 0xF85DDF44

    /**
     * x^y = 2^(y * log2(x)). log2(x) is computed to about 64 bits as t1 + t2
     * (t1 with 21 fraction bits), y is split likewise, so that the product's
     * head y1*t1 is exact; 2^z is then computed like exp, and the integer part
     * of z goes into the exponent.
     */
    static double pow(double x, double y) {
        int hx = hi(x);
        int lx = lo(x);
        int hy = hi(y);
        int ly = lo(y);
        int ix = hx & 0x7fffffff;
        int iy = hy & 0x7fffffff;

        if ((iy | ly) == 0) return 1.0; // x^±0 = 1, even for NaN
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0)
                || iy > 0x7ff00000 || (iy == 0x7ff00000 && ly != 0)) {
            return x + y; // NaN
        }

        // For x < 0, classify y: 0 not an integer, 1 odd integer, 2 even integer.
        int yisint = 0;
        if (hx < 0) {
            if (iy >= 0x43400000) {
                yisint = 2; // |y| >= 2^53: even
            } else if (iy >= 0x3ff00000) {
                int e = (iy >> 20) - 0x3ff; // unbiased exponent of y
                if (e > 20) { // the units bit is in the low word
                    int j = ly >>> (52 - e);
                    if ((j << (52 - e)) == ly) yisint = 2 - (j & 1);
                } else if (ly == 0) { // the units bit is in the high word
                    int j = iy >> (20 - e);
                    if ((j << (20 - e)) == iy) yisint = 2 - (j & 1);
                }
            }
        }

        // Special values of y.
        if (ly == 0) {
            if (iy == 0x7ff00000) { // y is ±inf
                if (((ix - 0x3ff00000) | lx) == 0) return y - y; // (±1)^±inf is NaN
                if (ix >= 0x3ff00000) return hy >= 0 ? y : 0.0; // |x| > 1
                return hy < 0 ? -y : 0.0; // |x| < 1
            }
            if (iy == 0x3ff00000) return hy < 0 ? 1.0 / x : x; // y is ±1
            if (hy == 0x40000000) return x * x; // y is 2
            if (hy == 0x3fe00000 && hx >= 0) return Math.sqrt(x); // y is 0.5, x >= +0
        }

        double ax = Math.abs(x);
        // Special values of x: ±0, ±inf, ±1.
        if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) {
            double z = ax;
            if (hy < 0) z = 1.0 / z;
            if (hx < 0) {
                if (((ix - 0x3ff00000) | yisint) == 0) {
                    z = (z - z) / (z - z); // (-1)^non-integer is NaN
                } else if (yisint == 1) {
                    z = -z; // (x < 0)^odd = -(|x|^odd)
                }
            }
            return z;
        }

        int n = (hx >> 31) + 1; // 0 if x < 0, else 1
        if ((n | yisint) == 0) return (x - x) / (x - x); // (x < 0)^non-integer is NaN
        double s = 1.0; // sign of the result
        if ((n | (yisint - 1)) == 0) s = -1.0; // (x < 0)^odd integer

        double t1;
        double t2;
        if (iy > 0x41e00000) { // |y| > 2^31
            if (iy > 0x43f00000) { // |y| > 2^64: overflow or underflow
                if (ix <= 0x3fefffff) return hy < 0 ? HUGE * HUGE : TINY * TINY;
                if (ix >= 0x3ff00000) return hy > 0 ? HUGE * HUGE : TINY * TINY;
            }
            // Overflow or underflow unless x is within 2^-20 of 1.
            if (ix < 0x3fefffff) return hy < 0 ? s * HUGE * HUGE : s * TINY * TINY;
            if (ix > 0x3ff00000) return hy > 0 ? s * HUGE * HUGE : s * TINY * TINY;
            // |1 - x| <= 2^-20: log2(x) from the series t - t^2/2 + t^3/3 - t^4/4.
            double t = ax - 1.0; // t has 20 trailing zeros
            double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
            double u = IVLN2_H * t; // IVLN2_H has 21 significant bits: exact
            double v = t * IVLN2_L - w * IVLN2;
            t1 = withLo(u + v, 0);
            t2 = v - (t1 - u);
        } else {
            n = 0;
            if (ix < 0x00100000) { // subnormal x: scale up
                ax *= TWO53;
                n -= 53;
                ix = hi(ax);
            }
            n += (ix >> 20) - 0x3ff;
            int j = ix & 0x000fffff;
            // Normalize the mantissa into [1, sqrt(3/2)) (k = 0, around 1) or
            // [sqrt(3/2), sqrt(3)) (k = 1, around 1.5); above, halve it.
            ix = j | 0x3ff00000;
            int k;
            if (j <= 0x3988E) {
                k = 0;
            } else if (j < 0xBB67A) {
                k = 1;
            } else {
                k = 0;
                n += 1;
                ix -= 0x00100000;
            }
            ax = withHi(ax, ix);

            // ss = s_h + s_l = (ax - bp) / (ax + bp), bp = 1 or 1.5.
            double u = ax - BP[k];
            double v = 1.0 / (ax + BP[k]);
            double ss = u * v;
            double sh = withLo(ss, 0);
            // th = ax + bp rounded to its high word, tl the rest.
            double th = fromWords(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0);
            double tl = ax - (th - BP[k]);
            double sl = v * ((u - sh * th) - sh * tl);
            // log(ax) = 2s + (2/3)s^3 + r: compute 3 + s^2 + r in two pieces.
            double s2 = ss * ss;
            double r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
            r += sl * (sh + ss);
            s2 = sh * sh;
            th = withLo(3.0 + s2 + r, 0);
            tl = r - ((th - 3.0) - s2);
            // u + v = ss * (3 + s^2 + r)
            u = sh * th;
            v = sl * th + tl * ss;
            // times 2/(3 ln2) gives log2(ax / bp)
            double ph = withLo(u + v, 0);
            double pl = v - (ph - u);
            double zh = CP_H * ph;
            double zl = CP_L * ph + pl * CP + DP_L[k];
            // log2(x) = n + log2(bp) + zh + zl = t1 + t2
            double t = n;
            t1 = withLo(((zh + zl) + DP_H[k]) + t, 0);
            t2 = zl - (((t1 - t) - DP_H[k]) - zh);
        }

        // y * log2(x) = (y1 + y2) * (t1 + t2) = ph + pl, with y1 * t1 exact.
        double y1 = withLo(y, 0);
        double pl = (y - y1) * t1 + y * t2;
        double ph = y1 * t1;
        double z = pl + ph;
        int j = hi(z);
        int i = lo(z);
        if (j >= 0x40900000) { // z >= 1024
            if (((j - 0x40900000) | i) != 0) return s * HUGE * HUGE; // z > 1024
            if (pl + OVT > z - ph) return s * HUGE * HUGE; // rounds up past 1024
        } else if ((j & 0x7fffffff) >= 0x4090cc00) { // z <= -1075
            if (((j - 0xc090cc00) | i) != 0) return s * TINY * TINY; // z < -1075
            if (pl <= z - ph) return s * TINY * TINY;
        }

        // 2^(ph + pl): take out the nearest integer n of z, then exp of the rest.
        i = j & 0x7fffffff;
        int k = (i >> 20) - 0x3ff;
        n = 0;
        if (i > 0x3fe00000) { // |z| > 0.5
            n = j + (0x00100000 >> (k + 1));
            k = ((n & 0x7fffffff) >> 20) - 0x3ff; // exponent of the rounded value
            double t = fromWords(n & ~(0x000fffff >> k), 0); // its integer part
            n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
            if (j < 0) n = -n;
            ph -= t;
        }
        double t = withLo(pl + ph, 0);
        double u = t * LG2_H;
        double v = (pl - (t - ph)) * LG2 + t * LG2_L;
        z = u + v; // the rest times ln2
        double w = v - (z - u);
        t = z * z;
        t1 = z - t * (FdLibmExpLog.P1 + t * (FdLibmExpLog.P2 + t * (FdLibmExpLog.P3
                + t * (FdLibmExpLog.P4 + t * FdLibmExpLog.P5))));
        double r = (z * t1) / (t1 - 2.0) - (w + z * w);
        z = 1.0 - (r - z);
        j = hi(z) + (n << 20);
        if ((j >> 20) <= 0) z = scalbn(z, n); // subnormal result
        else z = withHi(z, j);
        return s * z;
    }

    // cbrt: a 5-bit first guess from the exponent, a rational step to 23
    // bits, then one Newton step to 53.
    private static final int B1 = 715094163; // (682 - 0.03306235651) * 2^20
    private static final int B2 = 696219795; // (664 - 0.03306235651) * 2^20
    private static final double C = 5.42857142857142815906e-01; // 19/35: 0x3FE15F15, 0xF15F15F1
    private static final double D = -7.05306122448979611050e-01; // -864/1225: 0xBFE691DE, 0x2532C834
    private static final double E = 1.41428571428571436819e+00; // 99/70: 0x3FF6A0EA, 0x0EA0EA0F
    private static final double F = 1.60714285714285720630e+00; // 45/28: 0x3FF9B6DB, 0x6DB6DB6E
    private static final double G = 3.57142857142857150787e-01; // 5/14: 0x3FD6DB6D, 0xB6DB6DB7

    static double cbrt(double x) {
        int hx = hi(x);
        int sign = hx & 0x80000000;
        hx ^= sign;
        if (hx >= 0x7ff00000) return x; // cbrt of NaN or ±inf is itself (NaN bits untouched, as HotSpot)
        if ((hx | lo(x)) == 0) return x; // ±0
        x = withHi(x, hx); // |x|
        // Rough cube root: divide the exponent (and fraction bits) by three.
        double t;
        if (hx < 0x00100000) { // subnormal: scale by 2^54 first
            t = fromWords(0x43500000, 0) * x;
            t = withHi(t, hi(t) / 3 + B2);
        } else {
            t = fromWords(hx / 3 + B1, 0);
        }
        double r = t * t / x;
        double s = C + r * t;
        t *= G + F / (s + E + D / s);
        // Round t up to 20 fraction bits, so that t*t is exact and t >= cbrt(x).
        t = fromWords(hi(t) + 1, 0);
        s = t * t;
        r = x / s;
        double w = t + t;
        r = (r - t) / (w + r);
        t = t + t * r;
        return withHi(t, hi(t) | sign);
    }

    static double hypot(double x, double y) {
        int ha = hi(x) & 0x7fffffff;
        int hb = hi(y) & 0x7fffffff;
        double a;
        double b;
        if (hb > ha) {
            a = y;
            b = x;
            int j = ha;
            ha = hb;
            hb = j;
        } else {
            a = x;
            b = y;
        }
        a = withHi(a, ha); // |a|
        b = withHi(b, hb); // |b|
        if (ha - hb > 0x3c00000) return a + b; // a/b > 2^60: b does not matter
        int k = 0;
        if (ha > 0x5f300000) { // a > 2^500
            if (ha >= 0x7ff00000) { // inf or NaN: an infinity wins over NaN
                double w = a + b;
                if (((ha & 0xfffff) | lo(a)) == 0) w = a;
                if (((hb ^ 0x7ff00000) | lo(b)) == 0) w = b;
                return w;
            }
            ha -= 0x25800000; // scale both by 2^-600
            hb -= 0x25800000;
            k += 600;
            a = withHi(a, ha);
            b = withHi(b, hb);
        }
        if (hb < 0x20b00000) { // b < 2^-500
            if (hb <= 0x000fffff) { // b subnormal or zero
                if ((hb | lo(b)) == 0) return a;
                double t1 = fromWords(0x7fd00000, 0); // 2^1022
                b *= t1;
                a *= t1;
                k -= 1022;
            } else { // scale both by 2^600
                ha += 0x25800000;
                hb += 0x25800000;
                k -= 600;
                a = withHi(a, ha);
                b = withHi(b, hb);
            }
        }
        // sqrt(a^2 + b^2) with the squares split into exact heads and tails.
        double w = a - b;
        if (w > b) {
            double t1 = fromWords(ha, 0);
            double t2 = a - t1;
            w = Math.sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
        } else {
            a = a + a;
            double y1 = fromWords(hb, 0);
            double y2 = b - y1;
            double t1 = fromWords(ha + 0x00100000, 0);
            double t2 = a - t1;
            w = Math.sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        if (k != 0) return fromWords(0x3ff00000 + (k << 20), 0) * w;
        return w;
    }

    /** x - n*p with n the integer nearest x/p (even on ties); exact. */
    static double remainder(double x, double p) {
        int hx = hi(x);
        int lx = lo(x);
        int hp = hi(p);
        int lp = lo(p);
        int sx = hx & 0x80000000;
        hp &= 0x7fffffff;
        hx &= 0x7fffffff;
        if ((hp | lp) == 0) return (x * p) / (x * p); // p = 0: NaN
        if (hx >= 0x7ff00000 || (hp >= 0x7ff00000 && ((hp - 0x7ff00000) | lp) != 0)) {
            return (x * p) / (x * p); // x not finite or p NaN
        }
        if (hp <= 0x7fdfffff) x = x % (p + p); // now |x| < 2|p| (% is C's fmod: exact)
        if (((hx - hp) | (lx - lp)) == 0) return 0.0 * x; // |x| = |p|
        x = Math.abs(x);
        p = Math.abs(p);
        if (hp < 0x00200000) { // p tiny: compare 2x with p to avoid underflow of p/2
            if (x + x > p) {
                x -= p;
                if (x + x >= p) x -= p;
            }
        } else {
            double pHalf = 0.5 * p;
            if (x > pHalf) {
                x -= p;
                if (x >= pHalf) x -= p;
            }
        }
        return withHi(x, hi(x) ^ sx);
    }
}
