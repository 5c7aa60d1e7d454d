package java.text;

/**
 * The exact decimal value of a double (every double is a finite binary
 * fraction m * 2^e, hence a finite decimal m * 5^-e / 10^-e), used only to
 * settle rounding ties. A schoolbook big integer in base 10^9 suffices: at
 * most ~1100 decimal digits, built by repeated small multiplications.
 */
final class ExactDecimal {
    private static final int BASE = 1_000_000_000;

    private ExactDecimal() {
    }

    /**
     * Compares a positive finite double with 0.DIGITS * 10^decimalAt:
     * negative, zero or positive as the double is below, equal or above.
     */
    static int compare(double value, char[] digits, int count, int decimalAt) {
        long bits = Double.doubleToRawLongBits(value);
        int biasedExponent = (int) ((bits >>> 52) & 0x7ff);
        long mantissa = bits & 0xfffffffffffffL;
        if (biasedExponent == 0) {
            biasedExponent = 1;
        } else {
            mantissa |= 1L << 52;
        }
        int binaryExponent = biasedExponent - 1075;
        int[] limbs = new int[140];
        int used = fromLong(limbs, mantissa);
        int pointShift = 0;
        if (binaryExponent >= 0) {
            for (int e = binaryExponent; e > 0; e -= 30) {
                used = multiply(limbs, used, 1 << Math.min(e, 30));
            }
        } else {
            // m * 2^e = m * 5^-e / 10^-e
            for (int e = -binaryExponent; e > 0; e -= 13) {
                int power = 1;
                for (int i = Math.min(e, 13); i > 0; i--) {
                    power *= 5;
                }
                used = multiply(limbs, used, power);
            }
            pointShift = -binaryExponent;
        }
        String exact = toDecimal(limbs, used);
        int exactDecimalAt = exact.length() - pointShift;
        int exactEnd = exact.length();
        while (exactEnd > 0 && exact.charAt(exactEnd - 1) == '0') {
            exactEnd--;
        }
        if (exactDecimalAt != decimalAt) {
            return exactDecimalAt > decimalAt ? 1 : -1;
        }
        int length = Math.max(exactEnd, count);
        for (int i = 0; i < length; i++) {
            char a = i < exactEnd ? exact.charAt(i) : '0';
            char b = i < count ? digits[i] : '0';
            if (a != b) {
                return a > b ? 1 : -1;
            }
        }
        return 0;
    }

    private static int fromLong(int[] limbs, long value) {
        int used = 0;
        while (value != 0) {
            limbs[used++] = (int) (value % BASE);
            value /= BASE;
        }
        return used;
    }

    private static int multiply(int[] limbs, int used, int factor) {
        long carry = 0;
        for (int i = 0; i < used; i++) {
            long product = (long) limbs[i] * factor + carry;
            limbs[i] = (int) (product % BASE);
            carry = product / BASE;
        }
        while (carry != 0) {
            limbs[used++] = (int) (carry % BASE);
            carry /= BASE;
        }
        return used;
    }

    private static String toDecimal(int[] limbs, int used) {
        StringBuilder sb = new StringBuilder(used * 9);
        sb.append(limbs[used - 1]);
        for (int i = used - 2; i >= 0; i--) {
            String part = Integer.toString(limbs[i]);
            for (int pad = part.length(); pad < 9; pad++) {
                sb.append('0');
            }
            sb.append(part);
        }
        return sb.toString();
    }
}
