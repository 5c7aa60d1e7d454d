package java.math;

/**
 * Toom-Cook 3-way multiplication for large, similar-sized magnitudes: each
 * operand is cut into three parts of k limbs, a = a2*B^2 + a1*B + a0 with
 * B = 2^(32k), the product polynomial is evaluated at 0, 1, -1, -2 and
 * infinity (five products of k-limb numbers instead of nine) and
 * interpolated with Bodrato's sequence, whose only divisions are exact
 * divisions by 2 and 3. Intermediate values can be negative, so this works
 * on BigIntegers; the five products recurse through Magnitudes.multiply.
 */
final class ToomCook3 {
    /** From this many limbs (of the shorter operand) Toom-3 beats Karatsuba. */
    static final int THRESHOLD = 240;

    private static final BigInteger THREE = BigInteger.valueOf(3);

    private ToomCook3() {
    }

    static int[] multiply(int[] a, int[] b) {
        int k = (Math.max(a.length, b.length) + 2) / 3;
        BigInteger a0 = part(a, 0, k);
        BigInteger a1 = part(a, 1, k);
        BigInteger a2 = part(a, 2, k);
        BigInteger b0 = part(b, 0, k);
        BigInteger b1 = part(b, 1, k);
        BigInteger b2 = part(b, 2, k);

        BigInteger a02 = a0.add(a2);
        BigInteger b02 = b0.add(b2);
        BigInteger aAtOne = a02.add(a1);
        BigInteger bAtOne = b02.add(b1);
        BigInteger aAtMinusOne = a02.subtract(a1);
        BigInteger bAtMinusOne = b02.subtract(b1);
        // p(-2) = ((p(-1) + a2) * 2) - a0
        BigInteger aAtMinusTwo = aAtMinusOne.add(a2).shiftLeft(1).subtract(a0);
        BigInteger bAtMinusTwo = bAtMinusOne.add(b2).shiftLeft(1).subtract(b0);

        BigInteger v0 = a0.multiply(b0);
        BigInteger v1 = aAtOne.multiply(bAtOne);
        BigInteger vm1 = aAtMinusOne.multiply(bAtMinusOne);
        BigInteger vm2 = aAtMinusTwo.multiply(bAtMinusTwo);
        BigInteger vInf = a2.multiply(b2);

        // Bodrato's interpolation: r0..r4 are the coefficients of the product
        BigInteger r3 = vm2.subtract(v1).divide(THREE);
        BigInteger r1 = v1.subtract(vm1).shiftRight(1);
        BigInteger r2 = vm1.subtract(v0);
        r3 = r2.subtract(r3).shiftRight(1).add(vInf.shiftLeft(1));
        r2 = r2.add(r1).subtract(vInf);
        r1 = r1.subtract(r3);

        int shift = 32 * k;
        BigInteger result = vInf.shiftLeft(shift).add(r3).shiftLeft(shift).add(r2).shiftLeft(shift).add(r1)
                .shiftLeft(shift).add(v0);
        return result.mag;
    }

    /** Limbs [index*k, (index+1)*k) of m as a non-negative BigInteger. */
    private static BigInteger part(int[] m, int index, int k) {
        int from = Math.min(m.length, index * k);
        int to = Math.min(m.length, from + k);
        return BigInteger.of(1, Magnitudes.slice(m, from, to));
    }
}
