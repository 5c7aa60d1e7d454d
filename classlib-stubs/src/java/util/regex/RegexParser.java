package java.util.regex;

import java.util.HashMap;

/**
 * Recursive-descent parser from pattern text to the node graph of Node: the
 * structure (sequences, alternatives, groups, quantifiers); RegexLexer reads
 * characters, escapes and classes. Each construct is built as a fragment
 * (head, tail) whose tail's next is filled in by whatever follows.
 */
final class RegexParser extends RegexLexer {
    int groupCount;
    int localCount;
    final HashMap<String, Integer> namedGroups = new HashMap<>();

    /** A piece of the graph: entered at head; tail.next is still to be set. */
    private static final class Frag {
        final Node head;
        final Node tail;

        Frag(Node head, Node tail) {
            this.head = head;
            this.tail = tail;
        }

        Frag(Node single) {
            this(single, single);
        }
    }

    RegexParser(String pattern, int flags) {
        super(pattern, flags);
    }

    /** The whole pattern, ending in an Accept node. */
    Node parse() {
        Frag whole;
        if (has(Pattern.LITERAL)) {
            whole = literalRun(length);
        } else {
            whole = expression();
            if (pos < length) {
                // expression() only stops early at a ')' that closes nothing
                throw error("Unmatched closing ')'", pos - 1);
            }
        }
        whole.tail.next = new Node.Accept();
        return whole.head;
    }

    private static Frag link(Frag a, Frag b) {
        if (a == null) {
            return b;
        }
        a.tail.next = b.head;
        return new Frag(a.head, b.tail);
    }

    // ---- structure

    /** Alternatives separated by '|', up to the end or a ')'. */
    private Frag expression() {
        Frag first = sequence();
        if (peek() != '|') {
            return first;
        }
        java.util.ArrayList<Frag> alternatives = new java.util.ArrayList<>();
        alternatives.add(first);
        while (peek() == '|') {
            pos++;
            alternatives.add(sequence());
        }
        Node join = new Node.Join();
        Node[] heads = new Node[alternatives.size()];
        for (int k = 0; k < heads.length; k++) {
            Frag alt = alternatives.get(k);
            alt.tail.next = join;
            heads[k] = alt.head;
        }
        return new Frag(new Node.Branch(heads), join);
    }

    /** Atoms with their quantifiers, up to '|', ')' or the end. An empty sequence is a Join. */
    private Frag sequence() {
        Frag seq = null;
        while (true) {
            int c = peek();
            if (c < 0 || c == '|' || c == ')') {
                break;
            }
            Frag atom;
            if (pattern.startsWith("\\Q", pos)) {
                // a quantifier after \Q...\E applies to the last quoted character only
                pos += 2;
                Frag[] parts = quoted();
                if (parts[0] != null) {
                    seq = link(seq, parts[0]);
                }
                atom = parts[1];
            } else {
                atom = atom();
            }
            if (atom != null) {
                seq = link(seq, quantified(atom));
            }
        }
        return seq != null ? seq : new Frag(new Node.Join());
    }

    /** One atom; null for constructs that match nothing themselves, such as (?i). */
    private Frag atom() {
        int start = pos;
        int c = peek();
        switch (c) {
            case '(':
                pos++;
                return group();
            case '[':
                pos++;
                return charNode(characterClass());
            case '\\':
                pos++;
                return escapeOutsideClass();
            case '.':
                pos++;
                return charNode(dot());
            case '^':
                pos++;
                return new Frag(new Anchors.Caret(has(Pattern.MULTILINE), has(Pattern.UNIX_LINES)));
            case '$':
                pos++;
                return new Frag(new Anchors.Dollar(has(Pattern.MULTILINE), has(Pattern.UNIX_LINES)));
            case '*':
            case '+':
            case '?':
                throw error("Dangling meta character '" + (char) c + "'", start);
            case '{':
                // a repetition with nothing before it repeats the empty string, as in the JDK
                return new Frag(new Node.Join());
            default:
                return charNode(literal(nextCodePoint()));
        }
    }

    private Frag charNode(CharPredicate p) {
        return new Frag(new Node.CharNode(p));
    }

