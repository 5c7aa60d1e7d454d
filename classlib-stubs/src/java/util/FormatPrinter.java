package java.util;

import java.io.IOException;

/**
 * Prints one argument for one format specifier, as JDK 17's Formatter does:
 * type checks at print time (IllegalFormatConversionException, the flags some
 * conversions only reject here), signs, zero padding, grouping and
 * justification. Floating-point layouts are in {@link FloatFormatting}.
 */
final class FormatPrinter {
    private final Formatter formatter;
    private final FormatSpecifier spec;
    private final Appendable out;
    /** The locale of this format call; null means no localisation. */
    private final Locale locale;

    FormatPrinter(Formatter formatter, FormatSpecifier spec, Appendable out, Locale locale) {
        this.formatter = formatter;
        this.spec = spec;
        this.out = out;
        this.locale = locale;
    }

    void print(Object arg) throws IOException {
        if (spec.dateTime) {
            printDateTime(arg);
            return;
        }
        switch (spec.conversion) {
            case 'd':
            case 'o':
            case 'x':
                printInteger(arg);
                break;
            case 'e':
            case 'f':
            case 'g':
            case 'a':
                printFloat(arg);
                break;
            case 'c':
                printCharacter(arg);
                break;
            case 'b':
                printText(arg == null ? "false" : (arg instanceof Boolean ? arg.toString() : "true"));
                break;
            case 's':
                printString(arg);
                break;
            case 'h':
                printText(arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                break;
            case 'n':
                out.append(System.lineSeparator());
                break;
            case '%':
                printText("%");
                break;
            default:
                throw new UnknownFormatConversionException(String.valueOf(spec.conversion));
        }
    }

    private IllegalFormatConversionException conversionMismatch(Object arg) {
        return new IllegalFormatConversionException(spec.conversion, arg.getClass());
    }

    /** %tX / %TX: long, Long, Date, Calendar or TemporalAccessor arguments. */
    private void printDateTime(Object arg) throws IOException {
        if (arg == null) {
            printText("null");
            return;
        }
        FormatDateTime source = FormatDateTime.of(arg, locale, zeroDigit());
        if (source == null) {
            throw conversionMismatch(arg);
        }
        String text = source.format(spec.conversion);
        if (spec.has(FormatSpecifier.UPPERCASE)) {
            text = upperCase(text);
        }
        appendJustified(text);
    }

    private void printString(Object arg) throws IOException {
        if (arg instanceof Formattable) {
            Formatter target = formatter;
            if (formatter.locale() != locale) {
                target = new Formatter(formatter.out(), locale);
            }
            ((Formattable) arg).formatTo(target, spec.flags, spec.width, spec.precision);
            return;
        }
        if (spec.has(FormatSpecifier.ALTERNATE)) {
            throw spec.mismatch(FormatSpecifier.ALTERNATE);
        }
        printText(arg == null ? "null" : arg.toString());
    }

    private void printCharacter(Object arg) throws IOException {
        if (arg == null) {
            printText("null");
            return;
        }
        int codePoint;
        if (arg instanceof Character) {
            codePoint = ((Character) arg).charValue();
        } else if (arg instanceof Byte) {
            codePoint = ((Byte) arg).byteValue();
        } else if (arg instanceof Short) {
            codePoint = ((Short) arg).shortValue();
        } else if (arg instanceof Integer) {
            codePoint = ((Integer) arg).intValue();
        } else {
            throw conversionMismatch(arg);
        }
        if (!(arg instanceof Character) && (codePoint < 0 || codePoint > 0x10FFFF)) {
            throw new IllegalFormatCodePointException(codePoint);
        }
        printText(codePointToString(codePoint));
    }

    private static String codePointToString(int codePoint) {
        if (codePoint < 0x10000) {
            return String.valueOf((char) codePoint);
        }
        int offset = codePoint - 0x10000;
        char high = (char) (0xD800 + (offset >>> 10));
        char low = (char) (0xDC00 + (offset & 0x3FF));
        return new String(new char[] {high, low});
    }

    private void printInteger(Object arg) throws IOException {
        if (arg == null) {
            printText("null");
            return;
        }
        boolean unsignedRadix = spec.conversion != 'd';
        long value;
        // %o and %x show negative values as the two's complement of their own width.
        if (arg instanceof Byte) {
            value = ((Byte) arg).byteValue();
            value += (unsignedRadix && value < 0) ? 1L << 8 : 0;
        } else if (arg instanceof Short) {
            value = ((Short) arg).shortValue();
            value += (unsignedRadix && value < 0) ? 1L << 16 : 0;
        } else if (arg instanceof Integer) {
            value = ((Integer) arg).intValue();
            value += (unsignedRadix && value < 0) ? 1L << 32 : 0;
        } else if (arg instanceof Long) {
            value = ((Long) arg).longValue();
        } else if (arg instanceof java.math.BigInteger) {
            appendJustified(new BigNumberFormatting(this, spec).integer((java.math.BigInteger) arg));
            return;
        } else {
            throw conversionMismatch(arg);
        }
        printLong(value);
    }

    private void printLong(long value) throws IOException {
        StringBuilder sb = new StringBuilder();
        if (spec.conversion == 'd') {
            boolean negative = value < 0;
            String text = Long.toString(value);
            leadingSign(sb, negative);
            localizedMagnitude(sb, text, negative ? 1 : 0, widthWithoutParenthesis(spec.width, negative));
            trailingSign(sb, negative);
        } else {
            spec.checkBadFlags(FormatSpecifier.PARENTHESES, FormatSpecifier.LEADING_SPACE, FormatSpecifier.PLUS);
            boolean hex = spec.conversion == 'x';
            String digits = hex ? Long.toHexString(value) : Long.toOctalString(value);
            String radixPrefix = "";
            if (spec.has(FormatSpecifier.ALTERNATE)) {
                radixPrefix = hex ? (spec.has(FormatSpecifier.UPPERCASE) ? "0X" : "0x") : "0";
            }
            sb.append(radixPrefix);
            if (spec.has(FormatSpecifier.ZERO_PAD)) {
                RoundedDecimal.appendZeros(sb, spec.width - radixPrefix.length() - digits.length());
            }
            sb.append(spec.has(FormatSpecifier.UPPERCASE) ? upperCase(digits) : digits);
        }
        appendJustified(sb);
    }

    private void printFloat(Object arg) throws IOException {
        if (arg == null) {
            printText("null");
            return;
        }
        double value;
        if (arg instanceof Double) {
            value = ((Double) arg).doubleValue();
        } else if (arg instanceof Float) {
            value = ((Float) arg).floatValue();
        } else if (arg instanceof java.math.BigDecimal && spec.conversion != 'a') {
            appendJustified(new BigNumberFormatting(this, spec).decimal((java.math.BigDecimal) arg));
            return;
        } else {
            throw conversionMismatch(arg);
        }
        StringBuilder sb = new StringBuilder();
        boolean upper = spec.has(FormatSpecifier.UPPERCASE);
        if (value != value) {
            sb.append(upper ? "NAN" : "NaN");
        } else {
            boolean negative = value < 0 || (value == 0 && 1 / value < 0);
            double magnitude = Math.abs(value);
            leadingSign(sb, negative);
            if (magnitude == Double.POSITIVE_INFINITY) {
                sb.append(upper ? "INFINITY" : "Infinity");
            } else {
                new FloatFormatting(this, spec).append(sb, magnitude, negative);
            }
            trailingSign(sb, negative);
        }
        appendJustified(sb);
    }

    /** Text with precision truncation, upper-casing and justification (%s %b %h %c, null). */
    private void printText(String s) throws IOException {
        if (spec.precision != -1 && spec.precision < s.length()) {
            s = s.substring(0, spec.precision);
        }
        if (spec.has(FormatSpecifier.UPPERCASE)) {
            s = upperCase(s);
        }
        appendJustified(s);
    }

    private String upperCase(String s) {
        Locale l = locale != null ? locale : Locale.getDefault(Locale.Category.FORMAT);
        return s.toUpperCase(l);
    }

    private void appendJustified(CharSequence cs) throws IOException {
        if (spec.width == -1) {
            out.append(cs);
            return;
        }
        boolean padRight = spec.has(FormatSpecifier.LEFT_JUSTIFY);
        if (padRight) {
            out.append(cs);
        }
        for (int i = cs.length(); i < spec.width; i++) {
            out.append(' ');
        }
        if (!padRight) {
            out.append(cs);
        }
    }

    void leadingSign(StringBuilder sb, boolean negative) {
        if (!negative) {
            if (spec.has(FormatSpecifier.PLUS)) {
                sb.append('+');
            } else if (spec.has(FormatSpecifier.LEADING_SPACE)) {
                sb.append(' ');
            }
        } else {
            sb.append(spec.has(FormatSpecifier.PARENTHESES) ? '(' : '-');
        }
    }

    void trailingSign(StringBuilder sb, boolean negative) {
        if (negative && spec.has(FormatSpecifier.PARENTHESES)) {
            sb.append(')');
        }
    }

    /** Zero padding must leave room for the closing parenthesis of a negative value. */
    int widthWithoutParenthesis(int width, boolean negative) {
        if (width != -1 && negative && spec.has(FormatSpecifier.PARENTHESES)) {
            return width - 1;
        }
        return width;
    }

    /**
     * Appends value[offset..] (ASCII digits and at most one '.') with the
     * locale's digits and separators, grouping the integer part for ',', then
     * inserts zeros after whatever sb already holds (the sign) until the whole
     * of sb is {@code width} long, for the '0' flag.
     */
    void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int width) {
        int begin = sb.length();
        FormatSymbols symbols = FormatSymbols.of(locale);
        char zero = zeroDigit();
        int length = value.length();
        int dot = length;
        for (int j = offset; j < length; j++) {
            if (value.charAt(j) == '.') {
                dot = j;
                break;
            }
        }
        boolean grouping = spec.has(FormatSpecifier.GROUP);
        for (int j = offset; j < length; j++) {
            if (j == dot) {
                sb.append(symbols.decimalSeparator);
                grouping = false;
                continue;
            }
            sb.append((char) (value.charAt(j) - '0' + zero));
            if (grouping && j != dot - 1 && (dot - j) % 3 == 1) {
                sb.append(symbols.groupingSeparator);
            }
        }
        if (width != -1 && spec.has(FormatSpecifier.ZERO_PAD)) {
            for (int k = sb.length(); k < width; k++) {
                sb.insert(begin, zero);
            }
        }
    }

    /** Exponent digits in the locale's digits (no grouping, no padding). */
    void localizedExponentDigits(StringBuilder sb, String digits) {
        char zero = zeroDigit();
        for (int j = 0; j < digits.length(); j++) {
            sb.append((char) (digits.charAt(j) - '0' + zero));
        }
    }

    /** Without a locale for this call, the JDK falls back to the Formatter's own zero digit. */
    private char zeroDigit() {
        return FormatSymbols.of(locale != null ? locale : formatter.localeForDigits()).zeroDigit;
    }
}
