package java.util.regex;

/**
 * The predefined classes of patterns: \d \s \w \h \v (and their negations),
 * and the \p{...} properties: POSIX names (ASCII only, as in the JDK), the
 * java.lang.Character tests (javaLowerCase...), general categories (Lu, L,
 * gc=Lu, IsLu), a few binary properties (IsAlphabetic, IsWhite_Space...)
 * and the commoner Unicode blocks (InGreek). Scripts (IsLatin) are not supported.
 */
final class CharClasses {
    private CharClasses() {}

    private static final String PUNCT = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

    /**
     * The class of \d \D \s \S \w \W \h \H \v \V, or null for another letter.
     * \d \s \w are ASCII-only unless UNICODE_CHARACTER_CLASS is set.
     */
    static CharPredicate forEscape(char c, boolean unicode) {
        switch (c) {
            case 'd':
                return unicode ? Character::isDigit : CharClasses::isAsciiDigit;
            case 's':
                return unicode ? CharClasses::isWhiteSpace : CharClasses::isAsciiSpace;
            case 'w':
                return unicode ? CharClasses::isUnicodeWord : CharClasses::isAsciiWord;
            case 'h':
                return CharClasses::isHorizontalSpace;
            case 'v':
                return CharClasses::isVerticalSpace;
            case 'D':
            case 'S':
            case 'W':
            case 'H':
            case 'V':
                return forEscape(Character.toLowerCase(c), unicode).negate();
            default:
                return null;
        }
    }

    /** The Unicode White_Space property. */
    static boolean isWhiteSpace(int cp) {
        return (cp >= '\t' && cp <= '\r') || cp == 0x85 || Character.isSpaceChar(cp);
    }

    /** Unicode word characters: alphabetic, marks, digits, connector punctuation, joiners. */
    static boolean isUnicodeWord(int cp) {
        int type = Character.getType(cp);
        return Character.isAlphabetic(cp) || type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
                || type == Character.COMBINING_SPACING_MARK || type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.CONNECTOR_PUNCTUATION || cp == 0x200C || cp == 0x200D;
    }

    static boolean isAsciiDigit(int cp) {
        return cp >= '0' && cp <= '9';
    }

    static boolean isAsciiSpace(int cp) {
        return cp == ' ' || (cp >= '\t' && cp <= '\r');
    }

    static boolean isAsciiWord(int cp) {
        return isAsciiDigit(cp) || CharPredicate.isAsciiLetter(cp) || cp == '_';
    }

    static boolean isHorizontalSpace(int cp) {
        return cp == ' ' || cp == '\t' || cp == 0xA0 || cp == 0x1680 || cp == 0x180E
                || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x202F || cp == 0x205F || cp == 0x3000;
    }

    static boolean isVerticalSpace(int cp) {
        return (cp >= '\n' && cp <= '\r') || cp == 0x85 || cp == 0x2028 || cp == 0x2029;
    }

    /** The predicate for the name inside \p{...}, or null when the name is unknown. */
    static CharPredicate forProperty(String name) {
        CharPredicate p = posix(name);
        if (p == null) {
            p = javaMethod(name);
        }
        if (p == null) {
            p = category(name);
        }
        if (p == null && name.startsWith("Is")) {
            String rest = name.substring(2);
            p = category(rest);
            if (p == null) {
                p = binaryProperty(rest);
            }
        }
        if (p == null && name.startsWith("In")) {
            p = block(name.substring(2));
        }
        if (p == null) {
            int eq = name.indexOf('=');
            if (eq > 0) {
                String key = name.substring(0, eq);
                if (key.equals("gc") || key.equals("general_category")) {
                    p = category(name.substring(eq + 1));
                } else if (key.equals("blk") || key.equals("block")) {
                    p = block(name.substring(eq + 1));
                }
            }
        }
        return p;
    }