    /** Literal code points up to end (for LITERAL mode and \Q...\E). */
    private Frag literalRun(int end) {
        Frag seq = null;
        while (pos < end) {
            seq = link(seq, charNode(literal(nextCodePoint())));
        }
        return seq != null ? seq : new Frag(new Node.Join());
    }

    // ---- groups

    /** After '(': every kind of group, or an inline flag setting. */
    private Frag group() {
        int savedFlags = flags;
        Frag result;
        if (peek() != '?') {
            result = capturingGroup(null);
        } else {
            pos++;
            int c = peek();
            switch (c) {
                case ':':
                    pos++;
                    result = expression();
                    break;
                case '=':
                case '!':
                    pos++;
                    result = lookahead(c == '!');
                    break;
                case '>':
                    pos++;
                    result = atomic(expression());
                    break;
                case '<':
                    pos++;
                    c = peek();
                    if (c == '=' || c == '!') {
                        pos++;
                        result = lookbehind(c == '!');
                    } else {
                        result = capturingGroup(groupName());
                    }
                    break;
                default:
                    if (inlineFlags()) {
                        return null; // (?flags): applies to the rest of the enclosing group
                    }
                    result = expression();
                    break;
            }
        }
        closeGroup();
        flags = savedFlags;
        return result;
    }

    private void closeGroup() {
        if (peek() != ')') {
            throw error("Unclosed group", length);
        }
        pos++;
    }

    private Frag capturingGroup(String name) {
        int group = ++groupCount;
        if (name != null) {
            namedGroups.put(name, group);
        }
        int slot = localCount++;
        Node head = new Node.GroupHead(slot);
        Node tail = new Node.GroupTail(group, slot);
        Frag body = expression();
        head.next = body.head;
        body.tail.next = tail;
        return new Frag(head, tail);
    }

    /** After "(?<": a name of ASCII letters and digits starting with a letter, then '>'. */
    private String groupName() {
        int start = pos;
        if (pos >= length || !CharPredicate.isAsciiLetter(pattern.charAt(pos))) {
            throw error("capturing group name does not start with a Latin letter", pos);
        }
        while (pos < length && (CharPredicate.isAsciiLetter(pattern.charAt(pos)) || CharClasses.isAsciiDigit(pattern.charAt(pos)))) {
            pos++;
        }
        if (pos >= length || pattern.charAt(pos) != '>') {
            throw error("named capturing group is missing trailing '>'", pos);
        }
        String name = pattern.substring(start, pos);
        if (namedGroups.containsKey(name)) {
            throw error("Named capturing group <" + name + "> is already defined", pos);
        }
        pos++;
        return name;
    }

    private Frag lookahead(boolean negative) {
        Frag body = expression();
        body.tail.next = new Node.Succeed();
        return new Frag(new Node.Lookahead(body.head, negative));
    }

    private Frag lookbehind(boolean negative) {
        int slot = localCount++;
        Frag body = expression();
        body.tail.next = new Node.LookbehindEnd(slot);
        return new Frag(new Node.Lookbehind(body.head, negative, slot));
    }

    private static Frag atomic(Frag body) {
        body.tail.next = new Node.Succeed();
        return new Frag(new Node.Atomic(body.head));
    }

    /**
     * Flag letters, optionally '-' and more, then ')' (true: the flags stay set
     * after the group) or ':' (false: a group with these flags follows).
     */
    private boolean inlineFlags() {
        boolean on = true;
        while (true) {
            int c = peek();
            int flag = flagFor(c);
            if (flag != 0) {
                flags = on ? flags | flag : flags & ~flag;
                if (flag == Pattern.UNICODE_CHARACTER_CLASS && on) {
                    flags |= Pattern.UNICODE_CASE;
                }
                pos++;
            } else if (c == '-') {
                on = false;
                pos++;
            } else if (c == ')') {
                pos++;
                return true;
            } else if (c == ':') {
                pos++;
                return false;
            } else {
                throw error("Unknown inline modifier", c < 0 ? length : pos);
            }
        }
    }

    private static int flagFor(int c) {
        switch (c) {
            case 'i':
                return Pattern.CASE_INSENSITIVE;
            case 'd':
                return Pattern.UNIX_LINES;
            case 'm':
                return Pattern.MULTILINE;
            case 's':
                return Pattern.DOTALL;
            case 'u':
                return Pattern.UNICODE_CASE;
            case 'x':
                return Pattern.COMMENTS;
            case 'U':
                return Pattern.UNICODE_CHARACTER_CLASS;
            case 'c':
                return Pattern.CANON_EQ;
            default:
                return 0;
        }
    }

