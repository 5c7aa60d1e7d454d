package java.lang;

/** The box for int, and the int utilities: parsing, printing in any radix, bit twiddling. */
public final class Integer extends Number implements Comparable<Integer> {
    private static final long serialVersionUID = 1360826667806852920L;

    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;
    @SuppressWarnings("unchecked")
    public static final Class<Integer> TYPE = (Class<Integer>) Class.getPrimitiveClass("int");
    public static final int SIZE = 32;
    public static final int BYTES = 4;

    /** Digit characters for every radix up to 36. */
    static final char[] DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h',
        'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z'
    };

    private final int value;

    @Deprecated
    public Integer(int value) {
        this.value = value;
    }

    @Deprecated
    public Integer(String s) throws NumberFormatException {
        this.value = parseInt(s, 10);
    }

    /** Boxes -128..127 are shared, as the JLS requires for autoboxing. */
    private static final class Cache {
        static final int LOW = -128;
        static final int HIGH = 127;
        static final Integer[] BOXES = new Integer[HIGH - LOW + 1];

        static {
            for (int i = 0; i < BOXES.length; i++) {
                BOXES[i] = new Integer(i + LOW);
            }
        }
    }

    public static Integer valueOf(int i) {
        if (i >= Cache.LOW && i <= Cache.HIGH) {
            return Cache.BOXES[i - Cache.LOW];
        }
        return new Integer(i);
    }

    public static Integer valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseInt(s, radix));
    }

    public static Integer valueOf(String s) throws NumberFormatException {
        return valueOf(parseInt(s, 10));
    }

    // ---- printing

    public static String toString(int i) {
        int size = stringSize(i);
        char[] buf = new char[size];
        getChars(i, size, buf);
        return new String(buf, true);
    }

    public String toString() {
        return toString(value);
    }

    /** Signed text in the given radix; radixes outside 2..36 mean 10. */
    public static String toString(int i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX || radix == 10) {
            return toString(i);
        }
        char[] buf = new char[33];
        int pos = 32;
        boolean negative = i < 0;
        // work on the negative value: its range includes MIN_VALUE
        if (!negative) {
            i = -i;
        }
        while (i <= -radix) {
            buf[pos--] = DIGITS[-(i % radix)];
            i /= radix;
        }
        buf[pos] = DIGITS[-i];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 33 - pos);
    }

    public static String toUnsignedString(int i, int radix) {
        return Long.toUnsignedString(toUnsignedLong(i), radix);
    }

    public static String toUnsignedString(int i) {
        return Long.toString(toUnsignedLong(i));
    }

    public static String toHexString(int i) {
        return toUnsignedPowerOfTwo(i, 4);
    }

    public static String toOctalString(int i) {
        return toUnsignedPowerOfTwo(i, 3);
    }

    public static String toBinaryString(int i) {
        return toUnsignedPowerOfTwo(i, 1);
    }

    /** Unsigned text in radix 2^shift, without leading zeros. */
    private static String toUnsignedPowerOfTwo(int i, int shift) {
        int bits = Math.max(SIZE - numberOfLeadingZeros(i), 1);
        int len = (bits + shift - 1) / shift;
        char[] buf = new char[len];
        int mask = (1 << shift) - 1;
        for (int pos = len - 1; pos >= 0; pos--) {
            buf[pos] = DIGITS[i & mask];
            i >>>= shift;
        }
        return new String(buf, true);
    }

    /** Number of chars of toString(i). */
    static int stringSize(int i) {
        int size = 1;
        if (i < 0) {
            size = 2;
        } else {
            i = -i;
        }
        int limit = -10;
        for (int digits = 1; digits < 10; digits++) {
            if (i > limit) {
                return size + digits - 1;
            }
            limit *= 10;
        }
        return size + 9;
    }

    /** Writes the decimal digits of i into buf so that they end just before index. */
    static void getChars(int i, int index, char[] buf) {
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -10) {
            int q = i / 10;
            buf[--index] = (char) ('0' + (q * 10 - i));
            i = q;
        }
        buf[--index] = (char) ('0' - i);
        if (negative) {
            buf[--index] = '-';
        }
    }

    // ---- parsing

    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\"" + (radix == 10 ? "" : " under radix " + radix));
    }

    static void checkNotNull(String s) {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
    }

    static void checkRadix(int radix) {
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX");
        }
    }

    /**
     * An optional sign then at least one digit (any Unicode digit Character.digit
     * accepts). Accumulates negatively so that MIN_VALUE parses without overflow.
     */
    public static int parseInt(String s, int radix) throws NumberFormatException {
        checkNotNull(s);
        checkRadix(radix);
        int len = s.length();
        if (len == 0) {
            throw forInputString(s, radix);
        }
        int i = 0;
        boolean negative = false;
        char first = s.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            i = 1;
            if (len == 1) {
                throw forInputString(s, radix);
            }
        }
        int limit = negative ? MIN_VALUE : -MAX_VALUE;
        int multmin = limit / radix;
        int result = 0;
        for (; i < len; i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw forInputString(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw forInputString(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static int parseInt(String s) throws NumberFormatException {
        return parseInt(s, 10);
    }

    /** Parses s[beginIndex, endIndex); errors name the offending index within that range. */
    public static int parseInt(CharSequence s, int beginIndex, int endIndex, int radix) throws NumberFormatException {
        Long.checkRangeAndRadix(s, beginIndex, endIndex, radix);
        if (beginIndex == endIndex) {
            throw forInputString("", radix);
        }
        return (int) Long.parseRange(s, beginIndex, endIndex, radix, MAX_VALUE);
    }

    public static int parseUnsignedInt(String s, int radix) throws NumberFormatException {
        checkNotNull(s);
        if (s.isEmpty()) {
            throw forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        long value = Long.parseLong(s, radix);
        if ((value & 0xffffffff00000000L) != 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned int.");
        }
        return (int) value;
    }

    public static int parseUnsignedInt(String s) throws NumberFormatException {
        return parseUnsignedInt(s, 10);
    }

    /** Accepts an optional sign, then 0x, 0X or # for hexadecimal, or a leading 0 for octal. */
    public static Integer decode(String nm) throws NumberFormatException {
        return valueOf((int) Long.decode(nm, true));
    }

    public static Integer getInteger(String nm) {
        return getInteger(nm, null);
    }

    public static Integer getInteger(String nm, int val) {
        Integer result = getInteger(nm, null);
        return result == null ? valueOf(val) : result;
    }

    /** The system property nm decoded as an Integer, or val when absent or malformed. */
    public static Integer getInteger(String nm, Integer val) {
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
        return value;
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
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    public boolean equals(Object obj) {
        return obj instanceof Integer && value == ((Integer) obj).value;
    }

    public int compareTo(Integer anotherInteger) {
        return compare(value, anotherInteger.value);
    }

    public static int compare(int x, int y) {
        return x < y ? -1 : (x == y ? 0 : 1);
    }

    public static int compareUnsigned(int x, int y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long toUnsignedLong(int x) {
        return x & 0xffffffffL;
    }

    public static int divideUnsigned(int dividend, int divisor) {
        return (int) (toUnsignedLong(dividend) / toUnsignedLong(divisor));
    }

    public static int remainderUnsigned(int dividend, int divisor) {
        return (int) (toUnsignedLong(dividend) % toUnsignedLong(divisor));
    }

    // ---- bits

    public static int highestOneBit(int i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static int lowestOneBit(int i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(int i) {
        if (i <= 0) {
            return i == 0 ? 32 : 0;
        }
        int n = 31;
        if (i >= 1 << 16) {
            n -= 16;
            i >>>= 16;
        }
        if (i >= 1 << 8) {
            n -= 8;
            i >>>= 8;
        }
        if (i >= 1 << 4) {
            n -= 4;
            i >>>= 4;
        }
        if (i >= 1 << 2) {
            n -= 2;
            i >>>= 2;
        }
        return n - (i >>> 1);
    }

    public static int numberOfTrailingZeros(int i) {
        if (i == 0) {
            return 32;
        }
        return 31 - numberOfLeadingZeros(i & -i);
    }

    public static int bitCount(int i) {
        i = i - ((i >>> 1) & 0x55555555);
        i = (i & 0x33333333) + ((i >>> 2) & 0x33333333);
        i = (i + (i >>> 4)) & 0x0f0f0f0f;
        return (i * 0x01010101) >>> 24;
    }

    public static int rotateLeft(int i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static int rotateRight(int i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static int reverse(int i) {
        i = (i & 0x55555555) << 1 | (i >>> 1) & 0x55555555;
        i = (i & 0x33333333) << 2 | (i >>> 2) & 0x33333333;
        i = (i & 0x0f0f0f0f) << 4 | (i >>> 4) & 0x0f0f0f0f;
        return reverseBytes(i);
    }

    public static int reverseBytes(int i) {
        return (i << 24) | ((i & 0xff00) << 8) | ((i >>> 8) & 0xff00) | (i >>> 24);
    }

    public static int signum(int i) {
        return (i >> 31) | (-i >>> 31);
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }
}
