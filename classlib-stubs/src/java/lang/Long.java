package java.lang;

/** The box for long, and the long utilities: parsing, printing in any radix, bit twiddling. */
public final class Long extends Number implements Comparable<Long> {
    private static final long serialVersionUID = 4290774380558885855L;

    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;
    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) Class.getPrimitiveClass("long");
    public static final int SIZE = 64;
    public static final int BYTES = 8;

    private final long value;

    @Deprecated
    public Long(long value) {
        this.value = value;
    }

    @Deprecated
    public Long(String s) throws NumberFormatException {
        this.value = parseLong(s, 10);
    }

    /** Boxes -128..127 are shared, as for Integer. */
    private static final class Cache {
        static final Long[] BOXES = new Long[256];

        static {
            for (int i = 0; i < BOXES.length; i++) {
                BOXES[i] = new Long(i - 128);
            }
        }
    }

    public static Long valueOf(long l) {
        if (l >= -128 && l <= 127) {
            return Cache.BOXES[(int) l + 128];
        }
        return new Long(l);
    }

    public static Long valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseLong(s, radix));
    }

    public static Long valueOf(String s) throws NumberFormatException {
        return valueOf(parseLong(s, 10));
    }

    // ---- printing

    public static String toString(long i) {
        int size = stringSize(i);
        char[] buf = new char[size];
        getChars(i, size, buf);
        return new String(buf, true);
    }

    public String toString() {
        return toString(value);
    }

    /** Signed text in the given radix; radixes outside 2..36 mean 10. */
    public static String toString(long i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX || radix == 10) {
            return toString(i);
        }
        char[] buf = new char[65];
        int pos = 64;
        boolean negative = i < 0;
        // work on the negative value: its range includes MIN_VALUE
        if (!negative) {
            i = -i;
        }
        while (i <= -radix) {
            buf[pos--] = Integer.DIGITS[(int) -(i % radix)];
            i /= radix;
        }
        buf[pos] = Integer.DIGITS[(int) -i];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 65 - pos);
    }

    public static String toUnsignedString(long i, int radix) {
        if (i >= 0) {
            return toString(i, radix);
        }
        switch (radix) {
            case 2:
                return toBinaryString(i);
            case 4:
                return toUnsignedPowerOfTwo(i, 2);
            case 8:
                return toOctalString(i);
            case 16:
                return toHexString(i);
            case 32:
                return toUnsignedPowerOfTwo(i, 5);
            default:
                if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
                    radix = 10;
                }
                // split off the last digit so that the rest fits in a signed long
                long quotient = divideUnsigned(i, radix);
                long last = i - quotient * radix;
                return toString(quotient, radix) + Integer.DIGITS[(int) last];
        }
    }

    public static String toUnsignedString(long i) {
        return toUnsignedString(i, 10);
    }

    public static String toHexString(long i) {
        return toUnsignedPowerOfTwo(i, 4);
    }

    public static String toOctalString(long i) {
        return toUnsignedPowerOfTwo(i, 3);
    }

    public static String toBinaryString(long i) {
        return toUnsignedPowerOfTwo(i, 1);
    }

    /** Unsigned text in radix 2^shift, without leading zeros. */
    private static String toUnsignedPowerOfTwo(long i, int shift) {
        int bits = Math.max(SIZE - numberOfLeadingZeros(i), 1);
        int len = (bits + shift - 1) / shift;
        char[] buf = new char[len];
        long mask = (1L << shift) - 1;
        for (int pos = len - 1; pos >= 0; pos--) {
            buf[pos] = Integer.DIGITS[(int) (i & mask)];
            i >>>= shift;
        }
        return new String(buf, true);
    }

    /** Number of chars of toString(i). */
    static int stringSize(long i) {
        int size = 1;
        if (i < 0) {
            size = 2;
        } else {
            i = -i;
        }
        long limit = -10;
        for (int digits = 1; digits < 19; digits++) {
            if (i > limit) {
                return size + digits - 1;
            }
            limit *= 10;
        }
        return size + 18;
    }

    /** Writes the decimal digits of i into buf so that they end just before index. */
    static void getChars(long i, int index, char[] buf) {
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -10) {
            long q = i / 10;
            buf[--index] = (char) ('0' + (int) (q * 10 - i));
            i = q;
        }
        buf[--index] = (char) ('0' - (int) i);
        if (negative) {
            buf[--index] = '-';
        }
    }

    // ---- parsing

    /** Same grammar as Integer.parseInt; negative accumulation so that MIN_VALUE parses. */
    public static long parseLong(String s, int radix) throws NumberFormatException {
        Integer.checkNotNull(s);
        Integer.checkRadix(radix);
        int len = s.length();
        if (len == 0) {
            throw Integer.forInputString(s, radix);
        }
        int i = 0;
        boolean negative = false;
        char first = s.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            i = 1;
            if (len == 1) {
                throw Integer.forInputString(s, radix);
            }
        }
        long limit = negative ? MIN_VALUE : -MAX_VALUE;
        long multmin = limit / radix;
        long result = 0;
        for (; i < len; i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw Integer.forInputString(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw Integer.forInputString(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10);
    }

    /** Parses s[beginIndex, endIndex); errors name the offending index within that range. */
    public static long parseLong(CharSequence s, int beginIndex, int endIndex, int radix) throws NumberFormatException {
        checkRangeAndRadix(s, beginIndex, endIndex, radix);
        if (beginIndex == endIndex) {
            throw new NumberFormatException("");
        }
        return parseRange(s, beginIndex, endIndex, radix, MAX_VALUE);
    }

    static void checkRangeAndRadix(CharSequence s, int beginIndex, int endIndex, int radix) {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException(
                    "Range [" + beginIndex + ", " + endIndex + ") out of bounds for length " + s.length());
        }
        Integer.checkRadix(radix);
    }

    /** Parses the non-empty, checked range s[beginIndex, endIndex) as a number in [-max - 1, max]. */
    static long parseRange(CharSequence s, int beginIndex, int endIndex, int radix, long max) {
        int i = beginIndex;
        boolean negative = false;
        char first = s.charAt(i);
        if (first == '-' || first == '+') {
            negative = first == '-';
            i++;
            if (i == endIndex) {
                throw errorAt(s, beginIndex, endIndex, i);
            }
        }
        long limit = negative ? -max - 1 : -max;
        long multmin = limit / radix;
        long result = 0;
        for (; i < endIndex; i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw errorAt(s, beginIndex, endIndex, i);
            }
            result *= radix;
            if (result < limit + digit) {
                throw errorAt(s, beginIndex, endIndex, i);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    static NumberFormatException errorAt(CharSequence s, int beginIndex, int endIndex, int errorIndex) {
        return new NumberFormatException("Error at index " + (errorIndex - beginIndex) + " in: \""
                + s.subSequence(beginIndex, endIndex) + "\"");
    }

    public static long parseUnsignedLong(String s, int radix) throws NumberFormatException {
        Integer.checkNotNull(s);
        int len = s.length();
        if (len == 0) {
            throw Integer.forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        // up to 12 digits of radix 36, or 18 decimal digits, always fit in a signed long
        if (len <= 12 || (radix == 10 && len <= 18)) {
            return parseLong(s, radix);
        }
        long first = parseLong(s, 0, len - 1, radix);
        int second = Character.digit(s.charAt(len - 1), radix);
        if (second < 0) {
            throw new NumberFormatException("Bad digit at end of " + s);
        }
        long result = first * radix + second;
        // the top 7 bits of first times radix tell whether first * radix + second passed 2^64
        int guard = radix * (int) (first >>> 57);
        if (guard >= 128 || (result >= 0 && guard >= 128 - Character.MAX_RADIX)) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned long.");
        }
        return result;
    }

    public static long parseUnsignedLong(String s) throws NumberFormatException {
        return parseUnsignedLong(s, 10);
    }

    public static Long decode(String nm) throws NumberFormatException {
        return valueOf(decode(nm, false));
    }

    /**
     * The decode grammar shared by Long, Integer, Short and Byte: optional sign,
     * then 0x, 0X or # (hex) or 0 (octal), then digits, parsed as an int or a long.
     */
    static long decode(String nm, boolean asInt) {
        if (nm.isEmpty()) {
            throw new NumberFormatException("Zero length string");
        }
        int index = 0;
        boolean negative = false;
        char first = nm.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            index++;
        }
        int radix = 10;
        if (nm.startsWith("0x", index) || nm.startsWith("0X", index)) {
            index += 2;
            radix = 16;
        } else if (nm.startsWith("#", index)) {
            index++;
            radix = 16;
        } else if (nm.startsWith("0", index) && nm.length() > index + 1) {
            index++;
            radix = 8;
        }
        if (nm.startsWith("-", index) || nm.startsWith("+", index)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        String digits = nm.substring(index);
        try {
            long magnitude = asInt ? Integer.parseInt(digits, radix) : parseLong(digits, radix);
            return negative ? -magnitude : magnitude;
        } catch (NumberFormatException e) {
            // the magnitude of MIN_VALUE only parses with its sign attached
            String constant = negative ? "-" + digits : digits;
            return asInt ? Integer.parseInt(constant, radix) : parseLong(constant, radix);
        }
    }

    public static Long getLong(String nm) {
        return getLong(nm, null);
    }

    public static Long getLong(String nm, long val) {
        Long result = getLong(nm, null);
        return result == null ? valueOf(val) : result;
    }

    /** The system property nm decoded as a Long, or val when absent or malformed. */
    public static Long getLong(String nm, Long val) {
        String v = nm == null || nm.isEmpty() ? null : System.getProperty(nm);
        if (v != null) {
            try {
                return decode(v);
            } catch (NumberFormatException e) {
                // fall through to the default, as the JDK does
            }
        }
        return val;
    }

    // ---- instance methods

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public boolean equals(Object obj) {
        return obj instanceof Long && value == ((Long) obj).value;
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    public static int compare(long x, long y) {
        return x < y ? -1 : (x == y ? 0 : 1);
    }

    public static int compareUnsigned(long x, long y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long divideUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            // divisor >= 2^63: the quotient is 0 or 1
            return compareUnsigned(dividend, divisor) < 0 ? 0 : 1;
        }
        if (dividend >= 0) {
            return dividend / divisor;
        }
        long quotient = ((dividend >>> 1) / divisor) << 1;
        long remainder = dividend - quotient * divisor;
        return quotient + (compareUnsigned(remainder, divisor) >= 0 ? 1 : 0);
    }

    public static long remainderUnsigned(long dividend, long divisor) {
        return dividend - divideUnsigned(dividend, divisor) * divisor;
    }

    // ---- bits

    public static long highestOneBit(long i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(long i) {
        int high = (int) (i >>> 32);
        return high == 0 ? 32 + Integer.numberOfLeadingZeros((int) i) : Integer.numberOfLeadingZeros(high);
    }

    public static int numberOfTrailingZeros(long i) {
        int low = (int) i;
        return low == 0 ? 32 + Integer.numberOfTrailingZeros((int) (i >>> 32)) : Integer.numberOfTrailingZeros(low);
    }

    public static int bitCount(long i) {
        return Integer.bitCount((int) i) + Integer.bitCount((int) (i >>> 32));
    }

    public static long rotateLeft(long i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static long rotateRight(long i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static long reverse(long i) {
        return ((long) Integer.reverse((int) i) << 32) | (Integer.reverse((int) (i >>> 32)) & 0xffffffffL);
    }

    public static long reverseBytes(long i) {
        return ((long) Integer.reverseBytes((int) i) << 32) | (Integer.reverseBytes((int) (i >>> 32)) & 0xffffffffL);
    }

    public static int signum(long i) {
        return (int) ((i >> 63) | (-i >>> 63));
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }
}
