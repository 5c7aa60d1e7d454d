package java.util.regex;

/**
 * A compiled pattern is a graph of nodes in continuation-passing style: each
 * node tests the input at position i and, if it fits, asks its successor
 * {@code next} to match the rest. Returning false makes the caller try its
 * next alternative, which is all the backtracking there is. Per-match state
 * (groups, loop counters) lives in the Matcher so that a Pattern can be shared.
 */
abstract class Node {
    Node next;

    abstract boolean match(Matcher m, int i, CharSequence seq);

    /** The end of the pattern: records where the match ends. */
    static final class Accept extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            if (m.requireEnd && i != m.to) {
                return false;
            }
            m.matchEnd = i;
            return true;
        }
    }

    /** Ends the body of a lookaround or atomic group: remembers the position and succeeds. */
    static final class Succeed extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            m.innerEnd = i;
            return true;
        }
    }

    /** One code point from a set. */
    static final class CharNode extends Node {
        final CharPredicate predicate;

        CharNode(CharPredicate predicate) {
            this.predicate = predicate;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (i >= m.to) {
                return false;
            }
            int cp = Character.codePointAt(seq, i);
            return predicate.is(cp) && next.match(m, i + Character.charCount(cp), seq);
        }
    }

    /**
     * A quantifier over a single-character atom: counts matches in a loop
     * instead of recursing, then backs off one code point at a time.
     */
    static final class CharRepeat extends Node {
        final CharPredicate predicate;
        final int min;
        final int max;
        final int kind;

        CharRepeat(CharPredicate predicate, int min, int max, int kind) {
            this.predicate = predicate;
            this.min = min;
            this.max = max;
            this.kind = kind;
        }

        /** Position after one more matching code point at i, or -1. */
        private int step(Matcher m, int i, CharSequence seq) {
            if (i >= m.to) {
                return -1;
            }
            int cp = Character.codePointAt(seq, i);
            return predicate.is(cp) ? i + Character.charCount(cp) : -1;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int count = 0;
            while (count < min) {
                i = step(m, i, seq);
                if (i < 0) {
                    return false;
                }
                count++;
            }
            if (kind == Quantifier.LAZY) {
                while (true) {
                    if (next.match(m, i, seq)) {
                        return true;
                    }
                    if (count >= max || (i = step(m, i, seq)) < 0) {
                        return false;
                    }
                    count++;
                }
            }
            int start = i;
            int j;
            while (count < max && (j = step(m, i, seq)) >= 0) {
                i = j;
                count++;
            }
            if (kind == Quantifier.POSSESSIVE) {
                return next.match(m, i, seq);
            }
            while (true) {
                if (next.match(m, i, seq)) {
                    return true;
                }
                if (i == start) {
                    return false;
                }
                i--;
                if (i > start && Character.isLowSurrogate(seq.charAt(i)) && Character.isHighSurrogate(seq.charAt(i - 1))) {
                    i--;
                }
            }
        }
    }

    /** Start of a capturing group: remembers the start in a local slot until the tail closes it. */
    static final class GroupHead extends Node {
        final int slot;

        GroupHead(int slot) {
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int saved = m.locals[slot];
            m.locals[slot] = i;
            boolean matched = next.match(m, i, seq);
            m.locals[slot] = saved;
            return matched;
        }
    }

    /** End of a capturing group: publishes its bounds, and takes them back if the rest fails. */
    static final class GroupTail extends Node {
        final int group;
        final int slot;

        GroupTail(int group, int slot) {
            this.group = group;
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int[] groups = m.groups;
            int savedStart = groups[2 * group];
            int savedEnd = groups[2 * group + 1];
            groups[2 * group] = m.locals[slot];
            groups[2 * group + 1] = i;
            if (next.match(m, i, seq)) {
                return true;
            }
            groups[2 * group] = savedStart;
            groups[2 * group + 1] = savedEnd;
            return false;
        }
    }

    /** Alternation: each alternative's chain ends in a node that continues with this node's next. */
    static final class Branch extends Node {
        final Node[] alternatives;

        Branch(Node[] alternatives) {
            this.alternatives = alternatives;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            for (Node alternative : alternatives) {
                if (alternative.match(m, i, seq)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Passes straight on to next; joins the ends of alternatives and stands for empty ones. */
    static final class Join extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return next.match(m, i, seq);
        }
    }

    /**
     * A quantifier over a complex atom. Entering saves the counters of any
     * enclosing activation of the same loop; the body ends in a LoopBack that
     * calls iterate() to go round again. An iteration that matched nothing
     * leaves the loop at once (as in the JDK), so that (a*)* terminates.
     */
    static final class Loop extends Node {
        Node body;
        final int min;
        final int max;
        final int kind;
        final int countSlot;
        final int startSlot;
        /**
         * For a capturing group of fixed width, such as ((?!x))*: its number.
         * The JDK loops over such groups differently and forgets the capture of
         * an optional iteration that matched nothing; -1 otherwise.
         */
        final int fixedGroup;
        /** The group's bounds before the loop, when fixedGroup is set. */
        final int outerGroupSlot;

        Loop(int min, int max, int kind, int firstSlot, int fixedGroup) {
            this.min = min;
            this.max = max;
            this.kind = kind;
            this.countSlot = firstSlot;
            this.startSlot = firstSlot + 1;
            this.fixedGroup = fixedGroup;
            this.outerGroupSlot = firstSlot + 2;
        }

        /** Local slots a loop needs. */
        static int slotsNeeded(int fixedGroup) {
            return fixedGroup >= 0 ? 4 : 2;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int savedCount = m.locals[countSlot];
            int savedStart = m.locals[startSlot];
            int savedOuterStart = 0;
            int savedOuterEnd = 0;
            if (fixedGroup >= 0) {
                savedOuterStart = m.locals[outerGroupSlot];
                savedOuterEnd = m.locals[outerGroupSlot + 1];
                m.locals[outerGroupSlot] = m.groups[2 * fixedGroup];
                m.locals[outerGroupSlot + 1] = m.groups[2 * fixedGroup + 1];
            }
            boolean matched;
            if (min > 0) {
                matched = runBody(m, i, seq, 0);
            } else if (kind == Quantifier.LAZY) {
                matched = next.match(m, i, seq) || (max > 0 && runBody(m, i, seq, 0));
            } else {
                matched = (max > 0 && runBody(m, i, seq, 0)) || next.match(m, i, seq);
            }
            m.locals[countSlot] = savedCount;
            m.locals[startSlot] = savedStart;
            if (fixedGroup >= 0) {
                m.locals[outerGroupSlot] = savedOuterStart;
                m.locals[outerGroupSlot + 1] = savedOuterEnd;
            }
            return matched;
        }

        /** Called after an iteration of the body has matched up to i. */
        boolean iterate(Matcher m, int i, CharSequence seq) {
            int count = m.locals[countSlot];
            if (i == m.locals[startSlot]) {
                if (fixedGroup >= 0 && min == 0 && count == 1) {
                    return continueWithoutCapture(m, i, seq);
                }
                return next.match(m, i, seq);
            }
            if (count < min) {
                return runBody(m, i, seq, count);
            }
            if (kind == Quantifier.LAZY) {
                return next.match(m, i, seq) || (count < max && runBody(m, i, seq, count));
            }
            return (count < max && runBody(m, i, seq, count)) || next.match(m, i, seq);
        }

        /** Leaves the loop with the fixed-width group as it was before the loop. */
        private boolean continueWithoutCapture(Matcher m, int i, CharSequence seq) {
            int[] groups = m.groups;
            int start = groups[2 * fixedGroup];
            int end = groups[2 * fixedGroup + 1];
            groups[2 * fixedGroup] = m.locals[outerGroupSlot];
            groups[2 * fixedGroup + 1] = m.locals[outerGroupSlot + 1];
            if (next.match(m, i, seq)) {
                return true;
            }
            groups[2 * fixedGroup] = start;
            groups[2 * fixedGroup + 1] = end;
            return false;
        }

        /** Runs iteration count + 1 from i; on failure the counters are as before. */
        private boolean runBody(Matcher m, int i, CharSequence seq, int count) {
            int savedStart = m.locals[startSlot];
            m.locals[countSlot] = count + 1;
            m.locals[startSlot] = i;
            if (body.match(m, i, seq)) {
                return true;
            }
            m.locals[countSlot] = count;
            m.locals[startSlot] = savedStart;
            return false;
        }
    }

    /** Ends a loop body: goes round the loop again (or leaves it). */
    static final class LoopBack extends Node {
        final Loop loop;

        LoopBack(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int count = m.locals[loop.countSlot];
            int start = m.locals[loop.startSlot];
            boolean matched = loop.iterate(m, i, seq);
            m.locals[loop.countSlot] = count;
            m.locals[loop.startSlot] = start;
            return matched;
        }
    }

    /** (?>X) and possessive quantifiers on complex atoms: X's first match is final. */
    static final class Atomic extends Node {
        final Node body;

        Atomic(Node body) {
            this.body = body;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return body.match(m, i, seq) && next.match(m, m.innerEnd, seq);
        }
    }

    /** (?=X) and (?!X): X must (or must not) match here; the position does not move. */
    static final class Lookahead extends Node {
        final Node body;
        final boolean negative;

        Lookahead(Node body, boolean negative) {
            this.body = body;
            this.negative = negative;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return body.match(m, i, seq) != negative && next.match(m, i, seq);
        }
    }

    /**
     * (?<=X) and (?<!X): some start j <= i from which X matches exactly up to i.
     * Tries every j back to the region start, nearest first.
     */
    static final class Lookbehind extends Node {
        final Node body;
        final boolean negative;
        final int targetSlot;

        Lookbehind(Node body, boolean negative, int targetSlot) {
            this.body = body;
            this.negative = negative;
            this.targetSlot = targetSlot;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int savedTarget = m.locals[targetSlot];
            m.locals[targetSlot] = i;
            boolean found = false;
            for (int j = i; j >= m.from && !found; j--) {
                found = body.match(m, j, seq);
            }
            m.locals[targetSlot] = savedTarget;
            return found != negative && next.match(m, i, seq);
        }
    }

    /** Ends a lookbehind body: it must stop exactly where the lookbehind stands. */
    static final class LookbehindEnd extends Node {
        final int targetSlot;

        LookbehindEnd(int targetSlot) {
            this.targetSlot = targetSlot;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return i == m.locals[targetSlot];
        }
    }

    /** \1 .. \99 and \k<name>: the text the group last matched, again. */
    static final class BackRef extends Node {
        final int group;
        final boolean ignoreCase;
        final boolean unicodeCase;

        BackRef(int group, boolean ignoreCase, boolean unicodeCase) {
            this.group = group;
            this.ignoreCase = ignoreCase;
            this.unicodeCase = unicodeCase;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (2 * group + 1 >= m.groups.length) {
                return false;
            }
            int start = m.groups[2 * group];
            int end = m.groups[2 * group + 1];
            if (start < 0) {
                return false;
            }
            int len = end - start;
            if (i + len > m.to) {
                return false;
            }
            for (int k = 0; k < len; k++) {
                if (!same(seq.charAt(start + k), seq.charAt(i + k))) {
                    return false;
                }
            }
            return next.match(m, i + len, seq);
        }

        private boolean same(char a, char b) {
            if (a == b) {
                return true;
            }
            if (!ignoreCase) {
                return false;
            }
            if (unicodeCase) {
                return CharPredicate.fold(a) == CharPredicate.fold(b);
            }
            return CharPredicate.isAsciiLetter(a) && (a ^ 0x20) == b;
        }
    }
}
