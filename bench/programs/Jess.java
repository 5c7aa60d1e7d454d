// Loupe benchmark modelled on SPECjvm98 _202_jess: a small forward-chaining
// rule engine in the style of CLIPS/Jess. Rules and facts are written as
// text in a CLIPS-like syntax (defrule, deffacts, salience, ?variables,
// "?f <-" fact bindings, not, test, assert, retract, bind, printout), parsed
// into s-expressions and compiled into patterns, tests and actions. The
// engine keeps facts indexed by relation and by (relation, first argument);
// a new fact is joined against every rule (without a Rete network: a
// nested-loop join over the indexes, one pattern position at a time) to
// create activations; the agenda orders them by salience, then recency;
// refraction stops an activation from firing twice; retracted facts and
// negated patterns are re-checked when an activation comes to fire, and a
// retraction re-matches the rules that have a negation over its relation.
//
// Each round runs three rule sets, each in a fresh engine: family relations
// over a generated genealogy (ancestors, siblings, cousins, uncles; distant
// ancestors are retracted and replaced), a generated zebra-like logic puzzle
// (one rule with sixteen patterns and interleaved tests, fired once per
// solution) and a blocks-world planner (towers rebuilt into goal towers by
// stack and unstack rules). The checksum folds the printed output, the final
// fact bases, counters and the number of rule firings.
//
// What it stresses in the VM: HashMap/ArrayList/PriorityQueue traffic, boxing
// of Integer values, equals/hashCode through Object, virtual calls in the
// expression evaluator, string building and parsing, recursion in the join,
// and plenty of short-lived objects (bindings, activations, keys, facts).
//
// usage: Jess [s1|s10|s100|param=<rounds>]   (default s10)
// prints: bench Jess size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.TreeMap;

/** A string literal in rule text (as opposed to a symbol). */
final class Str {
    final String text;

    Str(String text) {
        this.text = text;
    }
}

/** Reads CLIPS-like text into nested lists of Integer, String (symbols, variables) and Str. */
final class SexprReader {
    private final String text;
    private int pos;

    SexprReader(String text) {
        this.text = text;
    }

    /** All top-level forms. */
    List<Object> readAll() {
        List<Object> forms = new ArrayList<>();
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                return forms;
            }
            forms.add(read());
        }
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ';') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else {
                return;
            }
        }
    }

    private Object read() {
        skipSpace();
        char c = text.charAt(pos);
        if (c == '(') {
            pos++;
            List<Object> list = new ArrayList<>();
            while (true) {
                skipSpace();
                if (text.charAt(pos) == ')') {
                    pos++;
                    return list;
                }
                list.add(read());
            }
        }
        if (c == '"') {
            int end = text.indexOf('"', pos + 1);
            String s = text.substring(pos + 1, end);
            pos = end + 1;
            return new Str(s);
        }
        int start = pos;
        while (pos < text.length()) {
            char d = text.charAt(pos);
            if (d == '(' || d == ')' || Character.isWhitespace(d)) {
                break;
            }
            pos++;
        }
        String atom = text.substring(start, pos);
        char first = atom.charAt(0);
        if (Character.isDigit(first) || (first == '-' && atom.length() > 1 && Character.isDigit(atom.charAt(1)))) {
            return Integer.valueOf(Integer.parseInt(atom));
        }
        return atom;
    }
}

/** A fact: a relation name and its arguments; equal facts have equal contents. */
final class Fact {
    final int id;
    final String relation;
    final Object[] args;
    final int hash;
    boolean live = true;

    Fact(int id, String relation, Object[] args) {
        this.id = id;
        this.relation = relation;
        this.args = args;
        this.hash = relation.hashCode() * 31 + Arrays.hashCode(args);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Fact)) {
            return false;
        }
        Fact f = (Fact) o;
        return hash == f.hash && relation.equals(f.relation) && Arrays.equals(args, f.args);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append('(').append(relation);
        for (Object a : args) {
            sb.append(' ').append(a);
        }
        return sb.append(')').toString();
    }
}

/** Key of the (relation, first argument) index. */
final class IndexKey {
    final String relation;
    final Object first;

    IndexKey(String relation, Object first) {
        this.relation = relation;
        this.first = first;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IndexKey && ((IndexKey) o).relation.equals(relation) && ((IndexKey) o).first.equals(first);
    }

    @Override
    public int hashCode() {
        return relation.hashCode() * 31 + first.hashCode();
    }
}

