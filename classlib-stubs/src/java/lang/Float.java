package java.lang;

import loupe.internal.FloatingDecimal;

/** The box for float; text conversions are loupe.internal.FloatingDecimal's. */
public final class Float extends Number implements Comparable<Float> {
    private static final long serialVersionUID = -2671257302660747028L;

    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_NORMAL = 0x1.0p-126f;
    public static final float MIN_VALUE = 0x0.000002P-126f;
    public static final int MAX_EXPONENT = 127;
    public static final int MIN_EXPONENT = -126;
    public static final int SIZE = 32;
    public static final int BYTES = 4;
    @SuppressWarnings("unchecked")
    public static final Class<Float> TYPE = (Class<Float>) Class.getPrimitiveClass("float");

    private final float value;

    @Deprecated
    public Float(float value) {
        this.value = value;
    }

    @Deprecated
    public Float(double value) {
        this.value = (float) value;
    }

    @Deprecated
    public Float(String s) throws NumberFormatException {
        this.value = parseFloat(s);
    }

    /**
     * As Double.toHexString, on the float's 24-bit significand; subnormal
     * floats are written "0x0.<digits>p-126" after scaling as the JDK does.
     */
    public static String toHexString(float f) {
        if (Math.abs(f) < MIN_NORMAL && f != 0.0f) {
            String s = Double.toHexString(Math.scalb((double) f, -1022 + 126));
            return s.replaceFirst("p-1022$", "p-126");
        }
        return Double.toHexString(f);
    }

    public static String toString(float d) {
        return FloatingDecimal.toJavaFormatString(d);
    }

    public static Float valueOf(String s) throws NumberFormatException {
        return new Float(parseFloat(s));
    }

    public static Float valueOf(float d) {
        return new Float(d);
    }

    public static float parseFloat(String s) throws NumberFormatException {
        return FloatingDecimal.parseFloat(s);
    }

    public static boolean isNaN(float v) {
        return v != v;
    }

    public static boolean isInfinite(float v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(float d) {
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
        return value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(float value) {
        return floatToIntBits(value);
    }

    /** Compares bit patterns: NaN equals NaN, and 0.0 differs from -0.0. */
    public boolean equals(Object obj) {
        return obj instanceof Float && floatToIntBits(((Float) obj).value) == floatToIntBits(value);
    }

    /** The bits with every NaN collapsed to the canonical 0x7fc00000. */
    public static int floatToIntBits(float value) {
        if (value != value) {
            return 0x7fc00000;
        }
        return floatToRawIntBits(value);
    }

    public static native int floatToRawIntBits(float value);

    public static native float intBitsToFloat(int bits);

    public int compareTo(Float anotherFloat) {
        return compare(value, anotherFloat.value);
    }

    /** Total order: -0.0 < 0.0, and NaN above everything including +infinity. */
    public static int compare(float d1, float d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        int bits1 = floatToIntBits(d1);
        int bits2 = floatToIntBits(d2);
        return bits1 == bits2 ? 0 : (bits1 < bits2 ? -1 : 1);
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }
}
