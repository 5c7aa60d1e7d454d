package java.lang;

/**
 * The box for char, and the Unicode character properties. The properties come
 * from CharacterData (Unicode 13.0, the version of JDK 17); UTF-16 helpers
 * (surrogates, code point walking) are here.
 */
public final class Character implements java.io.Serializable, Comparable<Character> {
    private static final long serialVersionUID = 3786198910865385080L;

    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';
    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final byte DIRECTIONALITY_UNDEFINED = -1;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT = 0;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT = 1;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC = 2;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER = 3;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_SEPARATOR = 4;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_TERMINATOR = 5;
    public static final byte DIRECTIONALITY_ARABIC_NUMBER = 6;
    public static final byte DIRECTIONALITY_COMMON_NUMBER_SEPARATOR = 7;
    public static final byte DIRECTIONALITY_NONSPACING_MARK = 8;
    public static final byte DIRECTIONALITY_BOUNDARY_NEUTRAL = 9;
    public static final byte DIRECTIONALITY_PARAGRAPH_SEPARATOR = 10;
    public static final byte DIRECTIONALITY_SEGMENT_SEPARATOR = 11;
    public static final byte DIRECTIONALITY_WHITESPACE = 12;
    public static final byte DIRECTIONALITY_OTHER_NEUTRALS = 13;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_EMBEDDING = 14;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_OVERRIDE = 15;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_EMBEDDING = 16;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_OVERRIDE = 17;
    public static final byte DIRECTIONALITY_POP_DIRECTIONAL_FORMAT = 18;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_ISOLATE = 19;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_ISOLATE = 20;
    public static final byte DIRECTIONALITY_FIRST_STRONG_ISOLATE = 21;
    public static final byte DIRECTIONALITY_POP_DIRECTIONAL_ISOLATE = 22;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0x10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    private final char value;

    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    /** Boxes of U+0000..U+007F are shared. */
    private static final class Cache {
        static final Character[] BOXES = new Character[128];

        static {
            for (int i = 0; i < BOXES.length; i++) {
                BOXES[i] = new Character((char) i);
            }
        }
    }

