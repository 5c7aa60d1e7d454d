package java.lang;

import java.util.regex.Pattern;

/**
 * String.split. A regex that is one ordinary character, or a backslash and a
 * character that is neither a letter nor a digit, is split on directly, as the
 * JDK does; anything else goes through Pattern.split. Both give the same result.
 */
final class StringSplit {
    private static final String METACHARACTERS = ".$|()[{^?*+\\";

    private StringSplit() {}

    static String[] split(String s, String regex, int limit) {
        int literal = literalChar(regex);
        if (literal < 0) {
            return Pattern.compile(regex).split(s, limit);
        }
        return splitOnChar(s, (char) literal, limit);
    }

    /** The character regex stands for when it is a literal single char, else -1. */
    private static int literalChar(String regex) {
        char c;
        if (regex.length() == 1) {
            c = regex.charAt(0);
            if (METACHARACTERS.indexOf(c) >= 0) {
                return -1;
            }
        } else if (regex.length() == 2 && regex.charAt(0) == '\\') {
            c = regex.charAt(1);
            if (isAsciiLetterOrDigit(c)) {
                return -1;
            }
        } else {
            return -1;
        }
        return Character.isSurrogate(c) ? -1 : c;
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /**
     * limit > 0: at most limit pieces, the last holding the rest; limit == 0:
     * trailing empty pieces dropped; limit < 0: every piece kept.
     */
    private static String[] splitOnChar(String s, char sep, int limit) {
        int n = s.length();
        String[] parts = new String[8];
        int count = 0;
        int start = 0;
        int next;
        while ((next = s.indexOf(sep, start)) >= 0) {
            if (limit > 0 && count == limit - 1) {
                break;
            }
            parts = ensureRoom(parts, count);
            parts[count++] = s.substring(start, next);
            start = next + 1;
        }
        if (start == 0 && count == 0) {
            return new String[] {s};
        }
        parts = ensureRoom(parts, count);
        parts[count++] = s.substring(start, n);
        if (limit == 0) {
            while (count > 0 && parts[count - 1].isEmpty()) {
                count--;
            }
        }
        String[] result = new String[count];
        System.arraycopy(parts, 0, result, 0, count);
        return result;
    }

    private static String[] ensureRoom(String[] parts, int count) {
        if (count < parts.length) {
            return parts;
        }
        String[] grown = new String[parts.length * 2];
        System.arraycopy(parts, 0, grown, 0, count);
        return grown;
    }
}
