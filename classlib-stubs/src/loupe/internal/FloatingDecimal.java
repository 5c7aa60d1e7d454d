package loupe.internal;

/**
 * Numbers as text, exactly as JDK 17: Double.toString / Float.toString (the
 * pre-JDK 19 digit generator, with its non-shortest quirks), Double.parseDouble /
 * Float.parseFloat, and the decimal digits java.util.Formatter rounds for %e %f %g.
 * The work is done in C++ (vm/text/java_number_text.h lists the bindings).
 */
public final class FloatingDecimal {
    /** Results of checkSyntax. */
    private static final int SYNTAX_OK = 0;
    private static final int SYNTAX_EMPTY = 1;
    private static final int SYNTAX_INVALID = 2;
    private static final int SYNTAX_MULTIPLE_POINTS = 3;

    private FloatingDecimal() {}

    /** Double.toString(d). */
    public static String toJavaFormatString(double d) {
        return doubleToString(d);
    }

    /** Float.toString(f). */
    public static String toJavaFormatString(float f) {
        return floatToString(f);
    }

    /** Double.parseDouble(s), with the JDK's NumberFormatException messages. */
    public static double parseDouble(String s) {
        checkParsable(s);
        return parseDouble0(s);
    }

    /** Float.parseFloat(s): rounded once, directly to float. */
    public static float parseFloat(String s) {
        checkParsable(s);
        return parseFloat0(s);
    }

    private static void checkParsable(String s) {
        if (s == null) {
            // What HotSpot's helpful NullPointerException says inside the JDK's parser.
            throw new NullPointerException("Cannot invoke \"String.trim()\" because \"in\" is null");
        }
        int status = checkSyntax(s);
        if (status == SYNTAX_EMPTY) {
            throw new NumberFormatException("empty String");
        }
        if (status == SYNTAX_MULTIPLE_POINTS) {
            throw new NumberFormatException("multiple points");
        }
        if (status != SYNTAX_OK) {
            throw new NumberFormatException("For input string: \"" + s.trim() + "\"");
        }
    }

    /**
     * The decimal digits java.util.Formatter starts from for a finite, non-zero
     * value: the magnitude is 0.DIGITS times ten to the power
     * {@link #formatterDecimalExponent(double)}. These are the digits of
     * Double.toString except that the generator always produces at least two of
     * them (the JDK's "non-compatible" mode); the Formatter then rounds them half-up.
     */
    public static String formatterDigits(double d) {
        return decimalDigits0(d);
    }

    /** The decimal exponent that goes with {@link #formatterDigits(double)}. */
    public static int formatterDecimalExponent(double d) {
        return decimalExponent0(d);
    }

    private static native String doubleToString(double d);

    private static native String floatToString(float f);

    /**
     * 0: parsable; 1: empty after trimming; 2: not in Java's floating-point
     * syntax; 3: a second decimal point (the JDK has a message of its own for it).
     */
    private static native int checkSyntax(String s);

    /** Only called on strings checkSyntax accepted. */
    private static native double parseDouble0(String s);

    private static native float parseFloat0(String s);

    private static native String decimalDigits0(double d);

    private static native int decimalExponent0(double d);
}
