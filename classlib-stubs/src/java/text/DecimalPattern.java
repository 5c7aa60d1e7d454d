package java.text;

/**
 * Reads a DecimalFormat pattern ("#,##0.00;(#)", "0.###E0", "'#'#%") into
 * the settings it describes. Affixes are kept as canonical affix patterns:
 * special characters unquoted (% ‰ ¤ -), every other character literal,
 * quoted only where it would otherwise be special, so that toPattern can
 * print them back the way the JDK does.
 */
final class DecimalPattern {
    static final char PERCENT = '%';
    static final char PER_MILLE = '\u2030';
    static final char CURRENCY = '\u00a4';
    static final char QUOTE = '\'';

    String positivePrefix = "";
    String positiveSuffix = "";
    /** null: no negative subpattern, i.e. "-" + positive prefix and the positive suffix. */
    String negativePrefix;
    String negativeSuffix;
    int multiplier = 1;
    boolean currency;
    int minimumIntegerDigits;
    int maximumIntegerDigits;
    int minimumFractionDigits;
    int maximumFractionDigits;
    int groupingSize;
    boolean groupingUsed;
    boolean decimalSeparatorAlwaysShown;
    boolean exponential;
    byte minimumExponentDigits;

    private final String pattern;
    private int pos;

    DecimalPattern(String pattern, char zero, char digit, char grouping, char decimal, char separator,
            String exponent) {
        this.pattern = pattern;
        for (int part = 0; part < 2; part++) {
            StringBuilder prefix = new StringBuilder();
            StringBuilder suffix = new StringBuilder();
            readAffix(prefix, zero, digit, grouping, decimal, separator, part == 0);
            if (part == 0) {
                readNumber(zero, digit, grouping, decimal, separator, exponent);
            } else {
                skipNumber(zero, digit, grouping, decimal, exponent);
            }
            readAffix(suffix, zero, digit, grouping, decimal, separator, part == 0);
            if (part == 0) {
                positivePrefix = prefix.toString();
                positiveSuffix = suffix.toString();
            } else {
                negativePrefix = prefix.toString();
                negativeSuffix = suffix.toString();
            }
            if (pos >= pattern.length()) {
                break;
            }
            if (pattern.charAt(pos) != separator) {
                throw malformed("Malformed pattern \"");
            }
            if (part == 1) {
                throw new IllegalArgumentException("Unquoted special character '" + separator
                        + "' in pattern \"" + pattern + '"');
            }
            pos++;
            if (pos >= pattern.length()) {
                break; // "0;" has no negative subpattern
            }
        }
        if (pattern.isEmpty()) {
            maximumIntegerDigits = Integer.MAX_VALUE;
            maximumFractionDigits = Integer.MAX_VALUE;
        }
    }

    private IllegalArgumentException malformed(String message) {
        return new IllegalArgumentException(message + pattern + '"');
    }

    private static boolean isNumberChar(char c, char zero, char digit, char grouping, char decimal) {
        return c == zero || c == digit || c == grouping || c == decimal;
    }

