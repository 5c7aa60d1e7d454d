package java.util;

/**
 * One parsed format specifier of java.util.Formatter:
 * {@code %[index$][flags][width][.precision][t]conversion}. Parsing follows
 * JDK 17 exactly, including which exception wins when several things are wrong
 * (index, then flags, then width, then precision, then the conversion and the
 * checks for its category). Printing is in {@link FormatPrinter}.
 */
final class FormatSpecifier {
    // Flag bits; the values are those FormattableFlags and Formattable use.
    static final int LEFT_JUSTIFY = 1;
    static final int UPPERCASE = 1 << 1;
    static final int ALTERNATE = 1 << 2;
    static final int PLUS = 1 << 3;
    static final int LEADING_SPACE = 1 << 4;
    static final int ZERO_PAD = 1 << 5;
    static final int GROUP = 1 << 6;
    static final int PARENTHESES = 1 << 7;
    static final int PREVIOUS = 1 << 8;

    /** The flag characters, in the order the JDK lists them in messages. */
    private static final String FLAG_CHARS_IN_MESSAGE_ORDER = "-^#+ 0,(<";
    private static final int[] FLAG_BITS_IN_MESSAGE_ORDER = {
        LEFT_JUSTIFY, UPPERCASE, ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES, PREVIOUS
    };
    private static final String FLAG_CHARS = "-#+ 0,(<";

    /** Values of {@link #index} besides explicit indexes (1, 2, ...). */
    static final int INDEX_NO_ARGUMENT = -2;
    static final int INDEX_PREVIOUS = -1;
    static final int INDEX_ORDINARY = 0;

    private static final String DATE_TIME_CONVERSIONS = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

    int index = INDEX_ORDINARY;
    int flags;
    int width = -1;
    int precision = -1;
    boolean dateTime;
    /** Lower-case conversion character; UPPERCASE records an upper-case one. */
    char conversion;
    /** Index just past the specifier in the format string. */
    final int end;

    /** Parses the specifier that starts with the '%' at {@code percent}. */
    FormatSpecifier(String s, int percent) {
        final int max = s.length();
        final int start = percent + 1;
        int pos = start;

        int indexStart = -1;
        int digitsEnd = skipDigits(s, pos);
        if (digitsEnd > pos && digitsEnd < max && s.charAt(digitsEnd) == '$') {
            indexStart = pos;
            pos = digitsEnd + 1;
        }
        int indexEnd = pos - 1;

        int flagsStart = pos;
        while (pos < max && FLAG_CHARS.indexOf(s.charAt(pos)) >= 0) {
            pos++;
        }
        int flagsEnd = pos;

        int widthStart = pos;
        pos = skipDigits(s, pos);
        int widthEnd = pos;

        int precisionStart = -1;
        int precisionEnd = -1;
        if (pos + 1 < max && s.charAt(pos) == '.' && isDigit(s.charAt(pos + 1))) {
            precisionStart = pos + 1;
            pos = skipDigits(s, pos + 1);
            precisionEnd = pos;
        }

        // A 't' or 'T' directly before the conversion marks a date/time
        // conversion; alone, it is the conversion itself (and an unknown one).
        boolean timePrefix = false;
        char prefix = pos < max ? s.charAt(pos) : 0;
        if ((prefix == 't' || prefix == 'T') && pos + 1 < max && isConversionCharacter(s.charAt(pos + 1))) {
            timePrefix = true;
            pos++;
        }
        if (pos >= max || !isConversionCharacter(s.charAt(pos))) {
            char afterPercent = s.charAt(start);
            throw new UnknownFormatConversionException(String.valueOf(afterPercent));
        }
        char conversionChar = s.charAt(pos);
        end = pos + 1;

        if (indexStart >= 0) {
            setIndex(parseNonNegativeInt(s, indexStart, indexEnd));
        }
        setFlags(s, flagsStart, flagsEnd);
        if (widthEnd > widthStart) {
            width = parseNonNegativeInt(s, widthStart, widthEnd);
            if (width < 0) {
                throw new IllegalFormatWidthException(width);
            }
        }
        if (precisionStart >= 0) {
            precision = parseNonNegativeInt(s, precisionStart, precisionEnd);
            if (precision < 0) {
                throw new IllegalFormatPrecisionException(precision);
            }
        }
        if (timePrefix) {
            dateTime = true;
            if (prefix == 'T') {
                flags |= UPPERCASE;
            }
        }
        setConversion(conversionChar);
        checkForCategory();
    }

    private void setIndex(int value) {
        // parseNonNegativeInt gives MIN_VALUE for numbers beyond int.
        if (value <= 0) {
            throw new IllegalFormatArgumentIndexException(value);
        }
        index = value;
    }

