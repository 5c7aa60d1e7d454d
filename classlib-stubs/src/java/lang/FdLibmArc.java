package java.lang;

import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.withLo;

/** asin, acos, atan and atan2 as fdlibm 5.3 computes them. */
final class FdLibmArc {
    private FdLibmArc() {}

    private static final double HUGE = 1.0e300;
    private static final double TINY = 1.0e-300;
    private static final double PI = 3.14159265358979311600e+00; // 0x400921FB, 0x54442D18
    private static final double PI_LO = 1.2246467991473531772E-16; // 0x3CA1A626, 0x33145C07
    private static final double PIO2_HI = 1.57079632679489655800e+00; // 0x3FF921FB, 0x54442D18
    private static final double PIO2_LO = 6.12323399573676603587e-17; // 0x3C91A626, 0x33145C07
    private static final double PIO4_HI = 7.85398163397448278999e-01; // 0x3FE921FB, 0x54442D18

    // asin(x) = x + x^3 * R(x^2) on [0, 0.5], with R = P/Q a rational function.
    private static final double PS0 = 1.66666666666666657415e-01; // 0x3FC55555, 0x55555555
    private static final double PS1 = -3.25565818622400915405e-01; // 0xBFD4D612, 0x03EB6F7D
    private static final double PS2 = 2.01212532134862925881e-01; // 0x3FC9C155, 0x0E884455
    private static final double PS3 = -4.00555345006794114027e-02; // 0xBFA48228, 0xB5688F3B
    private static final double PS4 = 7.91534994289814532176e-04; // 0x3F49EFE0, 0x7501B288
    private static final double PS5 = 3.47933107596021167570e-05; // 0x3F023DE1, 0x0DFDF709
    private static final double QS1 = -2.40339491173441421878e+00; // 0xC0033A27, 0x1C8A2D4B
    private static final double QS2 = 2.02094576023350569471e+00; // 0x40002AE5, 0x9C598AC8
    private static final double QS3 = -6.88283971605453293030e-01; // 0xBFE6066C, 0x1B8D0159
    private static final double QS4 = 7.70381505559019352791e-02; // 0x3FB3B8C5, 0xB12E9282

    /** R(t) = P(t)/Q(t), the correction of asin(x) = x + x*R(x^2). */
    private static double asinRatio(double t) {
        double p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
        double q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
        return p / q;
    }

