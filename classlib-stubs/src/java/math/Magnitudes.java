package java.math;

/**
 * Arithmetic on magnitudes: non-negative integers held as int[] of 32-bit
 * unsigned limbs, LEAST significant limb first ("little-endian"), normalized
 * (no zero limb at the top; zero is the empty array). Little-endian order lets
 * the algorithms below split numbers with plain index ranges.
 *
 * Results are always fresh arrays; arguments are never modified, so BigInteger
 * can share magnitudes freely.
 */
final class Magnitudes {
    static final long MASK = 0xFFFFFFFFL;
    static final int[] ZERO = new int[0];

    /** Below this many limbs (of the smaller factor) schoolbook multiplication wins. */
    static final int KARATSUBA_THRESHOLD = 40;
    /** Below this many limbs squaring uses the schoolbook method. */
    static final int KARATSUBA_SQUARE_THRESHOLD = 64;

    private Magnitudes() {
    }

    /** Drops zero limbs at the top; returns the array itself if already normalized. */
    static int[] normalize(int[] a) {
        int len = a.length;
        while (len > 0 && a[len - 1] == 0) {
            len--;
        }
        if (len == a.length) {
            return a;
        }
        if (len == 0) {
            return ZERO;
        }
        int[] r = new int[len];
        System.arraycopy(a, 0, r, 0, len);
        return r;
    }

    static int[] ofLong(long v) {
        if (v == 0) {
            return ZERO;
        }
        int high = (int) (v >>> 32);
        return high == 0 ? new int[] {(int) v} : new int[] {(int) v, high};
    }

