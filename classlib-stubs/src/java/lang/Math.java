package java.lang;

/**
 * Basic numeric functions. sin, cos, tan, exp, log, log10, pow, sqrt and fma
 * are natives of the VM, the other transcendental functions are StrictMath's
 * (docs/classlib.md); everything else is written here from the IEEE 754 bit
 * layout, with the JDK's rules for signed zeros, NaN and overflow.
 */
public final class Math {
    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    static final long DOUBLE_SIGN_BIT = 0x8000000000000000L;
    static final long DOUBLE_EXP_BITS = 0x7ff0000000000000L;
    static final int DOUBLE_SIGNIFICAND_WIDTH = 53;
    static final int FLOAT_SIGN_BIT = 0x80000000;
    static final int FLOAT_EXP_BITS = 0x7f800000;
    static final int FLOAT_SIGNIFICAND_WIDTH = 24;

    private Math() {}

    // HotSpot computes these seven with its own intrinsics (not fdlibm); the
    // natives come as close to them as the C library allows (docs/classlib.md).
    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double pow(double a, double b);

    /** Correctly rounded (IEEE 754), like StrictMath's. */
    public static native double sqrt(double a);

    /** a * b + c with a single rounding. */
    public static native double fma(double a, double b, double c);

    /** a * b + c with a single rounding. */
    public static native float fma(float a, float b, float c);

    // The rest give the same results as StrictMath's fdlibm, as in HotSpot.
    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double sinh(double x) {
        return StrictMath.sinh(x);
    }

    public static double cosh(double x) {
        return StrictMath.cosh(x);
    }

    public static double tanh(double x) {
        return StrictMath.tanh(x);
    }

    public static double expm1(double x) {
        return StrictMath.expm1(x);
    }

    public static double log1p(double x) {
        return StrictMath.log1p(x);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double IEEEremainder(double f1, double f2) {
        return StrictMath.IEEEremainder(f1, f2);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    // ---- rounding

    public static double floor(double a) {
        return floorOrCeil(a, true);
    }

    public static double ceil(double a) {
        return floorOrCeil(a, false);
    }

    /** Truncates toward zero, then steps once toward the requested direction if something was cut off. */
    private static double floorOrCeil(double a, boolean floor) {
        if (!(abs(a) < 0x1.0p52) || a == 0.0) {
            return a; // NaN, infinite, already integral, or a signed zero
        }
        if (abs(a) < 1.0) {
            if (floor) {
                return a > 0.0 ? 0.0 : -1.0;
            }
            return a > 0.0 ? 1.0 : -0.0;
        }
        double truncated = (double) (long) a;
        if (floor && truncated > a) {
            return truncated - 1.0;
        }
        if (!floor && truncated < a) {
            return truncated + 1.0;
        }
        return truncated;
    }

    /** Nearest integer, ties to even: adding and removing 2^52 rounds away the fraction. */
    public static double rint(double a) {
        if (!(abs(a) < 0x1.0p52)) {
            return a;
        }
        double rounded = (abs(a) + 0x1.0p52) - 0x1.0p52;
        return copySign(rounded, a);
    }

    /**
     * floor(a + 1/2) computed exactly; a - floor(a) is exact below 2^52,
     * so no double rounding can turn 0.49999999999999994 into 1.
     */
    public static long round(double a) {
        if (a != a) {
            return 0;
        }
        if (!(abs(a) < 0x1.0p52)) {
            return (long) a;
        }
        double f = floor(a);
        return (long) (a - f >= 0.5 ? f + 1.0 : f);
    }

    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        if (!(abs(a) < 0x1.0p23f)) {
            return (int) a;
        }
        double d = a;
        double f = floor(d);
        return (int) (d - f >= 0.5 ? f + 1.0 : f);
    }

    public static double random() {
        return RandomHolder.GENERATOR.nextDouble();
    }

    private static final class RandomHolder {
        static final java.util.Random GENERATOR = new java.util.Random();
    }

    // ---- exact integer arithmetic

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = abs(x);
        long ay = abs(y);
        // small operands cannot overflow; otherwise check by division, and the one case division misses
        if (((ax | ay) >>> 31 != 0)
                && ((y != 0 && r / y != x) || (x == Long.MIN_VALUE && y == -1))) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    /** The high 64 bits of the 128-bit signed product, from 32-bit partial products. */
    public static long multiplyHigh(long x, long y) {
        long x1 = x >> 32;
        long x0 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y0 = y & 0xFFFFFFFFL;
        long low = x0 * y0;
        long middle = x1 * y0 + (low >>> 32);
        long middle2 = x0 * y1 + (middle & 0xFFFFFFFFL);
        return x1 * y1 + (middle >> 32) + (middle2 >> 32);
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && q * y != x) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && q * y != x) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    // ---- abs, max, min

    public static int abs(int a) {
        return a < 0 ? -a : a;
    }

    public static long abs(long a) {
        return a < 0 ? -a : a;
    }

    /** 0 - a turns -0.0 into +0.0, which -a would not. */
    public static float abs(float a) {
        return a <= 0.0f ? 0.0f - a : a;
    }

