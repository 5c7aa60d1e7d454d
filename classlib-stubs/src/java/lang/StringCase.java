package java.lang;

import java.util.Comparator;
import java.util.Locale;

/**
 * String.toLowerCase and toUpperCase: Character's one-to-one mappings plus the
 * special cases the JDK applies to whole strings: final sigma, U+0130 to
 * "i\u0307", multi-char upper cases such as "ß" to "SS", the dotted and
 * dotless i of Turkish and Azerbaijani, and Lithuanian's dot above i and j
 * (Unicode's SpecialCasing conditions More_Above and After_Soft_Dotted);
 * and the case-insensitive comparisons of String.
 */
final class StringCase {
    private static final char CAPITAL_SIGMA = '\u03A3';
    private static final char SMALL_SIGMA = '\u03C3';
    private static final char FINAL_SIGMA = '\u03C2';
    private static final char CAPITAL_I_DOT = '\u0130';
    private static final char SMALL_DOTLESS_I = '\u0131';
    private static final char COMBINING_DOT_ABOVE = '\u0307';

    private StringCase() {}

    private static boolean isTurkic(Locale locale) {
        String language = locale.getLanguage();
        return "tr".equals(language) || "az".equals(language);
    }

    private static boolean isLithuanian(Locale locale) {
        return "lt".equals(locale.getLanguage());
    }

    /**
     * Combining marks of canonical combining class 230 (above the base), the
     * ones SpecialCasing's More_Above and After_Soft_Dotted look for: the
     * combining diacritical marks that sit above a letter.
     */
    private static boolean isAbove(int cp) {
        return (cp >= 0x0300 && cp <= 0x0314) || (cp >= 0x033D && cp <= 0x0344) || cp == 0x0346
                || (cp >= 0x034A && cp <= 0x034C) || (cp >= 0x0350 && cp <= 0x0352) || cp == 0x0357 || cp == 0x035B
                || (cp >= 0x0363 && cp <= 0x036F) || (cp >= 0x0483 && cp <= 0x0487) || (cp >= 0x1DC0 && cp <= 0x1DC1)
                || (cp >= 0x20D0 && cp <= 0x20D1) || (cp >= 0x20D4 && cp <= 0x20D7) || cp == 0x20DB || cp == 0x20DC
                || cp == 0x20E1 || cp == 0x20E7 || cp == 0x20E9 || (cp >= 0xFE20 && cp <= 0xFE26);
    }

    /** Combining class 0: a character that is not a combining mark. */
    private static boolean isBase(int cp) {
        int type = Character.getType(cp);
        return type != Character.NON_SPACING_MARK && type != Character.ENCLOSING_MARK
                && type != Character.COMBINING_SPACING_MARK;
    }

    /** More_Above: a mark above follows at i, with no base character or other mark above before it. */
    private static boolean moreAbove(char[] value, int i) {
        while (i < value.length) {
            int cp = Character.codePointAt(value, i);
            if (isAbove(cp)) {
                return true;
            }
            if (isBase(cp)) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return false;
    }

    /** Soft-dotted letters: their dot goes away when a mark sits above them. */
    private static boolean isSoftDotted(int cp) {
        return cp == 'i' || cp == 'j' || cp == 0x012F || cp == 0x0249 || cp == 0x0268 || cp == 0x029D
                || cp == 0x02B2 || cp == 0x03F3 || cp == 0x0456 || cp == 0x0458 || cp == 0x1D62 || cp == 0x1D96
                || cp == 0x1DA4 || cp == 0x1DA8 || cp == 0x1E2D || cp == 0x1ECB || cp == 0x2071 || cp == 0x2148
                || cp == 0x2149 || cp == 0x2C7C || (cp >= 0x1D422 && cp <= 0x1D693 && isMathSoftDotted(cp));
    }

    /** The mathematical alphanumeric i and j (bold, italic, ...), which repeat every 52 code points. */
    private static boolean isMathSoftDotted(int cp) {
        int offset = (cp - 0x1D41A) % 52;
        return offset == 8 || offset == 9;
    }

    /** After_Soft_Dotted: a soft-dotted letter precedes i, with no base character or mark above between. */
    private static boolean afterSoftDotted(char[] value, int i) {
        while (i > 0) {
            int cp = Character.codePointBefore(value, i);
            if (isSoftDotted(cp)) {
                return true;
            }
            if (isAbove(cp) || isBase(cp)) {
                return false;
            }
            i -= Character.charCount(cp);
        }
        return false;
    }

    /** Returns s itself when no character changes. */
    static String toLowerCase(String s, char[] value, Locale locale) {
        boolean turkic = isTurkic(locale);
        boolean lithuanian = isLithuanian(locale);
        int first = 0;
        while (first < value.length) {
            int cp = Character.codePointAt(value, first);
            if (cp == CAPITAL_SIGMA || cp == CAPITAL_I_DOT || Character.toLowerCase(cp) != cp) {
                break;
            }
            first += Character.charCount(cp);
        }
        if (first == value.length) {
            return s;
        }
        StringBuilder sb = new StringBuilder(value.length + 1);
        sb.append(value, 0, first);
        int i = first;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i);
            int next = i + Character.charCount(cp);
            if (cp == CAPITAL_SIGMA) {
                sb.append(isFinalSigma(value, i) ? FINAL_SIGMA : SMALL_SIGMA);
            } else if (cp == CAPITAL_I_DOT) {
                if (turkic) {
                    sb.append('i');
                } else {
                    sb.append('i').append(COMBINING_DOT_ABOVE);
                }
            } else if (turkic && cp == 'I') {
                // "I" + combining dot is the Turkish dotted capital written in two chars
                if (next < value.length && value[next] == COMBINING_DOT_ABOVE) {
                    sb.append('i');
                    next++;
                } else {
                    sb.append(SMALL_DOTLESS_I);
                }
            } else if (lithuanian && lithuanianLower(cp, value, next, sb)) {
                // written by lithuanianLower
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
            i = next;
        }
        return sb.toString();
    }

