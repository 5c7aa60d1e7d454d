package java.util;

/**
 * The layouts of %e, %f, %g and %a for a finite, non-negative magnitude (the
 * sign, NaN and the infinities are FormatPrinter's), as JDK 17 prints them.
 */
final class FloatFormatting {
    private static final int DEFAULT_PRECISION = 6;
    private static final long EXPONENT_AND_SIGNIFICAND_MASK = 0x7fffffffffffffffL;
    private static final long SIGNIFICAND_MASK = 0x000fffffffffffffL;
    private static final int SIGNIFICAND_WIDTH = 53;
    private static final int EXPONENT_BIAS = 1023;
    /** 2^54: lifts a subnormal into the normal range for %a rounding. */
    private static final double SUBNORMAL_SCALE = 18014398509481984.0;
    private static final int SUBNORMAL_SCALE_EXPONENT = 54;

    private final FormatPrinter printer;
    private final FormatSpecifier spec;

    FloatFormatting(FormatPrinter printer, FormatSpecifier spec) {
        this.printer = printer;
        this.spec = spec;
    }

    void append(StringBuilder sb, double magnitude, boolean negative) {
        switch (spec.conversion) {
            case 'e':
                appendScientific(sb, magnitude, negative);
                break;
            case 'f':
                appendDecimal(sb, magnitude, negative);
                break;
            case 'g':
                appendGeneral(sb, magnitude, negative);
                break;
            default:
                appendHexadecimal(sb, magnitude, negative);
                break;
        }
    }

    private boolean upper() {
        return spec.has(FormatSpecifier.UPPERCASE);
    }

    private void appendScientific(StringBuilder sb, double magnitude, boolean negative) {
        int precision = spec.precision == -1 ? DEFAULT_PRECISION : spec.precision;
        RoundedDecimal decimal = new RoundedDecimal(magnitude);
        decimal.roundToDigits(precision + 1);
        StringBuilder mantissa = new StringBuilder(decimal.scientificMantissa(precision));
        addZeros(mantissa, precision);
        if (spec.has(FormatSpecifier.ALTERNATE) && precision == 0) {
            addDot(mantissa);
        }
        String exponent = magnitude == 0 ? "+00" : decimal.scientificExponent();
        appendMantissaAndExponent(sb, mantissa, exponent, negative);
    }

    private void appendDecimal(StringBuilder sb, double magnitude, boolean negative) {
        int precision = spec.precision == -1 ? DEFAULT_PRECISION : spec.precision;
        RoundedDecimal decimal = new RoundedDecimal(magnitude);
        decimal.roundToDigits(decimal.exponent() + precision);
        StringBuilder mantissa = new StringBuilder(decimal.decimalMantissa(precision));
        addZeros(mantissa, precision);
        if (spec.has(FormatSpecifier.ALTERNATE) && precision == 0) {
            addDot(mantissa);
        }
        printer.localizedMagnitude(sb, mantissa, 0, printer.widthWithoutParenthesis(spec.width, negative));
    }

    /**
     * Rounds to `precision` significant digits, then prints like %f when the
     * rounded value is in [10^-4, 10^precision), else like %e.
     */
    private void appendGeneral(StringBuilder sb, double magnitude, boolean negative) {
        int precision = spec.precision == -1 ? DEFAULT_PRECISION : (spec.precision == 0 ? 1 : spec.precision);
        StringBuilder mantissa;
        String exponent = null;
        int fractionDigits;
        if (magnitude == 0) {
            mantissa = new StringBuilder("0");
            fractionDigits = precision - 1;
        } else {
            RoundedDecimal decimal = new RoundedDecimal(magnitude);
            decimal.roundToDigits(precision);
            int scientificExponent = decimal.exponent() - 1;
            if (scientificExponent < -4 || scientificExponent >= precision) {
                mantissa = new StringBuilder(decimal.scientificMantissa(precision - 1));
                exponent = decimal.scientificExponent();
                fractionDigits = precision - 1;
            } else {
                fractionDigits = precision - decimal.exponent();
                mantissa = new StringBuilder(decimal.decimalMantissa(fractionDigits));
            }
        }
        addZeros(mantissa, fractionDigits);
        if (exponent == null) {
            printer.localizedMagnitude(sb, mantissa, 0, printer.widthWithoutParenthesis(spec.width, negative));
        } else {
            appendMantissaAndExponent(sb, mantissa, exponent, negative);
        }
    }

