// Loupe benchmark modelled on SPECjvm98 _228_jack: a parser generator.
// Grammars written in a yacc-like notation ("lhs : A b | ;", upper-case
// names are terminals) are read and analysed: nullable nonterminals, FIRST
// and FOLLOW sets (fixpoint iterations over BitSets), an LL(1) table with its
// conflicts, the canonical LR(0) item sets (closure and goto, states found
// through a hash map keyed by kernels) and an SLR(1) action/goto table with
// its conflicts, and left recursion is detected; then recursive-descent
// parser source text is generated for the LL(1) table, as a parser generator
// would write it. Finally sentences are derived at random from each grammar
// (some with one token corrupted) and parsed with both tables, building
// parse trees.
//
// Each round processes four fixed grammars (an LL(1) expression grammar with
// calls, a left-recursive expression grammar that only SLR can handle, a
// statement language with the dangling else, a JSON-like grammar) and three
// grammars generated from the seed. The checksum folds the sets, both
// tables, the conflict counts, the generated source text and, for every
// sentence, acceptance, error position, steps and a hash of the parse tree.
//
// What it stresses in the VM: BitSet operations, HashMap with array-backed
// keys, ArrayList and int[] stacks, StringBuilder code generation, recursion
// over parse trees, and many small objects (items, states, tree nodes, token
// arrays) that die with each grammar.
//
// usage: Jack [s1|s10|s100|param=<rounds>]   (default s10)
// prints: bench Jack size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

final class Production {
    final int index;
    final int lhs;      // nonterminal number
    final int[] rhs;    // symbols: terminals 0..T-1, nonterminals T + n

    Production(int index, int lhs, int[] rhs) {
        this.index = index;
        this.lhs = lhs;
        this.rhs = rhs;
    }
}

/** A grammar read from text; terminal 0 is the end marker "$". */
final class Grammar {
    final String name;
    final List<String> terminals = new ArrayList<>();
    final List<String> nonterminals = new ArrayList<>();
    final List<Production> productions = new ArrayList<>();
    final List<List<Production>> byLhs = new ArrayList<>();

    Grammar(String name) {
        this.name = name;
    }

    int t() {
        return terminals.size();
    }

    int n() {
        return nonterminals.size();
    }

    boolean isTerminal(int symbol) {
        return symbol < terminals.size();
    }

    String symbolName(int symbol) {
        return isTerminal(symbol) ? terminals.get(symbol) : nonterminals.get(symbol - terminals.size());
    }

    /**
     * Reads "lhs : A b c | d | ;" rules. Production 0 is the augmented start
     * production "$start : <first lhs>". Names starting with an upper-case
     * letter are terminals.
     */
    static Grammar read(String name, String text) {
        Grammar g = new Grammar(name);
        // pass 1: words and rule structure
        List<String> words = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == ':' || c == '|' || c == ';') {
                words.add(String.valueOf(c));
                i++;
            } else {
                int start = i;
                while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
                    i++;
                }
                if (start == i) {
                    throw new IllegalArgumentException("bad character '" + c + "' in grammar " + name);
                }
                words.add(text.substring(start, i));
            }
        }
        Map<String, Integer> termIds = new HashMap<>();
        Map<String, Integer> ntIds = new HashMap<>();
        g.terminals.add("$");
        termIds.put("$", 0);
        g.nonterminals.add("$start");
        ntIds.put("$start", 0);
        for (int w = 0; w < words.size(); w++) {
            String word = words.get(w);
            if (word.length() == 1 && ":|;".indexOf(word.charAt(0)) >= 0) {
                continue;
            }
            boolean terminal = Character.isUpperCase(word.charAt(0));
            Map<String, Integer> ids = terminal ? termIds : ntIds;
            List<String> names = terminal ? g.terminals : g.nonterminals;
            if (!ids.containsKey(word)) {
                ids.put(word, names.size());
                names.add(word);
            }
        }
        int tcount = g.terminals.size();
        for (int n = 0; n < g.nonterminals.size(); n++) {
            g.byLhs.add(new ArrayList<>());
        }
        // pass 2: productions
        List<int[]> rhsList = new ArrayList<>();
        List<Integer> lhsList = new ArrayList<>();
        int w = 0;
        while (w < words.size()) {
            int lhs = ntIds.get(words.get(w));
            if (!words.get(w + 1).equals(":")) {
                throw new IllegalArgumentException("expected ':' after " + words.get(w));
            }
            w += 2;
            List<Integer> rhs = new ArrayList<>();
            while (true) {
                String word = words.get(w++);
                if (word.equals("|") || word.equals(";")) {
                    int[] r = new int[rhs.size()];
                    for (int k = 0; k < r.length; k++) {
                        r[k] = rhs.get(k);
                    }
                    lhsList.add(lhs);
                    rhsList.add(r);
                    rhs.clear();
                    if (word.equals(";")) {
                        break;
                    }
                } else if (Character.isUpperCase(word.charAt(0))) {
                    rhs.add(termIds.get(word));
                } else {
                    rhs.add(tcount + ntIds.get(word));
                }
            }
        }
        g.add(0, new int[] {tcount + lhsList.get(0)});
        for (int p = 0; p < lhsList.size(); p++) {
            g.add(lhsList.get(p), rhsList.get(p));
        }
        return g;
    }

    private void add(int lhs, int[] rhs) {
        Production p = new Production(productions.size(), lhs, rhs);
        productions.add(p);
        byLhs.get(lhs).add(p);
    }
}