    private static CharPredicate posix(String name) {
        switch (name) {
            case "Lower":
                return cp -> cp >= 'a' && cp <= 'z';
            case "Upper":
                return cp -> cp >= 'A' && cp <= 'Z';
            case "ASCII":
                return cp -> cp < 0x80;
            case "Alpha":
                return CharPredicate::isAsciiLetter;
            case "Digit":
                return CharClasses::isAsciiDigit;
            case "Alnum":
                return cp -> CharPredicate.isAsciiLetter(cp) || isAsciiDigit(cp);
            case "Punct":
                return CharClasses::isAsciiPunct;
            case "Graph":
                return cp -> CharPredicate.isAsciiLetter(cp) || isAsciiDigit(cp) || isAsciiPunct(cp);
            case "Print":
                return cp -> cp >= 0x20 && cp < 0x7F;
            case "Blank":
                return cp -> cp == ' ' || cp == '\t';
            case "Cntrl":
                return cp -> cp < 0x20 || cp == 0x7F;
            case "XDigit":
                return cp -> isAsciiDigit(cp) || (cp >= 'a' && cp <= 'f') || (cp >= 'A' && cp <= 'F');
            case "Space":
                return CharClasses::isAsciiSpace;
            case "all":
                return cp -> true;
            case "L1":
                return cp -> cp <= 0xFF;
            default:
                return null;
        }
    }

    private static boolean isAsciiPunct(int cp) {
        return cp < 0x80 && PUNCT.indexOf(cp) >= 0;
    }

    private static CharPredicate javaMethod(String name) {
        switch (name) {
            case "javaLowerCase":
                return Character::isLowerCase;
            case "javaUpperCase":
                return Character::isUpperCase;
            case "javaTitleCase":
                return Character::isTitleCase;
            case "javaDigit":
                return Character::isDigit;
            case "javaDefined":
                return Character::isDefined;
            case "javaLetter":
                return Character::isLetter;
            case "javaLetterOrDigit":
                return Character::isLetterOrDigit;
            case "javaAlphabetic":
                return Character::isAlphabetic;
            case "javaIdeographic":
                return Character::isIdeographic;
            case "javaJavaIdentifierStart":
                return Character::isJavaIdentifierStart;
            case "javaJavaIdentifierPart":
                return Character::isJavaIdentifierPart;
            case "javaUnicodeIdentifierStart":
                return Character::isUnicodeIdentifierStart;
            case "javaUnicodeIdentifierPart":
                return Character::isUnicodeIdentifierPart;
            case "javaIdentifierIgnorable":
                return Character::isIdentifierIgnorable;
            case "javaSpaceChar":
                return Character::isSpaceChar;
            case "javaWhitespace":
                return Character::isWhitespace;
            case "javaISOControl":
                return Character::isISOControl;
            case "javaMirrored":
                return Character::isMirrored;
            default:
                return null;
        }
    }

    /** Two-letter general categories, their one-letter groups, and LC (cased letters) and LD (letters and digits). */
    private static CharPredicate category(String name) {
        final String codes = "Cn Lu Ll Lt Lm Lo Mn Me Mc Nd Nl No Zs Zl Zp Cc Cf -- Co Cs Pd Ps Pe Pc Po Sm Sc Sk -- Pi Pf";
        if (name.length() == 2) {
            int index = codes.indexOf(name);
            if (index >= 0 && index % 3 == 0 && !name.equals("--")) {
                int type = index / 3;
                return cp -> Character.getType(cp) == type;
            }
            if (name.equals("LC")) {
                return cp -> {
                    int t = Character.getType(cp);
                    return t == Character.UPPERCASE_LETTER || t == Character.LOWERCASE_LETTER
                            || t == Character.TITLECASE_LETTER;
                };
            }
            if (name.equals("LD")) {
                return Character::isLetterOrDigit;
            }
            return null;
        }
        if (name.length() == 1 && "LMNZCPS".indexOf(name.charAt(0)) >= 0) {
            long mask = 0;
            for (int type = 0; type * 3 < codes.length(); type++) {
                if (codes.charAt(type * 3) == name.charAt(0)) {
                    mask |= 1L << type;
                }
            }
            final long types = mask;
            return cp -> (types & (1L << Character.getType(cp))) != 0;
        }
        return null;
    }

