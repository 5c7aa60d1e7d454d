package java.text;

import java.math.RoundingMode;

/**
 * The significant decimal digits of a magnitude, rounded as DecimalFormat
 * rounds. The value is 0.DIGITS times ten to the power decimalAt; digits has
 * no leading or trailing zeros, and count == 0 means zero.
 *
 * A double starts from the digits of Double.toString (the shortest that
 * identify it). Those decide every rounding except a tie: when the digits
 * cut away are exactly "5", the double's exact binary value may lie above or
 * below the half (0.135 is really 0.13500000000000000888...), so the exact
 * decimal expansion is computed and compared, which is what makes
 * new DecimalFormat("0.00").format(0.135) "0.14" and format(0.125) "0.12"
 * as in the JDK.
 */
final class DecimalDigits {
    char[] digits = new char[20];
    int count;
    int decimalAt;
    /** The double whose exact value decides ties, or NaN when the digits are exact (a long). */
    private double source = Double.NaN;

    boolean isZero() {
        return count == 0;
    }

    void setLong(long magnitude) {
        source = Double.NaN;
        String text = magnitude == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(magnitude));
        setDigits(text, text.length());
    }

    /** The exact digits of |value * multiplier| (decimal schoolbook product: it may exceed a long). */
    void setLongTimes(long value, int multiplier) {
        source = Double.NaN;
        String text = value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value));
        long factor = Math.abs((long) multiplier);
        if (factor == 1) {
            setDigits(text, text.length());
            return;
        }
        char[] product = new char[text.length() + 11];
        long carry = 0;
        int at = product.length;
        for (int i = text.length() - 1; i >= 0; i--) {
            long digitProduct = (text.charAt(i) - '0') * factor + carry;
            product[--at] = (char) ('0' + digitProduct % 10);
            carry = digitProduct / 10;
        }
        while (carry > 0) {
            product[--at] = (char) ('0' + carry % 10);
            carry /= 10;
        }
        String all = new String(product, at, product.length - at);
        setDigits(all, all.length());
    }

    /** magnitude: finite and not negative. */
    void setDouble(double magnitude) {
        source = magnitude;
        if (magnitude == 0) {
            count = 0;
            decimalAt = 0;
            return;
        }
        String text = Double.toString(magnitude);
        int exponentIndex = text.indexOf('E');
        int exponent = 0;
        String mantissa = text;
        if (exponentIndex >= 0) {
            exponent = Integer.parseInt(text.substring(exponentIndex + 1));
            mantissa = text.substring(0, exponentIndex);
        }
        int point = mantissa.indexOf('.');
        String allDigits = mantissa.substring(0, point) + mantissa.substring(point + 1);
        setDigits(allDigits, point + exponent);
    }

    /** Takes decimal digits whose first digitsBeforePoint are the integer part; strips zeros. */
    private void setDigits(String text, int digitsBeforePoint) {
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) == '0') {
            start++;
        }
        while (end > start && text.charAt(end - 1) == '0') {
            end--;
        }
        count = end - start;
        if (digits.length < count) {
            digits = new char[count];
        }
        text.getChars(start, end, digits, 0);
        decimalAt = count == 0 ? 0 : digitsBeforePoint - start;
    }

    /** Keeps maximumFractionDigits digits after the point. */
    void roundToFraction(int maximumFractionDigits, RoundingMode mode, boolean negative) {
        roundAt(decimalAt + maximumFractionDigits, mode, negative);
    }

    /** Keeps at most maximumDigits significant digits (exponential notation). */
    void roundToSignificant(int maximumDigits, RoundingMode mode, boolean negative) {
        roundAt(maximumDigits, mode, negative);
    }

    /** Cuts the digits at index keep (may be negative or beyond count) and rounds. */
    private void roundAt(int keep, RoundingMode mode, boolean negative) {
        if (keep >= count) {
            return;
        }
        boolean up = shouldRoundUp(keep, mode, negative);
        if (keep <= 0) {
            // Everything is cut: the result is zero or one unit in the last kept place.
            if (up) {
                digits[0] = '1';
                count = 1;
                decimalAt = decimalAt - keep + 1;
            } else {
                count = 0;
                decimalAt = 0;
            }
            return;
        }
        count = keep;
        if (up) {
            int i = keep - 1;
            while (i >= 0 && digits[i] == '9') {
                i--;
            }
            if (i < 0) {
                digits[0] = '1';
                count = 1;
                decimalAt++;
                return;
            }
            digits[i]++;
            count = i + 1;
        }
        while (count > 0 && digits[count - 1] == '0') {
            count--;
        }
    }

    private boolean shouldRoundUp(int keep, RoundingMode mode, boolean negative) {
        // Something non-zero is cut (count > keep and the digits have no trailing zeros).
        switch (mode) {
            case UP:
                return true;
            case DOWN:
                return false;
            case CEILING:
                return !negative;
            case FLOOR:
                return negative;
            case UNNECESSARY:
                throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
            default:
                break;
        }
        int half = compareWithHalf(keep);
        if (half != 0) {
            return half > 0;
        }
        if (mode == RoundingMode.HALF_UP) {
            return true;
        }
        if (mode == RoundingMode.HALF_DOWN) {
            return false;
        }
        // HALF_EVEN: up when the last kept digit is odd (nothing kept counts as even).
        return keep > 0 && (digits[keep - 1] - '0') % 2 == 1;
    }

    /** Sign of (the part cut away) - (half a unit of the last kept place). */
    private int compareWithHalf(int keep) {
        if (keep < 0) {
            return -1;
        }
        char first = digits[keep];
        if (first != '5') {
            return first > '5' ? 1 : -1;
        }
        if (keep + 1 < count) {
            return 1;
        }
        if (Double.isNaN(source)) {
            return 0;
        }
        return ExactDecimal.compare(source, digits, count, decimalAt);
    }

}