/** Nullable, FIRST and FOLLOW sets. */
final class Sets {
    final Grammar g;
    final boolean[] nullable;
    final BitSet[] first;
    final BitSet[] follow;
    int iterations;

    Sets(Grammar g) {
        this.g = g;
        int n = g.n();
        nullable = new boolean[n];
        first = new BitSet[n];
        follow = new BitSet[n];
        for (int i = 0; i < n; i++) {
            first[i] = new BitSet();
            follow[i] = new BitSet();
        }
        computeFirst();
        computeFollow();
    }

    private void computeFirst() {
        boolean changed = true;
        while (changed) {
            changed = false;
            iterations++;
            for (Production p : g.productions) {
                BitSet target = first[p.lhs];
                int before = target.cardinality();
                boolean allNullable = firstOfSequence(p.rhs, 0, target);
                if (target.cardinality() != before) {
                    changed = true;
                }
                if (allNullable && !nullable[p.lhs]) {
                    nullable[p.lhs] = true;
                    changed = true;
                }
            }
        }
    }

    /** Adds FIRST(rhs[from..]) to `into`; returns whether that suffix is nullable. */
    boolean firstOfSequence(int[] rhs, int from, BitSet into) {
        for (int k = from; k < rhs.length; k++) {
            int s = rhs[k];
            if (g.isTerminal(s)) {
                into.set(s);
                return false;
            }
            int nt = s - g.t();
            into.or(first[nt]);
            if (!nullable[nt]) {
                return false;
            }
        }
        return true;
    }

    private void computeFollow() {
        follow[0].set(0);  // $ follows the augmented start
        boolean changed = true;
        BitSet scratch = new BitSet();
        while (changed) {
            changed = false;
            iterations++;
            for (Production p : g.productions) {
                for (int k = 0; k < p.rhs.length; k++) {
                    int s = p.rhs[k];
                    if (g.isTerminal(s)) {
                        continue;
                    }
                    BitSet target = follow[s - g.t()];
                    int before = target.cardinality();
                    scratch.clear();
                    if (firstOfSequence(p.rhs, k + 1, scratch)) {
                        scratch.or(follow[p.lhs]);
                    }
                    target.or(scratch);
                    if (target.cardinality() != before) {
                        changed = true;
                    }
                }
            }
        }
    }

