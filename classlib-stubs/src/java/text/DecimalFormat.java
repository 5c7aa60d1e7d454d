package java.text;

import java.math.RoundingMode;
import java.util.Locale;

/**
 * Formats and parses decimal numbers by a pattern (see DecimalPattern for
 * the syntax). Rounding works on the decimal digits of the number
 * (DecimalDigits), with the JDK's exact treatment of ties for doubles.
 * A long times the multiplier is computed exactly in decimal. BigDecimal and BigInteger arguments are formatted through doubleValue and
 * setParseBigDecimal(true) is not supported.
 */
public class DecimalFormat extends NumberFormat {
    /** Most integer and fraction digits a double can need. */
    private static final int DOUBLE_INTEGER_DIGITS = 309;
    private static final int DOUBLE_FRACTION_DIGITS = 340;

    private DecimalFormatSymbols symbols;
    /** Canonical affix patterns (see DecimalPattern); null when set literally by a setter. */
    private String positivePrefixPattern;
    private String positiveSuffixPattern;
    private String negativePrefixPattern;
    private String negativeSuffixPattern;
    private String positivePrefix;
    private String positiveSuffix;
    private String negativePrefix;
    private String negativeSuffix;
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown;
    private boolean useExponentialNotation;
    private byte minExponentDigits;
    private boolean isCurrencyFormat;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private int maximumIntegerDigits;
    private int minimumIntegerDigits;
    private int maximumFractionDigits;
    private int minimumFractionDigits;

    public DecimalFormat() {
        this("#,##0.###", DecimalFormatSymbols.getInstance(Locale.getDefault(Locale.Category.FORMAT)));
    }

    public DecimalFormat(String pattern) {
        this(pattern, DecimalFormatSymbols.getInstance(Locale.getDefault(Locale.Category.FORMAT)));
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    public void applyPattern(String pattern) {
        applyPattern(pattern, false);
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern, true);
    }

    private void applyPattern(String pattern, boolean localized) {
        DecimalPattern p = localized
                ? new DecimalPattern(pattern, symbols.getZeroDigit(), symbols.getDigit(),
                        symbols.getGroupingSeparator(), symbols.getDecimalSeparator(),
                        symbols.getPatternSeparator(), symbols.getExponentSeparator())
                : new DecimalPattern(pattern, '0', '#', ',', '.', ';', "E");
        positivePrefixPattern = p.positivePrefix;
        positiveSuffixPattern = p.positiveSuffix;
        if (p.negativePrefix == null) {
            negativePrefixPattern = "-" + p.positivePrefix;
            negativeSuffixPattern = p.positiveSuffix;
        } else {
            negativePrefixPattern = p.negativePrefix;
            negativeSuffixPattern = p.negativeSuffix;
        }
        multiplier = p.multiplier;
        isCurrencyFormat = p.currency;
        useExponentialNotation = p.exponential;
        minExponentDigits = p.minimumExponentDigits;
        groupingSize = p.groupingSize;
        super.setGroupingUsed(p.groupingUsed);
        decimalSeparatorAlwaysShown = p.decimalSeparatorAlwaysShown;
        // Through this class's setters, so that min <= max holds as the pattern says.
        maximumIntegerDigits = p.maximumIntegerDigits;
        minimumIntegerDigits = p.minimumIntegerDigits;
        maximumFractionDigits = p.maximumFractionDigits;
        minimumFractionDigits = p.minimumFractionDigits;
        super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        expandAffixes();
    }

    private void expandAffixes() {
        if (positivePrefixPattern != null) {
            positivePrefix = expandAffix(positivePrefixPattern);
        }
        if (positiveSuffixPattern != null) {
            positiveSuffix = expandAffix(positiveSuffixPattern);
        }
        if (negativePrefixPattern != null) {
            negativePrefix = expandAffix(negativePrefixPattern);
        }
        if (negativeSuffixPattern != null) {
            negativeSuffix = expandAffix(negativeSuffixPattern);
        }
    }

