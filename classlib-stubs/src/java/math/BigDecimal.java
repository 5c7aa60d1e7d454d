package java.math;

/**
 * Immutable arbitrary-precision decimals, as JDK 17's java.math.BigDecimal:
 * the value is intVal * 10^-scale. Equality is scale-sensitive (2.0 is not
 * 2.00), compareTo is not. Operations with a MathContext round to its
 * precision; results carry the "preferred scale" the specification gives
 * for each operation. The algorithms are in {@link BigDecimalSupport}.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    final BigInteger intVal;
    final int scale;
    /** Number of decimal digits of intVal, 0 until computed. */
    private transient int precision;

    BigDecimal(BigInteger intVal, int scale, int precision) {
        this.intVal = intVal;
        this.scale = scale;
        this.precision = precision;
    }

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this(unscaledVal, scale, 0);
        if (unscaledVal == null) {
            throw new NullPointerException();
        }
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        this(BigDecimalSupport.round(new BigDecimal(unscaledVal, scale), mc));
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(char[] in, int offset, int len) {
        this(BigDecimalSupport.parse(in, offset, len));
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        this(BigDecimalSupport.round(BigDecimalSupport.parse(in, offset, len), mc));
    }

    /** The exact binary value of the double: mantissa * 2^exponent, written in decimal. */
    public BigDecimal(double val) {
        this(exactDouble(val));
    }

    public BigDecimal(double val, MathContext mc) {
        this(BigDecimalSupport.round(exactDouble(val), mc));
    }

    private BigDecimal(BigDecimal copy) {
        this(copy.intVal, copy.scale, copy.precision);
    }

    private static BigDecimal exactDouble(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int sign = bits >> 63 == 0 ? 1 : -1;
        int exponent = (int) ((bits >> 52) & 0x7ff);
        long mantissa = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1 : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (mantissa == 0) {
            return new BigDecimal(BigInteger.ZERO, 0);
        }
        int zeros = Long.numberOfTrailingZeros(mantissa);
        mantissa >>= zeros;
        exponent += zeros;
        BigInteger m = BigInteger.valueOf(sign * mantissa);
        if (exponent >= 0) {
            return new BigDecimal(m.shiftLeft(exponent), 0);
        }
        // m * 2^-k == m * 5^k / 10^k
        return new BigDecimal(m.multiply(BigInteger.valueOf(5).pow(-exponent)), -exponent);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    /** Through Double.toString, so valueOf(0.1) is 0.1. */
    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---- arithmetic ----

    public BigDecimal add(BigDecimal augend) {
        if (scale == augend.scale) {
            return new BigDecimal(intVal.add(augend.intVal), scale);
        }
        if (scale > augend.scale) {
            return new BigDecimal(intVal.add(augend.upscaled(scale)), scale);
        }
        return new BigDecimal(upscaled(augend.scale).add(augend.intVal), augend.scale);
    }

    /** intVal at a larger scale (exact). */
    private BigInteger upscaled(int newScale) {
        return intVal.multiply(BigDecimalSupport.tenPow((long) newScale - scale));
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) {
            return add(augend);
        }
        boolean thisZero = signum() == 0;
        boolean augendZero = augend.signum() == 0;
        if (thisZero || augendZero) {
            int preferredScale = Math.max(scale, augend.scale);
            if (thisZero && augendZero) {
                return new BigDecimal(BigInteger.ZERO, preferredScale);
            }
            BigDecimal result = BigDecimalSupport.round(thisZero ? augend : this, mc);
            if (result.scale == preferredScale) {
                return result;
            }
            if (result.scale > preferredScale) {
                return BigDecimalSupport.stripZerosToScale(result.intVal, result.scale, preferredScale);
            }
            int precisionRoom = mc.precision - result.precision();
            int scaleGap = preferredScale - result.scale;
            return result.setScale(result.scale + Math.min(precisionRoom, scaleGap));
        }
        return BigDecimalSupport.round(condenseFarBelow(augend, mc), mc);
    }

    /**
     * this + augend, except that an operand lying entirely two or more digits
     * below the last digit the rounded sum can keep is replaced by +-1 at a
     * still lower position: it only acts as a sticky digit for rounding, and
     * 1E+1000000000 plus 1E-1000000000 need not be computed exactly.
     */
    private BigDecimal condenseFarBelow(BigDecimal augend, MathContext mc) {
        if (scale == augend.scale) {
            return add(augend);
        }
        BigDecimal big = scale < augend.scale ? this : augend;
        BigDecimal small = big == this ? augend : this;
        long lastKeptScale = (long) big.scale - big.precision() + mc.precision;
        long smallHighDigitScale = (long) small.scale - small.precision() + 1;
        if (smallHighDigitScale > big.scale + 2 && smallHighDigitScale > lastKeptScale + 2) {
            long stickyScale = Math.max(big.scale, lastKeptScale) + 3;
            small = new BigDecimal(BigInteger.valueOf(small.signum()), BigDecimalSupport.checkScale(stickyScale));
        }
        return big.add(small);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    /** A new scale for this value: out of int range it overflows, unless this is zero (then it saturates), as the JDK. */
    private int checkScale(long newScale) {
        if (signum() == 0) {
            return BigDecimalSupport.saturate(newScale);
        }
        return BigDecimalSupport.checkScale(newScale);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal),
                checkScale((long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        return BigDecimalSupport.round(multiply(multiplicand), mc);
    }

    /** Quotient with the given scale, rounded by roundingMode. */
    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException("/ by zero");
        }
        // value = (a / b) * 10^(divisor.scale - this.scale); bring it to the wanted scale
        long shift = (long) scale - this.scale + divisor.scale;
        BigInteger dividend = intVal;
        BigInteger d = divisor.intVal;
        if (shift >= 0) {
            dividend = dividend.multiply(BigDecimalSupport.tenPow(shift));
        } else {
            d = d.multiply(BigDecimalSupport.tenPow(-shift));
        }
        return new BigDecimal(BigDecimalSupport.divideAndRound(dividend, d, roundingMode), scale);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    /**
     * Exact quotient, at the smallest scale not below this.scale - divisor.scale.
     * A quotient with a non-terminating expansion throws ArithmeticException.
     */
    public BigDecimal divide(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        int preferredScale = BigDecimalSupport.saturate((long) scale - divisor.scale);
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, preferredScale);
        }
        // an exact quotient never needs more digits than this
        long digits = precision() + (long) Math.ceil(10.0 * divisor.precision() / 3.0);
        MathContext mc = new MathContext((int) Math.min(digits, Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal quotient;
        try {
            quotient = divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        }
        return preferredScale > quotient.scale ? quotient.setScale(preferredScale, RoundingMode.UNNECESSARY) : quotient;
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divide(divisor);
        }
        return BigDecimalSupport.divide(this, divisor, mc);
    }

    /** Integer part of the exact quotient, with the preferred scale this.scale - divisor.scale. */
    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        long preferredScale = (long) scale - divisor.scale;
        BigInteger a = intVal;
        BigInteger b = divisor.intVal;
        if (scale >= divisor.scale) {
            b = b.multiply(BigDecimalSupport.tenPow((long) scale - divisor.scale));
        } else {
            a = a.multiply(BigDecimalSupport.tenPow((long) divisor.scale - scale));
        }
        BigInteger q = a.divide(b);
        if (q.signum == 0) {
            return new BigDecimal(BigInteger.ZERO, BigDecimalSupport.saturate(preferredScale));
        }
        if (preferredScale > 0) {
            return new BigDecimal(q, 0).setScale((int) preferredScale);
        }
        return BigDecimalSupport.stripZerosToScale(q, 0, preferredScale);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0 || compareMagnitude(divisor) < 0) {
            return divideToIntegralValue(divisor);
        }
        int preferredScale = BigDecimalSupport.saturate((long) scale - divisor.scale);
        BigDecimal result = divide(divisor, new MathContext(mc.precision, RoundingMode.DOWN));
        if (result.scale < 0) {
            // the integer part had more digits than the precision allows
            BigDecimal product = result.multiply(divisor);
            if (subtract(product).compareMagnitude(divisor) >= 0) {
                throw new ArithmeticException("Division impossible");
            }
        } else if (result.scale > 0) {
            result = result.setScale(0, RoundingMode.DOWN);
        }
        int precisionRoom;
        if (preferredScale > result.scale && (precisionRoom = mc.precision - result.precision()) > 0) {
            return result.setScale(result.scale + Math.min(precisionRoom, preferredScale - result.scale));
        }
        return BigDecimalSupport.stripZerosToScale(result.intVal, result.scale, preferredScale);
    }

    private int compareMagnitude(BigDecimal other) {
        return abs().compareTo(other.abs());
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    /**
     * The X3.274 algorithm the specification describes: binary powering in a
     * working precision of mc.precision + (digits of n) + 1, a final reciprocal
     * for negative n, then one rounding to mc.
     */
    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int exponentDigits = Integer.toString(mag).length();
        if (exponentDigits > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        MathContext work = new MathContext(mc.precision + exponentDigits + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean seenBit = false;
        for (int i = 1;; i++) {
            mag += mag; // the top bit moves into the sign
            if (mag < 0) {
                seenBit = true;
                acc = acc.multiply(this, work);
            }
            if (i == 31) {
                break;
            }
            if (seenBit) {
                acc = acc.multiply(acc, work);
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, work);
        }
        return BigDecimalSupport.round(acc, mc);
    }

    public BigDecimal sqrt(MathContext mc) {
        return BigDecimalRoots.sqrt(this, mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale, precision);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public BigDecimal round(MathContext mc) {
        return BigDecimalSupport.round(this, mc);
    }

    public int signum() {
        return intVal.signum;
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = BigDecimalSupport.digitCount(intVal);
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale, 1);
    }

    // ---- scale ----

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) {
            return this;
        }
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, newScale);
        }
        if (newScale > scale) {
            return new BigDecimal(upscaled(newScale), newScale);
        }
        BigInteger divisor = BigDecimalSupport.tenPow((long) scale - newScale);
        return new BigDecimal(BigDecimalSupport.divideAndRound(intVal, divisor, roundingMode), newScale);
    }

    @Deprecated
    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal moved = new BigDecimal(intVal, checkScale((long) scale + n));
        return moved.scale < 0 ? moved.setScale(0, RoundingMode.UNNECESSARY) : moved;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal moved = new BigDecimal(intVal, checkScale((long) scale - n));
        return moved.scale < 0 ? moved.setScale(0, RoundingMode.UNNECESSARY) : moved;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n), precision);
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) {
            return ZERO;
        }
        return BigDecimalSupport.stripZerosToScale(intVal, scale, Long.MIN_VALUE);
    }

    // ---- comparison ----

    public int compareTo(BigDecimal val) {
        if (scale == val.scale) {
            return intVal.compareTo(val.intVal);
        }
        int s = signum();
        if (s != val.signum()) {
            return s > val.signum() ? 1 : -1;
        }
        if (s == 0) {
            return 0;
        }
        // different magnitudes of the leading digit decide without scaling
        long adjusted = (long) precision() - scale;
        long otherAdjusted = (long) val.precision() - val.scale;
        if (adjusted != otherAdjusted) {
            return (adjusted > otherAdjusted ? 1 : -1) * s;
        }
        return scale > val.scale ? intVal.compareTo(val.upscaled(scale)) : upscaled(val.scale).compareTo(val.intVal);
    }

    @Override
    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal o = (BigDecimal) x;
        return x == this || (scale == o.scale && intVal.equals(o.intVal));
    }

    @Override
    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ---- conversions ----

    @Override
    public String toString() {
        return BigDecimalSupport.layout(this, true);
    }

    public String toEngineeringString() {
        return BigDecimalSupport.layout(this, false);
    }

    public String toPlainString() {
        return BigDecimalSupport.plain(this);
    }

    public BigInteger toBigInteger() {
        return setScale(0, RoundingMode.DOWN).intVal;
    }

    public BigInteger toBigIntegerExact() {
        return setScale(0, RoundingMode.UNNECESSARY).intVal;
    }

    /** |this| < 1, so the integer part is zero. */
    private boolean fractionOnly() {
        return precision() - scale <= 0;
    }

    @Override
    public long longValue() {
        if (scale == 0) {
            return intVal.longValue();
        }
        // 10^64 is a multiple of 2^64: the low 64 bits of such integers are zero
        if (signum() == 0 || fractionOnly() || scale <= -64) {
            return 0;
        }
        return toBigInteger().longValue();
    }

    @Override
    public int intValue() {
        return (int) longValue();
    }

    public long longValueExact() {
        if (scale == 0 && intVal.bitLength() <= 63) {
            return intVal.longValue();
        }
        if (signum() == 0) {
            return 0;
        }
        if (fractionOnly()) {
            throw new ArithmeticException("Rounding necessary");
        }
        if (precision() - scale > 19) {
            throw new ArithmeticException("Overflow");
        }
        BigInteger whole = setScale(0, RoundingMode.UNNECESSARY).intVal;
        if (whole.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return whole.longValue();
    }

    public int intValueExact() {
        long v = longValueExact();
        if ((int) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (int) v;
    }

    public short shortValueExact() {
        long v = longValueExact();
        if ((short) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (short) v;
    }

    public byte byteValueExact() {
        long v = longValueExact();
        if ((byte) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) v;
    }

    /** Correctly rounded, through the decimal text. */
    @Override
    public double doubleValue() {
        if (scale == 0 && intVal.bitLength() <= 63) {
            return (double) intVal.longValue();
        }
        return Double.parseDouble(toString());
    }

    @Override
    public float floatValue() {
        if (scale == 0 && intVal.bitLength() <= 63) {
            return (float) intVal.longValue();
        }
        return Float.parseFloat(toString());
    }

    // Serialized form (the JDK's): the fields intVal and scale, written by
    // writeObject (so the stream says the class has its own methods).

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (intVal == null) {
            throw new java.io.StreamCorruptedException("BigDecimal: null intVal - possible security attack");
        }
    }
}