    static int compare(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
            }
        }
        return 0;
    }

    static int bitLength(int[] a) {
        if (a.length == 0) {
            return 0;
        }
        return (a.length - 1) * 32 + 32 - Integer.numberOfLeadingZeros(a[a.length - 1]);
    }

    static int lowestSetBit(int[] a) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != 0) {
                return i * 32 + Integer.numberOfTrailingZeros(a[i]);
            }
        }
        return -1;
    }

    static int[] add(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            carry += (a[i] & MASK) + (b[i] & MASK);
            r[i] = (int) carry;
            carry >>>= 32;
        }
        for (; i < a.length; i++) {
            carry += a[i] & MASK;
            r[i] = (int) carry;
            carry >>>= 32;
        }
        r[i] = (int) carry;
        return normalize(r);
    }

    /** a - b; requires a >= b. */
    static int[] subtract(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long d = (a[i] & MASK) - (b[i] & MASK) + borrow;
            r[i] = (int) d;
            borrow = d >> 32;
        }
        for (; i < a.length; i++) {
            long d = (a[i] & MASK) + borrow;
            r[i] = (int) d;
            borrow = d >> 32;
        }
        return normalize(r);
    }

    /** a - 1; requires a > 0 (a negative x's complement ~x is |x| - 1). */
    static int[] minusOne(int[] a) {
        return subtract(a, new int[] {1});
    }

    static int[] multiplyByInt(int[] a, int m, int addend) {
        if (a.length == 0 || m == 0) {
            return addend == 0 ? ZERO : new int[] {addend};
        }
        int[] r = new int[a.length + 1];
        long mm = m & MASK;
        long carry = addend & MASK;
        for (int i = 0; i < a.length; i++) {
            carry += (a[i] & MASK) * mm;
            r[i] = (int) carry;
            carry >>>= 32;
        }
        r[a.length] = (int) carry;
        return normalize(r);
    }

    /**
     * Schoolbook below KARATSUBA_THRESHOLD limbs, Toom-Cook 3 for similar
     * sizes from ToomCook3.THRESHOLD, Karatsuba in between (and for slicing
     * very unbalanced operands).
     */
    static int[] multiply(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return ZERO;
        }
        if (a == b) {
            return square(a);
        }
        int shorter = Math.min(a.length, b.length);
        if (shorter < KARATSUBA_THRESHOLD) {
            return schoolbook(a, 0, a.length, b, 0, b.length);
        }
        if (shorter >= ToomCook3.THRESHOLD && Math.max(a.length, b.length) < 2 * shorter) {
            return ToomCook3.multiply(a, b);
        }
        return karatsuba(a, b);
    }

    /** Product of a[aFrom..aTo) and b[bFrom..bTo), normalized. */
    static int[] schoolbook(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo) {
        int aLen = aTo - aFrom;
        int bLen = bTo - bFrom;
        if (aLen <= 0 || bLen <= 0) {
            return ZERO;
        }
        int[] r = new int[aLen + bLen];
        for (int i = 0; i < aLen; i++) {
            long ai = a[aFrom + i] & MASK;
            if (ai == 0) {
                continue;
            }
            long carry = 0;
            int k = i;
            for (int j = 0; j < bLen; j++, k++) {
                carry += ai * (b[bFrom + j] & MASK) + (r[k] & MASK);
                r[k] = (int) carry;
                carry >>>= 32;
            }
            r[k] = (int) carry;
        }
        return normalize(r);
    }

    /**
     * Karatsuba: with a = a1*B + a0 and b = b1*B + b0 (B = 2^(32*half)),
     * a*b = z2*B^2 + (z1 - z2 - z0)*B + z0 where z2 = a1*b1, z0 = a0*b0 and
     * z1 = (a1+a0)*(b1+b0): three half-size products instead of four.
     * Very unbalanced operands are cut into slices of the shorter one's size.
     */
    private static int[] karatsuba(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        if (a.length >= 2 * b.length) {
            int[] r = new int[a.length + b.length];
            for (int from = 0; from < a.length; from += b.length) {
                int to = Math.min(a.length, from + b.length);
                int[] part = multiply(slice(a, from, to), b);
                addInto(r, part, from);
            }
            return normalize(r);
        }
        int half = (a.length + 1) / 2;
        int[] a0 = slice(a, 0, half);
        int[] a1 = slice(a, half, a.length);
        int[] b0 = slice(b, 0, Math.min(half, b.length));
        int[] b1 = slice(b, Math.min(half, b.length), b.length);
        int[] z0 = multiply(a0, b0);
        int[] z2 = multiply(a1, b1);
        int[] z1 = multiply(add(a0, a1), add(b0, b1));
        z1 = subtract(subtract(z1, z0), z2);
        int[] r = new int[a.length + b.length + 1];
        addInto(r, z0, 0);
        addInto(r, z1, half);
        addInto(r, z2, 2 * half);
        return normalize(r);
    }

    static int[] square(int[] a) {
        if (a.length == 0) {
            return ZERO;
        }
        if (a.length < KARATSUBA_SQUARE_THRESHOLD) {
            return schoolbookSquare(a);
        }
        // (a1*B + a0)^2 = a1^2*B^2 + ((a1+a0)^2 - a1^2 - a0^2)*B + a0^2
        int half = (a.length + 1) / 2;
        int[] a0 = slice(a, 0, half);
        int[] a1 = slice(a, half, a.length);
        int[] z0 = square(a0);
        int[] z2 = square(a1);
        int[] z1 = subtract(subtract(square(add(a0, a1)), z0), z2);
        int[] r = new int[2 * a.length + 1];
        addInto(r, z0, 0);
        addInto(r, z1, half);
        addInto(r, z2, 2 * half);
        return normalize(r);
    }

    /** Squaring computes each cross product a[i]*a[j] (i < j) once and doubles the sum. */
    private static int[] schoolbookSquare(int[] a) {
        int n = a.length;
        int[] r = new int[2 * n];
        for (int i = 0; i < n; i++) {
            long ai = a[i] & MASK;
            long carry = 0;
            int k = 2 * i + 1;
            for (int j = i + 1; j < n; j++, k++) {
                carry += ai * (a[j] & MASK) + (r[k] & MASK);
                r[k] = (int) carry;
                carry >>>= 32;
            }
            r[k] = (int) carry;
        }
        // double the cross products, then add the squares on the diagonal
        int top = 0;
        for (int i = 0; i < 2 * n; i++) {
            int v = r[i];
            r[i] = (v << 1) | top;
            top = v >>> 31;
        }
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long sq = (a[i] & MASK) * (a[i] & MASK);
            carry += (r[2 * i] & MASK) + (sq & MASK);
            r[2 * i] = (int) carry;
            carry >>>= 32;
            carry += (r[2 * i + 1] & MASK) + (sq >>> 32);
            r[2 * i + 1] = (int) carry;
            carry >>>= 32;
        }
        return normalize(r);
    }

    static int[] slice(int[] a, int from, int to) {
        int end = to;
        while (end > from && a[end - 1] == 0) {
            end--;
        }
        if (end <= from) {
            return ZERO;
        }
        int[] r = new int[end - from];
        System.arraycopy(a, from, r, 0, end - from);
        return r;
    }

    /** r += v * 2^(32*offset); r must be large enough to absorb the carry. */
    private static void addInto(int[] r, int[] v, int offset) {
        long carry = 0;
        int i = 0;
        for (; i < v.length; i++) {
            carry += (r[offset + i] & MASK) + (v[i] & MASK);
            r[offset + i] = (int) carry;
            carry >>>= 32;
        }
        for (int k = offset + i; carry != 0; k++) {
            carry += r[k] & MASK;
            r[k] = (int) carry;
            carry >>>= 32;
        }
    }

    static int[] shiftLeft(int[] a, int n) {
        if (a.length == 0 || n == 0) {
            return a;
        }
        int limbs = n >>> 5;
        int bits = n & 31;
        int[] r = new int[a.length + limbs + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, limbs, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[i + limbs] = (a[i] << bits) | carry;
                carry = a[i] >>> (32 - bits);
            }
            r[a.length + limbs] = carry;
        }
        return normalize(r);
    }

    /** floor(a / 2^n). */
    static int[] shiftRight(int[] a, int n) {
        int limbs = n >>> 5;
        int bits = n & 31;
        if (limbs >= a.length) {
            return ZERO;
        }
        if (n == 0) {
            return a;
        }
        int[] r = new int[a.length - limbs];
        if (bits == 0) {
            System.arraycopy(a, limbs, r, 0, r.length);
        } else {
            for (int i = 0; i < r.length; i++) {
                int high = i + limbs + 1 < a.length ? a[i + limbs + 1] << (32 - bits) : 0;
                r[i] = (a[i + limbs] >>> bits) | high;
            }
        }
        return normalize(r);
    }

    /** True if any of the lowest n bits of a is set (what a right shift by n loses). */
    static boolean anyLowBits(int[] a, int n) {
        int limbs = n >>> 5;
        for (int i = 0; i < limbs && i < a.length; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        int bits = n & 31;
        return bits != 0 && limbs < a.length && (a[limbs] & ((1 << bits) - 1)) != 0;
    }

    /** Quotient in q (length a.length), returns the remainder as unsigned int. */
    static int divideByInt(int[] a, int divisor, int[] q) {
        long d = divisor & MASK;
        long rem = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            long cur = (rem << 32) | (a[i] & MASK);
            long qi;
            if (cur >= 0) {
                qi = cur / d;
                rem = cur - qi * d;
            } else {
                qi = Long.divideUnsigned(cur, d);
                rem = cur - qi * d;
            }
            q[i] = (int) qi;
        }
        return (int) rem;
    }

    /**
     * Returns {quotient, remainder} of a / b (b non-zero), by Knuth's
     * algorithm D (TAOCP vol. 2, 4.3.1): normalize so that the divisor's top
     * limb has its high bit set, estimate each quotient limb from the top two
     * limbs of the running remainder, correct the estimate at most twice.
     */
    static int[][] divideAndRemainder(int[] a, int[] b) {
        int cmp = compare(a, b);
        if (cmp < 0) {
            return new int[][] {ZERO, a};
        }
        if (cmp == 0) {
            return new int[][] {new int[] {1}, ZERO};
        }
        if (b.length == 1) {
            int[] q = new int[a.length];
            int r = divideByInt(a, b[0], q);
            return new int[][] {normalize(q), r == 0 ? ZERO : new int[] {r}};
        }
        return knuthDivide(a, b);
    }

    static int[][] knuthDivide(int[] a, int[] b) {
        int n = b.length;
        int m = a.length - n;
        int shift = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] v = new int[n];
        int[] u = new int[a.length + 1];
        // normalize: shift divisor and dividend left so v's top bit is set
        if (shift == 0) {
            System.arraycopy(b, 0, v, 0, n);
            System.arraycopy(a, 0, u, 0, a.length);
        } else {
            for (int i = n - 1; i > 0; i--) {
                v[i] = (b[i] << shift) | (b[i - 1] >>> (32 - shift));
            }
            v[0] = b[0] << shift;
            u[a.length] = a[a.length - 1] >>> (32 - shift);
            for (int i = a.length - 1; i > 0; i--) {
                u[i] = (a[i] << shift) | (a[i - 1] >>> (32 - shift));
            }
            u[0] = a[0] << shift;
        }
        int[] q = new int[m + 1];
        long vTop = v[n - 1] & MASK;
        long vNext = v[n - 2] & MASK;
        for (int j = m; j >= 0; j--) {
            long top = ((u[j + n] & MASK) << 32) | (u[j + n - 1] & MASK);
            long qhat;
            long rhat;
            if (top >= 0) {
                qhat = top / vTop;
                rhat = top - qhat * vTop;
            } else {
                qhat = Long.divideUnsigned(top, vTop);
                rhat = top - qhat * vTop;
            }
            // qhat may be one or two too big; the top three limbs decide
            while (qhat > MASK
                    || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (u[j + n - 2] & MASK)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat > MASK) {
                    break;
                }
            }
            // u[j..j+n] -= qhat * v
            long borrow = 0;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (v[i] & MASK) + carry;
                carry = p >>> 32;
                long t = (u[i + j] & MASK) - (p & MASK) + borrow;
                u[i + j] = (int) t;
                borrow = t >> 32;
            }
            long t = (u[j + n] & MASK) - carry + borrow;
            u[j + n] = (int) t;
            if (t < 0) {
                // rare: qhat was still one too big, add the divisor back
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    c += (u[i + j] & MASK) + (v[i] & MASK);
                    u[i + j] = (int) c;
                    c >>>= 32;
                }
                u[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        // remainder: u[0..n) shifted back
        int[] r = new int[n];
        if (shift == 0) {
            System.arraycopy(u, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                r[i] = (u[i] >>> shift) | (u[i + 1] << (32 - shift));
            }
        }
        return new int[][] {normalize(q), normalize(r)};
    }
}