/** An expression of a test or an action argument. */
abstract class Term {
    abstract Object eval(Object[] bindings);
}

final class Const extends Term {
    final Object value;

    Const(Object value) {
        this.value = value;
    }

    @Override
    Object eval(Object[] bindings) {
        return value;
    }
}

final class VarRef extends Term {
    final String name;
    final int slot;

    VarRef(String name, int slot) {
        this.name = name;
        this.slot = slot;
    }

    @Override
    Object eval(Object[] bindings) {
        return bindings[slot];
    }
}

interface Function {
    Object apply(Object[] args);
}

final class Call extends Term {
    final String name;
    final Function function;
    final Term[] args;

    Call(String name, Function function, Term[] args) {
        this.name = name;
        this.function = function;
        this.args = args;
    }

    @Override
    Object eval(Object[] bindings) {
        Object[] values = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            values[i] = args[i].eval(bindings);
        }
        return function.apply(values);
    }
}

/** One condition element: a (possibly negated) pattern over a relation. */
final class Pattern {
    static final int CONST = 0, BIND = 1, CHECK = 2, WILD = 3;
    final String relation;
    final boolean negated;
    final int[] kinds;     // per argument: CONST, BIND (first occurrence), CHECK (bound earlier), WILD
    final Object[] values; // the constant for CONST
    final int[] slots;     // the variable slot for BIND and CHECK
    final List<Term> testsAfter = new ArrayList<>();

    Pattern(String relation, boolean negated, int arity) {
        this.relation = relation;
        this.negated = negated;
        kinds = new int[arity];
        values = new Object[arity];
        slots = new int[arity];
    }

    /** Matches f against the pattern, binding first occurrences into `b`. */
    boolean match(Fact f, Object[] b) {
        Object[] args = f.args;
        if (args.length != kinds.length) {
            return false;
        }
        for (int i = 0; i < args.length; i++) {
            switch (kinds[i]) {
                case CONST:
                    if (!values[i].equals(args[i])) {
                        return false;
                    }
                    break;
                case BIND:
                    b[slots[i]] = args[i];
                    break;
                case CHECK:
                    if (!b[slots[i]].equals(args[i])) {
                        return false;
                    }
                    break;
                default:
                    break;
            }
        }
        return true;
    }

    /** The value the first argument must have, if it is known before matching, else null. */
    Object firstKey(Object[] b) {
        if (kinds.length == 0) {
            return null;
        }
        if (kinds[0] == CONST) {
            return values[0];
        }
        if (kinds[0] == CHECK) {
            return b[slots[0]];
        }
        return null;
    }
}

interface Action {
    void run(Engine engine, Object[] bindings, Fact[] matched);
}

final class Rule {
    final String name;
    final int index;
    final int salience;
    final Pattern[] patterns;
    final List<Term> testsFirst;
    final Action[] actions;
    final int slots;

    Rule(String name, int index, int salience, Pattern[] patterns, List<Term> testsFirst, Action[] actions, int slots) {
        this.name = name;
        this.index = index;
        this.salience = salience;
        this.patterns = patterns;
        this.testsFirst = testsFirst;
        this.actions = actions;
        this.slots = slots;
    }

    boolean hasNegationOn(String relation) {
        for (Pattern p : patterns) {
            if (p.negated && p.relation.equals(relation)) {
                return true;
            }
        }
        return false;
    }
}

/** The facts that matched a rule, identified by rule and fact ids (for refraction). */
final class ActKey {
    final int rule;
    final int[] ids;
    final int hash;

    ActKey(int rule, int[] ids) {
        this.rule = rule;
        this.ids = ids;
        this.hash = rule * 1000003 + Arrays.hashCode(ids);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActKey && ((ActKey) o).rule == rule && Arrays.equals(((ActKey) o).ids, ids);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}

final class Activation {
    final Rule rule;
    final Object[] bindings;
    final Fact[] matched;
    final ActKey key;
    final int recency;
    final long seq;

