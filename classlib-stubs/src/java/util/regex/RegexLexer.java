package java.util.regex;

/**
 * The lexical level of the pattern parser: reading the pattern (with COMMENTS
 * mode), literal characters, escapes, \p{...} properties and character
 * classes. Error messages and indices follow the JDK's.
 */
class RegexLexer {
    final String pattern;
    final int length;
    int pos;
    /** Flags in effect at pos; inline (?i) changes them to the end of the enclosing group. */
    int flags;

    RegexLexer(String pattern, int flags) {
        this.pattern = pattern;
        this.length = pattern.length();
        this.flags = flags;
    }

    boolean has(int flag) {
        return (flags & flag) != 0;
    }

    PatternSyntaxException error(String description, int index) {
        return new PatternSyntaxException(description, pattern, index);
    }

    /** Skips whitespace and #-comments in COMMENTS mode; returns the next char or -1 at the end. */
    int peek() {
        if (has(Pattern.COMMENTS)) {
            skipComments();
        }
        return pos < length ? pattern.charAt(pos) : -1;
    }

    private void skipComments() {
        while (pos < length) {
            char c = pattern.charAt(pos);
            if (c == '#') {
                while (pos < length && !Anchors.isLineTerminator(pattern.charAt(pos), false)) {
                    pos++;
                }
            } else if (c == ' ' || (c >= '\t' && c <= '\r')) {
                pos++;
            } else {
                return;
            }
        }
    }

    /** The code point at pos, consumed. */
    int nextCodePoint() {
        int cp = pattern.codePointAt(pos);
        pos += Character.charCount(cp);
        return cp;
    }

    CharPredicate literal(int cp) {
        if (has(Pattern.CASE_INSENSITIVE)) {
            return CharPredicate.singleIgnoreCase(cp, has(Pattern.UNICODE_CASE));
        }
        return CharPredicate.single(cp);
    }

    CharPredicate dot() {
        if (has(Pattern.DOTALL)) {
            return cp -> true;
        }
        boolean unixLines = has(Pattern.UNIX_LINES);
        return cp -> !Anchors.isLineTerminator(cp, unixLines);
    }

    /**
     * An escape valid both inside and outside a character class, after the
     * backslash: a single character (\t, \x41, \. ...) or a class (\d, \p{L}).
     */
    CharPredicate escapeInClassOrOut() {
        if (pos >= length) {
            throw error("Unexpected internal error", length);
        }
        int start = pos;
        int c = nextCodePoint();
        CharPredicate predefined = c < 0x80 ? CharClasses.forEscape((char) c, has(Pattern.UNICODE_CHARACTER_CLASS)) : null;
        if (predefined != null) {
            return predefined;
        }
        if (c == 'p' || c == 'P') {
            CharPredicate p = property();
            return c == 'P' ? p.negate() : p;
        }
        int cp = escapedChar(c, start);
        return literal(cp);
    }

    /** The character an escape such as \n, \x41, \u0041, \0101, \cA or \. stands for. */
    int escapedChar(int c, int start) {
        switch (c) {
            case 't':
                return '\t';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 'f':
                return '\f';
            case 'a':
                return 0x07;
            case 'e':
                return 0x1B;
            case '0':
                return octal();
            case 'x':
                return hexEscape();
            case 'u':
                return unicodeEscape();
            case 'c':
                if (pos >= length) {
                    throw error("Illegal control escape sequence", start);
                }
                return pattern.charAt(pos++) ^ 64;
            case 'N':
                throw error("Illegal character name escape sequence", pos);
            default:
                if (c < 0x80 && (CharPredicate.isAsciiLetter(c) || CharClasses.isAsciiDigit(c))) {
                    throw error("Illegal/unsupported escape sequence", start);
                }
                return c;
        }
    }

    /** After \0: one to three octal digits, at most 0377. */
    private int octal() {
        int first = pos < length ? pattern.charAt(pos) - '0' : -1;
        if (first < 0 || first > 7) {
            throw error("Illegal octal escape sequence", pos);
        }
        pos++;
        int value = first;
        for (int k = 0; k < 2 && pos < length; k++) {
            int d = pattern.charAt(pos) - '0';
            if (d < 0 || d > 7 || (k == 1 && first > 3)) {
                break;
            }
            value = value * 8 + d;
            pos++;
        }
        return value;
    }

    /** After \x: two hex digits, or {hex digits} naming a code point. */
    private int hexEscape() {
        int start = pos;
        if (pos < length && pattern.charAt(pos) == '{') {
            pos++;
            int digitsStart = pos;
            long value = 0;
            while (pos < length && Character.digit(pattern.charAt(pos), 16) >= 0) {
                value = value * 16 + Character.digit(pattern.charAt(pos), 16);
                if (value > Character.MAX_CODE_POINT) {
                    throw error("Hexadecimal codepoint is too big", pos);
                }
                pos++;
            }
            if (pos == digitsStart) {
                throw error("Illegal hexadecimal escape sequence", start);
            }
            if (pos >= length || pattern.charAt(pos) != '}') {
                throw error("Unclosed hexadecimal escape sequence", pos);
            }
            pos++;
            return (int) value;
        }
        int hi = pos < length ? Character.digit(pattern.charAt(pos), 16) : -1;
        int lo = pos + 1 < length ? Character.digit(pattern.charAt(pos + 1), 16) : -1;
        if (hi < 0 || lo < 0) {
            throw error("Illegal hexadecimal escape sequence", start);
        }
        pos += 2;
        return hi * 16 + lo;
    }

