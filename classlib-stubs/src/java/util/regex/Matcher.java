package java.util.regex;

import java.util.Objects;
import java.util.function.Function;

/**
 * Runs a Pattern over one input. Holds the per-match state the pattern's
 * nodes read and write: the capture groups (start and end per group, -1 when
 * unset) and the loop counters.
 */
public final class Matcher implements MatchResult {
    private Pattern pattern;
    private CharSequence text;

    /** The region searched; ^ $ \A \z see its bounds as the input bounds. */
    int from;
    int to;
    /** groups[2g], groups[2g+1]: bounds of group g; group 0 is the whole match. */
    int[] groups;
    /** Scratch slots for group starts, loop counters and lookbehind targets. */
    int[] locals;
    /** Set by matches(): the match must end at the region end. */
    boolean requireEnd;
    /** Where the Accept node was reached. */
    int matchEnd;
    /** Where the body of a lookaround or atomic group ended. */
    int innerEnd;

    /** Bounds of the last match; first < 0 when there is none. */
    private int first = -1;
    private int last;
    /** Where \G matches: the end of the previous match; -1 until the first search. */
    private int previousEnd = -1;
    /** Where appendReplacement continues copying. */
    private int appendPos;

    Matcher(Pattern pattern, CharSequence text) {
        this.pattern = pattern;
        this.text = text;
        allocate();
        reset();
    }

    private void allocate() {
        groups = new int[Math.max(pattern.groupCount + 1, 10) * 2];
        locals = new int[pattern.localCount];
    }