    Activation(Rule rule, Object[] bindings, Fact[] matched, ActKey key, int recency, long seq) {
        this.rule = rule;
        this.bindings = bindings;
        this.matched = matched;
        this.key = key;
        this.recency = recency;
        this.seq = seq;
    }
}

final class Engine {
    private final Map<String, Function> functions = new HashMap<>();
    private final List<Rule> rules = new ArrayList<>();
    private final Map<String, List<Rule>> rulesByRelation = new HashMap<>();
    private final Map<String, ArrayList<Fact>> byRelation = new HashMap<>();
    private final Map<IndexKey, ArrayList<Fact>> byFirst = new HashMap<>();
    private final HashSet<Fact> contents = new HashSet<>();
    private final PriorityQueue<Activation> agenda = new PriorityQueue<>((a, b) -> {
        if (a.rule.salience != b.rule.salience) {
            return Integer.compare(b.rule.salience, a.rule.salience);
        }
        if (a.recency != b.recency) {
            return Integer.compare(b.recency, a.recency);
        }
        if (a.rule.index != b.rule.index) {
            return Integer.compare(a.rule.index, b.rule.index);
        }
        return Long.compare(a.seq, b.seq);
    });
    private final HashSet<ActKey> pending = new HashSet<>();
    private final HashSet<ActKey> fired = new HashSet<>();
    final TreeMap<String, Integer> counters = new TreeMap<>();
    final StringBuilder output = new StringBuilder();
    private final List<Fact> allFacts = new ArrayList<>();
    private int nextId = 1;
    private long seq;
    int firings;
    int discarded;

    Engine() {
        functions.put("+", a -> (Integer) a[0] + (Integer) a[1]);
        functions.put("-", a -> (Integer) a[0] - (Integer) a[1]);
        functions.put("*", a -> (Integer) a[0] * (Integer) a[1]);
        functions.put("mod", a -> (Integer) a[0] % (Integer) a[1]);
        functions.put("abs", a -> Math.abs((Integer) a[0]));
        functions.put("=", a -> ((Integer) a[0]).intValue() == ((Integer) a[1]).intValue());
        functions.put("<", a -> (Integer) a[0] < (Integer) a[1]);
        functions.put(">", a -> (Integer) a[0] > (Integer) a[1]);
        functions.put("eq", a -> a[0].equals(a[1]));
        functions.put("neq", a -> {
            for (int i = 1; i < a.length; i++) {
                if (a[0].equals(a[i])) {
                    return Boolean.FALSE;
                }
            }
            return Boolean.TRUE;
        });
        functions.put("and", a -> {
            for (Object x : a) {
                if (!(Boolean) x) {
                    return Boolean.FALSE;
                }
            }
            return Boolean.TRUE;
        });
        functions.put("or", a -> {
            for (Object x : a) {
                if ((Boolean) x) {
                    return Boolean.TRUE;
                }
            }
            return Boolean.FALSE;
        });
        functions.put("not", a -> !(Boolean) a[0]);
        functions.put("sym-cat", a -> {
            StringBuilder sb = new StringBuilder();
            for (Object x : a) {
                sb.append(x);
            }
            return sb.toString();
        });
    }

    // ---- loading rule text ----

    void load(String text) {
        for (Object form : new SexprReader(text).readAll()) {
            List<?> list = (List<?>) form;
            String head = (String) list.get(0);
            if (head.equals("defrule")) {
                addRule(compileRule(list));
            } else if (head.equals("deffacts")) {
                for (int i = 2; i < list.size(); i++) {
                    List<?> f = (List<?>) list.get(i);
                    assertFact((String) f.get(0), f.subList(1, f.size()).toArray());
                }
            } else {
                throw new IllegalArgumentException("unknown form " + head);
            }
        }
    }

    private void addRule(Rule r) {
        rules.add(r);
        HashSet<String> seen = new HashSet<>();
        for (Pattern p : r.patterns) {
            if (!p.negated && seen.add(p.relation)) {
                rulesByRelation.computeIfAbsent(p.relation, k -> new ArrayList<>()).add(r);
            }
        }
        // facts already present (deffacts before defrule)
        List<Activation> found = new ArrayList<>();
        join(r, 0, null, -1, new Object[r.slots], new Fact[r.patterns.length], found);
        for (Activation a : found) {
            schedule(a);
        }
    }

    private static boolean isVar(Object o) {
        return o instanceof String && ((String) o).startsWith("?");
    }