    /**
     * Lithuanian keeps the dot of i and j when a mark is added above them:
     * I, J and I-ogonek before a mark above, and I with grave, acute or
     * tilde, lower-case with an explicit combining dot. False when cp needs
     * no special case.
     */
    private static boolean lithuanianLower(int cp, char[] value, int next, StringBuilder sb) {
        switch (cp) {
            case 'I':
            case 'J':
            case 0x012E:
                if (!moreAbove(value, next)) {
                    return false;
                }
                sb.appendCodePoint(Character.toLowerCase(cp)).append(COMBINING_DOT_ABOVE);
                return true;
            case 0x00CC:
                sb.append('i').append(COMBINING_DOT_ABOVE).append('\u0300');
                return true;
            case 0x00CD:
                sb.append('i').append(COMBINING_DOT_ABOVE).append('\u0301');
                return true;
            case 0x0128:
                sb.append('i').append(COMBINING_DOT_ABOVE).append('\u0303');
                return true;
            default:
                return false;
        }
    }

    /**
     * Capital sigma is final when a cased letter precedes it in the same word
     * and none follows it in that word. Words follow the JDK's (pre-Unicode)
     * word BreakIterator: runs of letters, digits and marks, where a dash,
     * apostrophe, quote or period between two letters does not end the word,
     * and ideographs and kana are words of their own.
     */
    private static boolean isFinalSigma(char[] value, int index) {
        return casedInWord(value, index, -1) && !casedInWord(value, index + 1, 1);
    }

    /** Walks from position i in direction dir (-1 or 1) until the word ends; true on a cased letter. */
    private static boolean casedInWord(char[] value, int i, int dir) {
        while (true) {
            int cp = charFrom(value, i, dir);
            if (cp < 0) {
                return false;
            }
            int step = dir * Character.charCount(cp);
            if (isWordPart(cp)) {
                if (isCased(cp)) {
                    return true;
                }
            } else if (!(isMidWord(cp) && letterBeside(value, i, -dir) && letterBeside(value, i + step, dir))) {
                return false;
            }
            i += step;
        }
    }

    /**
     * Whether the character from position i in direction dir is a letter. Looking
     * backwards, marks and format characters are skipped: they belong to the letter before them.
     */
    private static boolean letterBeside(char[] value, int i, int dir) {
        int cp = charFrom(value, i, dir);
        while (dir < 0 && cp >= 0 && isIgnorable(cp)) {
            i += dir * Character.charCount(cp);
            cp = charFrom(value, i, dir);
        }
        return isLetter(cp);
    }

    /** Marks and format characters never start a word: they belong to the character before them. */
    private static boolean isIgnorable(int cp) {
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT;
    }

    /** The code point just after (dir 1) or before (dir -1) position i, or -1 at either end. */
    private static int charFrom(char[] value, int i, int dir) {
        if (dir > 0) {
            return i < value.length ? Character.codePointAt(value, i) : -1;
        }
        return i > 0 ? Character.codePointBefore(value, i) : -1;
    }

    private static boolean isCased(int cp) {
        return Character.isLowerCase(cp) || Character.isUpperCase(cp) || Character.isTitleCase(cp);
    }

    /** Letters of the BMP: the JDK's word iterator does not see supplementary letters as letters. */
    private static boolean isLetter(int cp) {
        return cp >= 0 && cp < Character.MIN_SUPPLEMENTARY_CODE_POINT && (Character.isLetter(cp) || Character.getType(cp) == Character.COMBINING_SPACING_MARK)
                && !isIdeographOrKana(cp);
    }

    private static boolean isIdeographOrKana(int cp) {
        return (cp >= 0x3041 && cp <= 0x30FE) || cp == 0x3005 || (cp >= 0x4E00 && cp <= 0x9FA5)
                || (cp >= 0xF900 && cp <= 0xFA2D);
    }