    /**
     * Nonterminals that can derive a sentential form starting with themselves
     * (A =>+ A ...), which a top-down parser would expand forever; JavaCC
     * reports these as "left recursion detected".
     */
    BitSet leftRecursive() {
        int n = g.n();
        BitSet[] leftCorner = new BitSet[n];
        for (int i = 0; i < n; i++) {
            leftCorner[i] = new BitSet();
        }
        for (Production p : g.productions) {
            for (int s : p.rhs) {
                if (g.isTerminal(s)) {
                    break;
                }
                leftCorner[p.lhs].set(s - g.t());
                if (!nullable[s - g.t()]) {
                    break;
                }
            }
        }
        // transitive closure by iteration
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < n; i++) {
                int before = leftCorner[i].cardinality();
                for (int j = leftCorner[i].nextSetBit(0); j >= 0; j = leftCorner[i].nextSetBit(j + 1)) {
                    leftCorner[i].or(leftCorner[j]);
                }
                if (leftCorner[i].cardinality() != before) {
                    changed = true;
                }
            }
        }
        BitSet result = new BitSet();
        for (int i = 0; i < n; i++) {
            if (leftCorner[i].get(i)) {
                result.set(i);
            }
        }
        return result;
    }

    static long hash(BitSet b) {
        long h = 1;
        for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) {
            h = h * 31 + i;
        }
        return h;
    }

    long digest() {
        long h = iterations;
        for (int i = 0; i < nullable.length; i++) {
            h = h * 31 + (nullable[i] ? 1 : 0);
            h = h * 31 + hash(first[i]);
            h = h * 31 + hash(follow[i]);
        }
        return h;
    }
}

/** The LL(1) table: production per (nonterminal, lookahead), first one kept on conflicts. */
final class LLTable {
    final int[][] table;
    int conflicts;

    LLTable(Grammar g, Sets sets) {
        table = new int[g.n()][g.t()];
        for (int[] row : table) {
            Arrays.fill(row, -1);
        }
        BitSet la = new BitSet();
        for (Production p : g.productions) {
            la.clear();
            if (sets.firstOfSequence(p.rhs, 0, la)) {
                la.or(sets.follow[p.lhs]);
            }
            for (int t = la.nextSetBit(0); t >= 0; t = la.nextSetBit(t + 1)) {
                if (table[p.lhs][t] < 0) {
                    table[p.lhs][t] = p.index;
                } else if (table[p.lhs][t] != p.index) {
                    conflicts++;
                }
            }
        }
    }

    long digest() {
        long h = conflicts;
        for (int[] row : table) {
            for (int v : row) {
                h = h * 31 + v;
            }
        }
        return h;
    }
}

/** A set of LR(0) items identified by its sorted kernel. */
final class ItemSet {
    final int[] kernel;
    final int hash;

    ItemSet(int[] kernel) {
        this.kernel = kernel;
        this.hash = Arrays.hashCode(kernel);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ItemSet && Arrays.equals(((ItemSet) o).kernel, kernel);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}

/** LR(0) automaton and SLR(1) tables. */
final class SLRTable {
    static final int ACCEPT = Integer.MAX_VALUE;
    final Grammar g;
    final int[] itemBase;     // first item number of each production
    final int[] itemProd;     // production of each item
    final int[] itemDot;      // dot position of each item
    final List<ItemSet> states = new ArrayList<>();
    final int[][] action;     // 0 error, >0 shift to (v - 1), <0 reduce production (-v - 1), ACCEPT
    final int[][] gotoTable;  // -1 none
    int shiftReduce;
    int reduceReduce;