    private Rule compileRule(List<?> form) {
        String name = (String) form.get(1);
        int salience = 0;
        Map<String, Integer> slots = new HashMap<>();
        Map<String, Integer> factVars = new HashMap<>();
        List<Pattern> patterns = new ArrayList<>();
        List<Term> testsFirst = new ArrayList<>();
        int i = 2;
        for (; i < form.size(); i++) {
            Object ce = form.get(i);
            if ("=>".equals(ce)) {
                break;
            }
            String factVar = null;
            if (isVar(ce) && "<-".equals(form.get(i + 1))) {
                factVar = (String) ce;
                i += 2;
                ce = form.get(i);
            }
            List<?> list = (List<?>) ce;
            String head = (String) list.get(0);
            if (head.equals("declare")) {
                salience = (Integer) ((List<?>) list.get(1)).get(1);
            } else if (head.equals("test")) {
                Term t = compileExpr(list.get(1), slots);
                if (patterns.isEmpty()) {
                    testsFirst.add(t);
                } else {
                    patterns.get(patterns.size() - 1).testsAfter.add(t);
                }
            } else if (head.equals("not")) {
                patterns.add(compilePattern((List<?>) list.get(1), true, slots));
            } else {
                if (factVar != null) {
                    factVars.put(factVar, patterns.size());
                }
                patterns.add(compilePattern(list, false, slots));
            }
        }
        List<Action> actions = new ArrayList<>();
        for (i++; i < form.size(); i++) {
            // (bind ?v ...) may add slots, so the rule's slot count is taken afterwards
            actions.add(compileAction((List<?>) form.get(i), slots, factVars));
        }
        return new Rule(name, rules.size(), salience, patterns.toArray(new Pattern[0]), testsFirst,
            actions.toArray(new Action[0]), slots.size());
    }

    private Pattern compilePattern(List<?> list, boolean negated, Map<String, Integer> slots) {
        Pattern p = new Pattern((String) list.get(0), negated, list.size() - 1);
        for (int a = 1; a < list.size(); a++) {
            Object term = list.get(a);
            int k = a - 1;
            if (!isVar(term)) {
                p.kinds[k] = Pattern.CONST;
                p.values[k] = term;
            } else if (slots.containsKey(term)) {
                p.kinds[k] = Pattern.CHECK;
                p.slots[k] = slots.get(term);
            } else if (negated) {
                p.kinds[k] = Pattern.WILD;  // a variable local to the negation
            } else {
                int slot = slots.size();
                slots.put((String) term, slot);
                p.kinds[k] = Pattern.BIND;
                p.slots[k] = slot;
            }
        }
        return p;
    }

    private Term compileExpr(Object e, Map<String, Integer> slots) {
        if (isVar(e)) {
            Integer slot = slots.get(e);
            if (slot == null) {
                throw new IllegalArgumentException("unbound variable " + e);
            }
            return new VarRef((String) e, slot);
        }
        if (e instanceof List) {
            List<?> list = (List<?>) e;
            String fn = (String) list.get(0);
            Function f = functions.get(fn);
            if (f == null) {
                throw new IllegalArgumentException("unknown function " + fn);
            }
            Term[] args = new Term[list.size() - 1];
            for (int i = 1; i < list.size(); i++) {
                args[i - 1] = compileExpr(list.get(i), slots);
            }
            return new Call(fn, f, args);
        }
        if (e instanceof Str) {
            return new Const(((Str) e).text);
        }
        return new Const(e);
    }

    private Action compileAction(List<?> list, Map<String, Integer> slots, Map<String, Integer> factVars) {
        String head = (String) list.get(0);
        switch (head) {
            case "assert": {
                List<?> f = (List<?>) list.get(1);
                String relation = (String) f.get(0);
                Term[] args = new Term[f.size() - 1];
                for (int i = 1; i < f.size(); i++) {
                    args[i - 1] = compileExpr(f.get(i), slots);
                }
                return (engine, b, m) -> {
                    Object[] values = new Object[args.length];
                    for (int i = 0; i < args.length; i++) {
                        values[i] = args[i].eval(b);
                    }
                    engine.assertFact(relation, values);
                };
            }
            case "bind": {
                Term value = compileExpr(list.get(2), slots);
                String name = (String) list.get(1);
                if (!slots.containsKey(name)) {
                    slots.put(name, slots.size());
                }
                int slot = slots.get(name);
                return (engine, b, m) -> b[slot] = value.eval(b);
            }
            case "retract": {
                int position = factVars.get(list.get(1));
                return (engine, b, m) -> engine.retract(m[position]);
            }
            case "count": {
                String counter = (String) list.get(1);
                return (engine, b, m) -> engine.counters.merge(counter, 1, Integer::sum);
            }
            case "printout": {
                Term[] parts = new Term[list.size() - 2];
                for (int i = 2; i < list.size(); i++) {
                    Object p = list.get(i);
                    parts[i - 2] = "crlf".equals(p) ? new Const("\n") : compileExpr(p, slots);
                }
                return (engine, b, m) -> {
                    for (Term t : parts) {
                        engine.output.append(t.eval(b));
                    }
                };
            }
            default:
                throw new IllegalArgumentException("unknown action " + head);
        }
    }

