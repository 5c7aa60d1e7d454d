package java.util.regex;

/**
 * A set of code points: what one position of a pattern accepts (a literal,
 * '.', a character class, \d, \p{...}). Built by RegexParser and combined
 * with union, intersection and negation for nested classes.
 */
interface CharPredicate {
    boolean is(int cp);

    default CharPredicate union(CharPredicate other) {
        CharPredicate self = this;
        return cp -> self.is(cp) || other.is(cp);
    }

    default CharPredicate and(CharPredicate other) {
        CharPredicate self = this;
        return cp -> self.is(cp) && other.is(cp);
    }

    default CharPredicate negate() {
        CharPredicate self = this;
        return cp -> !self.is(cp);
    }

    static CharPredicate single(int c) {
        return cp -> cp == c;
    }

    static CharPredicate range(int lo, int hi) {
        return cp -> cp >= lo && cp <= hi;
    }

    /** c in either case; ASCII letters only, unless unicodeCase. */
    static CharPredicate singleIgnoreCase(int c, boolean unicodeCase) {
        if (unicodeCase) {
            int folded = fold(c);
            return cp -> cp == c || fold(cp) == folded;
        }
        if (isAsciiLetter(c)) {
            int other = c ^ 0x20;
            return cp -> cp == c || cp == other;
        }
        return single(c);
    }

    /** A range that also accepts the other case of what it contains. */
    static CharPredicate rangeIgnoreCase(int lo, int hi, boolean unicodeCase) {
        if (unicodeCase) {
            return cp -> (cp >= lo && cp <= hi)
                    || inRange(Character.toUpperCase(cp), lo, hi)
                    || inRange(Character.toLowerCase(cp), lo, hi);
        }
        return cp -> (cp >= lo && cp <= hi) || (isAsciiLetter(cp) && inRange(cp ^ 0x20, lo, hi));
    }

    static boolean inRange(int cp, int lo, int hi) {
        return cp >= lo && cp <= hi;
    }

    static boolean isAsciiLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** Case folding used by Unicode case-insensitive matching: lower case of upper case. */
    static int fold(int cp) {
        return Character.toLowerCase(Character.toUpperCase(cp));
    }
}
