package java.util;

/**
 * The text format of Properties files: reading logical lines with their
 * escapes (load) and escaping keys, values and comments for store.
 *
 * A natural line ends at \n, \r, \r\n or the end of input. Leading blanks
 * (space, tab, form feed) of every natural line are skipped; a line whose
 * first character is then '#' or '!' is a comment, and a blank line is
 * skipped. A line ending in an odd number of backslashes continues on the
 * next natural line (the backslash and the line break vanish). The key ends
 * at the first unescaped '=', ':' or blank; blanks and at most one '=' or ':'
 * separate it from the value.
 */
final class PropertiesFormat {
    private PropertiesFormat() {}

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f';
    }

    /** Parses text and puts every key and value into target. */
    static void load(String text, Properties target) {
        int pos = 0;
        int length = text.length();
        StringBuilder line = new StringBuilder();
        while (pos < length) {
            line.setLength(0);
            pos = readLogicalLine(text, pos, line);
            if (line.length() > 0) {
                parseLine(line, target);
            }
        }
    }

    /**
     * Appends to line the logical line starting at pos, without comments,
     * blank lines, continuation breaks and their following indentation.
     * Returns the position after it; line is left empty for a comment or a
     * blank line.
     */
    private static int readLogicalLine(String text, int pos, StringBuilder line) {
        int length = text.length();
        boolean skippingBlanks = true;
        boolean continuation = false;
        boolean precedingBackslash = false;
        while (pos < length) {
            char c = text.charAt(pos++);
            if (skippingBlanks) {
                if (isBlank(c)) {
                    continue;
                }
                if (c == '\r' || c == '\n') {
                    if (continuation && c == '\r' && pos < length && text.charAt(pos) == '\n') {
                        pos++;
                    }
                    if (line.length() > 0 || continuation) {
                        return pos; // a continuation that ended on an empty line
                    }
                    continue;
                }
                skippingBlanks = false;
                continuation = false;
                if (line.length() == 0 && (c == '#' || c == '!')) {
                    return skipComment(text, pos);
                }
            }
            if (c == '\n' || c == '\r') {
                if (c == '\r' && pos < length && text.charAt(pos) == '\n') {
                    pos++;
                }
                if (precedingBackslash) {
                    line.setLength(line.length() - 1);
                    precedingBackslash = false;
                    skippingBlanks = true;
                    continuation = true;
                    continue;
                }
                return pos;
            }
            line.append(c);
            precedingBackslash = c == '\\' && !precedingBackslash;
        }
        if (precedingBackslash) {
            line.setLength(line.length() - 1); // a lone backslash at the end of input is dropped
        }
        return pos;
    }

    private static int skipComment(String text, int pos) {
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '\n') {
                return pos;
            }
            if (c == '\r') {
                if (pos < text.length() && text.charAt(pos) == '\n') {
                    pos++;
                }
                return pos;
            }
        }
        return pos;
    }

    private static void parseLine(StringBuilder line, Properties target) {
        int limit = line.length();
        int keyLength = 0;
        int valueStart = limit;
        boolean hasSeparator = false;
        boolean precedingBackslash = false;
        while (keyLength < limit) {
            char c = line.charAt(keyLength);
            if ((c == '=' || c == ':') && !precedingBackslash) {
                valueStart = keyLength + 1;
                hasSeparator = true;
                break;
            } else if (isBlank(c) && !precedingBackslash) {
                valueStart = keyLength + 1;
                break;
            }
            precedingBackslash = c == '\\' && !precedingBackslash;
            keyLength++;
        }
        while (valueStart < limit) {
            char c = line.charAt(valueStart);
            if (!isBlank(c)) {
                if (!hasSeparator && (c == '=' || c == ':')) {
                    hasSeparator = true;
                } else {
                    break;
                }
            }
            valueStart++;
        }
        String key = unescape(line, 0, keyLength);
        String value = unescape(line, valueStart, limit);
        target.put(key, value);
    }

    /** Resolves \t \n \r \f and \\uXXXX; any other escaped character stands for itself. */
    private static String unescape(CharSequence in, int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        int i = from;
        while (i < to) {
            char c = in.charAt(i++);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (i == to) {
                break;
            }
            c = in.charAt(i++);
            if (c == 'u') {
                if (i + 4 > to) {
                    throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                }
                int value = 0;
                for (int k = 0; k < 4; k++) {
                    int digit = Character.digit(in.charAt(i++), 16);
                    if (digit < 0) {
                        throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                    }
                    value = (value << 4) | digit;
                }
                out.append((char) value);
            } else if (c == 't') {
                out.append('\t');
            } else if (c == 'r') {
                out.append('\r');
            } else if (c == 'n') {
                out.append('\n');
            } else if (c == 'f') {
                out.append('\f');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static void appendUnicodeEscape(StringBuilder out, char c) {
        out.append("\\u");
        for (int shift = 12; shift >= 0; shift -= 4) {
            out.append("0123456789ABCDEF".charAt((c >> shift) & 0xF));
        }
    }

    /**
     * Escapes a key or value for store: backslashes, the separators and
     * comment characters, control characters by name, spaces (in a key, or
     * leading in a value) and, when writing Latin-1 bytes, every character
     * outside printable ASCII as \\uXXXX.
     */
    static String escape(String s, boolean isKey, boolean escapeUnicode) {
        StringBuilder out = new StringBuilder(s.length() * 2);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c > 61 && c < 127) {
                if (c == '\\') {
                    out.append("\\\\");
                } else {
                    out.append(c);
                }
                continue;
            }
            switch (c) {
                case ' ':
                    if (i == 0 || isKey) {
                        out.append('\\');
                    }
                    out.append(' ');
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\f':
                    out.append("\\f");
                    break;
                case '=':
                case ':':
                case '#':
                case '!':
                    out.append('\\').append(c);
                    break;
                default:
                    if ((c < 0x0020 || c > 0x007e) && escapeUnicode) {
                        appendUnicodeEscape(out, c);
                    } else {
                        out.append(c);
                    }
            }
        }
        return out.toString();
    }

    /**
     * The comment lines for store: "#" and the text, each line break in it
     * becoming a new comment line (unless the text goes on with its own '#'
     * or '!'), characters above \\u00ff as \\uXXXX.
     */
    static String comments(String comments, String lineSeparator) {
        StringBuilder out = new StringBuilder("#");
        int length = comments.length();
        for (int i = 0; i < length; i++) {
            char c = comments.charAt(i);
            if (c > '\u00ff') {
                appendUnicodeEscape(out, c);
            } else if (c == '\n' || c == '\r') {
                out.append(lineSeparator);
                if (c == '\r' && i != length - 1 && comments.charAt(i + 1) == '\n') {
                    i++;
                }
                if (i == length - 1 || (comments.charAt(i + 1) != '#' && comments.charAt(i + 1) != '!')) {
                    out.append('#');
                }
            } else {
                out.append(c);
            }
        }
        return out.append(lineSeparator).toString();
    }
}
