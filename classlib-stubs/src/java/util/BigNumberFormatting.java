package java.util;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * %d %o %x of BigInteger and %e %f %g of BigDecimal, as JDK 17 prints them:
 * the sign comes from the unrounded value (so "%.0f" of -0.1 is "-0"),
 * digits are rounded HALF_UP, and %o/%x print a sign and the magnitude
 * rather than a two's complement.
 */
final class BigNumberFormatting {
    private static final int DEFAULT_PRECISION = 6;

    private final FormatPrinter printer;
    private final FormatSpecifier spec;

    BigNumberFormatting(FormatPrinter printer, FormatSpecifier spec) {
        this.printer = printer;
        this.spec = spec;
    }

    StringBuilder integer(BigInteger value) {
        StringBuilder sb = new StringBuilder();
        boolean negative = value.signum() < 0;
        BigInteger magnitude = value.abs();
        printer.leadingSign(sb, negative);
        if (spec.conversion == 'd') {
            printer.localizedMagnitude(sb, magnitude.toString(), 0, printer.widthWithoutParenthesis(spec.width, negative));
        } else {
            boolean hex = spec.conversion == 'x';
            String digits = magnitude.toString(hex ? 16 : 8);
            int length = digits.length() + sb.length() + (negative && spec.has(FormatSpecifier.PARENTHESES) ? 1 : 0);
            if (spec.has(FormatSpecifier.ALTERNATE)) {
                String prefix = hex ? (spec.has(FormatSpecifier.UPPERCASE) ? "0X" : "0x") : "0";
                sb.append(prefix);
                length += prefix.length();
            }
            if (spec.has(FormatSpecifier.ZERO_PAD)) {
                RoundedDecimal.appendZeros(sb, spec.width - length);
            }
            sb.append(spec.has(FormatSpecifier.UPPERCASE) ? digits.toUpperCase(Locale.ROOT) : digits);
        }
        printer.trailingSign(sb, negative);
        return sb;
    }

    StringBuilder decimal(BigDecimal value) {
        StringBuilder sb = new StringBuilder();
        boolean negative = value.signum() < 0;
        BigDecimal magnitude = value.abs();
        printer.leadingSign(sb, negative);
        int precision = spec.precision;
        switch (spec.conversion) {
            case 'e':
                scientific(sb, magnitude, precision == -1 ? DEFAULT_PRECISION : precision, negative);
                break;
            case 'f':
                plain(sb, magnitude, precision == -1 ? DEFAULT_PRECISION : precision, negative);
                break;
            case 'g':
                general(sb, magnitude, precision == -1 ? DEFAULT_PRECISION : (precision == 0 ? 1 : precision), negative);
                break;
            default:
                throw new IllegalFormatConversionException(spec.conversion, value.getClass());
        }
        printer.trailingSign(sb, negative);
        return sb;
    }

    /** Rounded to precision significant digits first; then %f between 10^-4 and 10^precision, else %e. */
    private void general(StringBuilder sb, BigDecimal value, int precision, boolean negative) {
        value = value.round(new MathContext(precision, RoundingMode.HALF_UP));
        if (value.equals(BigDecimal.ZERO) || (value.compareTo(BigDecimal.valueOf(1, 4)) >= 0
                && value.compareTo(BigDecimal.valueOf(1, -precision)) < 0)) {
            int exponent = -value.scale() + (value.unscaledValue().toString().length() - 1);
            plain(sb, value, precision - exponent - 1, negative);
        } else {
            scientific(sb, value, precision - 1, negative);
        }
    }

    private void plain(StringBuilder sb, BigDecimal value, int precision, boolean negative) {
        if (value.scale() > precision) {
            value = value.setScale(precision, RoundingMode.HALF_UP);
        }
        StringBuilder mantissa = new StringBuilder(value.toPlainString());
        int scale = Math.max(value.scale(), 0);
        if (scale == 0 && (spec.has(FormatSpecifier.ALTERNATE) || precision > 0)) {
            mantissa.append('.');
        }
        RoundedDecimal.appendZeros(mantissa, precision - scale);
        printer.localizedMagnitude(sb, mantissa, 0, printer.widthWithoutParenthesis(spec.width, negative));
    }

    /** The exponent comes from the scale even for zero: "%e" of 0.00 is 0.000000e-02, as the JDK. */
    private void scientific(StringBuilder sb, BigDecimal value, int precision, boolean negative) {
        int digits = value.precision();
        int zeros = 0;
        if (precision > digits - 1) {
            zeros = precision - (digits - 1);
        } else {
            value = value.round(new MathContext(precision + 1, RoundingMode.HALF_UP));
        }
        String coefficient = value.unscaledValue().toString();
        StringBuilder mantissa = new StringBuilder();
        mantissa.append(coefficient.charAt(0));
        if (coefficient.length() > 1) {
            mantissa.append('.').append(coefficient, 1, coefficient.length());
        } else if (zeros > 0 || spec.has(FormatSpecifier.ALTERNATE)) {
            mantissa.append('.');
        }
        RoundedDecimal.appendZeros(mantissa, zeros);
        long exponent = -(long) value.scale() + (coefficient.length() - 1);
        String exponentDigits = Long.toString(Math.abs(exponent));
        if (exponentDigits.length() < 2) {
            exponentDigits = "0" + exponentDigits;
        }
        int width = spec.width;
        if (width != -1) {
            width = printer.widthWithoutParenthesis(width - exponentDigits.length() - 2, negative);
        }
        printer.localizedMagnitude(sb, mantissa, 0, width);
        sb.append(spec.has(FormatSpecifier.UPPERCASE) ? 'E' : 'e');
        sb.append(exponent < 0 ? '-' : '+');
        printer.localizedExponentDigits(sb, exponentDigits);
    }
}
