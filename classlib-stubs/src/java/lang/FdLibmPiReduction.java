package java.lang;

import static java.lang.FdLibm.hi;
import static java.lang.FdLibm.lo;
import static java.lang.FdLibm.fromWords;
import static java.lang.FdLibm.scalbn;

/**
 * fdlibm's argument reduction for the trigonometric functions: x = n*pi/2 + y
 * with |y| <= pi/4, y returned as a head and a tail (y[0] + y[1]).
 *
 * <p>Three regimes: for |x| < 3pi/4, n is ±1 and pi/2 is subtracted in two or
 * three pieces; up to 2^19 * pi/2, n is rounded from x*2/pi and n*pi/2 is
 * subtracted as a sum of pieces of pi/2 that have enough trailing zeros to make
 * each product n*piece exact (Cody and Waite); beyond that, the Payne-Hanek
 * method multiplies x by just the bits of 2/pi that matter (those that can
 * contribute to the fraction of x*2/pi), using 24-bit chunks held in doubles.
 */
final class FdLibmPiReduction {
    private FdLibmPiReduction() {}

    /** 2/pi in 24-bit chunks: 2/pi = sum of TWO_OVER_PI[i] * 2^(-24(i+1)). */
    private static final int[] TWO_OVER_PI = {
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
        0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
        0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
        0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
        0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
        0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
        0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
        0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
        0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
    };