    // ---- quantifiers

    /** The atom with the quantifier that follows it, if any. */
    private Frag quantified(Frag atom) {
        int c = peek();
        int c0 = c;
        int min;
        int max;
        if (c == '*') {
            min = 0;
            max = Integer.MAX_VALUE;
        } else if (c == '+') {
            min = 1;
            max = Integer.MAX_VALUE;
        } else if (c == '?') {
            min = 0;
            max = 1;
        } else if (c == '{') {
            pos++;
            int[] range = countedRange();
            min = range[0];
            max = range[1];
        } else {
            return atom;
        }
        pos++; // the quantifier character or the closing '}'
        int kind = Quantifier.GREEDY;
        c = peek();
        if (c == '?') {
            pos++;
            kind = Quantifier.LAZY;
        } else if (c == '+') {
            pos++;
            kind = Quantifier.POSSESSIVE;
        }
        return repeat(atom, min, max, kind, c0 == '?');
    }

    /** After '{': "n}", "n,}" or "n,m}"; leaves pos on the '}'. */
    private int[] countedRange() {
        int start = pos;
        if (pos >= length || !CharClasses.isAsciiDigit(pattern.charAt(pos))) {
            throw error("Illegal repetition", start);
        }
        int min = number();
        int max = min;
        if (pos < length && pattern.charAt(pos) == ',') {
            pos++;
            max = Integer.MAX_VALUE;
            if (pos < length && CharClasses.isAsciiDigit(pattern.charAt(pos))) {
                max = number();
            }
        }
        if (pos >= length || pattern.charAt(pos) != '}') {
            throw error("Unclosed counted closure", pos);
        }
        if (max < min) {
            throw error("Illegal repetition range", pos);
        }
        return new int[] {min, max};
    }

    private int number() {
        long n = 0;
        while (pos < length && CharClasses.isAsciiDigit(pattern.charAt(pos))) {
            n = n * 10 + (pattern.charAt(pos) - '0');
            if (n > Integer.MAX_VALUE) {
                throw error("Illegal repetition range", pos);
            }
            pos++;
        }
        return (int) n;
    }

    /** X? on a group behaves as the alternation (X|) in the JDK, other quantifiers as counted loops. */
    private Frag repeat(Frag atom, int min, int max, int kind, boolean optional) {
        if (atom.head == atom.tail && atom.head instanceof Node.CharNode) {
            CharPredicate p = ((Node.CharNode) atom.head).predicate;
            return new Frag(new Node.CharRepeat(p, min, max, kind));
        }
        int loopKind = kind == Quantifier.POSSESSIVE ? Quantifier.GREEDY : kind;
        int fixedGroup = -1;
        if (atom.head instanceof Node.GroupHead && kind != Quantifier.POSSESSIVE && !optional
                && hasFixedWidth(atom.head.next, atom.tail)) {
            fixedGroup = ((Node.GroupTail) atom.tail).group;
        }
        Node.Loop loop = new Node.Loop(min, max, loopKind, localCount, fixedGroup);
        localCount += Node.Loop.slotsNeeded(fixedGroup);
        loop.body = atom.head;
        atom.tail.next = new Node.LoopBack(loop);
        Frag result = new Frag(loop);
        return kind == Quantifier.POSSESSIVE ? atomic(result) : result;
    }

    /**
     * Whether the nodes from node up to end always match the same length: no
     * alternation and no quantifier with min != max (what the JDK calls a
     * deterministic group; atomic groups count, lookaround bodies do not).
     */
    private static boolean hasFixedWidth(Node node, Node end) {
        for (; node != end && node != null; node = node.next) {
            if (node instanceof Node.Branch) {
                return false;
            }
            if (node instanceof Node.CharRepeat) {
                Node.CharRepeat r = (Node.CharRepeat) node;
                if (r.min != r.max) {
                    return false;
                }
            }
            if (node instanceof Node.Loop) {
                Node.Loop loop = (Node.Loop) node;
                if (loop.min != loop.max || !hasFixedWidth(loop.body, null)) {
                    return false;
                }
            }
            if (node instanceof Node.Atomic && !hasFixedWidth(((Node.Atomic) node).body, null)) {
                return false;
            }
            if (node instanceof Node.LoopBack) {
                return true; // the end of a nested loop body
            }
        }
        return true;
    }