    /** mantissa, then e/E, the exponent's sign and its digits; the width counts all of it. */
    private void appendMantissaAndExponent(StringBuilder sb, CharSequence mantissa, String exponent, boolean negative) {
        int width = spec.width;
        if (width != -1) {
            width = printer.widthWithoutParenthesis(width - exponent.length() - 1, negative);
        }
        printer.localizedMagnitude(sb, mantissa, 0, width);
        sb.append(upper() ? 'E' : 'e');
        sb.append(exponent.charAt(0));
        printer.localizedExponentDigits(sb, exponent.substring(1));
    }

    /** Pads the fraction with zeros to `precision` digits, adding the point if needed. */
    private static void addZeros(StringBuilder sb, int precision) {
        int length = sb.length();
        int dot = indexOfDot(sb);
        boolean needDot = dot == length;
        int present = needDot ? 0 : length - dot - 1;
        if (present >= precision) {
            return;
        }
        if (needDot) {
            sb.append('.');
        }
        RoundedDecimal.appendZeros(sb, precision - present);
    }

    private static void addDot(StringBuilder sb) {
        if (indexOfDot(sb) == sb.length()) {
            sb.append('.');
        }
    }

    private static int indexOfDot(StringBuilder sb) {
        for (int i = 0; i < sb.length(); i++) {
            if (sb.charAt(i) == '.') {
                return i;
            }
        }
        return sb.length();
    }

    // ---- %a ----

    private void appendHexadecimal(StringBuilder sb, double magnitude, boolean negative) {
        int precision = spec.precision == -1 ? 0 : (spec.precision == 0 ? 1 : spec.precision);
        String text = roundedHexString(magnitude, precision);
        boolean upper = upper();
        sb.append(upper ? "0X" : "0x");
        if (spec.has(FormatSpecifier.ZERO_PAD)) {
            boolean signShown = negative || spec.has(FormatSpecifier.PLUS) || spec.has(FormatSpecifier.LEADING_SPACE);
            // The JDK measures the unpadded text: the zeros added below for the precision are not counted.
            RoundedDecimal.appendZeros(sb, spec.width - text.length() - (signShown ? 3 : 2));
        }
        int p = text.indexOf('p');
        StringBuilder significand = new StringBuilder(text.substring(0, p));
        if (upper) {
            for (int i = 0; i < significand.length(); i++) {
                significand.setCharAt(i, FormatSpecifier.toUpperAscii(significand.charAt(i)));
            }
        }
        if (precision != 0) {
            addZeros(significand, precision);
        }
        sb.append(significand).append(upper ? 'P' : 'p').append(text, p + 1, text.length());
    }

    /** Double.toHexString without "0x", rounded half-even to `precision` hex digits when 1..12. */
    private static String roundedHexString(double d, int precision) {
        if (d == 0 || precision == 0 || precision >= 13) {
            return hexString(d);
        }
        boolean subnormal = biasedExponent(d) == 0;
        if (subnormal) {
            d *= SUBNORMAL_SCALE;
        }
        int shift = SIGNIFICAND_WIDTH - (1 + precision * 4);
        long bits = Double.doubleToRawLongBits(d);
        long kept = (bits & EXPONENT_AND_SIGNIFICAND_MASK) >> shift;
        long dropped = bits & ~(~0L << shift);
        long half = 1L << (shift - 1);
        boolean roundBit = (dropped & half) != 0;
        boolean sticky = (dropped & ~half) != 0;
        boolean lastKeptOdd = (kept & 1) != 0;
        if (roundBit && (sticky || lastKeptOdd)) {
            kept++;
        }
        double rounded = Double.longBitsToDouble(kept << shift);
        if (rounded == Double.POSITIVE_INFINITY) {
            return "1.0p1024";
        }
        String text = hexString(rounded);
        if (!subnormal) {
            return text;
        }
        int p = text.indexOf('p');
        int exponent = Integer.parseInt(text.substring(p + 1)) - SUBNORMAL_SCALE_EXPONENT;
        return text.substring(0, p) + "p" + exponent;
    }

    private static int biasedExponent(double d) {
        return (int) ((Double.doubleToRawLongBits(d) >>> 52) & 0x7ff);
    }

    /** Double.toHexString of a finite non-negative value, without "0x": "1.8p1", "0.0p0". */
    private static String hexString(double d) {
        if (d == 0) {
            return "0.0p0";
        }
        long bits = Double.doubleToRawLongBits(d);
        boolean subnormal = biasedExponent(d) == 0;
        String fraction = Long.toHexString((bits & SIGNIFICAND_MASK) | (1L << 52)).substring(1);
        int end = fraction.length();
        while (end > 1 && fraction.charAt(end - 1) == '0') {
            end--;
        }
        int exponent = subnormal ? -1022 : biasedExponent(d) - EXPONENT_BIAS;
        return (subnormal ? "0." : "1.") + fraction.substring(0, end) + "p" + exponent;
    }
}
