package java.lang;

import loupe.internal.FloatingDecimal;

/** The box for double; text conversions are loupe.internal.FloatingDecimal's (shortest repr., as JDK 17). */
public final class Double extends Number implements Comparable<Double> {
    private static final long serialVersionUID = -9172774392245257468L;

    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_NORMAL = 0x1.0p-1022;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;
    public static final int MAX_EXPONENT = 1023;
    public static final int MIN_EXPONENT = -1022;
    public static final int SIZE = 64;
    public static final int BYTES = 8;
    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) Class.getPrimitiveClass("double");

    private final double value;

    @Deprecated
    public Double(double value) {
        this.value = value;
    }

    @Deprecated
    public Double(String s) throws NumberFormatException {
        this.value = parseDouble(s);
    }

    public static String toString(double d) {
        return FloatingDecimal.toJavaFormatString(d);
    }

    /**
     * "0x1.8p1" for 3.0: the significand in hexadecimal without trailing
     * zeros (at least one digit), the binary exponent in decimal; subnormals
     * are written "0x0.<digits>p-1022".
     */
    public static String toHexString(double d) {
        if (isNaN(d)) {
            return "NaN";
        }
        if (isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        long bits = doubleToRawLongBits(d);
        StringBuilder sb = new StringBuilder(24);
        if (bits < 0) {
            sb.append('-');
        }
        if (d == 0.0) {
            return sb.append("0x0.0p0").toString();
        }
        int biasedExponent = (int) ((bits >>> 52) & 0x7FF);
        long significand = bits & 0xFFFFFFFFFFFFFL;
        sb.append(biasedExponent == 0 ? "0x0." : "0x1.");
        appendHexDigits(sb, significand, 13);
        sb.append('p').append(biasedExponent == 0 ? -1022 : biasedExponent - 1023);
        return sb.toString();
    }

    /** The `digits` low hex digits of value, trailing zeros dropped but one kept. */
    static void appendHexDigits(StringBuilder sb, long value, int digits) {
        int last = digits - 1;
        while (last > 0 && ((value >>> (4 * (digits - 1 - last))) & 0xF) == 0) {
            last--;
        }
        for (int i = 0; i <= last; i++) {
            sb.append(Character.forDigit((int) ((value >>> (4 * (digits - 1 - i))) & 0xF), 16));
        }
    }

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    public static Double valueOf(double d) {
        return new Double(d);
    }

    public static double parseDouble(String s) throws NumberFormatException {
        return FloatingDecimal.parseDouble(s);
    }

    public static boolean isNaN(double v) {
        return v != v;
    }

    public static boolean isInfinite(double v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(double d) {
        return Math.abs(d) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return toString(value);
    }

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
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    /** Compares bit patterns: NaN equals NaN, and 0.0 differs from -0.0. */
    public boolean equals(Object obj) {
        return obj instanceof Double && doubleToLongBits(((Double) obj).value) == doubleToLongBits(value);
    }

    /** The bits with every NaN collapsed to the canonical 0x7ff8000000000000. */
    public static long doubleToLongBits(double value) {
        if (value != value) {
            return 0x7ff8000000000000L;
        }
        return doubleToRawLongBits(value);
    }

    public static native long doubleToRawLongBits(double value);

    public static native double longBitsToDouble(long bits);

    public int compareTo(Double anotherDouble) {
        return compare(value, anotherDouble.value);
    }

    /** Total order: -0.0 < 0.0, and NaN above everything including +infinity. */
    public static int compare(double d1, double d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        long bits1 = doubleToLongBits(d1);
        long bits2 = doubleToLongBits(d2);
        return bits1 == bits2 ? 0 : (bits1 < bits2 ? -1 : 1);
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
}
