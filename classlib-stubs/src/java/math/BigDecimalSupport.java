package java.math;

/**
 * The machinery behind BigDecimal: powers of ten, decimal precision,
 * division with a rounding mode, rounding to a MathContext, parsing and the
 * three string forms (scientific, engineering, plain).
 */
final class BigDecimalSupport {
    private static final int CACHED_POWERS = 64;
    private static final BigInteger[] POWERS_OF_TEN = new BigInteger[CACHED_POWERS];

    static {
        POWERS_OF_TEN[0] = BigInteger.ONE;
        for (int i = 1; i < CACHED_POWERS; i++) {
            POWERS_OF_TEN[i] = POWERS_OF_TEN[i - 1].multiply(BigInteger.TEN);
        }
    }

    private BigDecimalSupport() {
    }

    static BigInteger tenPow(long n) {
        if (n < CACHED_POWERS) {
            return POWERS_OF_TEN[(int) n];
        }
        if (n > Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        return BigInteger.TEN.pow((int) n);
    }

    /** Number of decimal digits of |v| (1 for zero). */
    static int digitCount(BigInteger v) {
        if (v.signum == 0) {
            return 1;
        }
        int bits = Magnitudes.bitLength(v.mag);
        // 2^(bits-1) <= |v| < 2^bits, so digits is estimate or estimate + 1
        int estimate = (int) ((bits - 1) * 0.30102999566398120) + 1;
        BigInteger abs = v.abs();
        return abs.compareTo(tenPow(estimate)) >= 0 ? estimate + 1 : estimate;
    }

    static int checkScale(long scale) {
        if (scale > Integer.MAX_VALUE) {
            throw new ArithmeticException("Underflow");
        }
        if (scale < Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow");
        }
        return (int) scale;
    }

    static int saturate(long scale) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, scale));
    }

    /** dividend / divisor rounded to an integer by mode; divisor non-zero. */
    static BigInteger divideAndRound(BigInteger dividend, BigInteger divisor, RoundingMode mode) {
        BigInteger[] qr = dividend.divideAndRemainder(divisor);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum == 0) {
            return q;
        }
        int sign = dividend.signum * divisor.signum;
        // compare twice the remainder with the divisor: <0 below half, 0 half, >0 above
        int half = r.abs().shiftLeft(1).compareTo(divisor.abs());
        if (roundsAwayFromZero(mode, sign, half, q.testBit(0))) {
            q = q.add(sign > 0 ? BigInteger.ONE : BigInteger.NEGATIVE_ONE);
        }
        return q;
    }

    /** Whether a non-zero discarded fraction makes the truncated result grow in magnitude. */
    static boolean roundsAwayFromZero(RoundingMode mode, int sign, int halfComparison, boolean oddQuotient) {
        switch (mode) {
            case UP:
                return true;
            case DOWN:
                return false;
            case CEILING:
                return sign > 0;
            case FLOOR:
                return sign < 0;
            case HALF_UP:
                return halfComparison >= 0;
            case HALF_DOWN:
                return halfComparison > 0;
            case HALF_EVEN:
                return halfComparison > 0 || (halfComparison == 0 && oddQuotient);
            default:
                throw new ArithmeticException("Rounding necessary");
        }
    }

    /** Rounds to mc's precision (a carry like 999 -> 1000 is rounded once more). */
    static BigDecimal round(BigDecimal x, MathContext mc) {
        int precision = mc.precision;
        if (precision == 0) {
            return x;
        }
        BigInteger unscaled = x.intVal;
        long scale = x.scale;
        int digits = x.precision();
        while (digits > precision) {
            int drop = digits - precision;
            unscaled = divideAndRound(unscaled, tenPow(drop), mc.roundingMode);
            scale -= drop;
            digits = digitCount(unscaled);
        }
        if (unscaled == x.intVal) {
            return x;
        }
        return new BigDecimal(unscaled, checkScale(scale), digits);
    }

    /**
     * Removes trailing zeros of the unscaled value while the scale stays at
     * or above preferredScale.
     */
    static BigDecimal stripZerosToScale(BigInteger unscaled, long scale, long preferredScale) {
        while (unscaled.signum != 0 && scale > preferredScale && !unscaled.testBit(0)) {
            BigInteger[] qr = unscaled.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum != 0) {
                break;
            }
            unscaled = qr[0];
            scale--;
        }
        return new BigDecimal(unscaled, checkScale(scale));
    }

    /**
     * Quotient rounded to mc.precision digits; if that is the exact quotient,
     * trailing zeros are stripped down to the preferred scale. The integer quotient is computed with at
     * least one digit more than needed plus a sticky digit (1 if the division
     * was inexact), so rounding it once gives the correctly rounded result.
     */
    static BigDecimal divide(BigDecimal a, BigDecimal b, MathContext mc) {
        long preferredScale = (long) a.scale - b.scale;
        if (b.signum() == 0) {
            throw new ArithmeticException(a.signum() == 0 ? "Division undefined" : "Division by zero");
        }
        if (a.signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, saturate(preferredScale));
        }
        long shift = (long) mc.precision + b.precision() - a.precision() + 1;
        BigInteger dividend = a.intVal;
        BigInteger divisor = b.intVal;
        if (shift > 0) {
            dividend = dividend.multiply(tenPow(shift));
        } else if (shift < 0) {
            divisor = divisor.multiply(tenPow(-shift));
        }
        BigInteger[] qr = dividend.divideAndRemainder(divisor);
        long scale = preferredScale + shift;
        BigInteger q = qr[0];
        if (qr[1].signum != 0) {
            q = q.multiply(BigInteger.TEN).add(BigInteger.valueOf(qr[1].signum * b.signum()));
            scale++;
        }
        BigDecimal unrounded = new BigDecimal(q, checkScale(scale));
        BigDecimal rounded = round(unrounded, mc);
        if (qr[1].signum != 0 || rounded.compareTo(unrounded) != 0) {
            return rounded; // inexact: keeps all mc.precision digits
        }
        return stripZerosToScale(rounded.intVal, rounded.scale, preferredScale);
    }

    // ---- parsing ----

    static BigDecimal parse(char[] in, int offset, int len) {
        if (offset < 0 || len < 0 || offset + len > in.length || offset + len < 0) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        if (len == 0) {
            throw new NumberFormatException();
        }
        int end = offset + len;
        int i = offset;
        boolean negative = false;
        if (in[i] == '-' || in[i] == '+') {
            negative = in[i] == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder(len);
        boolean dot = false;
        long fractionDigits = 0;
        long exponent = 0;
        for (; i < end; i++) {
            char c = in[i];
            int d = c >= '0' && c <= '9' ? c - '0' : (Character.isDigit(c) ? Character.digit(c, 10) : -1);
            if (d >= 0) {
                digits.append((char) ('0' + d));
                if (dot) {
                    fractionDigits++;
                }
            } else if (c == '.') {
                if (dot) {
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (c == 'e' || c == 'E') {
                exponent = parseExponent(in, i + 1, end - i - 1);
                if ((int) exponent != exponent) {
                    throw new NumberFormatException("Exponent overflow.");
                }
                break;
            } else {
                throw new NumberFormatException("Character " + c
                        + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
        }
        if (digits.length() == 0) {
            throw new NumberFormatException("No digits found.");
        }
        long scale = fractionDigits - exponent;
        if (scale > Integer.MAX_VALUE || scale < Integer.MIN_VALUE) {
            throw new NumberFormatException("Scale out of range.");
        }
        BigInteger unscaled = BigIntegerText.parse(digits.toString(), 10);
        return new BigDecimal(negative ? unscaled.negate() : unscaled, (int) scale);
    }

    private static long parseExponent(char[] in, int offset, int len) {
        if (len <= 0) {
            throw new NumberFormatException();
        }
        char c = in[offset];
        boolean negative = c == '-';
        if (negative || c == '+') {
            offset++;
            len--;
            if (len <= 0) {
                throw new NumberFormatException();
            }
            c = in[offset];
        }
        while (len > 10 && Character.digit(c, 10) == 0) {
            offset++;
            len--;
            c = in[offset];
        }
        if (len > 10) {
            throw new NumberFormatException("Too many nonzero exponent digits.");
        }
        long exp = 0;
        for (int k = 0; k < len; k++) {
            int v = Character.digit(in[offset + k], 10);
            if (v < 0) {
                throw new NumberFormatException("Not a digit.");
            }
            exp = exp * 10 + v;
        }
        return negative ? -exp : exp;
    }

    // ---- text ----

    /** toString (scientific) or toEngineeringString. */
    static String layout(BigDecimal x, boolean scientific) {
        String coefficient = x.intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (x.signum() < 0) {
            sb.append('-');
        }
        int coeffLen = coefficient.length();
        long adjusted = -(long) x.scale + (coeffLen - 1);
        if (x.scale >= 0 && adjusted >= -6) {
            appendPlainPositiveScale(sb, coefficient, x.scale);
            return sb.toString();
        }
        if (scientific) {
            sb.append(coefficient.charAt(0));
            if (coeffLen > 1) {
                sb.append('.').append(coefficient, 1, coeffLen);
            }
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0) {
                sig += 3;
            }
            adjusted -= sig;
            sig++;
            if (x.signum() == 0) {
                if (sig == 2) {
                    sb.append("0.00");
                    adjusted += 3;
                } else if (sig == 3) {
                    sb.append("0.0");
                    adjusted += 3;
                } else {
                    sb.append('0');
                }
            } else if (sig >= coeffLen) {
                sb.append(coefficient);
                for (int i = sig - coeffLen; i > 0; i--) {
                    sb.append('0');
                }
            } else {
                sb.append(coefficient, 0, sig).append('.').append(coefficient, sig, coeffLen);
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) {
                sb.append('+');
            }
            sb.append(adjusted);
        }
        return sb.toString();
    }

    static String plain(BigDecimal x) {
        if (x.scale < 0) {
            if (x.signum() == 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder(x.intVal.toString());
            for (int i = x.scale; i < 0; i++) {
                sb.append('0');
            }
            return sb.toString();
        }
        StringBuilder sb = new StringBuilder();
        if (x.signum() < 0) {
            sb.append('-');
        }
        appendPlainPositiveScale(sb, x.intVal.abs().toString(), x.scale);
        return sb.toString();
    }

    private static void appendPlainPositiveScale(StringBuilder sb, String coefficient, int scale) {
        if (scale == 0) {
            sb.append(coefficient);
            return;
        }
        int intDigits = coefficient.length() - scale;
        if (intDigits > 0) {
            sb.append(coefficient, 0, intDigits).append('.').append(coefficient, intDigits, coefficient.length());
        } else {
            sb.append("0.");
            for (int i = intDigits; i < 0; i++) {
                sb.append('0');
            }
            sb.append(coefficient);
        }
    }
}