    /** After \\u: four hex digits; a surrogate pair written as two escapes is one code point. */
    private int unicodeEscape() {
        int value = fourHexDigits();
        if (Character.isHighSurrogate((char) value) && pattern.startsWith("\\u", pos)) {
            int save = pos;
            pos += 2;
            int low = fourHexDigits();
            if (Character.isLowSurrogate((char) low)) {
                return Character.toCodePoint((char) value, (char) low);
            }
            pos = save;
        }
        return value;
    }

    private int fourHexDigits() {
        int value = 0;
        for (int k = 0; k < 4; k++) {
            int d = pos < length ? Character.digit(pattern.charAt(pos), 16) : -1;
            if (d < 0) {
                throw error("Illegal Unicode escape sequence", pos);
            }
            value = value * 16 + d;
            pos++;
        }
        return value;
    }

    /** After \p or \P: a one-letter name or {name}. */
    private CharPredicate property() {
        String name;
        int errorIndex;
        if (pos < length && pattern.charAt(pos) == '{') {
            int close = pattern.indexOf('}', pos);
            if (close < 0) {
                throw error("Unclosed character family", length);
            }
            name = pattern.substring(pos + 1, close);
            errorIndex = close;
            pos = close + 1;
        } else if (pos < length) {
            name = String.valueOf(pattern.charAt(pos));
            errorIndex = pos;
            pos++;
        } else {
            throw error("Unknown character property name { }", pos);
        }
        CharPredicate p = CharClasses.forProperty(name);
        if (p == null) {
            throw error("Unknown character property name {" + name + "}", errorIndex);
        }
        return p;
    }

    // ---- character classes

    /**
     * After '[': items (characters, ranges, escapes, nested classes) forming a
     * union; "&&" intersects what precedes with what follows; a leading '^'
     * negates the whole class. A ']' right after the '[' (or "[^") is literal.
     */
    CharPredicate characterClass() {
        boolean negated = false;
        if (peek() == '^') {
            pos++;
            negated = true;
        }
        CharPredicate intersection = null;
        CharPredicate union = null;
        boolean first = true;
        while (true) {
            int c = peek();
            if (c < 0) {
                throw error("Unclosed character class", length - 1);
            }
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            if (c == '[') {
                pos++;
                union = orElse(union, characterClass());
            } else if (c == '&' && pattern.startsWith("&&", pos)) {
                pos += 2;
                if (union != null) {
                    intersection = intersection == null ? union : intersection.and(union);
                }
                union = null;
            } else {
                union = orElse(union, classItem());
            }
        }
        CharPredicate result = union;
        if (intersection != null) {
            result = union == null ? intersection : intersection.and(union);
        }
        if (result == null) {
            result = cp -> false;
        }
        return negated ? result.negate() : result;
    }

    private static CharPredicate orElse(CharPredicate a, CharPredicate b) {
        return a == null ? b : a.union(b);
    }

    /** A character, a range such as a-z, an escape, or \Q...\E inside a class. */
    private CharPredicate classItem() {
        int lo;
        if (pattern.charAt(pos) == '\\') {
            pos++;
            if (pos >= length) {
                throw error("Unclosed character class", length);
            }
            if (pattern.charAt(pos) == 'Q') {
                return quotedInClass();
            }
            int start = pos;
            CharPredicate escaped = escapeInClassOrOut();
            if (!isSingleCharEscape(start)) {
                return escaped;
            }
            pos = start;
            lo = escapedChar(nextCodePoint(), start);
        } else {
            lo = nextCodePoint();
        }
        if (peek() == '-' && pos + 1 == length) {
            throw error("Illegal character range", length);
        }
        if (peek() == '-' && pattern.charAt(pos + 1) != ']' && pattern.charAt(pos + 1) != '[') {
            pos++;
            int hi = rangeEnd();
            if (hi < lo) {
                throw error("Illegal character range", pos - 1);
            }
            if (has(Pattern.CASE_INSENSITIVE)) {
                return CharPredicate.rangeIgnoreCase(lo, hi, has(Pattern.UNICODE_CASE));
            }
            return CharPredicate.range(lo, hi);
        }
        return literal(lo);
    }

    /** The upper end of a range: a character or a single-character escape. */
    private int rangeEnd() {
        if (pattern.charAt(pos) != '\\') {
            return nextCodePoint();
        }
        pos++;
        int start = pos;
        if (!isSingleCharEscape(start)) {
            throw error("Illegal character range", start);
        }
        return escapedChar(nextCodePoint(), start);
    }

    /** Whether the escape whose letter is at index stands for one character rather than a class. */
    private boolean isSingleCharEscape(int index) {
        if (index >= length) {
            return false;
        }
        char c = pattern.charAt(index);
        return "dDsSwWhHvVpP".indexOf(c) < 0;
    }

    private CharPredicate quotedInClass() {
        pos++;
        int end = pattern.indexOf("\\E", pos);
        if (end < 0) {
            end = length;
        }
        CharPredicate result = cp -> false;
        while (pos < end) {
            result = result.union(literal(nextCodePoint()));
        }
        pos = Math.min(end + 2, length);
        return result;
    }
}