    SLRTable(Grammar g, Sets sets) {
        this.g = g;
        int items = 0;
        itemBase = new int[g.productions.size()];
        for (Production p : g.productions) {
            itemBase[p.index] = items;
            items += p.rhs.length + 1;
        }
        itemProd = new int[items];
        itemDot = new int[items];
        for (Production p : g.productions) {
            for (int d = 0; d <= p.rhs.length; d++) {
                itemProd[itemBase[p.index] + d] = p.index;
                itemDot[itemBase[p.index] + d] = d;
            }
        }
        Map<ItemSet, Integer> known = new HashMap<>();
        List<int[]> transitions = new ArrayList<>();  // per state: goto state per symbol
        ItemSet start = new ItemSet(new int[] {0});
        known.put(start, 0);
        states.add(start);
        int symbols = g.t() + g.n();
        for (int s = 0; s < states.size(); s++) {
            int[] closure = closure(states.get(s).kernel);
            // group the advanced items by the symbol after the dot
            List<List<Integer>> advanced = new ArrayList<>(symbols);
            for (int x = 0; x < symbols; x++) {
                advanced.add(null);
            }
            for (int item : closure) {
                Production p = g.productions.get(itemProd[item]);
                int dot = itemDot[item];
                if (dot < p.rhs.length) {
                    int x = p.rhs[dot];
                    if (advanced.get(x) == null) {
                        advanced.set(x, new ArrayList<>());
                    }
                    advanced.get(x).add(item + 1);
                }
            }
            int[] row = new int[symbols];
            Arrays.fill(row, -1);
            for (int x = 0; x < symbols; x++) {
                List<Integer> list = advanced.get(x);
                if (list == null) {
                    continue;
                }
                int[] kernel = new int[list.size()];
                for (int k = 0; k < kernel.length; k++) {
                    kernel[k] = list.get(k);
                }
                Arrays.sort(kernel);
                ItemSet next = new ItemSet(kernel);
                Integer id = known.get(next);
                if (id == null) {
                    id = states.size();
                    known.put(next, id);
                    states.add(next);
                }
                row[x] = id;
            }
            transitions.add(row);
        }
        action = new int[states.size()][g.t()];
        gotoTable = new int[states.size()][g.n()];
        for (int s = 0; s < states.size(); s++) {
            int[] row = transitions.get(s);
            for (int t = 0; t < g.t(); t++) {
                if (row[t] >= 0) {
                    action[s][t] = row[t] + 1;
                }
            }
            for (int n = 0; n < g.n(); n++) {
                gotoTable[s][n] = row[g.t() + n];
            }
            for (int item : closure(states.get(s).kernel)) {
                Production p = g.productions.get(itemProd[item]);
                if (itemDot[item] != p.rhs.length) {
                    continue;
                }
                if (p.index == 0) {
                    action[s][0] = ACCEPT;
                    continue;
                }
                BitSet follow = sets.follow[p.lhs];
                for (int t = follow.nextSetBit(0); t >= 0; t = follow.nextSetBit(t + 1)) {
                    int old = action[s][t];
                    if (old == 0) {
                        action[s][t] = -p.index - 1;
                    } else if (old > 0 && old != ACCEPT) {
                        shiftReduce++;  // keep the shift, as yacc does
                    } else if (old < 0) {
                        reduceReduce++;
                        if (-old - 1 > p.index) {
                            action[s][t] = -p.index - 1;  // keep the earlier production
                        }
                    }
                }
            }
        }
    }

    /** The closure of a kernel, as a sorted array of item numbers. */
    int[] closure(int[] kernel) {
        BitSet in = new BitSet();
        int[] work = new int[itemProd.length];
        int top = 0;
        for (int item : kernel) {
            in.set(item);
            work[top++] = item;
        }
        while (top > 0) {
            int item = work[--top];
            Production p = g.productions.get(itemProd[item]);
            int dot = itemDot[item];
            if (dot < p.rhs.length && !g.isTerminal(p.rhs[dot])) {
                for (Production q : g.byLhs.get(p.rhs[dot] - g.t())) {
                    int start = itemBase[q.index];
                    if (!in.get(start)) {
                        in.set(start);
                        work[top++] = start;
                    }
                }
            }
        }
        int[] out = new int[in.cardinality()];
        int k = 0;
        for (int i = in.nextSetBit(0); i >= 0; i = in.nextSetBit(i + 1)) {
            out[k++] = i;
        }
        return out;
    }

    long digest() {
        long h = states.size() * 1009L + shiftReduce * 31L + reduceReduce;
        for (int s = 0; s < states.size(); s++) {
            for (int v : action[s]) {
                h = h * 31 + v;
            }
            for (int v : gotoTable[s]) {
                h = h * 31 + v;
            }
        }
        return h;
    }
}

/** A parse tree node: a symbol with children (nonterminals) or a token position (terminals). */
final class TreeNode {
    final int symbol;
    final List<TreeNode> children;
    int token = -1;

    TreeNode(int symbol, int arity) {
        this.symbol = symbol;
        this.children = arity == 0 ? null : new ArrayList<>(arity);
    }

    long hash() {
        long h = symbol * 131L + token;
        if (children != null) {
            for (TreeNode c : children) {
                h = h * 31 + c.hash();
            }
        }
        return h;
    }
}

/** The outcome of one parse. */
final class ParseResult {
    final boolean accepted;
    final int errorAt;  // token index where the error was found, or -1
    final int steps;
    final long tree;

    ParseResult(boolean accepted, int errorAt, int steps, long tree) {
        this.accepted = accepted;
        this.errorAt = errorAt;
        this.steps = steps;
        this.tree = tree;
    }