    /**
     * High words of the doubles nearest n*pi/2 for n = 1..32: a medium argument
     * whose high word equals one of them may cancel badly against n*pi/2.
     */
    private static final int[] NPIO2_HIGH = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
        0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
        0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
        0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
        0x404858EB, 0x404921FB,
    };

    private static final double TWO24 = 1.67772160000000000000e+07; // 0x41700000, 0x00000000
    private static final double TWON24 = 5.96046447753906250000e-08; // 0x3E700000, 0x00000000
    private static final double INV_PIO2 = 6.36619772367581382433e-01; // 0x3FE45F30, 0x6DC9C883
    // pi/2 = PIO2_1 + PIO2_2 + PIO2_3 + PIO2_3T; each of the first three has 33
    // significant bits, so n * PIO2_k is exact for n < 2^20. PIO2_kT is the
    // tail of pi/2 after the first k pieces.
    private static final double PIO2_1 = 1.57079632673412561417e+00; // 0x3FF921FB, 0x54400000
    private static final double PIO2_1T = 6.07710050650619224932e-11; // 0x3DD0B461, 0x1A626331
    private static final double PIO2_2 = 6.07710050630396597660e-11; // 0x3DD0B461, 0x1A600000
    private static final double PIO2_2T = 2.02226624879595063154e-21; // 0x3BA3198A, 0x2E037073
    private static final double PIO2_3 = 2.02226624871116645580e-21; // 0x3BA3198A, 0x2E000000
    private static final double PIO2_3T = 8.47842766036889956997e-32; // 0x397B839A, 0x252049C1

    /** High word of 2^19 * pi/2: up to it, the reduction needs no table of 2/pi. */
    static final int MEDIUM_LIMIT_HIGH = 0x413921fb;

    /**
     * For pi/4 < |x| <= 2^19 * pi/2: the n of x = n*pi/2 + y (negative for
     * negative x). {@link #mediumReduced} then gives y's head and tail; the
     * split into two calls keeps the common case free of an array allocation.
     */
    static int mediumQuadrant(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int n = ix < 0x4002d97c ? 1 : (int) (Math.abs(x) * INV_PIO2 + 0.5);
        return hx < 0 ? -n : n;
    }

    /** The head (tail == false) or the tail of x - n*pi/2, n from {@link #mediumQuadrant}. */
    static double mediumReduced(double x, int n, boolean tail) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix < 0x4002d97c) { // |x| < 3pi/4: n = ±1
            // Subtract pi/2 as 33 + 53 bits; when x is near pi/2 itself (same
            // high word) the cancellation needs 33 + 33 + 53 bits.
            double sign = hx > 0 ? 1.0 : -1.0;
            double z = x - sign * PIO2_1;
            double piece = sign * PIO2_1T;
            if (ix == 0x3ff921fb) {
                z -= sign * PIO2_2;
                piece = sign * PIO2_2T;
            }
            double head = z - piece;
            return tail ? (z - head) - piece : head;
        }
        // Cody-Waite on |x|: subtract n*pi/2 in pieces whose products with n are exact.
        double t = Math.abs(x);
        int m = Math.abs(n);
        double fn = m;
        double r = t - fn * PIO2_1; // exact
        double w = fn * PIO2_1T; // the first round is good to 85 bits
        double head = r - w;
        if (m >= 32 || ix == NPIO2_HIGH[m - 1]) {
            // x may be near a multiple of pi/2: count the bits lost to
            // cancellation by comparing exponents; if too many, subtract the
            // next piece of pi/2 (good to 118 bits), and once more if needed
            // (151 bits, enough for every double here).
            int j = ix >> 20;
            int lost = j - ((hi(head) >> 20) & 0x7ff);
            if (lost > 16) {
                t = r;
                w = fn * PIO2_2;
                r = t - w;
                w = fn * PIO2_2T - ((t - r) - w);
                head = r - w;
                lost = j - ((hi(head) >> 20) & 0x7ff);
                if (lost > 49) {
                    t = r;
                    w = fn * PIO2_3;
                    r = t - w;
                    w = fn * PIO2_3T - ((t - r) - w);
                    head = r - w;
                }
            }
        }
        double result = tail ? (r - head) - w : head;
        return hx < 0 ? -result : result;
    }

    /**
     * Reduces x (|x| > 2^19 * pi/2, finite, or infinite/NaN) to y[0] + y[1]
     * with the Payne-Hanek method; returns n (its low three bits are right).
     */
    static int remPio2Large(double x, double[] y) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x7ff00000) { // infinity or NaN
            y[0] = y[1] = x - x;
            return 0;
        }
        // Write |x| = z * 2^e0 with z in [2^23, 2^24) and cut z into three
        // 24-bit integers (held exactly in doubles).
        int e0 = (ix >> 20) - 1046; // e0 = ilogb(x) - 23
        double z = fromWords(ix - (e0 << 20), lo(x));
        double[] tx = new double[3];
        for (int i = 0; i < 2; i++) {
            tx[i] = (int) z;
            z = (z - tx[i]) * TWO24;
        }
        tx[2] = z;
        int nx = 3;
        while (tx[nx - 1] == 0.0) nx--; // trailing zero chunks contribute nothing
        int n = kernelRemPio2(tx, y, e0, nx);
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    /** Chunks of pi/2 with 24 significant bits each: pi/2 ~ sum of PIO2_CHUNKS. */
    private static final double[] PIO2_CHUNKS = {
        1.57079625129699707031e+00, // 0x3FF921FB, 0x40000000
        7.54978941586159635335e-08, // 0x3E74442D, 0x00000000
        5.39030252995776476554e-15, // 0x3CF84698, 0x80000000
        3.28200341580791294123e-22, // 0x3B78CC51, 0x60000000
        1.27065575308067607349e-29, // 0x39F01B83, 0x80000000
        1.22933308981111328932e-36, // 0x387A2520, 0x40000000
        2.73370053816464559624e-44, // 0x36E38222, 0x80000000
        2.16741683877804819444e-51, // 0x3569F31D, 0x00000000
    };

    /**
     * Payne-Hanek: x = (tx[0] + tx[1]*2^-24 + tx[2]*2^-48) * 2^e0 with 24-bit
     * integer chunks. Returns n mod 8 and stores x*2/pi - n, times pi/2, in y
     * as a head and a tail (53 + 53 bits, fdlibm's precision "2").
     */
    private static int kernelRemPio2(double[] tx, double[] y, int e0, int nx) {
        final int jk = 4; // terms of the product computed at first (precision 2)
        final int jp = jk; // terms of pi/2 used at the end
        double[] f = new double[20];
        double[] q = new double[20];
        double[] fq = new double[20];
        int[] iq = new int[20];

        // The chunks of 2/pi below index jv only multiply x into integer
        // multiples of 8, which do not change n mod 8 or the fraction.
        int jx = nx - 1;
        int jv = (e0 - 3) / 24;
        if (jv < 0) jv = 0;
        int q0 = e0 - 24 * (jv + 1); // exponent of the last chunk of q

        // f[0..jx+jk] = TWO_OVER_PI[jv-jx .. jv+jk] (zeros before the start).
        int m = jx + jk;
        for (int i = 0, j = jv - jx; i <= m; i++, j++) f[i] = j < 0 ? 0.0 : (double) TWO_OVER_PI[j];
        // q[i] = sum over j of x[j] * f[jx+i-j]: chunk i of the product.
        for (int i = 0; i <= jk; i++) {
            double fw = 0.0;
            for (int j = 0; j <= jx; j++) fw += tx[j] * f[jx + i - j];
            q[i] = fw;
        }

        int jz = jk;
        int n;
        int ih;
        double z;
        while (true) {
            // Distill q[] into 24-bit integers iq[], least significant last.
            int i = 0;
            z = q[jz];
            for (int j = jz; j > 0; i++, j--) {
                double fw = (int) (TWON24 * z);
                iq[i] = (int) (z - TWO24 * fw);
                z = q[j - 1] + fw;
            }
            // The integer part of the leading chunk, mod 8, gives n.
            z = scalbn(z, q0);
            z -= 8.0 * Math.floor(z * 0.125);
            n = (int) z;
            z -= n;
            ih = 0;
            if (q0 > 0) { // the integer part extends into iq[jz-1]
                i = iq[jz - 1] >> (24 - q0);
                n += i;
                iq[jz - 1] -= i << (24 - q0);
                ih = iq[jz - 1] >> (23 - q0);
            } else if (q0 == 0) {
                ih = iq[jz - 1] >> 23;
            } else if (z >= 0.5) {
                ih = 2;
            }

            if (ih > 0) { // fraction > 0.5: use n + 1 and the fraction 1 - q
                n += 1;
                int carry = 0;
                for (i = 0; i < jz; i++) {
                    int j = iq[i];
                    if (carry == 0) {
                        if (j != 0) {
                            carry = 1;
                            iq[i] = 0x1000000 - j;
                        }
                    } else {
                        iq[i] = 0xffffff - j;
                    }
                }
                if (q0 > 0) { // drop the integer bits of the top chunk
                    if (q0 == 1) iq[jz - 1] &= 0x7fffff;
                    else if (q0 == 2) iq[jz - 1] &= 0x3fffff;
                }
                if (ih == 2) {
                    z = 1.0 - z;
                    if (carry != 0) z -= scalbn(1.0, q0);
                }
            }

            // If the fraction so far cancelled to zero, more chunks of 2/pi are
            // needed: add as many terms as there are zero chunks, and redo.
            if (z == 0.0) {
                int j = 0;
                for (i = jz - 1; i >= jk; i--) j |= iq[i];
                if (j == 0) {
                    int k = 1;
                    while (iq[jk - k] == 0) k++;
                    for (i = jz + 1; i <= jz + k; i++) {
                        f[jx + i] = TWO_OVER_PI[jv + i];
                        double fw = 0.0;
                        for (j = 0; j <= jx; j++) fw += tx[j] * f[jx + i - j];
                        q[i] = fw;
                    }
                    jz += k;
                    continue;
                }
            }
            break;
        }

        // Drop zero chunks at the end, or split a big leftover into 24 bits.
        if (z == 0.0) {
            jz -= 1;
            q0 -= 24;
            while (iq[jz] == 0) {
                jz--;
                q0 -= 24;
            }
        } else {
            z = scalbn(z, -q0);
            if (z >= TWO24) {
                double fw = (int) (TWON24 * z);
                iq[jz] = (int) (z - TWO24 * fw);
                jz += 1;
                q0 += 24;
                iq[jz] = (int) fw;
            } else {
                iq[jz] = (int) z;
            }
        }

        // Integer chunks back to scaled doubles.
        double fw = scalbn(1.0, q0);
        for (int i = jz; i >= 0; i--) {
            q[i] = fw * iq[i];
            fw *= TWON24;
        }
        // Multiply the fraction by pi/2: fq[k] = sum of PIO2_CHUNKS[j] * q[...].
        for (int i = jz; i >= 0; i--) {
            fw = 0.0;
            for (int k = 0; k <= jp && k <= jz - i; k++) fw += PIO2_CHUNKS[k] * q[i + k];
            fq[jz - i] = fw;
        }
        // Compress into head and tail, summing the small terms first.
        fw = 0.0;
        for (int i = jz; i >= 0; i--) fw += fq[i];
        y[0] = ih == 0 ? fw : -fw;
        fw = fq[0] - fw;
        for (int i = 1; i <= jz; i++) fw += fq[i];
        y[1] = ih == 0 ? fw : -fw;
        return n & 7;
    }
}