    private static boolean isWordPart(int cp) {
        int type = Character.getType(cp);
        return isLetter(cp) || isIgnorable(cp) || type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.LETTER_NUMBER || type == Character.OTHER_NUMBER;
    }

    private static boolean isMidWord(int cp) {
        return Character.getType(cp) == Character.DASH_PUNCTUATION || cp == 0xAD || cp == 0x2027
                || cp == '"' || cp == '\'' || cp == '.';
    }

    /** Returns s itself when no character changes. */
    static String toUpperCase(String s, char[] value, Locale locale) {
        boolean turkic = isTurkic(locale);
        boolean lithuanian = isLithuanian(locale);
        int first = 0;
        while (first < value.length) {
            int cp = Character.codePointAt(value, first);
            if (Character.toUpperCase(cp) != cp || CharacterData.upperCaseExpansion(cp) != null
                    || (lithuanian && cp == COMBINING_DOT_ABOVE)) {
                break;
            }
            first += Character.charCount(cp);
        }
        if (first == value.length) {
            return s;
        }
        StringBuilder sb = new StringBuilder(value.length + 8);
        sb.append(value, 0, first);
        int i = first;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i);
            char[] expansion = CharacterData.upperCaseExpansion(cp);
            if (turkic && cp == 'i') {
                sb.append(CAPITAL_I_DOT);
            } else if (lithuanian && cp == COMBINING_DOT_ABOVE && afterSoftDotted(value, i)) {
                // the dot was the soft-dotted letter's own: the capital has none
            } else if (expansion != null) {
                sb.append(expansion);
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    /**
     * Compares char by char after folding each through upper and then lower
     * case, as the JDK does; where both strings hold non-Latin-1 text, a
     * surrogate pair is compared as one code point (also as in the JDK).
     */
    static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        public int compare(String s1, String s2) {
            char[] a = s1.getValue();
            char[] b = s2.getValue();
            int n = Math.min(a.length, b.length);
            for (int i = 0; i < n; i++) {
                char c1 = a[i];
                char c2 = b[i];
                if (c1 == c2) {
                    continue;
                }
                if ((Character.isSurrogate(c1) || Character.isSurrogate(c2)) && !isLatin1(a) && !isLatin1(b)) {
                    return compareCodePoints(a, b, i);
                }
                int diff = foldedDifference(c1, c2);
                if (diff != 0) {
                    return diff;
                }
            }
            return a.length - b.length;
        }

        /** Compares from index i on by code point; i may fall inside a pair that starts one char earlier. */
        private static int compareCodePoints(char[] a, char[] b, int i) {
            if (i > 0 && Character.isHighSurrogate(a[i - 1])) {
                i--;
            }
            int p = i;
            int q = i;
            while (p < a.length && q < b.length) {
                int c1 = Character.codePointAt(a, p);
                int c2 = Character.codePointAt(b, q);
                int diff = c1 == c2 ? 0 : foldedDifference(c1, c2);
                if (diff != 0) {
                    return diff;
                }
                p += Character.charCount(c1);
                q += Character.charCount(c2);
            }
            return a.length - b.length;
        }
    }

    /** 0 when the code points are equal after upper-casing or after lower-casing the upper cases. */
    static int foldedDifference(int c1, int c2) {
        int u1 = Character.toUpperCase(c1);
        int u2 = Character.toUpperCase(c2);
        if (u1 == u2) {
            return 0;
        }
        return Character.toLowerCase(u1) - Character.toLowerCase(u2);
    }

    private static boolean isLatin1(char[] chars) {
        for (char c : chars) {
            if (c > 0xff) {
                return false;
            }
        }
        return true;
    }

    /** String.regionMatches(true, ...) on checked bounds: as the JDK, folds case and treats surrogate pairs as one code point. */
    static boolean regionMatchesIgnoreCase(char[] ta, int toffset, char[] pa, int ooffset, int len) {
        int end = toffset + len;
        for (int i = toffset, j = ooffset; i < end; i++, j++) {
            int c1 = ta[i];
            int c2 = pa[j];
            if (c1 == c2) {
                continue;
            }
            // a surrogate pair folds as one code point (pairs cut by the region's bounds stay two chars)
            if (Character.isHighSurrogate((char) c1) && i + 1 < end && Character.isLowSurrogate(ta[i + 1])
                    && Character.isHighSurrogate((char) c2) && Character.isLowSurrogate(pa[j + 1])) {
                c1 = Character.toCodePoint((char) c1, ta[++i]);
                c2 = Character.toCodePoint((char) c2, pa[++j]);
            } else if (Character.isLowSurrogate((char) c1) && Character.isLowSurrogate((char) c2) && i > toffset
                    && Character.isHighSurrogate(ta[i - 1])) {
                c1 = Character.toCodePoint(ta[i - 1], (char) c1);
                c2 = Character.toCodePoint(pa[j - 1], (char) c2);
            }
            if (foldedDifference(c1, c2) != 0) {
                return false;
            }
        }
        return true;
    }
}
