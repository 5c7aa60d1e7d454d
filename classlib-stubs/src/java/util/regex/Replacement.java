package java.util.regex;

/**
 * Expands a replacement string: $n and ${name} insert a group (a group that
 * did not match inserts nothing), \x inserts x literally. $n takes as many
 * digits as still name an existing group.
 */
final class Replacement {
    private Replacement() {}

    static String expand(Matcher m, String replacement) {
        StringBuilder sb = new StringBuilder(replacement.length() + 16);
        int n = replacement.length();
        int i = 0;
        while (i < n) {
            char c = replacement.charAt(i++);
            if (c == '\\') {
                if (i == n) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                sb.append(replacement.charAt(i++));
            } else if (c == '$') {
                if (i == n) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                int group;
                if (replacement.charAt(i) == '{') {
                    int close = nameEnd(replacement, i + 1);
                    group = namedGroup(m, replacement.substring(i + 1, close), close < n ? replacement.charAt(close) : 0);
                    i = close + 1;
                } else {
                    group = replacement.charAt(i++) - '0';
                    if (group < 0 || group > 9) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    while (i < n && isDigit(replacement.charAt(i))) {
                        int longer = group * 10 + (replacement.charAt(i) - '0');
                        if (longer > m.groupCount()) {
                            break;
                        }
                        group = longer;
                        i++;
                    }
                }
                String text = m.group(group);
                if (text != null) {
                    sb.append(text);
                }
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** Index just after the ASCII letters and digits starting at i. */
    private static int nameEnd(String s, int i) {
        while (i < s.length() && (isDigit(s.charAt(i)) || isAsciiLetter(s.charAt(i)))) {
            i++;
        }
        return i;
    }

    private static int namedGroup(Matcher m, String name, char terminator) {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("named capturing group has 0 length name");
        }
        if (terminator != '}') {
            throw new IllegalArgumentException("named capturing group is missing trailing '}'");
        }
        if (isDigit(name.charAt(0))) {
            throw new IllegalArgumentException("capturing group name {" + name + "} starts with digit character");
        }
        Integer group = m.pattern().namedGroups().get(name);
        if (group == null) {
            throw new IllegalArgumentException("No group with name {" + name + "}");
        }
        return group;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