    /** Some Unicode blocks, by name without spaces, underscores and hyphens, upper case. */
    private static final String[] BLOCKS = {
        "BASICLATIN", "0000-007F", "LATIN1SUPPLEMENT", "0080-00FF", "LATINEXTENDEDA", "0100-017F",
        "LATINEXTENDEDB", "0180-024F", "IPAEXTENSIONS", "0250-02AF", "COMBININGDIACRITICALMARKS", "0300-036F",
        "GREEK", "0370-03FF", "GREEKANDCOPTIC", "0370-03FF", "CYRILLIC", "0400-04FF", "ARMENIAN", "0530-058F",
        "HEBREW", "0590-05FF", "ARABIC", "0600-06FF", "DEVANAGARI", "0900-097F", "THAI", "0E00-0E7F",
        "LATINEXTENDEDADDITIONAL", "1E00-1EFF", "GREEKEXTENDED", "1F00-1FFF", "GENERALPUNCTUATION", "2000-206F",
        "CURRENCYSYMBOLS", "20A0-20CF", "LETTERLIKESYMBOLS", "2100-214F", "NUMBERFORMS", "2150-218F",
        "ARROWS", "2190-21FF", "MATHEMATICALOPERATORS", "2200-22FF", "BOXDRAWING", "2500-257F",
        "GEOMETRICSHAPES", "25A0-25FF", "MISCELLANEOUSSYMBOLS", "2600-26FF", "DINGBATS", "2700-27BF",
        "CJKSYMBOLSANDPUNCTUATION", "3000-303F", "HIRAGANA", "3040-309F", "KATAKANA", "30A0-30FF",
        "CJKUNIFIEDIDEOGRAPHS", "4E00-9FFF", "HANGULSYLLABLES", "AC00-D7AF", "PRIVATEUSEAREA", "E000-F8FF",
        "HALFWIDTHANDFULLWIDTHFORMS", "FF00-FFEF", "SPECIALS", "FFF0-FFFF",
    };

    private static CharPredicate block(String name) {
        String key = name.toUpperCase(java.util.Locale.ROOT).replace(" ", "").replace("_", "").replace("-", "");
        for (int i = 0; i < BLOCKS.length; i += 2) {
            if (BLOCKS[i].equals(key)) {
                int lo = Integer.parseInt(BLOCKS[i + 1].substring(0, 4), 16);
                int hi = Integer.parseInt(BLOCKS[i + 1].substring(5), 16);
                return CharPredicate.range(lo, hi);
            }
        }
        return null;
    }

    /** Binary properties after "Is"; the JDK matches these names ignoring case and underscores. */
    private static CharPredicate binaryProperty(String name) {
        switch (name.toUpperCase(java.util.Locale.ROOT).replace("_", "")) {
            case "ALPHABETIC":
                return Character::isAlphabetic;
            case "LETTER":
                return Character::isLetter;
            case "IDEOGRAPHIC":
                return Character::isIdeographic;
            case "LOWERCASE":
                return Character::isLowerCase;
            case "UPPERCASE":
                return Character::isUpperCase;
            case "TITLECASE":
                return Character::isTitleCase;
            case "DIGIT":
                return Character::isDigit;
            case "WHITESPACE":
                return CharClasses::isWhiteSpace;
            case "CONTROL":
                return cp -> Character.getType(cp) == Character.CONTROL;
            case "PUNCTUATION":
                return cp -> {
                    int t = Character.getType(cp);
                    return t == Character.CONNECTOR_PUNCTUATION || t == Character.DASH_PUNCTUATION
                            || t == Character.START_PUNCTUATION || t == Character.END_PUNCTUATION
                            || t == Character.OTHER_PUNCTUATION || t == Character.INITIAL_QUOTE_PUNCTUATION
                            || t == Character.FINAL_QUOTE_PUNCTUATION;
                };
            case "HEXDIGIT":
                return cp -> Character.digit(cp, 16) >= 0;
            case "ASSIGNED":
                return cp -> Character.getType(cp) != Character.UNASSIGNED;
            case "JOINCONTROL":
                return cp -> cp == 0x200C || cp == 0x200D;
            default:
                return null;
        }
    }
}