    public static double abs(double a) {
        // Clears the sign bit, NaNs included: HotSpot intrinsifies Math.abs(double) in all
        // modes, so abs of a negative NaN is the positive NaN with the same payload.
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static int max(int a, int b) {
        return a >= b ? a : b;
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    /** NaN wins; +0.0 is larger than -0.0. */
    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) == FLOAT_SIGN_BIT) {
            return b;
        }
        return a >= b ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0 && Double.doubleToRawLongBits(a) == DOUBLE_SIGN_BIT) {
            return b;
        }
        return a >= b ? a : b;
    }

    public static int min(int a, int b) {
        return a <= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }

    /** NaN wins; -0.0 is smaller than +0.0. */
    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) == FLOAT_SIGN_BIT) {
            return b;
        }
        return a <= b ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0 && Double.doubleToRawLongBits(b) == DOUBLE_SIGN_BIT) {
            return b;
        }
        return a <= b ? a : b;
    }

    // ---- sign and IEEE 754 bit manipulation

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & DOUBLE_SIGN_BIT)
                | (Double.doubleToRawLongBits(magnitude) & ~DOUBLE_SIGN_BIT));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & FLOAT_SIGN_BIT)
                | (Float.floatToRawIntBits(magnitude) & ~FLOAT_SIGN_BIT));
    }

    /** The unbiased exponent; MAX_EXPONENT + 1 for NaN and infinities, MIN_EXPONENT - 1 for zero and subnormals. */
    public static int getExponent(double d) {
        return (int) ((Double.doubleToRawLongBits(d) & DOUBLE_EXP_BITS) >> 52) - 1023;
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & FLOAT_EXP_BITS) >> 23) - 127;
    }

    /** 2^n for n in [MIN_EXPONENT, MAX_EXPONENT]. */
    static double powerOfTwo(int n) {
        return Double.longBitsToDouble(((long) n + 1023) << 52);
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == Double.MAX_EXPONENT + 1) {
            return abs(d);
        }
        if (exp == Double.MIN_EXPONENT - 1) {
            return Double.MIN_VALUE;
        }
        exp -= DOUBLE_SIGNIFICAND_WIDTH - 1;
        if (exp >= Double.MIN_EXPONENT) {
            return powerOfTwo(exp);
        }
        return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - (DOUBLE_SIGNIFICAND_WIDTH - 1))));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == Float.MAX_EXPONENT + 1) {
            return abs(f);
        }
        if (exp == Float.MIN_EXPONENT - 1) {
            return Float.MIN_VALUE;
        }
        exp -= FLOAT_SIGNIFICAND_WIDTH - 1;
        if (exp >= Float.MIN_EXPONENT) {
            return (float) powerOfTwo(exp);
        }
        return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - (FLOAT_SIGNIFICAND_WIDTH - 1))));
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0; // -0.0 becomes +0.0
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + (d >= 0.0 ? 1L : -1L));
    }

    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + (f >= 0.0f ? 1 : -1));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + (d > 0.0 ? -1L : 1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + (f > 0.0f ? -1 : 1));
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            return nextDown(start);
        }
        if (start < direction) {
            return nextUp(start);
        }
        if (start == direction) {
            return direction;
        }
        return start + direction; // a NaN
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            return nextDown(start);
        }
        if (start < direction) {
            return nextUp(start);
        }
        if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    /**
     * d * 2^scaleFactor rounded once. The significand is first brought to
     * [1, 2) exactly; when the result is subnormal the last multiplication by
     * 2^-1022 is the only one that rounds.
     */
    public static double scalb(double d, int scaleFactor) {
        if (d == 0.0 || d != d || Double.isInfinite(d)) {
            return d;
        }
        int exp = getExponent(d);
        if (exp == Double.MIN_EXPONENT - 1) {
            d *= 0x1.0p54; // normalize a subnormal
            exp = getExponent(d);
            scaleFactor = scaleFactor < Integer.MIN_VALUE + 54 ? Integer.MIN_VALUE : scaleFactor - 54;
        }
        // the same sign and fraction with exponent 0: a value in [1, 2)
        double significand = Double.longBitsToDouble((Double.doubleToRawLongBits(d) & ~DOUBLE_EXP_BITS) | (1023L << 52));
        long target = (long) exp + scaleFactor;
        if (target > Double.MAX_EXPONENT) {
            return copySign(Double.POSITIVE_INFINITY, d);
        }
        if (target >= Double.MIN_EXPONENT) {
            return significand * powerOfTwo((int) target);
        }
        if (target < Double.MIN_EXPONENT - DOUBLE_SIGNIFICAND_WIDTH - 2) {
            return copySign(0.0, d);
        }
        return significand * powerOfTwo((int) target - Double.MIN_EXPONENT) * powerOfTwo(Double.MIN_EXPONENT);
    }

    /** Exact in double arithmetic, then rounded once to float. */
    public static float scalb(float f, int scaleFactor) {
        int clamped = max(min(scaleFactor, 300), -300);
        return (float) scalb((double) f, clamped);
    }
}