    static double asin(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) return x * PIO2_HI + x * PIO2_LO; // ±pi/2
            return (x - x) / (x - x); // |x| > 1 or NaN: NaN
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix < 0x3e400000 && HUGE + x > 1.0) return x; // |x| < 2^-27
            return x + x * asinRatio(x * x);
        }
        // 0.5 <= |x| < 1: asin(x) = pi/2 - 2*asin(sqrt((1-|x|)/2)).
        double w = 1.0 - Math.abs(x);
        double t = w * 0.5;
        double s = Math.sqrt(t);
        double r = asinRatio(t);
        if (ix >= 0x3fef3333) { // |x| > 0.975: the plain formula is accurate
            t = PIO2_HI - (2.0 * (s + s * r) - PIO2_LO);
        } else {
            // Split s = hs + c exactly (hs with 21 fraction bits, c from
            // (t - hs^2)/(s + hs)) and use pi/4 twice to keep the last bits.
            double hs = withLo(s, 0);
            double c = (t - hs * hs) / (s + hs);
            double p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
            double q = PIO4_HI - 2.0 * hs;
            t = PIO4_HI - (p - q);
        }
        return hx > 0 ? t : -t;
    }

    static double acos(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) return hx > 0 ? 0.0 : PI + 2.0 * PIO2_LO;
            return (x - x) / (x - x);
        }
        if (ix < 0x3fe00000) { // |x| < 0.5: acos(x) = pi/2 - asin(x)
            if (ix <= 0x3c600000) return PIO2_HI + PIO2_LO; // |x| < 2^-57
            double r = asinRatio(x * x);
            return PIO2_HI - (x - (PIO2_LO - x * r));
        }
        if (hx < 0) { // x <= -0.5: acos(x) = pi - 2*asin(sqrt((1+x)/2))
            double z = (1.0 + x) * 0.5;
            double s = Math.sqrt(z);
            double w = asinRatio(z) * s - PIO2_LO;
            return PI - 2.0 * (s + w);
        }
        // x >= 0.5: acos(x) = 2*asin(sqrt((1-x)/2)), with s split as in asin.
        double z = (1.0 - x) * 0.5;
        double s = Math.sqrt(z);
        double df = withLo(s, 0);
        double c = (z - df * df) / (s + df);
        double w = asinRatio(z) * s + c;
        return 2.0 * (df + w);
    }

    // atan(x) on reduced arguments: atan(x) = x - x^3 * (AT0 + AT1*x^2 + ...).
    private static final double[] ATAN_HI = {
        4.63647609000806093515e-01, // atan(0.5) 0x3FDDAC67, 0x0561BB4F
        7.85398163397448278999e-01, // atan(1.0) 0x3FE921FB, 0x54442D18
        9.82793723247329054082e-01, // atan(1.5) 0x3FEF730B, 0xD281F69B
        1.57079632679489655800e+00, // atan(inf) 0x3FF921FB, 0x54442D18
    };
    private static final double[] ATAN_LO = {
        2.26987774529616870924e-17, // 0x3C7A2B7F, 0x222F65E2
        3.06161699786838301793e-17, // 0x3C81A626, 0x33145C07
        1.39033110312309984516e-17, // 0x3C700788, 0x7AF0CBBD
        6.12323399573676603587e-17, // 0x3C91A626, 0x33145C07
    };
    private static final double[] AT = {
        3.33333333333329318027e-01, // 0x3FD55555, 0x5555550D
        -1.99999999998764832476e-01, // 0xBFC99999, 0x9998EBC4
        1.42857142725034663711e-01, // 0x3FC24924, 0x920083FF
        -1.11111104054623557880e-01, // 0xBFBC71C6, 0xFE231671
        9.09088713343650656196e-02, // 0x3FB745CD, 0xC54C206E
        -7.69187620504482999495e-02, // 0xBFB3B0F2, 0xAF749A6D
        6.66107313738753120669e-02, // 0x3FB10D66, 0xA0D03D51
        -5.83357013379057348645e-02, // 0xBFADDE2D, 0x52DEFD9A
        4.97687799461593236017e-02, // 0x3FA97B4B, 0x24760DEB
        -3.65315727442169155270e-02, // 0xBFA2B444, 0x2C6A6C2F
        1.62858201153657823623e-02, // 0x3F90AD3A, 0xE322DA11
    };

    static double atan(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int id;
        if (ix >= 0x44100000) { // |x| >= 2^66: ±pi/2 (or NaN)
            if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lo(x) != 0)) return x + x;
            return hx > 0 ? ATAN_HI[3] + ATAN_LO[3] : -ATAN_HI[3] - ATAN_LO[3];
        }
        if (ix < 0x3fdc0000) { // |x| < 0.4375: no reduction
            if (ix < 0x3e200000 && HUGE + x > 1.0) return x; // |x| < 2^-29
            id = -1;
        } else {
            // Reduce with atan(x) = atan(c) + atan((x - c)/(1 + x*c)) for the
            // nearest c of 0.5, 1, 1.5 and infinity.
            x = Math.abs(x);
            if (ix < 0x3ff30000) { // |x| < 1.1875
                if (ix < 0x3fe60000) { // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else { // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else if (ix < 0x40038000) { // |x| < 2.4375
                id = 2;
                x = (x - 1.5) / (1.0 + 1.5 * x);
            } else { // 2.4375 <= |x| < 2^66
                id = 3;
                x = -1.0 / x;
            }
        }
        double z = x * x;
        double w = z * z;
        // The series split into odd and even powers of w for shorter chains.
        double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) return x - x * (s1 + s2);
        z = ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
        return hx < 0 ? -z : z;
    }

    private static final double PI_O_4 = 7.8539816339744827900E-01; // 0x3FE921FB, 0x54442D18
    private static final double PI_O_2 = 1.5707963267948965580E+00; // 0x3FF921FB, 0x54442D18

    static double atan2(double y, double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int lx = lo(x);
        int hy = hi(y);
        int iy = hy & 0x7fffffff;
        int ly = lo(y);
        // NaN test: fold a non-zero low word into bit 0 of the high word.
        if ((ix | ((lx | -lx) >>> 31)) > 0x7ff00000 || (iy | ((ly | -ly) >>> 31)) > 0x7ff00000) {
            return x + y;
        }
        if (((hx - 0x3ff00000) | lx) == 0) return atan(y); // x == 1
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2*sign(x) + sign(y)

        if ((iy | ly) == 0) { // y is ±0
            switch (m) {
                case 0:
                case 1: return y; // atan(±0, +anything) = ±0
                case 2: return PI + TINY; // atan(+0, -anything) = pi
                default: return -PI - TINY; // atan(-0, -anything) = -pi
            }
        }
        if ((ix | lx) == 0) return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY; // x is ±0
        if (ix == 0x7ff00000) { // x is infinite
            if (iy == 0x7ff00000) {
                switch (m) {
                    case 0: return PI_O_4 + TINY;
                    case 1: return -PI_O_4 - TINY;
                    case 2: return 3.0 * PI_O_4 + TINY;
                    default: return -3.0 * PI_O_4 - TINY;
                }
            }
            switch (m) {
                case 0: return 0.0;
                case 1: return -0.0;
                case 2: return PI + TINY;
                default: return -PI - TINY;
            }
        }
        if (iy == 0x7ff00000) return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY; // y infinite

        // Compare exponents before dividing, so that y/x cannot overflow.
        int k = (iy - ix) >> 20;
        double z;
        if (k > 60) z = PI_O_2 + 0.5 * PI_LO; // |y/x| > 2^60
        else if (hx < 0 && k < -60) z = 0.0; // |y/x| < 2^-60 with x < 0
        else z = atan(Math.abs(y / x));
        switch (m) {
            case 0: return z; // first quadrant
            case 1: return -z; // atan(-, +)
            case 2: return PI - (z - PI_LO); // atan(+, -)
            default: return (z - PI_LO) - PI; // atan(-, -)
        }
    }
}
