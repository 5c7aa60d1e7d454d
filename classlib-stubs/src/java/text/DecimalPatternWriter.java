package java.text;

/**
 * DecimalFormat.toPattern: the pattern regenerated from the settings, the
 * way the JDK writes it (so "#,##,###.##" comes back as "#,##0.##" and
 * "00.00" as "#00.00"); the negative subpattern only when it is not the
 * implicit minus sign.
 */
final class DecimalPatternWriter {
    private DecimalPatternWriter() {
    }

    static String write(DecimalFormat format, boolean localized) {
        DecimalFormatSymbols symbols = format.symbols();
        char zero = localized ? symbols.getZeroDigit() : '0';
        char digit = localized ? symbols.getDigit() : '#';
        char grouping = localized ? symbols.getGroupingSeparator() : ',';
        char decimal = localized ? symbols.getDecimalSeparator() : '.';
        String exponent = localized ? symbols.getExponentSeparator() : "E";
        StringBuilder sb = new StringBuilder();
        for (int part = 0; part < 2; part++) {
            sb.append(format.affixPattern(part == 0 ? 0 : 2));
            appendNumber(format, sb, zero, digit, grouping, decimal, exponent);
            sb.append(format.affixPattern(part == 0 ? 1 : 3));
            if (part == 0) {
                if (negativeIsImplicit(format)) {
                    break;
                }
                sb.append(localized ? symbols.getPatternSeparator() : ';');
            }
        }
        return sb.toString();
    }

    private static boolean negativeIsImplicit(DecimalFormat format) {
        return format.affixPattern(3).equals(format.affixPattern(1))
                && format.affixPattern(2).equals("-" + format.affixPattern(0))
                && format.getNegativePrefix().equals(
                        format.symbols().getMinusSign() + format.getPositivePrefix());
    }

    private static void appendNumber(DecimalFormat format, StringBuilder sb, char zero, char digit,
            char grouping, char decimal, String exponent) {
        int minInt = format.getMinimumIntegerDigits();
        int groupingSize = format.getGroupingSize();
        int digitCount = format.exponential() ? format.getMaximumIntegerDigits()
                : Math.max(groupingSize, minInt) + 1;
        for (int i = digitCount; i > 0; i--) {
            if (i != digitCount && format.isGroupingUsed() && groupingSize != 0 && i % groupingSize == 0) {
                sb.append(grouping);
            }
            sb.append(i <= minInt ? zero : digit);
        }
        int maxFrac = format.getMaximumFractionDigits();
        if (maxFrac > 0 || format.isDecimalSeparatorAlwaysShown()) {
            sb.append(decimal);
        }
        int minFrac = format.getMinimumFractionDigits();
        for (int i = 0; i < maxFrac; i++) {
            sb.append(i < minFrac ? zero : digit);
        }
        if (format.exponential()) {
            sb.append(exponent);
            for (int i = 0; i < format.minExponentDigits(); i++) {
                sb.append(zero);
            }
        }
    }
}