    // ---- working memory ----

    Fact assertFact(String relation, Object[] args) {
        Fact f = new Fact(nextId, relation, args);
        if (!contents.add(f)) {
            return null;  // already known: no new fact
        }
        nextId++;
        allFacts.add(f);
        byRelation.computeIfAbsent(relation, k -> new ArrayList<>()).add(f);
        if (args.length > 0) {
            byFirst.computeIfAbsent(new IndexKey(relation, args[0]), k -> new ArrayList<>()).add(f);
        }
        List<Rule> interested = rulesByRelation.get(relation);
        if (interested != null) {
            List<Activation> found = new ArrayList<>();
            for (Rule r : interested) {
                for (int i = 0; i < r.patterns.length; i++) {
                    Pattern p = r.patterns[i];
                    if (!p.negated && p.relation.equals(relation)) {
                        join(r, 0, f, i, new Object[r.slots], new Fact[r.patterns.length], found);
                    }
                }
            }
            for (Activation a : found) {
                schedule(a);
            }
        }
        return f;
    }

    void retract(Fact f) {
        if (!f.live) {
            return;
        }
        f.live = false;
        contents.remove(f);
        byRelation.get(f.relation).remove(f);
        if (f.args.length > 0) {
            byFirst.get(new IndexKey(f.relation, f.args[0])).remove(f);
        }
        // rules that were blocked by this fact through a negation may match now
        for (Rule r : rules) {
            if (r.hasNegationOn(f.relation)) {
                List<Activation> found = new ArrayList<>();
                join(r, 0, null, -1, new Object[r.slots], new Fact[r.patterns.length], found);
                for (Activation a : found) {
                    schedule(a);
                }
            }
        }
    }

    private void schedule(Activation a) {
        if (fired.contains(a.key) || !pending.add(a.key)) {
            return;
        }
        agenda.add(a);
    }

    // ---- matching ----

    private boolean tests(List<Term> tests, Object[] b) {
        for (int i = 0; i < tests.size(); i++) {
            if (!(Boolean) tests.get(i).eval(b)) {
                return false;
            }
        }
        return true;
    }

    private List<Fact> candidates(Pattern p, Object[] b) {
        Object key = p.firstKey(b);
        List<Fact> list = key != null ? byFirst.get(new IndexKey(p.relation, key)) : byRelation.get(p.relation);
        return list == null ? List.of() : list;
    }

