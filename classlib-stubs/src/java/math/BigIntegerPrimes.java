package java.math;

import java.util.Random;

/**
 * Modular arithmetic (modPow, modInverse, gcd) and primes for BigInteger.
 *
 * Prime generation follows HotSpot's documented search so that a seeded
 * Random yields the same prime: below 95 bits, random candidates with the top
 * and bottom bits set, filtered by the primes up to 41 and tested by
 * Miller-Rabin; from 95 bits, a random even start and a sieve over the next
 * bitLength/20*64 odd numbers (by the odd primes below 19200), whose survivors
 * are tested in order. Miller-Rabin bases come from the same Random (rounds by
 * size as the JDK), numbers of 100 bits and more also pass a strong Lucas test.
 */
final class BigIntegerPrimes {
    static final int DEFAULT_CERTAINTY = 100;
    private static final int SMALL_PRIME_THRESHOLD = 95;
    private static final BigInteger SMALL_PRIME_PRODUCT =
            BigInteger.valueOf(3L * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41);
    private static final int[] SMALL_PRIMES = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};
    /** Odd primes below 19200, for the sieve of large candidates. */
    private static int[] sievePrimes;

    private BigIntegerPrimes() {
    }

    // ---- modular arithmetic ----

    static BigInteger modPow(BigInteger base, BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(BigInteger.ONE) ? BigInteger.ZERO : BigInteger.ONE;
        }
        if (base.equals(BigInteger.ONE)) {
            return m.equals(BigInteger.ONE) ? BigInteger.ZERO : BigInteger.ONE;
        }
        if (base.signum == 0 && exponent.signum > 0) {
            return BigInteger.ZERO;
        }
        if (exponent.signum < 0) {
            base = modInverse(base, m);
            exponent = exponent.negate();
        }
        int[] mod = m.mag;
        int[] b = base.mod(m).mag;
        int[] result = {1};
        // left-to-right binary exponentiation, reducing after every product
        for (int i = Magnitudes.bitLength(exponent.mag) - 1; i >= 0; i--) {
            result = reduce(Magnitudes.square(result), mod);
            if ((exponent.mag[i >>> 5] & (1 << (i & 31))) != 0) {
                result = reduce(Magnitudes.multiply(result, b), mod);
            }
        }
        return BigInteger.of(1, reduce(result, mod));
    }

    private static int[] reduce(int[] x, int[] m) {
        return Magnitudes.compare(x, m) < 0 ? x : Magnitudes.divideAndRemainder(x, m)[1];
    }

    /** Extended Euclid on (this mod m, m), tracking only the coefficient of a. */
    static BigInteger modInverse(BigInteger a, BigInteger m) {
        if (m.signum != 1) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(BigInteger.ONE)) {
            return BigInteger.ZERO;
        }
        BigInteger r0 = m;
        BigInteger r1 = a.mod(m);
        BigInteger t0 = BigInteger.ZERO;
        BigInteger t1 = BigInteger.ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger t2 = t0.subtract(qr[0].multiply(t1));
            r0 = r1;
            r1 = qr[1];
            t0 = t1;
            t1 = t2;
        }
        if (!r0.equals(BigInteger.ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return t0.mod(m);
    }

    static BigInteger gcd(BigInteger a, BigInteger b) {
        int[] x = a.mag;
        int[] y = b.mag;
        while (y.length != 0) {
            if (x.length <= 2 && y.length <= 2) {
                return BigInteger.of(1, Magnitudes.ofLong(gcdUnsigned(toLong(x), toLong(y))));
            }
            int[] r = Magnitudes.divideAndRemainder(x, y)[1];
            x = y;
            y = r;
        }
        return BigInteger.of(1, x);
    }

    private static long toLong(int[] m) {
        long v = 0;
        for (int i = m.length - 1; i >= 0; i--) {
            v = (v << 32) | (m[i] & Magnitudes.MASK);
        }
        return v;
    }

    /** Euclid on unsigned 64-bit values (a magnitude of two limbs may exceed Long.MAX_VALUE). */
    private static long gcdUnsigned(long x, long y) {
        while (y != 0) {
            long r = Long.remainderUnsigned(x, y);
            x = y;
            y = r;
        }
        return x;
    }

    // ---- primality ----

    static boolean isProbablePrime(BigInteger x, int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = x.abs();
        if (w.equals(BigInteger.TWO)) {
            return true;
        }
        if (!w.testBit(0) || w.equals(BigInteger.ONE)) {
            return false;
        }
        return primeToCertainty(w, certainty, null);
    }

    /** Miller-Rabin rounds by size (as the JDK) plus a Lucas test from 100 bits. */
    static boolean primeToCertainty(BigInteger w, int certainty, Random rnd) {
        int n = (Math.min(certainty, Integer.MAX_VALUE - 1) + 1) / 2;
        int bits = w.bitLength();
        if (bits < 100) {
            return passesMillerRabin(w, Math.min(n, 50), rnd);
        }
        int rounds;
        if (bits < 256) {
            rounds = 27;
        } else if (bits < 512) {
            rounds = 15;
        } else if (bits < 768) {
            rounds = 8;
        } else if (bits < 1024) {
            rounds = 4;
        } else {
            rounds = 2;
        }
        return passesMillerRabin(w, Math.min(n, rounds), rnd) && passesLucas(w);
    }

    private static boolean passesMillerRabin(BigInteger w, int iterations, Random rnd) {
        BigInteger wMinusOne = w.subtract(BigInteger.ONE);
        int a = wMinusOne.getLowestSetBit();
        BigInteger m = wMinusOne.shiftRight(a);
        if (rnd == null) {
            rnd = new Random();
        }
        for (int i = 0; i < iterations; i++) {
            BigInteger b;
            do {
                b = new BigInteger(w.bitLength(), rnd);
            } while (b.compareTo(BigInteger.ONE) <= 0 || b.compareTo(w) >= 0);
            int j = 0;
            BigInteger z = b.modPow(m, w);
            while (!((j == 0 && z.equals(BigInteger.ONE)) || z.equals(wMinusOne))) {
                if ((j > 0 && z.equals(BigInteger.ONE)) || ++j == a) {
                    return false;
                }
                z = z.modPow(BigInteger.TWO, w);
            }
        }
        return true;
    }

    /**
     * Strong Lucas probable prime test with Selfridge's parameters: D is the
     * first of 5, -7, 9, -11, ... with Jacobi(D/w) = -1, P = 1, Q = (1-D)/4;
     * w passes if U(w+1) == 0 mod w.
     */
    private static boolean passesLucas(BigInteger w) {
        int d = 5;
        while (jacobi(d, w) != -1) {
            d = d < 0 ? Math.abs(d) + 2 : -(d + 2);
        }
        BigInteger k = w.add(BigInteger.ONE);
        BigInteger bigD = BigInteger.valueOf(d);
        BigInteger u = BigInteger.ONE;
        BigInteger v = BigInteger.ONE;
        for (int i = k.bitLength() - 2; i >= 0; i--) {
            BigInteger u2 = u.multiply(v).mod(w);
            BigInteger v2 = halveMod(v.multiply(v).add(bigD.multiply(u.multiply(u))).mod(w), w);
            u = u2;
            v = v2;
            if (k.testBit(i)) {
                u2 = halveMod(u.add(v).mod(w), w);
                v2 = halveMod(v.add(bigD.multiply(u)).mod(w), w);
                u = u2;
                v = v2;
            }
        }
        return u.mod(w).signum == 0;
    }

    /** x/2 mod w for odd w and 0 <= x < w. */
    private static BigInteger halveMod(BigInteger x, BigInteger w) {
        if (x.testBit(0)) {
            x = x.subtract(w);
        }
        return x.shiftRight(1);
    }

    /**
     * Jacobi symbol (p / n) for odd p (the Selfridge D values) and odd n > 0:
     * take out the sign of p, swap by quadratic reciprocity to (n mod |p| / |p|),
     * then finish with the usual loop on small numbers.
     */
    private static int jacobi(int p, BigInteger n) {
        int result = 1;
        int nMod4 = n.intValue() & 3;
        long a = p;
        if (a < 0) {
            a = -a;
            if (nMod4 == 3) {
                result = -result; // (-1 / n) = -1 when n = 3 (mod 4)
            }
        }
        if (a == 1) {
            return result;
        }
        if ((a & 3) == 3 && nMod4 == 3) {
            result = -result;
        }
        long b = n.mod(BigInteger.valueOf(a)).longValue();
        long m = a;
        while (b != 0) {
            while ((b & 1) == 0) {
                b >>= 1;
                long m8 = m & 7;
                if (m8 == 3 || m8 == 5) {
                    result = -result;
                }
            }
            long t = b;
            b = m;
            m = t;
            if ((b & 3) == 3 && (m & 3) == 3) {
                result = -result;
            }
            b %= m;
        }
        return m == 1 ? result : 0;
    }

    // ---- prime search ----

    static BigInteger randomPrime(int bitLength, int certainty, Random rnd) {
        return bitLength < SMALL_PRIME_THRESHOLD ? smallPrime(bitLength, certainty, rnd)
                : largePrime(bitLength, certainty, rnd);
    }

    private static boolean hasSmallFactor(BigInteger p) {
        long r = p.remainder(SMALL_PRIME_PRODUCT).longValue();
        for (int prime : SMALL_PRIMES) {
            if (r % prime == 0) {
                return true;
            }
        }
        return false;
    }

    private static BigInteger smallPrime(int bitLength, int certainty, Random rnd) {
        int limbs = (bitLength + 31) >>> 5;
        int[] words = new int[limbs];
        int highBit = 1 << ((bitLength + 31) & 0x1f);
        int highMask = (highBit << 1) - 1;
        while (true) {
            // drawn most significant limb first
            for (int i = limbs - 1; i >= 0; i--) {
                words[i] = rnd.nextInt();
            }
            words[limbs - 1] = (words[limbs - 1] & highMask) | highBit;
            if (bitLength > 2) {
                words[0] |= 1;
            }
            BigInteger p = BigInteger.of(1, words.clone());
            if (bitLength > 6 && hasSmallFactor(p)) {
                continue;
            }
            if (bitLength < 4) {
                return p; // 2, 3, 5 and 7 are all that remain
            }
            if (primeToCertainty(p, certainty, rnd)) {
                return p;
            }
        }
    }

    private static BigInteger randomEvenStart(int bitLength, Random rnd) {
        return new BigInteger(bitLength, rnd).setBit(bitLength - 1).clearBit(0);
    }

    private static BigInteger largePrime(int bitLength, int certainty, Random rnd) {
        BigInteger p = randomEvenStart(bitLength, rnd);
        int searchLen = bitLength / 20 * 64;
        BigInteger candidate = searchSieved(p, searchLen, certainty, rnd);
        while (candidate == null || candidate.bitLength() != bitLength) {
            p = p.add(BigInteger.valueOf(2L * searchLen));
            if (p.bitLength() != bitLength) {
                p = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            }
            p = p.clearBit(0);
            candidate = searchSieved(p, searchLen, certainty, rnd);
        }
        return candidate;
    }

    static BigInteger nextProbablePrime(BigInteger x) {
        if (x.signum == 0 || x.equals(BigInteger.ONE)) {
            return BigInteger.TWO;
        }
        BigInteger result = x.add(BigInteger.ONE);
        if (result.bitLength() < SMALL_PRIME_THRESHOLD) {
            if (!result.testBit(0)) {
                result = result.add(BigInteger.ONE);
            }
            while (true) {
                if (result.bitLength() > 6 && hasSmallFactor(result)) {
                    result = result.add(BigInteger.TWO);
                    continue;
                }
                if (result.bitLength() < 4 || primeToCertainty(result, DEFAULT_CERTAINTY, null)) {
                    return result;
                }
                result = result.add(BigInteger.TWO);
            }
        }
        if (result.testBit(0)) {
            result = result.subtract(BigInteger.ONE);
        }
        int searchLen = result.bitLength() / 20 * 64;
        while (true) {
            BigInteger candidate = searchSieved(result, searchLen, DEFAULT_CERTAINTY, null);
            if (candidate != null) {
                return candidate;
            }
            result = result.add(BigInteger.valueOf(2L * searchLen));
        }
    }

    /**
     * Tests base+1, base+3, ..., base+2*searchLen-1 (base even) in order,
     * skipping those with an odd prime factor below 19200; returns the first
     * probable prime or null.
     */
    private static BigInteger searchSieved(BigInteger base, int searchLen, int certainty, Random rnd) {
        boolean[] composite = new boolean[searchLen];
        int[] scratch = new int[base.mag.length];
        for (int p : sievePrimes()) {
            int r = Magnitudes.divideByInt(base.mag, p, scratch);
            // first i with base + 2i + 1 == 0 (mod p): i = (p - r - 1) / 2 mod p
            long i = ((long) (p - r - 1) % p) * ((p + 1) / 2) % p;
            for (long k = i; k < searchLen; k += p) {
                composite[(int) k] = true;
            }
        }
        for (int i = 0; i < searchLen; i++) {
            if (!composite[i]) {
                BigInteger candidate = base.add(BigInteger.valueOf(2L * i + 1));
                if (primeToCertainty(candidate, certainty, rnd)) {
                    return candidate;
                }
            }
        }
        return null;
    }

    private static synchronized int[] sievePrimes() {
        if (sievePrimes == null) {
            int limit = 19200;
            boolean[] composite = new boolean[limit];
            int count = 0;
            int[] primes = new int[limit / 2];
            for (int n = 3; n < limit; n += 2) {
                if (!composite[n]) {
                    primes[count++] = n;
                    for (long k = (long) n * n; k < limit; k += 2L * n) {
                        composite[(int) k] = true;
                    }
                }
            }
            sievePrimes = java.util.Arrays.copyOf(primes, count);
        }
        return sievePrimes;
    }
}