    private void setFlags(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            int bit = flagBit(c);
            if ((flags & bit) != 0) {
                throw new DuplicateFormatFlagsException(String.valueOf(c));
            }
            flags |= bit;
        }
        if ((flags & PREVIOUS) != 0) {
            index = INDEX_PREVIOUS;
        }
    }

    private void setConversion(char c) {
        conversion = c;
        if (dateTime) {
            return;
        }
        if (!isValidConversion(c)) {
            throw new UnknownFormatConversionException(String.valueOf(c));
        }
        if (c >= 'A' && c <= 'Z') {
            flags |= UPPERCASE;
            conversion = (char) (c + ('a' - 'A'));
        }
        if (conversion == '%' || conversion == 'n') {
            index = INDEX_NO_ARGUMENT;
        }
    }

    private void checkForCategory() {
        if (dateTime) {
            checkDateTime();
            return;
        }
        switch (conversion) {
            case 'b':
            case 'h':
            case 's':
                checkGeneral();
                break;
            case 'c':
                checkCharacter();
                break;
            case 'd':
            case 'o':
            case 'x':
                checkInteger();
                break;
            case 'e':
            case 'f':
            case 'g':
            case 'a':
                checkFloat();
                break;
            case '%':
            case 'n':
                checkText();
                break;
            default:
                throw new UnknownFormatConversionException(String.valueOf(conversion));
        }
    }

    private void checkGeneral() {
        if ((conversion == 'b' || conversion == 'h') && has(ALTERNATE)) {
            throw mismatch(ALTERNATE);
        }
        if (width == -1 && has(LEFT_JUSTIFY)) {
            throw new MissingFormatWidthException(toString());
        }
        checkBadFlags(PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
    }

    private void checkCharacter() {
        if (precision != -1) {
            throw new IllegalFormatPrecisionException(precision);
        }
        checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
        if (width == -1 && has(LEFT_JUSTIFY)) {
            throw new MissingFormatWidthException(toString());
        }
    }

    private void checkNumeric() {
        if (width == -1 && (has(LEFT_JUSTIFY) || has(ZERO_PAD))) {
            throw new MissingFormatWidthException(toString());
        }
        if ((has(PLUS) && has(LEADING_SPACE)) || (has(LEFT_JUSTIFY) && has(ZERO_PAD))) {
            throw new IllegalFormatFlagsException(flagsToString(flags));
        }
    }

    private void checkInteger() {
        checkNumeric();
        if (precision != -1) {
            throw new IllegalFormatPrecisionException(precision);
        }
        if (conversion == 'd') {
            checkBadFlags(ALTERNATE);
        } else {
            checkBadFlags(GROUP);
        }
    }

    private void checkFloat() {
        checkNumeric();
        if (conversion == 'a') {
            checkBadFlags(PARENTHESES, GROUP);
        } else if (conversion == 'e') {
            checkBadFlags(GROUP);
        } else if (conversion == 'g') {
            checkBadFlags(ALTERNATE);
        }
    }

    private void checkText() {
        if (precision != -1) {
            throw new IllegalFormatPrecisionException(precision);
        }
        if (conversion == '%') {
            if (flags != LEFT_JUSTIFY && flags != 0) {
                throw new IllegalFormatFlagsException(flagsToString(flags));
            }
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        } else {
            if (width != -1) {
                throw new IllegalFormatWidthException(width);
            }
            if (flags != 0) {
                throw new IllegalFormatFlagsException(flagsToString(flags));
            }
        }
    }

    private void checkDateTime() {
        if (precision != -1) {
            throw new IllegalFormatPrecisionException(precision);
        }
        if (DATE_TIME_CONVERSIONS.indexOf(conversion) < 0) {
            throw new UnknownFormatConversionException("t" + conversion);
        }
        checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
        if (width == -1 && has(LEFT_JUSTIFY)) {
            throw new MissingFormatWidthException(toString());
        }
    }

    /** Throws for the first of badFlags, in the order given, that is set. */
    void checkBadFlags(int... badFlags) {
        for (int flag : badFlags) {
            if (has(flag)) {
                throw mismatch(flag);
            }
        }
    }

    FormatFlagsConversionMismatchException mismatch(int flag) {
        return new FormatFlagsConversionMismatchException(flagsToString(flag), conversion);
    }

    boolean has(int flag) {
        return (flags & flag) != 0;
    }

    /** As the JDK prints a specifier in exception messages: flags first, then index. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("%");
        sb.append(flagsToString(flags & ~UPPERCASE));
        if (index > 0) {
            sb.append(index).append('$');
        }
        if (width != -1) {
            sb.append(width);
        }
        if (precision != -1) {
            sb.append('.').append(precision);
        }
        if (dateTime) {
            sb.append(has(UPPERCASE) ? 'T' : 't');
        }
        sb.append(has(UPPERCASE) ? toUpperAscii(conversion) : conversion);
        return sb.toString();
    }

    static String flagsToString(int flagBits) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < FLAG_BITS_IN_MESSAGE_ORDER.length; i++) {
            if ((flagBits & FLAG_BITS_IN_MESSAGE_ORDER[i]) != 0) {
                sb.append(FLAG_CHARS_IN_MESSAGE_ORDER.charAt(i));
            }
        }
        return sb.toString();
    }

    private static int flagBit(char c) {
        switch (c) {
            case '-':
                return LEFT_JUSTIFY;
            case '#':
                return ALTERNATE;
            case '+':
                return PLUS;
            case ' ':
                return LEADING_SPACE;
            case '0':
                return ZERO_PAD;
            case ',':
                return GROUP;
            case '(':
                return PARENTHESES;
            case '<':
                return PREVIOUS;
            default:
                throw new UnknownFormatFlagsException(String.valueOf(c));
        }
    }

    private static boolean isValidConversion(char c) {
        return "bBhHsScCdoxXeEfgGaAn%".indexOf(c) >= 0;
    }

    /** What may end a specifier: [a-zA-Z%]. */
    private static boolean isConversionCharacter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int skipDigits(String s, int pos) {
        while (pos < s.length() && isDigit(s.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    /** The decimal number in s[from, to); Integer.MIN_VALUE when it exceeds an int. */
    private static int parseNonNegativeInt(String s, int from, int to) {
        long value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + (s.charAt(i) - '0');
            if (value > Integer.MAX_VALUE) {
                return Integer.MIN_VALUE;
            }
        }
        return (int) value;
    }

    static char toUpperAscii(char c) {
        return c >= 'a' && c <= 'z' ? (char) (c - ('a' - 'A')) : c;
    }
}
