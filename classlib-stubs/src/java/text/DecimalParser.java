package java.text;

/**
 * DecimalFormat.parse: prefix (the longer of the positive and negative ones
 * that match), digits with grouping and decimal separators, an optional
 * exponent, suffix. The answer is a Long when the value is an integer that
 * fits (and is not -0), else a Double; the multiplier divides it.
 */
final class DecimalParser {
    private final DecimalFormat format;
    private final DecimalFormatSymbols symbols;

    DecimalParser(DecimalFormat format, DecimalFormatSymbols symbols) {
        this.format = format;
        this.symbols = symbols;
    }

    Number parse(String text, ParsePosition pos) {
        int start = pos.getIndex();
        if (text.startsWith(symbols.getNaN(), start)) {
            pos.setIndex(start + symbols.getNaN().length());
            return Double.NaN;
        }
        String positivePrefix = format.expandedPositivePrefix();
        String negativePrefix = format.expandedNegativePrefix();
        boolean gotPositive = text.startsWith(positivePrefix, start);
        boolean gotNegative = text.startsWith(negativePrefix, start);
        if (gotPositive && gotNegative) {
            if (positivePrefix.length() > negativePrefix.length()) {
                gotNegative = false;
            } else if (positivePrefix.length() < negativePrefix.length()) {
                gotPositive = false;
            }
        }
        int position;
        if (gotPositive) {
            position = start + positivePrefix.length();
        } else if (gotNegative) {
            position = start + negativePrefix.length();
        } else {
            pos.setErrorIndex(start);
            return null;
        }
        boolean infinite = false;
        StringBuilder digits = new StringBuilder();
        int decimalAt = -1;
        long exponent = 0;
        if (text.startsWith(symbols.getInfinity(), position)) {
            infinite = true;
            position += symbols.getInfinity().length();
        } else {
            int[] end = new int[1];
            int[] decimalAtOut = new int[1];
            long[] exponentOut = new long[1];
            if (!readDigits(text, position, digits, end, decimalAtOut, exponentOut)) {
                pos.setErrorIndex(position);
                return null;
            }
            position = end[0];
            decimalAt = decimalAtOut[0];
            exponent = exponentOut[0];
        }
        String positiveSuffix = format.expandedPositiveSuffix();
        String negativeSuffix = format.expandedNegativeSuffix();
        boolean positiveEnds = gotPositive && text.startsWith(positiveSuffix, position);
        boolean negativeEnds = gotNegative && text.startsWith(negativeSuffix, position);
        if (positiveEnds && negativeEnds) {
            if (positiveSuffix.length() > negativeSuffix.length()) {
                negativeEnds = false;
            } else if (positiveSuffix.length() < negativeSuffix.length()) {
                positiveEnds = false;
            }
        }
        if (!positiveEnds && !negativeEnds) {
            pos.setErrorIndex(position);
            return null;
        }
        pos.setIndex(position + (positiveEnds ? positiveSuffix.length() : negativeSuffix.length()));
        boolean negative = !positiveEnds;
        if (infinite) {
            boolean negativeResult = negative ^ (format.getMultiplier() < 0);
            return negativeResult ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        return toNumber(digits.toString(), decimalAt + exponent, negative);
    }

    /**
     * Reads digits from start; answers false if there are none. end[0] is
     * where reading stopped; the digits are all those seen with the decimal
     * point after decimalAt[0] of them; exponent[0] is a parsed exponent.
     */
    private boolean readDigits(String text, int start, StringBuilder digits, int[] end, int[] decimalAt,
            long[] exponent) {
        char zero = symbols.getZeroDigit();
        boolean currency = format.currencyFormat();
        char decimal = currency ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        char grouping = currency ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
        String exponentText = symbols.getExponentSeparator();
        boolean sawDecimal = false;
        boolean sawDigit = false;
        int position = start;
        int backup = -1;
        int pointAt = -1;
        while (position < text.length()) {
            char c = text.charAt(position);
            int value = c - zero;
            if (value < 0 || value > 9) {
                value = Character.digit(c, 10);
            }
            if (value >= 0 && value <= 9) {
                sawDigit = true;
                backup = -1;
                digits.append((char) ('0' + value));
            } else if (!format.isParseIntegerOnly() && c == decimal && !sawDecimal) {
                sawDecimal = true;
                pointAt = digits.length();
            } else if (c == grouping && format.isGroupingUsed()) {
                if (sawDecimal) {
                    break;
                }
                backup = position; // a grouping separator not followed by a digit is not consumed
            } else if (sawDigit && text.startsWith(exponentText, position)) {
                int p = position + exponentText.length();
                boolean negativeExponent = false;
                if (p < text.length() && (text.charAt(p) == symbols.getMinusSign() || text.charAt(p) == '+')) {
                    negativeExponent = text.charAt(p) != '+';
                    p++;
                }
                long value2 = 0;
                int digitStart = p;
                while (p < text.length() && Character.digit(text.charAt(p), 10) >= 0) {
                    if (value2 < 100000000L) {
                        value2 = value2 * 10 + Character.digit(text.charAt(p), 10);
                    }
                    p++;
                }
                if (p > digitStart) {
                    exponent[0] = negativeExponent ? -value2 : value2;
                    position = p;
                }
                break;
            } else {
                break;
            }
            position++;
        }
        if (backup >= 0) {
            position = backup;
        }
        end[0] = position;
        decimalAt[0] = pointAt < 0 ? digits.length() : pointAt;
        return sawDigit;
    }

    private Number toNumber(String digits, long decimalAt, boolean negative) {
        int first = 0;
        while (first < digits.length() && digits.charAt(first) == '0') {
            first++;
        }
        int last = digits.length();
        while (last > first && digits.charAt(last - 1) == '0') {
            last--;
        }
        String significant = digits.substring(first, last);
        long point = decimalAt - first;
        int multiplier = format.getMultiplier();
        if (significant.isEmpty()) {
            if (negative ^ (multiplier < 0)) {
                return -0.0;
            }
            return 0L;
        }
        if (point >= significant.length() && point <= 19) {
            StringBuilder integer = new StringBuilder(negative ? "-" : "").append(significant);
            for (long i = significant.length(); i < point; i++) {
                integer.append('0');
            }
            Long exact = parseLongOrNull(integer.toString());
            if (exact != null) {
                long value = exact;
                if (multiplier == 1) {
                    return value;
                }
                if (multiplier != 0 && value % multiplier == 0) {
                    return value / multiplier;
                }
                return (double) value / multiplier;
            }
        }
        double value = Double.parseDouble((negative ? "-0." : "0.") + significant + "E" + point);
        if (multiplier != 1) {
            value /= multiplier;
        }
        if (value == Math.rint(value) && Math.abs(value) < 9.223372036854776E18 && value != 0) {
            return (long) value;
        }
        return value;
    }

    private static Long parseLongOrNull(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
