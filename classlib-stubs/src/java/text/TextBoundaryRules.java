package java.text;

/** The character and word rules of TextBoundaries, as functions from a start to the next boundary. */
final class TextBoundaryRules {
    private TextBoundaryRules() {
    }

    // ---- characters

    static int characterEnd(String s, int pos) {
        int first = s.codePointAt(pos);
        int end = pos + Character.charCount(first);
        if (first == '\r') {
            return end < s.length() && s.charAt(end) == '\n' ? end + 1 : end;
        }
        if (isJamoLeading(first) || isJamoVowel(first) || isJamoTrailing(first)) {
            return jamoEnd(s, pos);
        }
        int base = first;
        while (end < s.length()) {
            int c = s.codePointAt(end);
            int type = Character.getType(c);
            if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK) {
                if (isVirama(c)) {
                    int afterVirama = viramaJoin(s, end + 1, c);
                    if (afterVirama > 0) {
                        end = afterVirama;
                        continue;
                    }
                }
                end += Character.charCount(c);
            } else if (type == Character.COMBINING_SPACING_MARK && Character.isLetter(base) && (base >> 7) == (c >> 7)) {
                end += Character.charCount(c);
            } else {
                break;
            }
        }
        return end;
    }

    private static boolean isVirama(int c) {
        switch (c) {
            case 0x094D: case 0x09CD: case 0x0A4D: case 0x0ACD: case 0x0B4D:
            case 0x0BCD: case 0x0C4D: case 0x0CCD: case 0x0D4D:
                return true;
            default:
                return false;
        }
    }

    /** After a virama: an optional ZWJ/ZWNJ and a letter of the same block continue the cluster. */
    private static int viramaJoin(String s, int pos, int virama) {
        if (pos < s.length() && (s.charAt(pos) == '\u200D' || s.charAt(pos) == '\u200C')) {
            pos++;
        }
        if (pos < s.length()) {
            char consonant = s.charAt(pos);
            if (Character.isLetter(consonant) && (consonant >> 7) == (virama >> 7)) {
                return pos + 1;
            }
        }
        return -1;
    }

    private static boolean isJamoLeading(int c) {
        return c >= 0x1100 && c <= 0x115F;
    }

    private static boolean isJamoVowel(int c) {
        return c >= 0x1160 && c <= 0x11A7;
    }

    private static boolean isJamoTrailing(int c) {
        return c >= 0x11A8 && c <= 0x11FF;
    }

    /** L* V+ T*, or L+, or T+. */
    private static int jamoEnd(String s, int pos) {
        int end = pos;
        while (end < s.length() && isJamoLeading(s.charAt(end))) {
            end++;
        }
        int vowels = end;
        while (end < s.length() && isJamoVowel(s.charAt(end))) {
            end++;
        }
        if (end == vowels) {
            if (end > pos) {
                return end;
            }
            while (end < s.length() && isJamoTrailing(s.charAt(end))) {
                end++;
            }
            return end;
        }
        while (end < s.length() && isJamoTrailing(s.charAt(end))) {
            end++;
        }
        return end;
    }

    // ---- words

    private static final int OTHER = 0;
    private static final int LETTER = 1;
    private static final int DIGIT = 2;
    private static final int KANJI = 3;
    private static final int KATAKANA = 4;
    private static final int HIRAGANA = 5;
    private static final int KANA_MARK = 6;
    private static final int SPACE = 7;
    private static final int LINE = 8;

    /** Marks and format characters: transparent to the word rules. */
    private static boolean isIgnorable(int c) {
        int type = Character.getType(c);
        return type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT;
    }

    private static int wordClass(int c) {
        if (c >= 0x3099 && c <= 0x309C) {
            return KANA_MARK;
        }
        if ((c >= 0x30A1 && c <= 0x30FA) || (c >= 0x30FC && c <= 0x30FE) || (c >= 0xFF66 && c <= 0xFF9D)) {
            return KATAKANA;
        }
        if ((c >= 0x3041 && c <= 0x3096) || c == 0x309D || c == 0x309E) {
            return HIRAGANA;
        }
        if ((c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0xF900 && c <= 0xFAFF)
                || (c >= 0x20000 && c <= 0x2FFFF)) {
            return KANJI;
        }
        if (c == '\n' || c == '\f' || c == 0x2028 || c == 0x2029) {
            return LINE;
        }
        int type = Character.getType(c);
        if (type == Character.SPACE_SEPARATOR || c == '\t') {
            return SPACE;
        }
        if (c >= 0x3000 && c <= 0x30FF) {
            return OTHER; // CJK symbols and the rest of the kana blocks
        }
        switch (type) {
            case Character.UPPERCASE_LETTER:
            case Character.LOWERCASE_LETTER:
            case Character.TITLECASE_LETTER:
            case Character.MODIFIER_LETTER:
            case Character.OTHER_LETTER:
            case Character.COMBINING_SPACING_MARK:
            case Character.CONNECTOR_PUNCTUATION:
                return LETTER;
            case Character.DECIMAL_DIGIT_NUMBER:
            case Character.LETTER_NUMBER:
            case Character.OTHER_NUMBER:
                return DIGIT;
            default:
                return OTHER;
        }
    }

    private static boolean isMidWord(int c) {
        return Character.getType(c) == Character.DASH_PUNCTUATION || c == 0x00AD || c == 0x2027
                || c == '"' || c == '\'' || c == '.';
    }

    private static boolean isMidNumber(int c) {
        return c == '"' || c == '\'' || c == ',' || c == 0x066B || c == '.';
    }

    private static boolean isPrefix(int c) {
        return (Character.getType(c) == Character.CURRENCY_SYMBOL && c != 0x00A2) || c == '#' || c == '.';
    }

    private static boolean isPostfix(int c) {
        return c == '%' || c == '&' || c == 0x00A2 || c == 0x066A || c == 0x2030 || c == 0x2031;
    }

    /** Past the code point at pos and the ignorable characters after it. */
    private static int skip(String s, int pos) {
        pos += Character.charCount(s.codePointAt(pos));
        while (pos < s.length() && isIgnorable(s.codePointAt(pos))) {
            pos += Character.charCount(s.codePointAt(pos));
        }
        return pos;
    }

    private static boolean classAt(String s, int pos, int wordClass) {
        return pos < s.length() && wordClass(s.codePointAt(pos)) == wordClass;
    }

    /** Units of one class in a row, from pos; pos itself if none. */
    private static int run(String s, int pos, int wordClass) {
        while (classAt(s, pos, wordClass)) {
            pos = skip(s, pos);
        }
        return pos;
    }

    /** letters (mid letters)* [danda], or -1. */
    private static int word(String s, int pos) {
        int end = run(s, pos, LETTER);
        if (end == pos) {
            return -1;
        }
        while (end < s.length() && isMidWord(s.codePointAt(end))) {
            int afterMid = skip(s, end);
            int next = run(s, afterMid, LETTER);
            if (next == afterMid) {
                break;
            }
            end = next;
        }
        if (end < s.length() && (s.charAt(end) == '\u0964' || s.charAt(end) == '\u0965')) {
            end = skip(s, end);
        }
        return end;
    }

    /** digits (mid digits)*, or -1. */
    private static int number(String s, int pos) {
        int end = run(s, pos, DIGIT);
        if (end == pos) {
            return -1;
        }
        while (end < s.length() && isMidNumber(s.codePointAt(end))) {
            int afterMid = skip(s, end);
            int next = run(s, afterMid, DIGIT);
            if (next == afterMid) {
                break;
            }
            end = next;
        }
        return end;
    }

    /** (number word)* [number [postfix]] from pos; pos if nothing matches. */
    private static int numberWordChain(String s, int pos) {
        int end = pos;
        while (true) {
            int afterNumber = number(s, end);
            if (afterNumber < 0) {
                return end;
            }
            int afterWord = word(s, afterNumber);
            if (afterWord < 0) {
                if (afterNumber < s.length() && isPostfix(s.codePointAt(afterNumber))) {
                    return skip(s, afterNumber);
                }
                return afterNumber;
            }
            end = afterWord;
        }
    }

    static int wordEnd(String s, int pos) {
        int c = s.codePointAt(pos);
        int wordClass = wordClass(c);
        if (wordClass == SPACE || wordClass == LINE || c == '\r') {
            int end = run(s, pos, SPACE);
            if (end < s.length() && s.charAt(end) == '\r') {
                end++;
            }
            if (classAt(s, end, LINE)) {
                end = skip(s, end);
            }
            return end;
        }
        if (wordClass == KATAKANA || wordClass == HIRAGANA || wordClass == KANA_MARK) {
            int end = pos;
            while (end < s.length() && (classAt(s, end, wordClass) || classAt(s, end, KANA_MARK))) {
                end = skip(s, end);
            }
            return end;
        }
        if (wordClass == KANJI) {
            return run(s, pos, KANJI);
        }
        int longest = skip(s, pos); // at least one character
        int afterWord = word(s, pos);
        longest = Math.max(longest, numberWordChain(s, afterWord < 0 ? pos : afterWord));
        if (isPrefix(c)) {
            // a prefix ('$', '#', '.') belongs to the word only before a number
            int afterPrefix = skip(s, pos);
            int chain = numberWordChain(s, afterPrefix);
            if (chain > afterPrefix) {
                longest = Math.max(longest, chain);
            }
        }
        return longest;
    }
}
