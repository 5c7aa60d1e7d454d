package java.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers, as JDK 17's java.math.BigInteger.
 * A value is a sign (-1, 0, 1) and a magnitude: an int[] of 32-bit limbs,
 * least significant first, with no zero limb on top (see {@link Magnitudes},
 * which also holds the multiplication and division algorithms). Bitwise
 * operations behave as if the value were in infinite two's complement.
 * Text conversion lives in {@link BigIntegerText}, primes and modular
 * arithmetic in {@link BigIntegerPrimes}.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;

    final int signum;
    /** Little-endian, normalized; never modified after construction. */
    final int[] mag;

    public static final BigInteger ZERO = new BigInteger(0, Magnitudes.ZERO);
    public static final BigInteger ONE = new BigInteger(1, new int[] {1});
    public static final BigInteger TWO = new BigInteger(1, new int[] {2});
    public static final BigInteger TEN = new BigInteger(1, new int[] {10});
    public static final BigInteger NEGATIVE_ONE = new BigInteger(-1, new int[] {1});

    private static final BigInteger[] SMALL_POSITIVE = new BigInteger[17];
    private static final BigInteger[] SMALL_NEGATIVE = new BigInteger[17];

    static {
        for (int i = 1; i <= 16; i++) {
            SMALL_POSITIVE[i] = new BigInteger(1, new int[] {i});
            SMALL_NEGATIVE[i] = new BigInteger(-1, new int[] {i});
        }
        SMALL_POSITIVE[0] = ZERO;
        SMALL_NEGATIVE[0] = ZERO;
    }

    /** Trusted constructor: mag normalized, signum consistent (0 iff mag empty). */
    BigInteger(int signum, int[] mag) {
        this.signum = mag.length == 0 ? 0 : signum;
        this.mag = mag;
    }

    static BigInteger of(int signum, int[] mag) {
        mag = Magnitudes.normalize(mag);
        return mag.length == 0 ? ZERO : new BigInteger(signum, mag);
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        BigInteger v = BigIntegerText.parse(val, radix);
        this.signum = v.signum;
        this.mag = v.mag;
    }

    /** Two's complement, big-endian. */
    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        checkRange(val.length, off, len);
        if (len == 0) {
            this.signum = 0;
            this.mag = Magnitudes.ZERO;
            return;
        }
        boolean negative = val[off] < 0;
        int[] words = bytesToLimbs(val, off, len, negative ? (byte) -1 : 0);
        if (negative) {
            // magnitude of a negative two's complement number: ~words + 1
            for (int i = 0; i < words.length; i++) {
                words[i] = ~words[i];
            }
            int[] m = Magnitudes.add(Magnitudes.normalize(words), new int[] {1});
            this.signum = -1;
            this.mag = m;
        } else {
            int[] m = Magnitudes.normalize(words);
            this.signum = m.length == 0 ? 0 : 1;
            this.mag = m;
        }
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        checkRange(magnitude.length, off, len);
        int[] m = Magnitudes.normalize(bytesToLimbs(magnitude, off, len, (byte) 0));
        if (m.length == 0) {
            this.signum = 0;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
        }
        this.mag = m;
    }

    /**
     * Uniform in [0, 2^numBits): as HotSpot, draws ceil(numBits/8) bytes with
     * rnd.nextBytes, reads them big-endian and masks the excess top bits, so a
     * seeded Random gives the same number as on the JDK.
     */
    public BigInteger(int numBits, Random rnd) {
        int[] m = randomBits(numBits, rnd);
        this.signum = m.length == 0 ? 0 : 1;
        this.mag = m;
    }

    /** A probable prime of exactly bitLength bits (HotSpot's search, same Random use). */
    public BigInteger(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        BigInteger p = BigIntegerPrimes.randomPrime(bitLength, certainty, rnd);
        this.signum = p.signum;
        this.mag = p.mag;
    }

    static int[] randomBits(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        if (numBits == 0) {
            return Magnitudes.ZERO;
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] bytes = new byte[numBytes];
        rnd.nextBytes(bytes);
        int excessBits = 8 * numBytes - numBits;
        bytes[0] &= (byte) ((1 << (8 - excessBits)) - 1);
        return Magnitudes.normalize(bytesToLimbs(bytes, 0, numBytes, (byte) 0));
    }

    private static void checkRange(int length, int off, int len) {
        if (off < 0 || len < 0 || off > length - len) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + length);
        }
    }

    /** Big-endian bytes to little-endian limbs, padding the top limb with fill. */
    private static int[] bytesToLimbs(byte[] bytes, int off, int len, byte fill) {
        int[] words = new int[(len + 3) / 4];
        for (int i = 0; i < words.length * 4; i++) {
            int byteIndex = off + len - 1 - i;
            int b = i < len ? bytes[byteIndex] & 0xFF : fill & 0xFF;
            words[i / 4] |= b << (8 * (i % 4));
        }
        return words;
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        return BigIntegerPrimes.randomPrime(bitLength, BigIntegerPrimes.DEFAULT_CERTAINTY, rnd);
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        return BigIntegerPrimes.nextProbablePrime(this);
    }

    public boolean isProbablePrime(int certainty) {
        return BigIntegerPrimes.isProbablePrime(this, certainty);
    }

    public static BigInteger valueOf(long val) {
        if (val >= -16 && val <= 16) {
            return val >= 0 ? SMALL_POSITIVE[(int) val] : SMALL_NEGATIVE[(int) -val];
        }
        if (val > 0) {
            return new BigInteger(1, Magnitudes.ofLong(val));
        }
        // -Long.MIN_VALUE overflows to itself, whose unsigned value is right
        return new BigInteger(-1, Magnitudes.ofLong(-val));
    }

    // ---- arithmetic ----

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (val.signum == signum) {
            return new BigInteger(signum, Magnitudes.add(mag, val.mag));
        }
        int cmp = Magnitudes.compare(mag, val.mag);
        if (cmp == 0) {
            return ZERO;
        }
        return cmp > 0 ? new BigInteger(signum, Magnitudes.subtract(mag, val.mag))
                : new BigInteger(val.signum, Magnitudes.subtract(val.mag, mag));
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        int[] m = this == val ? Magnitudes.square(mag) : Magnitudes.multiply(mag, val.mag);
        return new BigInteger(signum * val.signum, m);
    }

    public BigInteger divide(BigInteger val) {
        return divideAndRemainder(val)[0];
    }

    public BigInteger remainder(BigInteger val) {
        return divideAndRemainder(val)[1];
    }

    /** Truncating division: the quotient rounds toward zero, the remainder has this's sign. */
    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        int[][] qr = Magnitudes.divideAndRemainder(mag, val.mag);
        return new BigInteger[] {new BigInteger(signum * val.signum, qr[0]), new BigInteger(signum, qr[1])};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        return BigIntegerPrimes.modPow(this, exponent, m);
    }

    public BigInteger modInverse(BigInteger m) {
        return BigIntegerPrimes.modInverse(this, m);
    }

    public BigInteger gcd(BigInteger val) {
        return BigIntegerPrimes.gcd(this, val);
    }

    /** Square-and-multiply, after pulling out the factors of two as a shift. */
    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (signum == 0) {
            return exponent == 0 ? ONE : this;
        }
        int twos = Magnitudes.lowestSetBit(mag);
        int[] base = Magnitudes.shiftRight(mag, twos);
        int[] result = {1};
        int e = exponent;
        while (e != 0) {
            if ((e & 1) != 0) {
                result = Magnitudes.multiply(result, base);
            }
            e >>>= 1;
            if (e != 0) {
                base = Magnitudes.square(base);
            }
        }
        long shift = (long) twos * exponent;
        if (shift > Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        result = Magnitudes.shiftLeft(result, (int) shift);
        return new BigInteger(signum < 0 && (exponent & 1) != 0 ? -1 : 1, result);
    }

    /** floor(sqrt(this)), by Newton's iteration from an overestimate. */
    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        int bits = bitLength();
        BigInteger x = ONE.shiftLeft((bits + 1) / 2 + 1); // > sqrt(this)
        while (true) {
            BigInteger next = x.add(divide(x)).shiftRight(1);
            if (next.compareTo(x) >= 0) {
                return x;
            }
            x = next;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.multiply(s))};
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(-signum, mag);
    }

    public int signum() {
        return signum;
    }

    // ---- shifts and bits (infinite two's complement semantics) ----

    public BigInteger shiftLeft(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            return new BigInteger(signum, Magnitudes.shiftLeft(mag, n));
        }
        if (n == 0) {
            return this;
        }
        return shiftRightBy(-(long) n);
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            return shiftRightBy(n);
        }
        if (n == 0) {
            return this;
        }
        if (n == Integer.MIN_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        return new BigInteger(signum, Magnitudes.shiftLeft(mag, -n));
    }

    /** Arithmetic shift: rounds toward negative infinity. */
    private BigInteger shiftRightBy(long n) {
        if (n >= (long) mag.length * 32) {
            return signum > 0 ? ZERO : NEGATIVE_ONE;
        }
        int[] m = Magnitudes.shiftRight(mag, (int) n);
        if (signum < 0 && Magnitudes.anyLowBits(mag, (int) n)) {
            m = Magnitudes.add(m, new int[] {1});
        }
        return of(signum, m);
    }

    /**
     * Limb n (little-endian) of the infinite two's complement form. For a
     * negative value that is ~(|x| - 1): limbs below the lowest non-zero one
     * are 0, that limb is negated, the ones above are complemented.
     */
    int twosComplementLimb(int n) {
        if (n < 0) {
            return 0;
        }
        if (n >= mag.length) {
            return signum < 0 ? -1 : 0;
        }
        int v = mag[n];
        if (signum >= 0) {
            return v;
        }
        int lowest = firstNonzeroLimb();
        if (n < lowest) {
            return 0;
        }
        return n == lowest ? -v : ~v;
    }

    private int firstNonzeroLimb() {
        int i = 0;
        while (mag[i] == 0) {
            i++;
        }
        return i;
    }

    /** From little-endian two's complement limbs (top limb's high bit is the sign). */
    static BigInteger fromTwosComplement(int[] words) {
        if (words.length > 0 && words[words.length - 1] < 0) {
            int[] m = new int[words.length];
            for (int i = 0; i < words.length; i++) {
                m[i] = ~words[i];
            }
            return new BigInteger(-1, Magnitudes.add(Magnitudes.normalize(m), new int[] {1}));
        }
        return of(1, words);
    }

    private interface LimbOp {
        int apply(int a, int b);
    }

    private BigInteger bitwise(BigInteger val, LimbOp op) {
        int n = Math.max(mag.length, val.mag.length) + 1;
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = op.apply(twosComplementLimb(i), val.twosComplementLimb(i));
        }
        return fromTwosComplement(r);
    }

    public BigInteger and(BigInteger val) {
        return bitwise(val, (a, b) -> a & b);
    }

    public BigInteger or(BigInteger val) {
        return bitwise(val, (a, b) -> a | b);
    }

    public BigInteger xor(BigInteger val) {
        return bitwise(val, (a, b) -> a ^ b);
    }

    public BigInteger andNot(BigInteger val) {
        return bitwise(val, (a, b) -> a & ~b);
    }

    /** ~x == -x - 1. */
    public BigInteger not() {
        return negate().subtract(ONE);
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return (twosComplementLimb(n >>> 5) & (1 << (n & 31))) != 0;
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    /** mode 0 clears, 1 sets, 2 flips bit n. */
    private BigInteger changeBit(int n, int mode) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int limb = n >>> 5;
        int len = Math.max(mag.length, limb + 1) + 1;
        int[] r = new int[len];
        for (int i = 0; i < len; i++) {
            r[i] = twosComplementLimb(i);
        }
        int bit = 1 << (n & 31);
        if (mode == 0) {
            r[limb] &= ~bit;
        } else if (mode == 1) {
            r[limb] |= bit;
        } else {
            r[limb] ^= bit;
        }
        return fromTwosComplement(r);
    }

    public int getLowestSetBit() {
        return Magnitudes.lowestSetBit(mag);
    }

    /** Bits of the minimal two's complement form, sign bit excluded. */
    public int bitLength() {
        if (signum >= 0) {
            return Magnitudes.bitLength(mag);
        }
        return Magnitudes.bitLength(Magnitudes.minusOne(mag)); // ~x == |x| - 1
    }

    /** Number of bits that differ from the sign bit. */
    public int bitCount() {
        int[] m = signum >= 0 ? mag : Magnitudes.minusOne(mag);
        int count = 0;
        for (int w : m) {
            count += Integer.bitCount(w);
        }
        return count;
    }

    // ---- comparison ----

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum < val.signum ? -1 : 1;
        }
        int c = Magnitudes.compare(mag, val.mag);
        return signum >= 0 ? c : -c;
    }

    @Override
    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        return signum == o.signum && Magnitudes.compare(mag, o.mag) == 0;
    }

    /** As the JDK: over the limbs from the most significant, h = 31*h + limb; times the sign. */
    @Override
    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = (int) (31 * h + (mag[i] & Magnitudes.MASK));
        }
        return h * signum;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    // ---- conversions ----

    @Override
    public String toString() {
        return BigIntegerText.toString(this, 10);
    }

    public String toString(int radix) {
        return BigIntegerText.toString(this, radix);
    }

    /** Minimal big-endian two's complement, at least one byte. */
    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] bytes = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            int limb = twosComplementLimb(i / 4);
            bytes[byteLen - 1 - i] = (byte) (limb >>> (8 * (i % 4)));
        }
        return bytes;
    }

    @Override
    public int intValue() {
        return twosComplementLimb(0);
    }

    @Override
    public long longValue() {
        return ((long) twosComplementLimb(1) << 32) | (twosComplementLimb(0) & Magnitudes.MASK);
    }

    /**
     * Correctly rounded (to nearest, ties to even): the top 63 bits with a
     * sticky bit for anything below are converted in one rounding (exact
     * enough, since 63 > 53 + 2), then scaled by a power of two exactly.
     */
    @Override
    public double doubleValue() {
        int bits = Magnitudes.bitLength(mag);
        if (bits <= 63) {
            return (double) longValue();
        }
        int shift = bits - 63;
        long top = topBitsWithSticky(shift);
        double d = Math.scalb((double) top, shift);
        return signum < 0 ? -d : d;
    }

    @Override
    public float floatValue() {
        int bits = Magnitudes.bitLength(mag);
        if (bits <= 63) {
            return (float) longValue();
        }
        int shift = bits - 63;
        long top = topBitsWithSticky(shift);
        float f = Math.scalb((float) top, shift);
        return signum < 0 ? -f : f;
    }

    private long topBitsWithSticky(int shift) {
        int[] top = Magnitudes.shiftRight(mag, shift);
        long v = ((top.length > 1 ? top[1] & Magnitudes.MASK : 0) << 32) | (top[0] & Magnitudes.MASK);
        if (Magnitudes.anyLowBits(mag, shift)) {
            v |= 1;
        }
        return v;
    }

    public long longValueExact() {
        if (mag.length <= 2 && bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                return (short) v;
            }
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
                return (byte) v;
            }
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    // Serialized form (the JDK's): signum and the big-endian magnitude
    // bytes, plus four cached values the JDK writes as -1 or -2 and ignores.
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("signum", Integer.TYPE),
        new java.io.ObjectStreamField("magnitude", byte[].class),
        new java.io.ObjectStreamField("bitCount", Integer.TYPE),
        new java.io.ObjectStreamField("bitLength", Integer.TYPE),
        new java.io.ObjectStreamField("firstNonzeroByteNum", Integer.TYPE),
        new java.io.ObjectStreamField("lowestSetBit", Integer.TYPE),
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        byte[] twosComplement = abs().toByteArray();
        int skip = twosComplement[0] == 0 ? 1 : 0;
        java.io.ObjectOutputStream.PutField fields = s.putFields();
        fields.put("signum", signum);
        fields.put("magnitude", java.util.Arrays.copyOfRange(twosComplement, skip, twosComplement.length));
        fields.put("bitCount", -1);
        fields.put("bitLength", -1);
        fields.put("lowestSetBit", -2);
        fields.put("firstNonzeroByteNum", -2);
        s.writeFields();
    }

    /** The fields are final: the value read is stored through Unsafe. */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = s.readFields();
        int sign = fields.get("signum", -2);
        byte[] magnitude = (byte[]) fields.get("magnitude", null);
        if (sign < -1 || sign > 1 || magnitude == null) {
            throw new java.io.StreamCorruptedException("Invalid signum value");
        }
        BigInteger value = new BigInteger(1, magnitude);
        if ((value.signum == 0) != (sign == 0)) {
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        loupe.internal.Unsafe.putIntVolatile(this, loupe.internal.Unsafe.objectFieldOffset(BigInteger.class, "signum"), sign);
        loupe.internal.Unsafe.putReferenceVolatile(this, loupe.internal.Unsafe.objectFieldOffset(BigInteger.class, "mag"),
                value.mag);
    }
}