    /** Canonical affix pattern to text: symbols for % ‰ ¤ ¤¤ -, quotes removed. */
    private String expandAffix(String pattern) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == DecimalPattern.QUOTE) {
                if (pattern.charAt(i + 1) == DecimalPattern.QUOTE) {
                    sb.append(DecimalPattern.QUOTE);
                    i++;
                } else {
                    sb.append(pattern.charAt(i + 1));
                    i += 2;
                }
            } else if (c == DecimalPattern.PERCENT) {
                sb.append(symbols.getPercent());
            } else if (c == DecimalPattern.PER_MILLE) {
                sb.append(symbols.getPerMill());
            } else if (c == '-') {
                sb.append(symbols.getMinusSign());
            } else if (c == DecimalPattern.CURRENCY) {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == DecimalPattern.CURRENCY) {
                    sb.append(symbols.getInternationalCurrencySymbol());
                    i++;
                } else {
                    sb.append(symbols.getCurrencySymbol());
                }
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // ---- formatting ----

    @Override
    public final StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        return super.format(number, toAppendTo, pos);
    }

    @Override
    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        fieldPosition.setBeginIndex(0);
        fieldPosition.setEndIndex(0);
        if (Double.isNaN(number)) {
            int begin = result.length();
            result.append(symbols.getNaN());
            markInteger(fieldPosition, begin, result.length());
            return result;
        }
        boolean negative = (number < 0.0 || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1) {
            number *= multiplier;
        }
        if (Double.isInfinite(number)) {
            result.append(negative ? negativePrefix : positivePrefix);
            int begin = result.length();
            result.append(symbols.getInfinity());
            markInteger(fieldPosition, begin, result.length());
            result.append(negative ? negativeSuffix : positiveSuffix);
            return result;
        }
        DecimalDigits digits = new DecimalDigits();
        digits.setDouble(Math.abs(number));
        round(digits, negative);
        return subformat(result, fieldPosition, negative, false, digits);
    }

    @Override
    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        fieldPosition.setBeginIndex(0);
        fieldPosition.setEndIndex(0);
        boolean negative = (number < 0) ^ (multiplier < 0) && number != 0 && multiplier != 0;
        DecimalDigits digits = new DecimalDigits();
        digits.setLongTimes(number, multiplier);
        round(digits, negative);
        return subformat(result, fieldPosition, negative, true, digits);
    }

    private void round(DecimalDigits digits, boolean negative) {
        if (useExponentialNotation) {
            digits.roundToSignificant(effectiveMaxInt() + effectiveMaxFrac(), roundingMode, negative);
        } else {
            digits.roundToFraction(effectiveMaxFrac(), roundingMode, negative);
        }
    }

    private int effectiveMaxInt() {
        return Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS);
    }

    private int effectiveMinInt() {
        return Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS);
    }

    private int effectiveMaxFrac() {
        return Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS);
    }

    private int effectiveMinFrac() {
        return Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS);
    }

    private static void markInteger(FieldPosition fp, int begin, int end) {
        if (fp.matches(INTEGER_FIELD, NumberFormat.Field.INTEGER)) {
            fp.setBeginIndex(begin);
            fp.setEndIndex(end);
        }
    }

    private static void markFraction(FieldPosition fp, int begin, int end) {
        if (fp.matches(FRACTION_FIELD, NumberFormat.Field.FRACTION)) {
            fp.setBeginIndex(begin);
            fp.setEndIndex(end);
        }
    }

    private StringBuffer subformat(StringBuffer result, FieldPosition fp, boolean negative, boolean isInteger,
            DecimalDigits digits) {
        char zero = symbols.getZeroDigit();
        char grouping = isCurrencyFormat ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
        char decimal = isCurrencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        result.append(negative ? negativePrefix : positivePrefix);
        if (useExponentialNotation) {
            appendExponential(result, fp, digits, zero, decimal);
        } else {
            appendFixed(result, fp, isInteger, digits, zero, grouping, decimal);
        }
        result.append(negative ? negativeSuffix : positiveSuffix);
        return result;
    }

    private void appendFixed(StringBuffer result, FieldPosition fp, boolean isInteger, DecimalDigits digits,
            char zero, char grouping, char decimal) {
        int maxInt = effectiveMaxInt();
        int count = effectiveMinInt();
        int digitIndex = 0;
        if (digits.decimalAt > 0 && count < digits.decimalAt) {
            count = digits.decimalAt;
        }
        if (count > maxInt) {
            count = maxInt;
            digitIndex = digits.decimalAt - count;
        }
        int integerStart = result.length();
        for (int i = count - 1; i >= 0; i--) {
            if (i < digits.decimalAt && digitIndex < digits.count) {
                result.append((char) (digits.digits[digitIndex++] - '0' + zero));
            } else {
                result.append(zero);
            }
            if (isGroupingUsed() && i > 0 && groupingSize != 0 && i % groupingSize == 0) {
                result.append(grouping);
            }
        }
        int minFrac = effectiveMinFrac();
        boolean fractionPresent = minFrac > 0 || (!isInteger && digitIndex < digits.count);
        if (!fractionPresent && result.length() == integerStart) {
            result.append(zero);
        }
        markInteger(fp, integerStart, result.length());
        if (decimalSeparatorAlwaysShown || fractionPresent) {
            result.append(decimal);
        }
        int fractionStart = result.length();
        int maxFrac = effectiveMaxFrac();
        for (int i = 0; i < maxFrac; i++) {
            if (i >= minFrac && (isInteger || digitIndex >= digits.count)) {
                break;
            }
            if (-1 - i > digits.decimalAt - 1) {
                result.append(zero);
                continue;
            }
            if (!isInteger && digitIndex < digits.count) {
                result.append((char) (digits.digits[digitIndex++] - '0' + zero));
            } else {
                result.append(zero);
            }
        }
        markFraction(fp, fractionStart, result.length());
    }

    private void appendExponential(StringBuffer result, FieldPosition fp, DecimalDigits digits, char zero,
            char decimal) {
        int exponent = digits.decimalAt;
        int repeat = effectiveMaxInt();
        int minimumIntegerDigits = effectiveMinInt();
        int minFrac = effectiveMinFrac();
        if (repeat > 1 && repeat > minimumIntegerDigits) {
            // Engineering notation: the exponent is a multiple of the maximum integer digits.
            if (exponent >= 1) {
                exponent = ((exponent - 1) / repeat) * repeat;
            } else {
                exponent = ((exponent - repeat) / repeat) * repeat;
            }
            minimumIntegerDigits = 1;
        } else {
            exponent -= minimumIntegerDigits;
        }
        int minimumDigits = minimumIntegerDigits + minFrac;
        if (minimumDigits < 0) {
            minimumDigits = Integer.MAX_VALUE;
        }
        int integerDigits = digits.isZero() ? minimumIntegerDigits : digits.decimalAt - exponent;
        if (minimumDigits < integerDigits) {
            minimumDigits = integerDigits;
        }
        int totalDigits = Math.max(digits.count, minimumDigits);
        int integerStart = result.length();
        int fractionStart = -1;
        for (int i = 0; i < totalDigits; i++) {
            if (i == integerDigits) {
                markInteger(fp, integerStart, result.length());
                result.append(decimal);
                fractionStart = result.length();
            }
            result.append(i < digits.count ? (char) (digits.digits[i] - '0' + zero) : zero);
        }
        if (fractionStart < 0) {
            markInteger(fp, integerStart, result.length());
            if (decimalSeparatorAlwaysShown) {
                result.append(decimal);
            }
        } else {
            markFraction(fp, fractionStart, result.length());
        }
        if (digits.isZero()) {
            exponent = 0;
        }
        result.append(symbols.getExponentSeparator());
        if (exponent < 0) {
            result.append(symbols.getMinusSign());
        }
        String exponentText = Integer.toString(Math.abs(exponent));
        for (int i = exponentText.length(); i < minExponentDigits; i++) {
            result.append(zero);
        }
        for (int i = 0; i < exponentText.length(); i++) {
            result.append((char) (exponentText.charAt(i) - '0' + zero));
        }
    }

    // ---- parsing ----

    @Override
    public Number parse(String text, ParsePosition pos) {
        return new DecimalParser(this, symbols).parse(text, pos);
    }

    String expandedPositivePrefix() {
        return positivePrefix;
    }

    String expandedPositiveSuffix() {
        return positiveSuffix;
    }

    String expandedNegativePrefix() {
        return negativePrefix;
    }

    String expandedNegativeSuffix() {
        return negativeSuffix;
    }

    boolean currencyFormat() {
        return isCurrencyFormat;
    }

    // ---- settings ----

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        expandAffixes();
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public void setPositivePrefix(String newValue) {
        positivePrefix = newValue;
        positivePrefixPattern = null;
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public void setNegativePrefix(String newValue) {
        negativePrefix = newValue;
        negativePrefixPattern = null;
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public void setPositiveSuffix(String newValue) {
        positiveSuffix = newValue;
        positiveSuffixPattern = null;
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public void setNegativeSuffix(String newValue) {
        negativeSuffix = newValue;
        negativeSuffixPattern = null;
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int newValue) {
        multiplier = newValue;
    }

    @Override
    public void setGroupingUsed(boolean newValue) {
        super.setGroupingUsed(newValue);
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int newValue) {
        if (newValue < 0 || newValue > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("newValue is out of valid range. value: " + newValue);
        }
        groupingSize = newValue;
    }

    public boolean isDecimalSeparatorAlwaysShown() {
        return decimalSeparatorAlwaysShown;
    }

    public void setDecimalSeparatorAlwaysShown(boolean newValue) {
        decimalSeparatorAlwaysShown = newValue;
    }

    public boolean isParseBigDecimal() {
        return false;
    }

    public void setParseBigDecimal(boolean newValue) {
        if (newValue) {
            throw new UnsupportedOperationException("Loupe's DecimalFormat does not parse to BigDecimal");
        }
    }

    @Override
    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    @Override
    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null) {
            throw new NullPointerException();
        }
        this.roundingMode = roundingMode;
    }

    @Override
    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.max(0, newValue);
        super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            minimumIntegerDigits = maximumIntegerDigits;
            super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    @Override
    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.max(0, newValue);
        super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            maximumIntegerDigits = minimumIntegerDigits;
            super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    @Override
    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.max(0, newValue);
        super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            minimumFractionDigits = maximumFractionDigits;
            super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    @Override
    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.max(0, newValue);
        super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            maximumFractionDigits = minimumFractionDigits;
            super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    @Override
    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    @Override
    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    @Override
    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    @Override
    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    // ---- patterns ----

    public String toPattern() {
        return DecimalPatternWriter.write(this, false);
    }

    public String toLocalizedPattern() {
        return DecimalPatternWriter.write(this, true);
    }

    DecimalFormatSymbols symbols() {
        return symbols;
    }

    boolean exponential() {
        return useExponentialNotation;
    }

    int minExponentDigits() {
        return minExponentDigits;
    }

    /** The affix as canonical pattern text, from the pattern it came from or quoting a literal. */
    String affixPattern(int which) {
        String pattern;
        String literal;
        switch (which) {
            case 0: pattern = positivePrefixPattern; literal = positivePrefix; break;
            case 1: pattern = positiveSuffixPattern; literal = positiveSuffix; break;
            case 2: pattern = negativePrefixPattern; literal = negativePrefix; break;
            default: pattern = negativeSuffixPattern; literal = negativeSuffix; break;
        }
        if (pattern != null) {
            return pattern;
        }
        // A literal set by a setter is quoted as a whole if it holds any special character.
        boolean needsQuotes = false;
        for (int i = 0; i < literal.length(); i++) {
            char c = literal.charAt(i);
            if ("0#,.%\u2030E;-\u00a4".indexOf(c) >= 0) {
                needsQuotes = true;
            }
        }
        String body = literal.replace("'", "''");
        return needsQuotes ? "'" + body + "'" : body;
    }

    @Override
    public Object clone() {
        DecimalFormat copy = (DecimalFormat) super.clone();
        copy.symbols = (DecimalFormatSymbols) symbols.clone();
        return copy;
    }

    @Override
    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        DecimalFormat other = (DecimalFormat) obj;
        return positivePrefix.equals(other.positivePrefix) && positiveSuffix.equals(other.positiveSuffix)
                && negativePrefix.equals(other.negativePrefix) && negativeSuffix.equals(other.negativeSuffix)
                && multiplier == other.multiplier && groupingSize == other.groupingSize
                && decimalSeparatorAlwaysShown == other.decimalSeparatorAlwaysShown
                && useExponentialNotation == other.useExponentialNotation
                && minExponentDigits == other.minExponentDigits
                && maximumIntegerDigits == other.maximumIntegerDigits
                && minimumIntegerDigits == other.minimumIntegerDigits
                && maximumFractionDigits == other.maximumFractionDigits
                && minimumFractionDigits == other.minimumFractionDigits
                && roundingMode == other.roundingMode && symbols.equals(other.symbols);
    }

    @Override
    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }
}