    // ---- escapes

    /** After a backslash outside a character class. */
    private Frag escapeOutsideClass() {
        if (pos >= length) {
            throw error("Unexpected internal error", length);
        }
        char c = pattern.charAt(pos);
        switch (c) {
            case 'b':
            case 'B':
                pos++;
                return new Frag(new Anchors.WordBoundary(c == 'B'));
            case 'A':
                pos++;
                return new Frag(new Anchors.Begin());
            case 'z':
                pos++;
                return new Frag(new Anchors.End());
            case 'Z':
                pos++;
                return new Frag(new Anchors.Dollar(false, has(Pattern.UNIX_LINES)));
            case 'G':
                pos++;
                return new Frag(new Anchors.LastMatchEnd());
            case 'R':
                pos++;
                return lineBreak();
            case 'k':
                pos++;
                return new Frag(backReference(namedReference()));
            default:
                if (c >= '1' && c <= '9') {
                    return new Frag(backReference(groupReference()));
                }
                CharPredicate p = escapeInClassOrOut();
                return charNode(p);
        }
    }

    private Node backReference(int group) {
        return new Node.BackRef(group, has(Pattern.CASE_INSENSITIVE), has(Pattern.UNICODE_CASE));
    }

    /** \1..\9 followed by further digits as long as they name an existing group. */
    private int groupReference() {
        int group = pattern.charAt(pos++) - '0';
        while (pos < length && CharClasses.isAsciiDigit(pattern.charAt(pos))) {
            int longer = group * 10 + (pattern.charAt(pos) - '0');
            if (longer > groupCount) {
                break;
            }
            group = longer;
            pos++;
        }
        return group;
    }

    /** After \k: "<name>" of a group defined earlier. */
    private int namedReference() {
        if (pos >= length || pattern.charAt(pos) != '<') {
            throw error("\\k is not followed by '<' for named capturing group", pos);
        }
        pos++;
        int start = pos;
        if (pos >= length || !CharPredicate.isAsciiLetter(pattern.charAt(pos))) {
            throw error("capturing group name does not start with a Latin letter", pos);
        }
        while (pos < length && (CharPredicate.isAsciiLetter(pattern.charAt(pos)) || CharClasses.isAsciiDigit(pattern.charAt(pos)))) {
            pos++;
        }
        if (pos >= length || pattern.charAt(pos) != '>') {
            throw error("named capturing group is missing trailing '>'", pos);
        }
        String name = pattern.substring(start, pos);
        Integer group = namedGroups.get(name);
        if (group == null) {
            throw error("named capturing group <" + name + "> does not exist", pos);
        }
        pos++;
        return group;
    }

    /**
     * After \Q: literal text up to \E or the end of the pattern, as the run of
     * all but the last character (null if none) and the last one (a Join if empty).
     */
    private Frag[] quoted() {
        int end = pattern.indexOf("\\E", pos);
        if (end < 0) {
            end = length;
        }
        Frag last = new Frag(new Node.Join());
        if (end > pos) {
            int lastStart = pattern.offsetByCodePoints(end, -1);
            Frag prefix = lastStart > pos ? literalRun(lastStart) : null;
            last = charNode(literal(nextCodePoint()));
            pos = Math.min(end + 2, length);
            return new Frag[] {prefix, last};
        }
        pos = Math.min(end + 2, length);
        return new Frag[] {null, last};
    }

    /** \R: \r\n, or any single line break character. */
    private Frag lineBreak() {
        Node join = new Node.Join();
        Node cr = new Node.CharNode(CharPredicate.single('\r'));
        Node lf = new Node.CharNode(CharPredicate.single('\n'));
        cr.next = lf;
        lf.next = join;
        Node single = new Node.CharNode(cp -> (cp >= '\n' && cp <= '\r') || cp == 0x85 || cp == 0x2028 || cp == 0x2029);
        single.next = join;
        return new Frag(new Node.Branch(new Node[] {cr, single}), join);
    }
}