    public Pattern pattern() {
        return pattern;
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        pattern = newPattern;
        allocate();
        clearGroups();
        first = -1;
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        previousEnd = -1;
        appendPos = 0;
        from = 0;
        to = text.length();
        clearGroups();
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    private void clearGroups() {
        for (int k = 0; k < groups.length; k++) {
            groups[k] = -1;
        }
    }

    public Matcher region(int start, int end) {
        if (start < 0 || start > text.length()) {
            throw new IndexOutOfBoundsException("start");
        }
        if (end < 0 || end > text.length()) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    // ---- matching

    public boolean matches() {
        return matchAt(from, true);
    }

    public boolean lookingAt() {
        return matchAt(from, false);
    }

    public boolean find() {
        int start = last;
        if (start == first) {
            start++; // step over an empty match
        }
        if (start < from) {
            start = from;
        }
        if (start > to) {
            clearGroups();
            return false;
        }
        return search(start);
    }

    public boolean find(int start) {
        int limit = text.length();
        if (start < 0 || start > limit) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    /** The first match starting at or after start. */
    private boolean search(int start) {
        requireEnd = false;
        if (previousEnd < 0) {
            previousEnd = from;
        }
        // cleared once, as in the JDK: an atomic group may leave captures of a failed start position behind
        clearGroups();
        CharPredicate firstChar = pattern.firstChar;
        for (int i = start; i <= to; i++) {
            if (firstChar != null && (i == to || !firstChar.is(Character.codePointAt(text, i)))) {
                continue;
            }
            if (pattern.root.match(this, i, text)) {
                recordMatch(i);
                previousEnd = last;
                return true;
            }
        }
        first = -1;
        return false;
    }

    private boolean matchAt(int start, boolean wholeRegion) {
        requireEnd = wholeRegion;
        clearGroups();
        boolean matched = pattern.root.match(this, start, text);
        requireEnd = false;
        if (matched) {
            recordMatch(start);
        } else {
            first = -1;
        }
        return matched;
    }

    private void recordMatch(int start) {
        first = start;
        last = matchEnd;
        groups[0] = first;
        groups[1] = last;
    }

    /** For \G: the end of the previous match, or the region start. */
    int lastMatchEnd() {
        return previousEnd < 0 ? from : previousEnd;
    }

    // ---- results

    /** group() says "No match found", start() and end() "No match available", as in the JDK. */
    private void checkMatch() {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
    }

    private void checkGroup(int group) {
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
    }

    public int start() {
        checkMatchAvailable();
        return first;
    }

    public int start(int group) {
        checkMatchAvailable();
        checkGroup(group);
        return groups[2 * group];
    }

    public int start(String name) {
        return start(pattern.groupIndex(name));
    }

    public int end() {
        checkMatchAvailable();
        return last;
    }

    public int end(int group) {
        checkMatchAvailable();
        checkGroup(group);
        return groups[2 * group + 1];
    }

    public int end(String name) {
        return end(pattern.groupIndex(name));
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        checkMatch();
        checkGroup(group);
        int s = groups[2 * group];
        int e = groups[2 * group + 1];
        return s < 0 || e < 0 ? null : text.subSequence(s, e).toString();
    }

    public String group(String name) {
        return group(pattern.groupIndex(name));
    }

    public int groupCount() {
        return pattern.groupCount;
    }

    /** A snapshot of the current match that later finds do not change. */
    /**
     * The results of find() from the matcher's current state on, as a stream
     * (computed when the stream's terminal operation starts, then a snapshot).
     */
    public java.util.stream.Stream<MatchResult> results() {
        return java.util.stream.StreamSupport.stream(() -> {
            java.util.List<MatchResult> found = new java.util.ArrayList<>();
            while (find()) {
                found.add(toMatchResult());
            }
            return found.spliterator();
        }, java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL, false);
    }

    public MatchResult toMatchResult() {
        return new Snapshot(this);
    }

    // ---- replacement

    public String replaceAll(String replacement) {
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        do {
            appendReplacement(sb, replacement);
        } while (find());
        return appendTail(sb).toString();
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        do {
            appendReplacement(sb, replacer.apply(this));
        } while (find());
        return appendTail(sb).toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        return appendTail(sb).toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacer.apply(this));
        return appendTail(sb).toString();
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        checkMatchAvailable();
        String expanded = Replacement.expand(this, replacement);
        sb.append(text, appendPos, first).append(expanded);
        appendPos = last;
        return this;
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        checkMatchAvailable();
        String expanded = Replacement.expand(this, replacement);
        sb.append(text, appendPos, first).append(expanded);
        appendPos = last;
        return this;
    }

    private void checkMatchAvailable() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
    }

    public StringBuilder appendTail(StringBuilder sb) {
        return sb.append(text, appendPos, text.length());
    }

    public StringBuffer appendTail(StringBuffer sb) {
        return sb.append(text, appendPos, text.length());
    }

    /** s with '\' and '$' escaped, so that it is inserted literally as a replacement. */
    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') < 0 && s.indexOf('$') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public String toString() {
        String lastMatch = first >= 0 ? group() : "";
        return "java.util.regex.Matcher[pattern=" + pattern + " region=" + from + "," + to
                + " lastmatch=" + lastMatch + "]";
    }

    /** The immutable result toMatchResult() returns. */
    private static final class Snapshot implements MatchResult {
        private final String text;
        private final int[] groups;
        private final int groupCount;
        private final boolean matched;

        Snapshot(Matcher m) {
            matched = m.first >= 0;
            text = matched ? m.text.toString() : null;
            groups = m.groups.clone();
            groupCount = m.groupCount();
        }

        private void check(int group) {
            if (!matched) {
                throw new IllegalStateException("No match found");
            }
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
        }

        public int start() {
            return start(0);
        }

        public int start(int group) {
            check(group);
            return groups[2 * group];
        }

        public int end() {
            return end(0);
        }

        public int end(int group) {
            check(group);
            return groups[2 * group + 1];
        }

        public String group() {
            return group(0);
        }

        public String group(int group) {
            check(group);
            int s = groups[2 * group];
            return s < 0 ? null : text.substring(s, groups[2 * group + 1]);
        }

        public int groupCount() {
            return groupCount;
        }
    }
}