    long digest() {
        return ((accepted ? 1 : 2) * 1000003L + errorAt) * 31 + steps + tree * 7;
    }
}

final class Parsers {
    private Parsers() {}

    /** Table-driven LL(1) parse with an explicit stack of tree nodes. */
    static ParseResult ll(Grammar g, LLTable t, int[] input) {
        int maxSteps = 40 * input.length + 200;
        TreeNode root = new TreeNode(g.t() + 0, 1);
        TreeNode[] stack = new TreeNode[64];
        int sp = 0;
        stack[sp++] = root;
        int pos = 0;
        int steps = 0;
        while (sp > 0) {
            if (++steps > maxSteps) {
                return new ParseResult(false, pos, steps, 0);
            }
            TreeNode node = stack[--sp];
            int look = input[pos];
            if (g.isTerminal(node.symbol)) {
                if (node.symbol != look) {
                    return new ParseResult(false, pos, steps, 0);
                }
                node.token = pos++;
                continue;
            }
            int prod = t.table[node.symbol - g.t()][look];
            if (prod < 0) {
                return new ParseResult(false, pos, steps, 0);
            }
            int[] rhs = g.productions.get(prod).rhs;
            TreeNode[] kids = new TreeNode[rhs.length];
            for (int k = 0; k < rhs.length; k++) {
                kids[k] = new TreeNode(rhs[k], g.isTerminal(rhs[k]) ? 0 : 4);
                node.children.add(kids[k]);
            }
            if (sp + rhs.length > stack.length) {
                stack = Arrays.copyOf(stack, stack.length * 2 + rhs.length);
            }
            for (int k = rhs.length - 1; k >= 0; k--) {
                stack[sp++] = kids[k];
            }
        }
        boolean ok = input[pos] == 0;
        return new ParseResult(ok, ok ? -1 : pos, steps, ok ? root.hash() : 0);
    }

    /** Shift-reduce parse with the SLR(1) tables. */
    static ParseResult lr(Grammar g, SLRTable t, int[] input) {
        int maxSteps = 40 * input.length + 200;
        int[] states = new int[64];
        TreeNode[] nodes = new TreeNode[64];
        int sp = 0;
        states[sp++] = 0;
        int pos = 0;
        int steps = 0;
        while (true) {
            if (++steps > maxSteps) {
                return new ParseResult(false, pos, steps, 0);
            }
            int look = input[pos];
            int a = t.action[states[sp - 1]][look];
            if (a == SLRTable.ACCEPT) {
                return new ParseResult(true, -1, steps, nodes[sp - 1].hash());
            }
            if (a == 0) {
                return new ParseResult(false, pos, steps, 0);
            }
            if (sp == states.length) {
                states = Arrays.copyOf(states, sp * 2);
                nodes = Arrays.copyOf(nodes, sp * 2);
            }
            if (a > 0) {
                TreeNode leaf = new TreeNode(look, 0);
                leaf.token = pos++;
                nodes[sp] = leaf;
                states[sp++] = a - 1;
                continue;
            }
            Production p = g.productions.get(-a - 1);
            TreeNode parent = new TreeNode(g.t() + p.lhs, Math.max(1, p.rhs.length));
            sp -= p.rhs.length;
            for (int k = 0; k < p.rhs.length; k++) {
                parent.children.add(nodes[sp + k]);
            }
            int next = t.gotoTable[states[sp - 1]][p.lhs];
            nodes[sp] = parent;
            states[sp++] = next;
        }
    }
}

/** Derives random sentences, going for the shallowest alternatives below a depth limit. */
final class SentenceGen {
    private final Grammar g;
    private final Random r;
    private final int[] height;  // minimal derivation height per nonterminal
    private final int[] bestProd;
    private int[] out = new int[64];
    private int length;