    private boolean exists(Pattern p, Object[] b) {
        List<Fact> list = candidates(p, b);
        for (int i = 0; i < list.size(); i++) {
            if (p.match(list.get(i), b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Extends a partial match at pattern position `pos`. When `fixed` is given it
     * must match at `fixedPos` and may not be used at an earlier position, so that
     * every combination containing a new fact is found exactly once.
     */
    private void join(Rule r, int pos, Fact fixed, int fixedPos, Object[] b, Fact[] matched, List<Activation> out) {
        if (pos == 0 && !tests(r.testsFirst, b)) {
            return;
        }
        if (pos == r.patterns.length) {
            int count = 0;
            for (Fact f : matched) {
                if (f != null) {
                    count++;
                }
            }
            int[] ids = new int[count];
            int recency = 0;
            int k = 0;
            for (Fact f : matched) {
                if (f != null) {
                    ids[k++] = f.id;
                    recency = Math.max(recency, f.id);
                }
            }
            out.add(new Activation(r, b.clone(), matched.clone(), new ActKey(r.index, ids), recency, seq++));
            return;
        }
        Pattern p = r.patterns[pos];
        if (p.negated) {
            if (!exists(p, b) && tests(p.testsAfter, b)) {
                join(r, pos + 1, fixed, fixedPos, b, matched, out);
            }
            return;
        }
        if (pos == fixedPos) {
            if (p.match(fixed, b) && tests(p.testsAfter, b)) {
                matched[pos] = fixed;
                join(r, pos + 1, fixed, fixedPos, b, matched, out);
            }
            return;
        }
        List<Fact> list = candidates(p, b);
        for (int i = 0; i < list.size(); i++) {
            Fact f = list.get(i);
            if (pos < fixedPos && f == fixed) {
                continue;
            }
            if (p.match(f, b) && tests(p.testsAfter, b)) {
                matched[pos] = f;
                join(r, pos + 1, fixed, fixedPos, b, matched, out);
            }
        }
    }

    /** Still valid: every matched fact live and every negation still unmatched. */
    private boolean valid(Activation a) {
        for (Fact f : a.matched) {
            if (f != null && !f.live) {
                return false;
            }
        }
        Object[] b = a.bindings.clone();
        for (Pattern p : a.rule.patterns) {
            if (p.negated && exists(p, b)) {
                return false;
            }
        }
        return true;
    }

    /** Fires activations until the agenda is empty or `limit` rules have fired. */
    int run(int limit) {
        int n = 0;
        while (n < limit && !agenda.isEmpty()) {
            Activation a = agenda.poll();
            pending.remove(a.key);
            if (!valid(a)) {
                discarded++;
                continue;
            }
            fired.add(a.key);
            for (Action action : a.rule.actions) {
                action.run(this, a.bindings, a.matched);
            }
            n++;
            firings++;
        }
        return n;
    }

    /** A checksum of the live facts (in assertion order), the counters and the output. */
    long digest() {
        long h = 0;
        for (Fact f : allFacts) {
            if (f.live) {
                h = h * 31 + f.id;
                h = h * 31 + f.toString().hashCode();
            }
        }
        for (Map.Entry<String, Integer> e : counters.entrySet()) {
            h = h * 31 + e.getKey().hashCode() * 7 + e.getValue();
        }
        h = h * 31 + output.toString().hashCode();
        return h * 31 + output.length();
    }

    int liveFacts() {
        return contents.size();
    }
}

/** The three rule sets and the generators of their facts. */
final class RuleSets {
    static final String FAMILY_RULES = String.join("\n",
        "; family relations over (person name sex) and (parent p c)",
        "(defrule parent-is-ancestor (parent ?p ?c) => (assert (ancestor ?p ?c 1)))",
        "(defrule ancestor-of-parent (ancestor ?a ?p ?n) (parent ?p ?c)",
        "   => (assert (ancestor ?a ?c (+ ?n 1))))",
        "(defrule too-distant (declare (salience 10)) ?f <- (ancestor ?a ?c ?n) (test (> ?n 3))",
        "   => (retract ?f) (assert (distant ?a ?c)) (count distant))",
        "(defrule siblings (parent ?p ?x) (parent ?p ?y) (test (neq ?x ?y))",
        "   => (assert (sibling ?x ?y)))",
        "(defrule cousins (parent ?a ?x) (sibling ?a ?b) (parent ?b ?y)",
        "   => (assert (cousin ?x ?y)) (count cousin))",
        "(defrule uncle (declare (salience -5)) (person ?u male) (sibling ?u ?p) (parent ?p ?c)",
        "   => (assert (uncle ?u ?c)) (printout t ?u \" is an uncle of \" ?c crlf))",
        "(defrule only-child (declare (salience -20)) (person ?x ?s) (parent ?p ?x) (not (sibling ?x ?y))",
        "   => (assert (only-child ?x)) (count only-child))");

    /** A genealogy: generations of couples, each couple with 0 to 3 children. */
    static String familyFacts(Random r, int founders) {
        StringBuilder sb = new StringBuilder("(deffacts family\n");
        List<String> males = new ArrayList<>();
        List<String> females = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < founders; i++) {
            String name = "p" + next++;
            boolean male = i % 2 == 0;
            (male ? males : females).add(name);
            sb.append("  (person ").append(name).append(male ? " male)\n" : " female)\n");
        }
        for (int gen = 0; gen < 5; gen++) {
            List<String> newMales = new ArrayList<>();
            List<String> newFemales = new ArrayList<>();
            int couples = Math.min(males.size(), females.size());
            for (int c = 0; c < couples; c++) {
                String father = males.get(c);
                String mother = females.get((c * 7 + gen) % females.size());
                int children = r.nextInt(4);
                for (int k = 0; k < children; k++) {
                    String name = "p" + next++;
                    boolean male = r.nextBoolean();
                    (male ? newMales : newFemales).add(name);
                    sb.append("  (person ").append(name).append(male ? " male)" : " female)");
                    sb.append(" (parent ").append(father).append(' ').append(name).append(')');
                    sb.append(" (parent ").append(mother).append(' ').append(name).append(")\n");
                }
            }
            // keep the population from dying out or exploding
            if (newMales.isEmpty() || newFemales.isEmpty()) {
                break;
            }
            males = newMales;
            females = newFemales;
        }
        return sb.append(")\n").toString();
    }

    static final String[] ATTRIBUTES = {"color", "nation", "pet", "drink"};
    static final String[][] VALUES = {
        {"red", "green", "ivory", "blue"},
        {"english", "spanish", "japanese", "norwegian"},
        {"dog", "snails", "fox", "zebra"},
        {"tea", "coffee", "milk", "water"}
    };

    static String var(int attr, int value) {
        return "?" + VALUES[attr][value];
    }

    /**
     * A zebra-like puzzle with four houses: facts (avh attribute value house) for
     * every combination, and one rule whose sixteen patterns pick a house for each
     * value with all-different tests per attribute and the clues as tests placed
     * as soon as their variables are bound.
     */
    static String zebra(Random r, int clues) {
        int houses = 4;
        int[][] solution = new int[ATTRIBUTES.length][];
        for (int a = 0; a < ATTRIBUTES.length; a++) {
            int[] perm = {1, 2, 3, 4};
            for (int i = perm.length - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            solution[a] = perm;  // house of value v of attribute a
        }
        // clues[a][v] lists the tests to place after the pattern of (a, v)
        List<List<List<String>>> placed = new ArrayList<>();
        for (int a = 0; a < ATTRIBUTES.length; a++) {
            List<List<String>> perValue = new ArrayList<>();
            for (int v = 0; v < 4; v++) {
                perValue.add(new ArrayList<>());
            }
            placed.add(perValue);
        }
        int made = 0;
        while (made < clues) {
            int a1 = r.nextInt(4), v1 = r.nextInt(4), a2 = r.nextInt(4), v2 = r.nextInt(4);
            if (a1 == a2) {
                continue;
            }
            int h1 = solution[a1][v1], h2 = solution[a2][v2];
            String x = var(a1, v1), y = var(a2, v2);
            String test;
            if (h1 == h2) {
                test = "(test (eq " + x + " " + y + "))";
            } else if (h1 == h2 - 1) {
                test = "(test (= " + x + " (- " + y + " 1)))";
            } else if (Math.abs(h1 - h2) == 1) {
                test = "(test (= (abs (- " + x + " " + y + ")) 1))";
            } else if (r.nextBoolean()) {
                test = "(test (= " + x + " " + h1 + "))";
            } else {
                test = "(test (neq " + x + " " + y + "))";
            }
            // place after whichever variable comes later in pattern order
            int later1 = a1 * 4 + v1, later2 = a2 * 4 + v2;
            int at = Math.max(later1, later2);
            placed.get(at / 4).get(at % 4).add(test);
            made++;
        }
        StringBuilder sb = new StringBuilder("(deffacts houses\n");
        for (int a = 0; a < ATTRIBUTES.length; a++) {
            for (int v = 0; v < 4; v++) {
                for (int h = 1; h <= houses; h++) {
                    sb.append(" (avh ").append(ATTRIBUTES[a]).append(' ').append(VALUES[a][v]).append(' ')
                        .append(h).append(')');
                }
            }
            sb.append('\n');
        }
        sb.append(")\n(defrule solve\n");
        for (int a = 0; a < ATTRIBUTES.length; a++) {
            for (int v = 0; v < 4; v++) {
                sb.append("  (avh ").append(ATTRIBUTES[a]).append(' ').append(VALUES[a][v]).append(' ')
                    .append(var(a, v)).append(')');
                if (v > 0) {
                    sb.append(" (test (neq ").append(var(a, v));
                    for (int w = 0; w < v; w++) {
                        sb.append(' ').append(var(a, w));
                    }
                    sb.append("))");
                }
                for (String t : placed.get(a).get(v)) {
                    sb.append(' ').append(t);
                }
                sb.append('\n');
            }
        }
        sb.append("  =>\n  (count solutions)\n  (bind ?s (sym-cat s");
        for (int a = 0; a < ATTRIBUTES.length; a++) {
            for (int v = 0; v < 4; v++) {
                sb.append(' ').append(var(a, v));
            }
        }
        sb.append("))\n  (assert (solution ?s))\n");
        for (int a = 0; a < ATTRIBUTES.length; a++) {
            for (int v = 0; v < 4; v++) {
                sb.append("  (assert (in-house ?s ").append(ATTRIBUTES[a]).append(' ').append(VALUES[a][v]).append(' ')
                    .append(var(a, v)).append("))\n");
            }
        }
        sb.append("  (printout t ?s \": zebra in house \" ?zebra \", water in \" ?water crlf))\n");
        sb.append("(defrule owner (in-house ?s pet zebra ?h) (in-house ?s nation ?n ?h)\n");
        sb.append("  => (assert (owner ?s ?n)) (printout t ?s \": the \" ?n \" owns the zebra\" crlf))\n");
        return sb.toString();
    }

    static final String BLOCKS_RULES = String.join("\n",
        "; blocks world: (on x y|table), (clear x), (goal x y|table)",
        "(defrule table-is-no-block (declare (salience 100)) ?c <- (clear table) => (retract ?c))",
        "(defrule done-on-table (declare (salience 20)) (on ?x table) (goal ?x table) (not (done ?x))",
        "   => (assert (done ?x)))",
        "(defrule done-on-block (declare (salience 20)) (on ?x ?y) (goal ?x ?y) (done ?y) (not (done ?x))",
        "   => (assert (done ?x)))",
        "(defrule stack (declare (salience 10)) (goal ?x ?y) (test (neq ?y table)) (done ?y) ?cy <- (clear ?y)",
        "      (clear ?x) ?o <- (on ?x ?z) (not (done ?x))",
        "   => (retract ?o) (retract ?cy) (assert (on ?x ?y)) (assert (clear ?z)) (count moves)",
        "      (printout t \"move \" ?x \" from \" ?z \" onto \" ?y crlf))",
        "(defrule unstack (declare (salience 5)) (clear ?x) ?o <- (on ?x ?z) (test (neq ?z table)) (not (done ?x))",
        "   => (retract ?o) (assert (on ?x table)) (assert (clear ?z)) (count moves)",
        "      (printout t \"move \" ?x \" from \" ?z \" to the table\" crlf))",
        "(defrule all-done (declare (salience -10)) (goal ?x ?y) (done ?x) => (count placed))",
        "(defrule misplaced (declare (salience -15)) (goal ?x ?y) (not (on ?x ?y)) => (count misplaced))");

    /** Random towers of `blocks` blocks as (on ...) and (clear ...) facts, or as (goal ...) facts. */
    static String towers(Random r, int blocks, String relation, boolean clear) {
        int[] order = new int[blocks];
        for (int i = 0; i < blocks; i++) {
            order[i] = i;
        }
        for (int i = blocks - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        StringBuilder sb = new StringBuilder("(deffacts " + relation + "-towers\n");
        String below = "table";
        for (int i = 0; i < blocks; i++) {
            String block = "b" + order[i];
            sb.append(" (").append(relation).append(' ').append(block).append(' ').append(below).append(')');
            boolean top = i == blocks - 1 || r.nextInt(5) == 0;
            if (top) {
                if (clear) {
                    sb.append(" (clear ").append(block).append(')');
                }
                below = "table";
                sb.append('\n');
            } else {
                below = block;
            }
        }
        return sb.append(")\n").toString();
    }
}

public class Jess {
    static final String NAME = "Jess";
    // Rounds per size (each: one family, one puzzle, one blocks-world problem).
    static final int[] PARAMS = {1, 10, 100};
    static final long[] CHECKSUMS = {-6344141515277761110L, 5346102836758206078L, -7023921922454242687L};

    static long runEngine(String text) {
        Engine e = new Engine();
        e.load(text);
        int fired = e.run(1_000_000);
        return e.digest() * 31 + fired * 7L + e.discarded * 3L + e.liveFacts();
    }

    static long kernel(int rounds) {
        Random r = new Random(202L);
        long sum = 0;
        for (int round = 0; round < rounds; round++) {
            sum = sum * 1000003 + runEngine(RuleSets.FAMILY_RULES + "\n" + RuleSets.familyFacts(r, 10));
            sum = sum * 1000003 + runEngine(RuleSets.zebra(r, 15));
            int blocks = 24;
            sum = sum * 1000003 + runEngine(RuleSets.BLOCKS_RULES + "\n" + RuleSets.towers(r, blocks, "on", true)
                + RuleSets.towers(r, blocks, "goal", false));
        }
        return sum;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Jess::kernel);
    }
}
