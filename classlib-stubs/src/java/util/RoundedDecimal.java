package java.util;

import loupe.internal.FloatingDecimal;

/**
 * The decimal digits JDK 17's Formatter prints for %e, %f and %g. It starts
 * from FloatingDecimal's digits of the double (at most ~17 of them, never
 * the exact binary value) and rounds those digits half-up, so that
 * String.format("%.2f", 0.125) is "0.13" and "%.20f" of 0.1 + 0.2 is
 * "0.30000000000000004000". Rounding never changes the number of digits: the
 * rounded-away positions become zeros.
 */
final class RoundedDecimal {
    private final char[] digits;
    /** The value is 0.DIGITS times ten to this power. */
    private int exponent;

    /** magnitude: finite and not negative. */
    RoundedDecimal(double magnitude) {
        if (magnitude == 0) {
            digits = new char[] {'0'};
            exponent = 0;
        } else {
            digits = FloatingDecimal.formatterDigits(magnitude).toCharArray();
            exponent = FloatingDecimal.formatterDecimalExponent(magnitude);
        }
    }

    int exponent() {
        return exponent;
    }

    /** Rounds half-up so that at most {@code kept} leading digits remain; kept < 0 changes nothing. */
    void roundToDigits(int kept) {
        int n = digits.length;
        if (kept < 0 || kept >= n) {
            return;
        }
        if (kept == 0) {
            // Everything is rounded away: the result is 0 or one unit of the next power of ten.
            boolean up = digits[0] >= '5';
            fillZeros(0);
            if (up) {
                digits[0] = '1';
                exponent++;
            }
            return;
        }
        boolean up = digits[kept] >= '5';
        fillZeros(kept);
        if (!up) {
            return;
        }
        int i = kept - 1;
        while (i >= 0 && digits[i] == '9') {
            digits[i] = '0';
            i--;
        }
        if (i >= 0) {
            digits[i]++;
        } else {
            digits[0] = '1';
            exponent++;
        }
    }

    private void fillZeros(int from) {
        for (int i = from; i < digits.length; i++) {
            digits[i] = '0';
        }
    }

    /** %f layout: integer digits, then at most {@code precision} fraction digits (no trailing point). */
    String decimalMantissa(int precision) {
        StringBuilder sb = new StringBuilder();
        int n = digits.length;
        if (exponent > 0) {
            if (n < exponent) {
                sb.append(digits, 0, n);
                appendZeros(sb, exponent - n);
            } else {
                sb.append(digits, 0, exponent);
                int fraction = Math.min(n - exponent, precision);
                if (fraction > 0) {
                    sb.append('.').append(digits, exponent, fraction);
                }
            }
            return sb.toString();
        }
        int leadingZeros = Math.max(0, Math.min(-exponent, precision));
        int fraction = Math.max(0, Math.min(n, precision + exponent));
        if (leadingZeros == 0 && fraction == 0) {
            return "0";
        }
        sb.append("0.");
        appendZeros(sb, leadingZeros);
        sb.append(digits, 0, fraction);
        return sb.toString();
    }

    /** %e layout of the mantissa: one digit, then at most {@code precision} more after a point. */
    String scientificMantissa(int precision) {
        int fraction = Math.max(0, Math.min(digits.length - 1, precision));
        StringBuilder sb = new StringBuilder();
        sb.append(digits[0]);
        if (fraction > 0) {
            sb.append('.').append(digits, 1, fraction);
        }
        return sb.toString();
    }

    /** The exponent of the scientific form: sign and at least two digits ("+05", "-123"). */
    String scientificExponent() {
        int e = exponent - 1;
        StringBuilder sb = new StringBuilder();
        sb.append(e < 0 ? '-' : '+');
        int magnitude = Math.abs(e);
        if (magnitude < 10) {
            sb.append('0');
        }
        sb.append(magnitude);
        return sb.toString();
    }

    static void appendZeros(StringBuilder sb, int count) {
        for (int i = 0; i < count; i++) {
            sb.append('0');
        }
    }
}
