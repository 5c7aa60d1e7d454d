package java.util.regex;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A compiled regular expression, matched by a small backtracking engine
 * (RegexParser builds the node graph of Node; Matcher runs it). Supports
 * the usual syntax: classes with ranges, negation, union and intersection,
 * predefined and POSIX classes, anchors, capturing, named, non-capturing,
 * atomic and lookaround groups, greedy, lazy and possessive quantifiers,
 * back references and inline flags. Not supported: Unicode blocks and
 * scripts (\p{InGreek}, \p{IsLatin}), \X, \N{name} and CANON_EQ.
 */
public final class Pattern implements java.io.Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;
    private static final int ALL_FLAGS = 0x1FF;

    private final String pattern;
    private final int flags;
    /** The start of the node graph. */
    final transient Node root;
    final transient int groupCount;
    /** Scratch slots a Matcher needs (group starts, loop counters). */
    final transient int localCount;
    private final transient Map<String, Integer> namedGroups;
    /** What the first character of any match must be, when the pattern starts with one; else null. */
    final transient CharPredicate firstChar;

    private Pattern(String regex, int flags) {
        if ((flags & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(flags));
        }
        this.pattern = regex;
        this.flags = (flags & UNICODE_CHARACTER_CLASS) != 0 ? flags | UNICODE_CASE : flags;
        RegexParser parser = new RegexParser(regex, this.flags);
        root = parser.parse();
        groupCount = parser.groupCount;
        localCount = parser.localCount;
        namedGroups = parser.namedGroups;
        firstChar = firstCharOf(root);
    }

    private static CharPredicate firstCharOf(Node node) {
        if (node instanceof Node.CharNode) {
            return ((Node.CharNode) node).predicate;
        }
        if (node instanceof Node.CharRepeat && ((Node.CharRepeat) node).min > 0) {
            return ((Node.CharRepeat) node).predicate;
        }
        return null;
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public Predicate<String> asPredicate() {
        return s -> matcher(s).find();
    }

    public Predicate<String> asMatchPredicate() {
        return s -> matcher(s).matches();
    }

    Map<String, Integer> namedGroups() {
        return Collections.unmodifiableMap(namedGroups);
    }

    /** The number of the group called name; IllegalArgumentException if there is none. */
    int groupIndex(String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        Integer group = namedGroups.get(name);
        if (group == null) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return group;
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /**
     * The pieces of input around the matches. limit > 0: at most limit pieces,
     * the last holding the rest; limit == 0: trailing empty pieces dropped;
     * limit < 0: all pieces. A zero-width match at the start yields no
     * leading empty piece.
     */
    public String[] split(CharSequence input, int limit) {
        ArrayList<String> pieces = new ArrayList<>();
        Matcher m = matcher(input);
        int index = 0;
        boolean limited = limit > 0;
        while (m.find()) {
            if (!limited || pieces.size() < limit - 1) {
                if (index == 0 && m.start() == 0 && m.end() == 0) {
                    continue;
                }
                pieces.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (pieces.size() == limit - 1) {
                pieces.add(input.subSequence(index, input.length()).toString());
                index = m.end();
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!limited || pieces.size() < limit) {
            pieces.add(input.subSequence(index, input.length()).toString());
        }
        int size = pieces.size();
        if (limit == 0) {
            while (size > 0 && pieces.get(size - 1).isEmpty()) {
                size--;
            }
        }
        String[] result = new String[size];
        for (int k = 0; k < size; k++) {
            result[k] = pieces.get(k);
        }
        return result;
    }

    /** A pattern matching s literally: s inside \Q...\E, with any \E in s written so that it survives. */
    public static String quote(String s) {
        if (s.indexOf("\\E") < 0) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        int found;
        while ((found = s.indexOf("\\E", current)) >= 0) {
            sb.append(s, current, found).append("\\E\\\\E\\Q");
            current = found + 2;
        }
        return sb.append(s, current, s.length()).append("\\E").toString();
    }

    /** As split(input): trailing empty strings are dropped. The input is split eagerly. */
    public java.util.stream.Stream<String> splitAsStream(CharSequence input) {
        return java.util.Arrays.stream(split(input));
    }
}
