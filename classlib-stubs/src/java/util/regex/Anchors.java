package java.util.regex;

/** Zero-width nodes: ^ $ \A \z \Z \b \B \G. Region bounds count as input bounds (anchoring bounds). */
final class Anchors {
    private Anchors() {}

    /** \n \r U+0085 U+2028 U+2029, or only \n in UNIX_LINES mode. */
    static boolean isLineTerminator(int c, boolean unixLines) {
        if (unixLines) {
            return c == '\n';
        }
        return c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029;
    }

    /** ^: start of input; in MULTILINE mode also after a line terminator, but never at the very end. */
    static final class Caret extends Node {
        final boolean multiline;
        final boolean unixLines;

        Caret(boolean multiline, boolean unixLines) {
            this.multiline = multiline;
            this.unixLines = unixLines;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (multiline && i == m.to) {
                return false; // as in Perl, not even in an empty input
            }
            if (i > m.from) {
                if (!multiline) {
                    return false;
                }
                char before = seq.charAt(i - 1);
                if (!isLineTerminator(before, unixLines)) {
                    return false;
                }
                if (before == '\r' && seq.charAt(i) == '\n') {
                    return false; // \r\n is one terminator
                }
            }
            return next.match(m, i, seq);
        }
    }

    /**
     * $ (and \Z when not multiline): end of input, or before a line terminator
     * that ends the input; in MULTILINE mode before any line terminator.
     */
    static final class Dollar extends Node {
        final boolean multiline;
        final boolean unixLines;

        Dollar(boolean multiline, boolean unixLines) {
            this.multiline = multiline;
            this.unixLines = unixLines;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return atLineEnd(m, i, seq) && next.match(m, i, seq);
        }

        private boolean atLineEnd(Matcher m, int i, CharSequence seq) {
            int end = m.to;
            if (i == end) {
                return true;
            }
            char c = seq.charAt(i);
            if (!isLineTerminator(c, unixLines)) {
                return false;
            }
            if (c == '\n' && i > m.from && seq.charAt(i - 1) == '\r' && !unixLines) {
                return false; // between \r and \n
            }
            if (multiline) {
                return true;
            }
            if (i == end - 1) {
                return true;
            }
            return i == end - 2 && c == '\r' && seq.charAt(i + 1) == '\n' && !unixLines;
        }
    }

    /** \A: the start of input. */
    static final class Begin extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return i == m.from && next.match(m, i, seq);
        }
    }

    /** \z: the very end of input. */
    static final class End extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return i == m.to && next.match(m, i, seq);
        }
    }

    /** \G: where the previous match ended (the start of input before any match). */
    static final class LastMatchEnd extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return i == m.lastMatchEnd() && next.match(m, i, seq);
        }
    }

    /** \b and \B. Word characters are letters, digits (any script) and '_', as in JDK 17. */
    static final class WordBoundary extends Node {
        final boolean negated;

        WordBoundary(boolean negated) {
            this.negated = negated;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            boolean left = i > m.from && isWord(Character.codePointBefore(seq, i));
            boolean right = i < m.to && isWord(Character.codePointAt(seq, i));
            return ((left != right) != negated) && next.match(m, i, seq);
        }

        private static boolean isWord(int cp) {
            return cp == '_' || Character.isLetterOrDigit(cp);
        }
    }
}