    SentenceGen(Grammar g, Random r) {
        this.g = g;
        this.r = r;
        int n = g.n();
        height = new int[n];
        bestProd = new int[n];
        Arrays.fill(height, Integer.MAX_VALUE);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Production p : g.productions) {
                int h = 0;
                for (int s : p.rhs) {
                    if (!g.isTerminal(s)) {
                        int hs = height[s - g.t()];
                        h = hs == Integer.MAX_VALUE ? Integer.MAX_VALUE : Math.max(h, hs);
                    }
                    if (h == Integer.MAX_VALUE) {
                        break;
                    }
                }
                if (h != Integer.MAX_VALUE && h + 1 < height[p.lhs]) {
                    height[p.lhs] = h + 1;
                    bestProd[p.lhs] = p.index;
                    changed = true;
                }
            }
        }
    }

    int[] sentence(int depthLimit) {
        length = 0;
        derive(g.t() + 0, 0, depthLimit);
        put(0);
        return Arrays.copyOf(out, length);
    }

    private void put(int terminal) {
        if (length == out.length) {
            out = Arrays.copyOf(out, length * 2);
        }
        out[length++] = terminal;
    }

    private void derive(int symbol, int depth, int limit) {
        if (g.isTerminal(symbol)) {
            put(symbol);
            return;
        }
        int nt = symbol - g.t();
        List<Production> alts = g.byLhs.get(nt);
        Production p = depth >= limit ? g.productions.get(bestProd[nt]) : alts.get(r.nextInt(alts.size()));
        for (int s : p.rhs) {
            derive(s, depth + 1, limit);
        }
    }
}

/** Writes recursive-descent parser source for an LL(1) table, as Jack/JavaCC would. */
final class CodeWriter {
    private CodeWriter() {}

    static String write(Grammar g, LLTable t) {
        StringBuilder sb = new StringBuilder();
        sb.append("// generated by Jack from grammar ").append(g.name).append('\n');
        sb.append("final class ").append(g.name).append("Parser {\n");
        for (int n = 1; n < g.n(); n++) {
            sb.append("    void parse_").append(g.nonterminals.get(n)).append("() {\n");
            sb.append("        switch (token) {\n");
            for (Production p : g.byLhs.get(n)) {
                boolean any = false;
                for (int term = 0; term < g.t(); term++) {
                    if (t.table[n][term] == p.index) {
                        sb.append("        case ").append(term == 0 ? "EOF" : g.terminals.get(term)).append(":\n");
                        any = true;
                    }
                }
                if (!any) {
                    sb.append("        // unreachable alternative ").append(p.index).append('\n');
                    continue;
                }
                for (int s : p.rhs) {
                    if (g.isTerminal(s)) {
                        sb.append("            expect(").append(g.terminals.get(s)).append(");\n");
                    } else {
                        sb.append("            parse_").append(g.symbolName(s)).append("();\n");
                    }
                }
                sb.append("            break;\n");
            }
            sb.append("        default:\n            throw error(\"").append(g.nonterminals.get(n)).append("\");\n");
            sb.append("        }\n    }\n\n");
        }
        return sb.append("}\n").toString();
    }
}

/** Fixed grammars and a generator of random ones. */
final class Grammars {
    static final String EXPR_LL = String.join("\n",
        "e : t e2 ;",
        "e2 : PLUS t e2 | MINUS t e2 | ;",
        "t : f t2 ;",
        "t2 : STAR f t2 | SLASH f t2 | ;",
        "f : LP e RP | NUM | ID call | MINUS f ;",
        "call : LP args RP | ;",
        "args : e more | ;",
        "more : COMMA e more | ;");

    static final String EXPR_LR = String.join("\n",
        "e : e PLUS t | e MINUS t | t ;",
        "t : t STAR f | t SLASH f | f ;",
        "f : LP e RP | NUM | ID | ID LP e RP ;");

    static final String STATEMENTS = String.join("\n",
        "program : stmts ;",
        "stmts : stmt stmts | ;",
        "stmt : IF LP cond RP stmt elsepart | WHILE LP cond RP stmt | LB stmts RB",
        "     | ID ASSIGN e SEMI | PRINT e SEMI | RETURN opt SEMI ;",
        "elsepart : ELSE stmt | ;",
        "opt : e | ;",
        "cond : e rel e ;",
        "rel : LESS | EQUAL | GREATER ;",
        "e : t e2 ;",
        "e2 : PLUS t e2 | MINUS t e2 | ;",
        "t : f t2 ;",
        "t2 : STAR f t2 | ;",
        "f : LP e RP | NUM | ID ;");

    static final String JSON = String.join("\n",
        "value : object | array | scalar ;",
        "object : LB members RB ;",
        "array : LK elements RK ;",
        "scalar : STR | NUM | TRUE | FALSE | NULL ;",
        "members : pair pairs | ;",
        "pairs : COMMA pair pairs | ;",
        "pair : STR COLON value ;",
        "elements : value values | ;",
        "values : COMMA value values | ;");