    public static Character valueOf(char c) {
        if (c < 128) {
            return Cache.BOXES[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        return obj instanceof Character && value == ((Character) obj).value;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        return new String(toChars(codePoint), true);
    }

    public int compareTo(Character anotherCharacter) {
        return compare(value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // ---- UTF-16

    public static boolean isValidCodePoint(int codePoint) {
        return codePoint >= 0 && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch <= MAX_HIGH_SURROGATE;
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch <= MAX_LOW_SURROGATE;
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch <= MAX_SURROGATE;
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high - MIN_HIGH_SURROGATE) << 10) + (low - MIN_LOW_SURROGATE) + MIN_SUPPLEMENTARY_CODE_POINT;
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAt(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        return codePointBefore(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (index <= start || start < 0 || index > a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > start) {
            char c1 = a[--index];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        }
        if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        }
        throw invalidCodePoint(codePoint);
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] {(char) codePoint};
        }
        if (isValidCodePoint(codePoint)) {
            return new char[] {highSurrogate(codePoint), lowSurrogate(codePoint)};
        }
        throw invalidCodePoint(codePoint);
    }

    static IllegalArgumentException invalidCodePoint(int codePoint) {
        char[] hex = Integer.toHexString(codePoint).toCharArray();
        for (int i = 0; i < hex.length; i++) {
            if (hex[i] >= 'a') {
                hex[i] -= 'a' - 'A';
            }
        }
        return new IllegalArgumentException("Not a valid Unicode code point: 0x" + new String(hex, true));
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > seq.length() || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex - 1; i++) {
            if (isHighSurrogate(seq.charAt(i)) && isLowSurrogate(seq.charAt(i + 1))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (count > a.length - offset || offset < 0 || count < 0) {
            throw new IndexOutOfBoundsException();
        }
        int end = offset + count;
        int n = count;
        for (int i = offset; i < end - 1; i++) {
            if (isHighSurrogate(a[i]) && isLowSurrogate(a[i + 1])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            for (int i = 0; i < codePointOffset; i++) {
                if (x >= length) {
                    throw new IndexOutOfBoundsException();
                }
                if (isHighSurrogate(seq.charAt(x++)) && x < length && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
        } else {
            for (int i = codePointOffset; i < 0; i++) {
                if (x <= 0) {
                    throw new IndexOutOfBoundsException();
                }
                if (isLowSurrogate(seq.charAt(--x)) && x > 0 && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
        }
        return x;
    }

    public static int offsetByCodePoints(char[] a, int start, int count, int index, int codePointOffset) {
        if (count > a.length - start || start < 0 || count < 0 || index < start || index > start + count) {
            throw new IndexOutOfBoundsException();
        }
        return offsetByCodePoints(new String(a, start, count), index - start, codePointOffset) + start;
    }

    // ---- properties

    public static int getType(char ch) {
        return CharacterData.getType(ch);
    }

    public static int getType(int codePoint) {
        return CharacterData.getType(codePoint);
    }

    public static boolean isDefined(char ch) {
        return getType(ch) != UNASSIGNED;
    }

    public static boolean isDefined(int codePoint) {
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int codePoint) {
        return getType(codePoint) == LOWERCASE_LETTER || CharacterData.isOtherLowercase(codePoint);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int codePoint) {
        return getType(codePoint) == UPPERCASE_LETTER || CharacterData.isOtherUppercase(codePoint);
    }

    public static boolean isTitleCase(char ch) {
        return getType(ch) == TITLECASE_LETTER;
    }

    public static boolean isTitleCase(int codePoint) {
        return getType(codePoint) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return getType(ch) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isDigit(int codePoint) {
        return getType(codePoint) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int codePoint) {
        int type = getType(codePoint);
        return type >= UPPERCASE_LETTER && type <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        int type = getType(codePoint);
        return (type >= UPPERCASE_LETTER && type <= OTHER_LETTER) || type == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isAlphabetic(int codePoint) {
        return isLetter(codePoint) || getType(codePoint) == LETTER_NUMBER || CharacterData.isOtherAlphabetic(codePoint);
    }

    public static boolean isIdeographic(int codePoint) {
        return CharacterData.isIdeographic(codePoint);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    /** Letters, letter numbers, currency symbols and connector punctuation (such as '_'). */
    public static boolean isJavaIdentifierStart(int codePoint) {
        int type = getType(codePoint);
        return (type >= UPPERCASE_LETTER && type <= OTHER_LETTER) || type == LETTER_NUMBER
                || type == CURRENCY_SYMBOL || type == CONNECTOR_PUNCTUATION;
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        int type = getType(codePoint);
        return isJavaIdentifierStart(codePoint) || type == DECIMAL_DIGIT_NUMBER
                || type == COMBINING_SPACING_MARK || type == NON_SPACING_MARK || isIdentifierIgnorable(codePoint);
    }

    @Deprecated
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        int type = getType(codePoint);
        return (type >= UPPERCASE_LETTER && type <= OTHER_LETTER) || type == LETTER_NUMBER
                || CharacterData.isOtherIdStart(codePoint);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        int type = getType(codePoint);
        return isUnicodeIdentifierStart(codePoint) || type == CONNECTOR_PUNCTUATION || type == DECIMAL_DIGIT_NUMBER
                || type == COMBINING_SPACING_MARK || type == NON_SPACING_MARK || isIdentifierIgnorable(codePoint)
                || CharacterData.isOtherIdContinue(codePoint);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    /** The controls that are not whitespace, and the format characters. */
    public static boolean isIdentifierIgnorable(int codePoint) {
        return (codePoint >= 0x00 && codePoint <= 0x08) || (codePoint >= 0x0E && codePoint <= 0x1B)
                || (codePoint >= 0x7F && codePoint <= 0x9F) || getType(codePoint) == FORMAT;
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        int type = getType(codePoint);
        return type == SPACE_SEPARATOR || type == LINE_SEPARATOR || type == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    /** Space separators except the no-break ones, line and paragraph separators, \t \n \u000B \f \r and U+001C..U+001F. */
    public static boolean isWhitespace(int codePoint) {
        if (codePoint <= ' ') {
            return codePoint == ' ' || (codePoint >= 0x09 && codePoint <= 0x0D) || (codePoint >= 0x1C && codePoint <= 0x1F);
        }
        if (codePoint == 0x00A0 || codePoint == 0x2007 || codePoint == 0x202F) {
            return false;
        }
        return isSpaceChar(codePoint);
    }

    @Deprecated
    public static boolean isSpace(char ch) {
        return ch <= ' ' && ((1L << ch) & ((1L << 9) | (1L << 10) | (1L << 12) | (1L << 13) | (1L << 32))) != 0;
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return codePoint <= 0x9F && (codePoint >= 0x7F || codePoint >>> 5 == 0);
    }

    public static byte getDirectionality(char ch) {
        return getDirectionality((int) ch);
    }

    public static byte getDirectionality(int codePoint) {
        return CharacterData.getDirectionality(codePoint);
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        return CharacterData.isMirrored(codePoint);
    }

    // ---- case

    public static char toLowerCase(char ch) {
        return (char) CharacterData.toLowerCase(ch);
    }

    public static int toLowerCase(int codePoint) {
        return CharacterData.toLowerCase(codePoint);
    }

    public static char toUpperCase(char ch) {
        return (char) CharacterData.toUpperCase(ch);
    }

    public static int toUpperCase(int codePoint) {
        return CharacterData.toUpperCase(codePoint);
    }

    public static char toTitleCase(char ch) {
        return (char) CharacterData.toTitleCase(ch);
    }

    public static int toTitleCase(int codePoint) {
        return CharacterData.toTitleCase(codePoint);
    }

    // ---- digits and numbers

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    /** Decimal digits of any script, and the Latin letters (ASCII or fullwidth) as 10..35. */
    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int value;
        if (codePoint >= '0' && codePoint <= '9') {
            value = codePoint - '0';
        } else if (codePoint >= 'a' && codePoint <= 'z') {
            value = codePoint - 'a' + 10;
        } else if (codePoint >= 'A' && codePoint <= 'Z') {
            value = codePoint - 'A' + 10;
        } else if (codePoint < 0x80) {
            return -1;
        } else {
            value = latinLetterValue(codePoint);
            if (value < 0) {
                value = CharacterData.decimalDigitValue(codePoint);
            }
        }
        return value < radix ? value : -1;
    }

    /** 10..35 for the fullwidth Latin letters, else -1. */
    private static int latinLetterValue(int codePoint) {
        if (codePoint >= 0xFF21 && codePoint <= 0xFF3A) {
            return codePoint - 0xFF21 + 10;
        }
        if (codePoint >= 0xFF41 && codePoint <= 0xFF5A) {
            return codePoint - 0xFF41 + 10;
        }
        return -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    /** Digits, Latin letters as 10..35, other numeric characters; -2 for fractions, -1 for none. */
    public static int getNumericValue(int codePoint) {
        int value = digit(codePoint, MAX_RADIX);
        return value >= 0 ? value : CharacterData.numericValue(codePoint);
    }

    public static char forDigit(int digit, int radix) {
        if (digit >= radix || digit < 0 || radix < MIN_RADIX || radix > MAX_RADIX) {
            return '\0';
        }
        return Integer.DIGITS[digit];
    }

    // ---- names

    /** The Unicode name, or null for an unassigned code point (names are loaded on first use). */
    public static String getName(int codePoint) {
        checkCodePoint(codePoint);
        return CharacterNames.getName(codePoint);
    }

    public static int codePointOf(String name) {
        return CharacterNames.codePointOf(name);
    }

    static void checkCodePoint(int codePoint) {
        if (!isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException("Not a valid Unicode code point: 0x"
                    + Integer.toHexString(codePoint).toUpperCase());
        }
    }

    // ---- subsets of the character set

    public static class Subset {
        private final String name;

        protected Subset(String name) {
            if (name == null) {
                throw new NullPointerException("name");
            }
            this.name = name;
        }

        public final boolean equals(Object obj) {
            return this == obj;
        }

        public final int hashCode() {
            return super.hashCode();
        }

        public final String toString() {
            return name;
        }
    }

    /** The Unicode blocks of JDK 17; lookups are in CharacterBlocks. */
    public static final class UnicodeBlock extends Subset {
        /** Every constant in declaration order, filled by next() (so declared before them). */
        static final UnicodeBlock[] ALL = new UnicodeBlock[CharacterBlocks.BLOCK_COUNT];
        private static int declared;

        private UnicodeBlock(String name) {
            super(name);
        }

        /** The next constant: its name is the next in CharacterTables.BLOCK_NAMES. */
        private static UnicodeBlock next() {
            UnicodeBlock block = new UnicodeBlock(CharacterBlocks.constantName(declared));
            ALL[declared++] = block;
            return block;
        }

        // BEGIN GENERATED UnicodeBlock constants (tools/GenCharacterData.java)
        public static final UnicodeBlock BASIC_LATIN = next(), LATIN_1_SUPPLEMENT = next(),
                LATIN_EXTENDED_A = next(), LATIN_EXTENDED_B = next(), IPA_EXTENSIONS = next(),
                SPACING_MODIFIER_LETTERS = next(), COMBINING_DIACRITICAL_MARKS = next(), GREEK = next(),
                CYRILLIC = next(),ARMENIAN = next(), HEBREW = next(), ARABIC = next(), DEVANAGARI = next(),
                BENGALI = next(),GURMUKHI = next(), GUJARATI = next(), ORIYA = next(), TAMIL = next(),
                TELUGU = next(),KANNADA = next(), MALAYALAM = next(), THAI = next(), LAO = next(),
                TIBETAN = next(),GEORGIAN = next(), HANGUL_JAMO = next(), LATIN_EXTENDED_ADDITIONAL = next(),
                GREEK_EXTENDED = next(),GENERAL_PUNCTUATION = next(), SUPERSCRIPTS_AND_SUBSCRIPTS = next(),
                CURRENCY_SYMBOLS = next(), COMBINING_MARKS_FOR_SYMBOLS = next(), LETTERLIKE_SYMBOLS = next(),
                NUMBER_FORMS = next(),ARROWS = next(), MATHEMATICAL_OPERATORS = next(),
                MISCELLANEOUS_TECHNICAL = next(), CONTROL_PICTURES = next(),
                OPTICAL_CHARACTER_RECOGNITION = next(), ENCLOSED_ALPHANUMERICS = next(), BOX_DRAWING = next(),
                BLOCK_ELEMENTS = next(),GEOMETRIC_SHAPES = next(), MISCELLANEOUS_SYMBOLS = next(),
                DINGBATS = next(),CJK_SYMBOLS_AND_PUNCTUATION = next(), HIRAGANA = next(), KATAKANA = next(),
                BOPOMOFO = next(),HANGUL_COMPATIBILITY_JAMO = next(), KANBUN = next(),
                ENCLOSED_CJK_LETTERS_AND_MONTHS = next(), CJK_COMPATIBILITY = next(),
                CJK_UNIFIED_IDEOGRAPHS = next(), HANGUL_SYLLABLES = next(), PRIVATE_USE_AREA = next(),
                CJK_COMPATIBILITY_IDEOGRAPHS = next(), ALPHABETIC_PRESENTATION_FORMS = next(),
                ARABIC_PRESENTATION_FORMS_A = next(), COMBINING_HALF_MARKS = next(),
                CJK_COMPATIBILITY_FORMS = next(), SMALL_FORM_VARIANTS = next(),
                ARABIC_PRESENTATION_FORMS_B = next(), HALFWIDTH_AND_FULLWIDTH_FORMS = next(),
                SPECIALS = next(),SURROGATES_AREA = next(), SYRIAC = next(), THAANA = next(),
                SINHALA = next(),MYANMAR = next(), ETHIOPIC = next(), CHEROKEE = next(),
                UNIFIED_CANADIAN_ABORIGINAL_SYLLABICS = next(), OGHAM = next(), RUNIC = next(),
                KHMER = next(),MONGOLIAN = next(), BRAILLE_PATTERNS = next(),
                CJK_RADICALS_SUPPLEMENT = next(), KANGXI_RADICALS = next(),
                IDEOGRAPHIC_DESCRIPTION_CHARACTERS = next(), BOPOMOFO_EXTENDED = next(),
                CJK_UNIFIED_IDEOGRAPHS_EXTENSION_A = next(), YI_SYLLABLES = next(), YI_RADICALS = next(),
                CYRILLIC_SUPPLEMENTARY = next(), TAGALOG = next(), HANUNOO = next(), BUHID = next(),
                TAGBANWA = next(),LIMBU = next(), TAI_LE = next(), KHMER_SYMBOLS = next(),
                PHONETIC_EXTENSIONS = next(), MISCELLANEOUS_MATHEMATICAL_SYMBOLS_A = next(),
                SUPPLEMENTAL_ARROWS_A = next(), SUPPLEMENTAL_ARROWS_B = next(),
                MISCELLANEOUS_MATHEMATICAL_SYMBOLS_B = next(), SUPPLEMENTAL_MATHEMATICAL_OPERATORS = next(),
                MISCELLANEOUS_SYMBOLS_AND_ARROWS = next(), KATAKANA_PHONETIC_EXTENSIONS = next(),
                YIJING_HEXAGRAM_SYMBOLS = next(), VARIATION_SELECTORS = next(), LINEAR_B_SYLLABARY = next(),
                LINEAR_B_IDEOGRAMS = next(), AEGEAN_NUMBERS = next(), OLD_ITALIC = next(), GOTHIC = next(),
                UGARITIC = next(),DESERET = next(), SHAVIAN = next(), OSMANYA = next(),
                CYPRIOT_SYLLABARY = next(), BYZANTINE_MUSICAL_SYMBOLS = next(), MUSICAL_SYMBOLS = next(),
                TAI_XUAN_JING_SYMBOLS = next(), MATHEMATICAL_ALPHANUMERIC_SYMBOLS = next(),
                CJK_UNIFIED_IDEOGRAPHS_EXTENSION_B = next(), CJK_COMPATIBILITY_IDEOGRAPHS_SUPPLEMENT = next(),
                TAGS = next(),VARIATION_SELECTORS_SUPPLEMENT = next(),
                SUPPLEMENTARY_PRIVATE_USE_AREA_A = next(), SUPPLEMENTARY_PRIVATE_USE_AREA_B = next(),
                HIGH_SURROGATES = next(), HIGH_PRIVATE_USE_SURROGATES = next(), LOW_SURROGATES = next(),
                ARABIC_SUPPLEMENT = next(), NKO = next(), SAMARITAN = next(), MANDAIC = next(),
                ETHIOPIC_SUPPLEMENT = next(), UNIFIED_CANADIAN_ABORIGINAL_SYLLABICS_EXTENDED = next(),
                NEW_TAI_LUE = next(),BUGINESE = next(), TAI_THAM = next(), BALINESE = next(),
                SUNDANESE = next(),BATAK = next(), LEPCHA = next(), OL_CHIKI = next(),
                VEDIC_EXTENSIONS = next(), PHONETIC_EXTENSIONS_SUPPLEMENT = next(),
                COMBINING_DIACRITICAL_MARKS_SUPPLEMENT = next(), GLAGOLITIC = next(),
                LATIN_EXTENDED_C = next(), COPTIC = next(), GEORGIAN_SUPPLEMENT = next(), TIFINAGH = next(),
                ETHIOPIC_EXTENDED = next(), CYRILLIC_EXTENDED_A = next(), SUPPLEMENTAL_PUNCTUATION = next(),
                CJK_STROKES = next(),LISU = next(), VAI = next(), CYRILLIC_EXTENDED_B = next(),
                BAMUM = next(),MODIFIER_TONE_LETTERS = next(), LATIN_EXTENDED_D = next(),
                SYLOTI_NAGRI = next(),COMMON_INDIC_NUMBER_FORMS = next(), PHAGS_PA = next(),
                SAURASHTRA = next(),DEVANAGARI_EXTENDED = next(), KAYAH_LI = next(), REJANG = next(),
                HANGUL_JAMO_EXTENDED_A = next(), JAVANESE = next(), CHAM = next(),
                MYANMAR_EXTENDED_A = next(), TAI_VIET = next(), ETHIOPIC_EXTENDED_A = next(),
                MEETEI_MAYEK = next(),HANGUL_JAMO_EXTENDED_B = next(), VERTICAL_FORMS = next(),
                ANCIENT_GREEK_NUMBERS = next(), ANCIENT_SYMBOLS = next(), PHAISTOS_DISC = next(),
                LYCIAN = next(),CARIAN = next(), OLD_PERSIAN = next(), IMPERIAL_ARAMAIC = next(),
                PHOENICIAN = next(),LYDIAN = next(), KHAROSHTHI = next(), OLD_SOUTH_ARABIAN = next(),
                AVESTAN = next(),INSCRIPTIONAL_PARTHIAN = next(), INSCRIPTIONAL_PAHLAVI = next(),
                OLD_TURKIC = next(),RUMI_NUMERAL_SYMBOLS = next(), BRAHMI = next(), KAITHI = next(),
                CUNEIFORM = next(),CUNEIFORM_NUMBERS_AND_PUNCTUATION = next(), EGYPTIAN_HIEROGLYPHS = next(),
                BAMUM_SUPPLEMENT = next(), KANA_SUPPLEMENT = next(), ANCIENT_GREEK_MUSICAL_NOTATION = next(),
                COUNTING_ROD_NUMERALS = next(), MAHJONG_TILES = next(), DOMINO_TILES = next(),
                PLAYING_CARDS = next(),ENCLOSED_ALPHANUMERIC_SUPPLEMENT = next(),
                ENCLOSED_IDEOGRAPHIC_SUPPLEMENT = next(), MISCELLANEOUS_SYMBOLS_AND_PICTOGRAPHS = next(),
                EMOTICONS = next(),TRANSPORT_AND_MAP_SYMBOLS = next(), ALCHEMICAL_SYMBOLS = next(),
                CJK_UNIFIED_IDEOGRAPHS_EXTENSION_C = next(), CJK_UNIFIED_IDEOGRAPHS_EXTENSION_D = next(),
                ARABIC_EXTENDED_A = next(), SUNDANESE_SUPPLEMENT = next(), MEETEI_MAYEK_EXTENSIONS = next(),
                MEROITIC_HIEROGLYPHS = next(), MEROITIC_CURSIVE = next(), SORA_SOMPENG = next(),
                CHAKMA = next(),SHARADA = next(), TAKRI = next(), MIAO = next(),
                ARABIC_MATHEMATICAL_ALPHABETIC_SYMBOLS = next(),
                COMBINING_DIACRITICAL_MARKS_EXTENDED = next(), MYANMAR_EXTENDED_B = next(),
                LATIN_EXTENDED_E = next(), COPTIC_EPACT_NUMBERS = next(), OLD_PERMIC = next(),
                ELBASAN = next(),CAUCASIAN_ALBANIAN = next(), LINEAR_A = next(), PALMYRENE = next(),
                NABATAEAN = next(),OLD_NORTH_ARABIAN = next(), MANICHAEAN = next(), PSALTER_PAHLAVI = next(),
                MAHAJANI = next(),SINHALA_ARCHAIC_NUMBERS = next(), KHOJKI = next(), KHUDAWADI = next(),
                GRANTHA = next(),TIRHUTA = next(), SIDDHAM = next(), MODI = next(), WARANG_CITI = next(),
                PAU_CIN_HAU = next(),MRO = next(), BASSA_VAH = next(), PAHAWH_HMONG = next(),
                DUPLOYAN = next(),SHORTHAND_FORMAT_CONTROLS = next(), MENDE_KIKAKUI = next(),
                ORNAMENTAL_DINGBATS = next(), GEOMETRIC_SHAPES_EXTENDED = next(),
                SUPPLEMENTAL_ARROWS_C = next(), CHEROKEE_SUPPLEMENT = next(), HATRAN = next(),
                OLD_HUNGARIAN = next(),MULTANI = next(), AHOM = next(), EARLY_DYNASTIC_CUNEIFORM = next(),
                ANATOLIAN_HIEROGLYPHS = next(), SUTTON_SIGNWRITING = next(),
                SUPPLEMENTAL_SYMBOLS_AND_PICTOGRAPHS = next(), CJK_UNIFIED_IDEOGRAPHS_EXTENSION_E = next(),
                SYRIAC_SUPPLEMENT = next(), CYRILLIC_EXTENDED_C = next(), OSAGE = next(), NEWA = next(),
                MONGOLIAN_SUPPLEMENT = next(), MARCHEN = next(), IDEOGRAPHIC_SYMBOLS_AND_PUNCTUATION = next(),
                TANGUT = next(),TANGUT_COMPONENTS = next(), KANA_EXTENDED_A = next(),
                GLAGOLITIC_SUPPLEMENT = next(), ADLAM = next(), MASARAM_GONDI = next(),
                ZANABAZAR_SQUARE = next(), NUSHU = next(), SOYOMBO = next(), BHAIKSUKI = next(),
                CJK_UNIFIED_IDEOGRAPHS_EXTENSION_F = next(), GEORGIAN_EXTENDED = next(),
                HANIFI_ROHINGYA = next(), OLD_SOGDIAN = next(), SOGDIAN = next(), DOGRA = next(),
                GUNJALA_GONDI = next(),MAKASAR = next(), MEDEFAIDRIN = next(), MAYAN_NUMERALS = next(),
                INDIC_SIYAQ_NUMBERS = next(), CHESS_SYMBOLS = next(), ELYMAIC = next(), NANDINAGARI = next(),
                TAMIL_SUPPLEMENT = next(), EGYPTIAN_HIEROGLYPH_FORMAT_CONTROLS = next(),
                SMALL_KANA_EXTENSION = next(), NYIAKENG_PUACHUE_HMONG = next(), WANCHO = next(),
                OTTOMAN_SIYAQ_NUMBERS = next(), SYMBOLS_AND_PICTOGRAPHS_EXTENDED_A = next(), YEZIDI = next(),
                CHORASMIAN = next(),DIVES_AKURU = next(), LISU_SUPPLEMENT = next(),
                KHITAN_SMALL_SCRIPT = next(), TANGUT_SUPPLEMENT = next(),
                SYMBOLS_FOR_LEGACY_COMPUTING = next(), CJK_UNIFIED_IDEOGRAPHS_EXTENSION_G = next();
        // END GENERATED UnicodeBlock constants

        public static UnicodeBlock of(char c) {
            return of((int) c);
        }

        public static UnicodeBlock of(int codePoint) {
            checkCodePoint(codePoint);
            return CharacterBlocks.blockOf(codePoint);
        }

        /** By canonical Unicode name, name without spaces, or constant name; ignoring case. */
        public static final UnicodeBlock forName(String blockName) {
            UnicodeBlock block = CharacterBlocks.blockNamed(blockName.toUpperCase(java.util.Locale.US));
            if (block == null) {
                throw new IllegalArgumentException("Not a valid block name: " + blockName);
            }
            return block;
        }
    }

    /** The Unicode scripts of JDK 17 (Unicode 13.0); lookups are in CharacterBlocks. */
    public static enum UnicodeScript {
        // BEGIN GENERATED UnicodeScript constants (tools/GenCharacterData.java)
        COMMON, LATIN, GREEK, CYRILLIC, ARMENIAN, HEBREW, ARABIC, SYRIAC, THAANA, DEVANAGARI, BENGALI,
        GURMUKHI, GUJARATI, ORIYA, TAMIL, TELUGU, KANNADA, MALAYALAM, SINHALA, THAI, LAO, TIBETAN, MYANMAR,
        GEORGIAN, HANGUL, ETHIOPIC, CHEROKEE, CANADIAN_ABORIGINAL, OGHAM, RUNIC, KHMER, MONGOLIAN, HIRAGANA,
        KATAKANA, BOPOMOFO, HAN, YI, OLD_ITALIC, GOTHIC, DESERET, INHERITED, TAGALOG, HANUNOO, BUHID,
        TAGBANWA, LIMBU, TAI_LE, LINEAR_B, UGARITIC, SHAVIAN, OSMANYA, CYPRIOT, BRAILLE, BUGINESE, COPTIC,
        NEW_TAI_LUE, GLAGOLITIC, TIFINAGH, SYLOTI_NAGRI, OLD_PERSIAN, KHAROSHTHI, BALINESE, CUNEIFORM,
        PHOENICIAN, PHAGS_PA, NKO, SUNDANESE, BATAK, LEPCHA, OL_CHIKI, VAI, SAURASHTRA, KAYAH_LI, REJANG,
        LYCIAN, CARIAN, LYDIAN, CHAM, TAI_THAM, TAI_VIET, AVESTAN, EGYPTIAN_HIEROGLYPHS, SAMARITAN, MANDAIC,
        LISU, BAMUM, JAVANESE, MEETEI_MAYEK, IMPERIAL_ARAMAIC, OLD_SOUTH_ARABIAN, INSCRIPTIONAL_PARTHIAN,
        INSCRIPTIONAL_PAHLAVI, OLD_TURKIC, BRAHMI, KAITHI, MEROITIC_HIEROGLYPHS, MEROITIC_CURSIVE,
        SORA_SOMPENG, CHAKMA, SHARADA, TAKRI, MIAO, CAUCASIAN_ALBANIAN, BASSA_VAH, DUPLOYAN, ELBASAN, GRANTHA,
        PAHAWH_HMONG, KHOJKI, LINEAR_A, MAHAJANI, MANICHAEAN, MENDE_KIKAKUI, MODI, MRO, OLD_NORTH_ARABIAN,
        NABATAEAN, PALMYRENE, PAU_CIN_HAU, OLD_PERMIC, PSALTER_PAHLAVI, SIDDHAM, KHUDAWADI, TIRHUTA,
        WARANG_CITI, AHOM, ANATOLIAN_HIEROGLYPHS, HATRAN, MULTANI, OLD_HUNGARIAN, SIGNWRITING, ADLAM,
        BHAIKSUKI, MARCHEN, NEWA, OSAGE, TANGUT, MASARAM_GONDI, NUSHU, SOYOMBO, ZANABAZAR_SQUARE,
        HANIFI_ROHINGYA, OLD_SOGDIAN, SOGDIAN, DOGRA, GUNJALA_GONDI, MAKASAR, MEDEFAIDRIN, ELYMAIC,
        NANDINAGARI, NYIAKENG_PUACHUE_HMONG, WANCHO, YEZIDI, CHORASMIAN, DIVES_AKURU, KHITAN_SMALL_SCRIPT,
        UNKNOWN;
        // END GENERATED UnicodeScript constants

        public static UnicodeScript of(int codePoint) {
            checkCodePoint(codePoint);
            return CharacterBlocks.scriptOf(codePoint);
        }

        /** By constant name or ISO 15924 code, ignoring case. */
        public static final UnicodeScript forName(String scriptName) {
            String upper = scriptName.toUpperCase(java.util.Locale.ENGLISH);
            UnicodeScript byCode = CharacterBlocks.scriptWithCode(upper);
            return byCode != null ? byCode : valueOf(upper);
        }
    }
}