    /** Reads prefix or suffix text up to the number part, the separator or the end. */
    private void readAffix(StringBuilder out, char zero, char digit, char grouping, char decimal, char separator,
            boolean positive) {
        boolean inQuote = false;
        while (pos < pattern.length()) {
            char c = pattern.charAt(pos);
            if (inQuote) {
                if (c == QUOTE) {
                    if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                        appendLiteral(out, QUOTE);
                        pos += 2;
                        continue;
                    }
                    inQuote = false;
                    pos++;
                    continue;
                }
                appendLiteral(out, c);
                pos++;
                continue;
            }
            if (isNumberChar(c, zero, digit, grouping, decimal) || c == separator) {
                return;
            }
            if (c == QUOTE) {
                if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                    appendLiteral(out, QUOTE);
                    pos += 2;
                } else {
                    inQuote = true;
                    pos++;
                }
                continue;
            }
            if (c == PERCENT || c == PER_MILLE) {
                int factor = c == PERCENT ? 100 : 1000;
                if (positive) {
                    if (multiplier != 1) {
                        throw malformed("Too many percent/per mille characters in pattern \"");
                    }
                    multiplier = factor;
                }
                out.append(c);
            } else if (c == CURRENCY) {
                if (positive) {
                    currency = true;
                }
                out.append(c);
            } else if (c == '-') {
                out.append(c);
            } else {
                appendLiteral(out, c);
            }
            pos++;
        }
        if (inQuote) {
            throw malformed("Malformed pattern \"");
        }
    }

    /** A literal in canonical form: quoted when it is one of the characters with a meaning. */
    static void appendLiteral(StringBuilder out, char c) {
        if (c == QUOTE) {
            out.append("''");
        } else if (c == PERCENT || c == PER_MILLE || c == CURRENCY || c == '-' || c == '#' || c == ','
                || c == '.' || c == ';' || (c >= '0' && c <= '9') || c == 'E') {
            out.append(QUOTE).append(c).append(QUOTE);
        } else {
            out.append(c);
        }
    }

    private void readNumber(char zero, char digit, char grouping, char decimal, char separator, String exponent) {
        int digitLeftCount = 0;
        int zeroDigitCount = 0;
        int digitRightCount = 0;
        int groupingCount = -1;
        int decimalPos = -1;
        int start = pos;
        while (pos < pattern.length()) {
            char c = pattern.charAt(pos);
            if (c == digit) {
                if (zeroDigitCount > 0) {
                    digitRightCount++;
                } else {
                    digitLeftCount++;
                }
                if (groupingCount >= 0 && decimalPos < 0) {
                    groupingCount++;
                }
            } else if (c == zero) {
                if (digitRightCount > 0) {
                    throw malformed("Unexpected '0' in pattern \"");
                }
                zeroDigitCount++;
                if (groupingCount >= 0 && decimalPos < 0) {
                    groupingCount++;
                }
            } else if (c == grouping) {
                if (decimalPos >= 0) {
                    throw malformed("Malformed pattern \"");
                }
                groupingCount = 0;
            } else if (c == decimal) {
                if (decimalPos >= 0) {
                    throw malformed("Multiple decimal separators in pattern \"");
                }
                decimalPos = digitLeftCount + zeroDigitCount + digitRightCount;
            } else if (pattern.startsWith(exponent, pos)) {
                pos += exponent.length();
                int exponentZeros = 0;
                while (pos < pattern.length() && pattern.charAt(pos) == zero) {
                    exponentZeros++;
                    pos++;
                }
                if (digitLeftCount + zeroDigitCount < 1 || exponentZeros < 1) {
                    throw malformed("Malformed exponential pattern \"");
                }
                exponential = true;
                minimumExponentDigits = (byte) exponentZeros;
                break;
            } else {
                break;
            }
            pos++;
        }
        if (pos < pattern.length() && pos > start) {
            char next = pattern.charAt(pos);
            if (isNumberChar(next, zero, digit, grouping, decimal)) {
                throw malformed("Malformed pattern \"");
            }
        }
        if (zeroDigitCount == 0 && digitLeftCount > 0 && decimalPos >= 0) {
            // "#.##", ".##" and "##.": one integer digit becomes a zero digit.
            int n = decimalPos == 0 ? 1 : decimalPos;
            digitRightCount = digitLeftCount - n;
            digitLeftCount = n - 1;
            zeroDigitCount = 1;
        }
        if ((decimalPos < 0 && digitRightCount > 0)
                || (decimalPos >= 0 && (decimalPos < digitLeftCount
                        || decimalPos > digitLeftCount + zeroDigitCount))
                || groupingCount == 0) {
            throw malformed("Malformed pattern \"");
        }
        int digitTotalCount = digitLeftCount + zeroDigitCount + digitRightCount;
        int effectiveDecimalPos = decimalPos >= 0 ? decimalPos : digitTotalCount;
        minimumIntegerDigits = effectiveDecimalPos - digitLeftCount;
        maximumIntegerDigits = exponential ? digitLeftCount + minimumIntegerDigits : Integer.MAX_VALUE;
        maximumFractionDigits = decimalPos >= 0 ? digitTotalCount - decimalPos : 0;
        minimumFractionDigits = decimalPos >= 0 ? digitLeftCount + zeroDigitCount - decimalPos : 0;
        groupingUsed = groupingCount > 0;
        groupingSize = groupingCount > 0 ? groupingCount : 0;
        decimalSeparatorAlwaysShown = decimalPos == 0 || decimalPos == digitTotalCount;
    }

    /** The negative subpattern's number part only marks where its suffix starts. */
    private void skipNumber(char zero, char digit, char grouping, char decimal, String exponent) {
        while (pos < pattern.length()) {
            char c = pattern.charAt(pos);
            if (isNumberChar(c, zero, digit, grouping, decimal)) {
                pos++;
            } else if (pattern.startsWith(exponent, pos)) {
                pos += exponent.length();
                while (pos < pattern.length() && pattern.charAt(pos) == zero) {
                    pos++;
                }
            } else {
                break;
            }
        }
    }
}