    /**
     * A random grammar of `n` nonterminals. Alternatives of a nonterminal start
     * with distinct terminals (so FIRST/FIRST conflicts cannot arise), some
     * nonterminals also derive the empty string (FIRST/FOLLOW conflicts may),
     * the first alternative only uses later nonterminals so that every
     * nonterminal derives some sentence.
     */
    static String random(Random r, int n, int terminals) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append('n').append(i).append(" :");
            int alts = 1 + r.nextInt(3);
            int[] starts = new int[terminals];
            for (int k = 0; k < terminals; k++) {
                starts[k] = k;
            }
            for (int k = terminals - 1; k > 0; k--) {
                int j = r.nextInt(k + 1);
                int tmp = starts[k];
                starts[k] = starts[j];
                starts[j] = tmp;
            }
            for (int a = 0; a < alts; a++) {
                if (a > 0) {
                    sb.append(" |");
                }
                sb.append(" T").append(starts[a]);
                int len = r.nextInt(4);
                for (int k = 0; k < len; k++) {
                    if (r.nextInt(3) == 0 || i == n - 1) {
                        sb.append(" T").append(r.nextInt(terminals));
                    } else if (a == 0 || r.nextInt(4) != 0) {
                        sb.append(" n").append(i + 1 + r.nextInt(n - 1 - i));
                    } else {
                        sb.append(" n").append(r.nextInt(n));  // possibly recursive
                    }
                }
            }
            if (i > 0 && r.nextInt(4) == 0) {
                sb.append(" |");  // the empty alternative
            }
            sb.append(" ;\n");
        }
        return sb.toString();
    }
}

public class Jack {
    static final String NAME = "Jack";
    // Rounds per size (each: four fixed and three generated grammars).
    static final int[] PARAMS = {1, 10, 100};
    static final long[] CHECKSUMS = {-299876059821589817L, 8537265712399241416L, 6411368632034006497L};

    static final int SENTENCES = 24;

    static long process(String name, String text, Random r, int depthLimit) {
        Grammar g = Grammar.read(name, text);
        Sets sets = new Sets(g);
        LLTable ll = new LLTable(g, sets);
        SLRTable slr = new SLRTable(g, sets);
        String code = CodeWriter.write(g, ll);
        long h = sets.digest();
        h = h * 31 + ll.digest();
        h = h * 31 + slr.digest();
        h = h * 31 + code.hashCode();
        BitSet leftRecursive = sets.leftRecursive();
        h = h * 31 + Sets.hash(leftRecursive);
        SentenceGen gen = new SentenceGen(g, r);
        for (int s = 0; s < SENTENCES; s++) {
            int[] input = gen.sentence(depthLimit);
            if (s % 4 == 3 && input.length > 1) {
                // corrupt one token (never the end marker)
                input[r.nextInt(input.length - 1)] = 1 + r.nextInt(g.t() - 1);
            }
            // a top-down parser cannot run on a left-recursive grammar
            ParseResult a = leftRecursive.isEmpty() ? Parsers.ll(g, ll, input) : new ParseResult(false, 0, 0, 0);
            ParseResult b = Parsers.lr(g, slr, input);
            h = h * 1000003 + input.length;
            h = h * 31 + a.digest();
            h = h * 31 + b.digest();
        }
        return h;
    }

    static long kernel(int rounds) {
        Random r = new Random(228L);
        long sum = 0;
        for (int round = 0; round < rounds; round++) {
            sum = sum * 31 + process("ExprLL", Grammars.EXPR_LL, r, 9);
            sum = sum * 31 + process("ExprLR", Grammars.EXPR_LR, r, 9);
            sum = sum * 31 + process("Statements", Grammars.STATEMENTS, r, 10);
            sum = sum * 31 + process("Json", Grammars.JSON, r, 14);
            for (int k = 0; k < 3; k++) {
                int n = 20 + r.nextInt(20);
                sum = sum * 31 + process("Gen" + k, Grammars.random(r, n, 8 + r.nextInt(8)), r, 12);
            }
        }
        return sum;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Jack::kernel);
    }
}
