// Loupe benchmark: an incremental solver for one-way dataflow constraints
// (the local-propagation algorithm of the DeltaBlue family). Cells hold int
// values; rules of four kinds (Anchor keeps a cell's value, Steer is an edit
// fed from outside, Equal ties two cells, Affine computes dst = src * factor +
// shift) each carry a rank in a strength hierarchy. Adding a rule chooses the
// cell it writes, walking forward to re-rank the cells downstream and
// overriding weaker rules, which are retracted; removing one re-ranks the
// cells it fed and adds back the unsatisfied rules strongest first. A plan is
// extracted from the steering rules and executed many times. The workload is
// a long chain of Equal rules steered from either end and a projection of
// many source cells through Affine rules whose factor and shift are edited.
// It stresses virtual calls on an abstract Rule with a two-level class
// hierarchy, small methods, ArrayList and ArrayDeque of rules, and a lot of
// short-lived objects. The checksum folds every value read back, the plans'
// lengths and the cells' ranks.
//
// usage: DeltaSolver [s1|s10|s100|param=<rounds>]   (default s10)
// prints: bench DeltaSolver size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** A position in the strength hierarchy; a smaller level is stronger. */
final class Rank {
    static final Rank MANDATORY = new Rank(0, "mandatory");
    static final Rank HIGH = new Rank(1, "high");
    static final Rank FIRM = new Rank(2, "firm");
    static final Rank NORMAL = new Rank(3, "normal");
    static final Rank SOFT = new Rank(4, "soft");
    static final Rank FLOOR = new Rank(5, "floor");

    static final Rank[] ALL = {MANDATORY, HIGH, FIRM, NORMAL, SOFT, FLOOR};

    final int level;
    final String label;

    private Rank(int level, String label) {
        this.level = level;
        this.label = label;
    }

    boolean beats(Rank other) {
        return level < other.level;
    }

    static Rank weaker(Rank a, Rank b) {
        return a.level >= b.level ? a : b;
    }
}

/** A variable of the network: its value and what the solver knows about it. */
final class Cell {
    final String name;
    int value;
    final List<Rule> rules = new ArrayList<>(4);
    Rule writer;            // the satisfied rule that computes this cell, or null
    Rank walkRank = Rank.FLOOR;
    boolean constant = true; // true when no steering rule reaches this cell
    int visit;              // the stamp of the last walk that touched this cell

    Cell(String name, int value) {
        this.name = name;
        this.value = value;
    }

    void attach(Rule r) {
        rules.add(r);
    }

    void detach(Rule r) {
        rules.remove(r);
        if (writer == r) {
            writer = null;
        }
    }
}

/** A constraint. Subclasses decide which cell they write and how. */
abstract class Rule {
    final Rank rank;

    Rule(Rank rank) {
        this.rank = rank;
    }

    abstract void connect();

    abstract void disconnect();

    /** Picks the cell this rule would write under the given walk; false when it cannot write any. */
    abstract boolean pick(int stamp);

    abstract boolean holds();

    abstract void release();

    abstract Cell target();

    abstract void touchSources(int stamp);

    abstract boolean sourcesReady(int stamp);

    /** Recomputes the target's rank and constancy from this rule's sources; runs the rule if constant. */
    abstract void refresh();

    abstract void run();

    /** True for rules whose value comes from outside the network (steering). */
    boolean external() {
        return false;
    }

    /** Makes this rule write its target; returns the rule it displaced, or null. */
    final Rule enforce(int stamp, Network net) {
        pick(stamp);
        if (!holds()) {
            if (rank == Rank.MANDATORY) {
                throw new IllegalStateException("mandatory rule cannot be satisfied");
            }
            return null;
        }
        touchSources(stamp);
        Cell out = target();
        Rule displaced = out.writer;
        if (displaced != null) {
            displaced.release();
        }
        out.writer = this;
        if (!net.propagateFrom(this, stamp)) {
            throw new IllegalStateException("cycle through " + out.name);
        }
        out.visit = stamp;
        return displaced;
    }
}

/** A rule on a single cell. */
abstract class SingleRule extends Rule {
    protected final Cell cell;
    private boolean active;

    SingleRule(Cell cell, Rank rank) {
        super(rank);
        this.cell = cell;
    }

    void connect() {
        cell.attach(this);
    }

    void disconnect() {
        cell.detach(this);
        active = false;
    }

    boolean pick(int stamp) {
        active = cell.visit != stamp && rank.beats(cell.walkRank);
        return active;
    }

    boolean holds() {
        return active;
    }

    void release() {
        active = false;
    }

    Cell target() {
        return cell;
    }

    void touchSources(int stamp) {
        // no sources
    }

    boolean sourcesReady(int stamp) {
        return true;
    }

    void refresh() {
        cell.walkRank = rank;
        cell.constant = !external();
        if (cell.constant) {
            run();
        }
    }
}

/** Keeps the cell at its current value. */
final class Anchor extends SingleRule {
    Anchor(Cell cell, Rank rank) {
        super(cell, rank);
    }

    void run() {
        // the value stays as it is
    }
}

/** A value supplied from outside at each execution of a plan. */
final class Steer extends SingleRule {
    Steer(Cell cell, Rank rank) {
        super(cell, rank);
    }

    boolean external() {
        return true;
    }

    void run() {
        // the driver stores the value before the plan runs
    }
}

/** A rule between a source and a destination that may run in either direction. */
abstract class PairRule extends Rule {
    protected final Cell left;
    protected final Cell right;
    /** +1: writes right from left, -1: writes left from right, 0: not satisfied. */
    protected int way;

    PairRule(Cell left, Cell right, Rank rank) {
        super(rank);
        this.left = left;
        this.right = right;
    }

    void connect() {
        left.attach(this);
        right.attach(this);
    }

    void disconnect() {
        left.detach(this);
        right.detach(this);
        way = 0;
    }

    boolean pick(int stamp) {
        boolean leftSeen = left.visit == stamp;
        boolean rightSeen = right.visit == stamp;
        if (leftSeen) {
            way = !rightSeen && rank.beats(right.walkRank) ? 1 : 0;
        } else if (rightSeen) {
            way = rank.beats(left.walkRank) ? -1 : 0;
        } else if (left.walkRank.level > right.walkRank.level) {
            // The left cell is held more weakly: prefer writing it.
            way = rank.beats(left.walkRank) ? -1 : 0;
        } else {
            way = rank.beats(right.walkRank) ? 1 : -1;
        }
        return way != 0;
    }

    boolean holds() {
        return way != 0;
    }

    void release() {
        way = 0;
    }

    Cell target() {
        return way > 0 ? right : left;
    }

    Cell source() {
        return way > 0 ? left : right;
    }

    void touchSources(int stamp) {
        source().visit = stamp;
    }

    boolean sourcesReady(int stamp) {
        Cell in = source();
        return in.visit == stamp || in.constant || in.writer == null;
    }

    void refresh() {
        Cell in = source();
        Cell out = target();
        out.walkRank = Rank.weaker(rank, in.walkRank);
        out.constant = in.constant;
        if (out.constant) {
            run();
        }
    }
}

/** left == right. */
final class Equal extends PairRule {
    Equal(Cell left, Cell right, Rank rank) {
        super(left, right, rank);
    }

    void run() {
        if (way > 0) {
            right.value = left.value;
        } else {
            left.value = right.value;
        }
    }
}

/** right == left * factor + shift, with factor and shift cells of their own. */
final class Affine extends PairRule {
    private final Cell factor;
    private final Cell shift;

    Affine(Cell left, Cell factor, Cell shift, Cell right, Rank rank) {
        super(left, right, rank);
        this.factor = factor;
        this.shift = shift;
    }

    void connect() {
        super.connect();
        factor.attach(this);
        shift.attach(this);
    }

    void disconnect() {
        super.disconnect();
        factor.detach(this);
        shift.detach(this);
    }

    void touchSources(int stamp) {
        super.touchSources(stamp);
        factor.visit = stamp;
        shift.visit = stamp;
    }

    void refresh() {
        Cell in = source();
        Cell out = target();
        out.walkRank = Rank.weaker(rank, in.walkRank);
        out.constant = in.constant && factor.constant && shift.constant;
        if (out.constant) {
            run();
        }
    }

    void run() {
        if (way > 0) {
            right.value = left.value * factor.value + shift.value;
        } else {
            left.value = (right.value - shift.value) / factor.value;
        }
    }
}

/** An ordered list of rules to run after the steering cells change. */
final class Schedule {
    private final List<Rule> steps = new ArrayList<>();

    void add(Rule r) {
        steps.add(r);
    }

    int length() {
        return steps.size();
    }

    void runAll() {
        for (int i = 0, n = steps.size(); i < n; i++) {
            steps.get(i).run();
        }
    }
}

/** The planner: incremental addition and removal of rules, plan extraction. */
final class Network {
    private int stamp;

    private int nextStamp() {
        return ++stamp;
    }

    void add(Rule r) {
        r.connect();
        satisfy(r);
    }

    /** Enforces a connected rule, re-enforcing every rule it displaces in turn. */
    private void satisfy(Rule r) {
        int s = nextStamp();
        Rule displaced = r.enforce(s, this);
        while (displaced != null) {
            displaced = displaced.enforce(s, this);
        }
    }

    void remove(Rule r) {
        Cell out = r.target();
        boolean wasHolding = r.holds();
        r.release();
        r.disconnect();
        if (!wasHolding) {
            return;
        }
        List<Rule> orphans = reRankFrom(out);
        for (Rank level : Rank.ALL) {
            for (int i = 0; i < orphans.size(); i++) {
                Rule u = orphans.get(i);
                if (u.rank == level) {
                    satisfy(u);
                }
            }
        }
    }

    /** Walks forward from r's target re-ranking downstream cells; false on a cycle. */
    boolean propagateFrom(Rule r, int s) {
        ArrayDeque<Rule> todo = new ArrayDeque<>();
        todo.add(r);
        while (!todo.isEmpty()) {
            Rule d = todo.poll();
            if (d.target().visit == s) {
                remove(r);
                return false;
            }
            d.refresh();
            queueConsumers(d.target(), todo);
        }
        return true;
    }

    private static void queueConsumers(Cell c, ArrayDeque<Rule> into) {
        Rule writer = c.writer;
        List<Rule> rules = c.rules;
        for (int i = 0, n = rules.size(); i < n; i++) {
            Rule r = rules.get(i);
            if (r != writer && r.holds()) {
                into.add(r);
            }
        }
    }

    /** After a writer went away: re-ranks what it fed; returns the rules left unsatisfied. */
    private List<Rule> reRankFrom(Cell out) {
        List<Rule> orphans = new ArrayList<>();
        out.writer = null;
        out.walkRank = Rank.FLOOR;
        out.constant = true;
        ArrayDeque<Cell> todo = new ArrayDeque<>();
        todo.add(out);
        while (!todo.isEmpty()) {
            Cell c = todo.poll();
            List<Rule> rules = c.rules;
            for (int i = 0, n = rules.size(); i < n; i++) {
                Rule r = rules.get(i);
                if (!r.holds()) {
                    orphans.add(r);
                }
            }
            Rule writer = c.writer;
            for (int i = 0, n = rules.size(); i < n; i++) {
                Rule next = rules.get(i);
                if (next != writer && next.holds()) {
                    next.refresh();
                    todo.add(next.target());
                }
            }
        }
        return orphans;
    }

    /** The rules to run, in order, when the sources' values change. */
    Schedule planFrom(List<Rule> sources) {
        int s = nextStamp();
        Schedule plan = new Schedule();
        ArrayDeque<Rule> todo = new ArrayDeque<>(sources);
        while (!todo.isEmpty()) {
            Rule r = todo.poll();
            Cell out = r.target();
            if (out.visit != s && r.sourcesReady(s)) {
                plan.add(r);
                out.visit = s;
                queueConsumers(out, todo);
            }
        }
        return plan;
    }

    Schedule planForExternal(List<Rule> rules) {
        List<Rule> sources = new ArrayList<>();
        for (Rule r : rules) {
            if (r.external() && r.holds()) {
                sources.add(r);
            }
        }
        return planFrom(sources);
    }
}

public class DeltaSolver {
    static final String NAME = "DeltaSolver";
    // Rounds of the two workloads per size.
    static final int[] PARAMS = {8, 80, 800};
    static final long[] CHECKSUMS = {7242585105589736482L, -5930119972579057283L, 7536276810779068527L};

    static final int CHAIN_LENGTH = 60;
    static final int PROJECTION_WIDTH = 60;
    static final int EDITS_PER_PLAN = 12;

    /** Sets cell to each value through a steering rule, running the extracted plan each time. */
    static long steer(Network net, Cell cell, int[] values, Cell watched) {
        Steer edit = new Steer(cell, Rank.FIRM);
        net.add(edit);
        List<Rule> one = new ArrayList<>(1);
        one.add(edit);
        Schedule plan = net.planForExternal(one);
        long sum = plan.length();
        for (int v : values) {
            cell.value = v;
            plan.runAll();
            sum = sum * 31 + watched.value;
        }
        net.remove(edit);
        return sum;
    }

    /** A chain c0 = c1 = ... = cn anchored at one end and steered from the other, then reversed. */
    static long chain(int n, int round) {
        Network net = new Network();
        Cell[] cells = new Cell[n + 1];
        for (int i = 0; i <= n; i++) {
            cells[i] = new Cell("c" + i, 0);
        }
        for (int i = 0; i < n; i++) {
            net.add(new Equal(cells[i], cells[i + 1], Rank.MANDATORY));
        }
        Anchor tailAnchor = new Anchor(cells[n], Rank.NORMAL);
        net.add(tailAnchor);
        int[] values = new int[EDITS_PER_PLAN];
        for (int i = 0; i < values.length; i++) {
            values[i] = round * 1000 + i * 7 + 3;
        }
        long check = steer(net, cells[0], values, cells[n]);
        if (cells[n].value != values[values.length - 1]) {
            throw new IllegalStateException("chain did not propagate forward");
        }
        // Move the anchor to the head and steer from the tail: every Equal turns around.
        net.remove(tailAnchor);
        net.add(new Anchor(cells[0], Rank.SOFT));
        for (int i = 0; i < values.length; i++) {
            values[i] = -values[i] + round;
        }
        // The steering rule is stronger than the head anchor: every Equal turns around.
        check = check * 31 + steer(net, cells[n], values, cells[0]);
        if (cells[0].value != values[values.length - 1]) {
            throw new IllegalStateException("chain did not propagate backward");
        }
        // A weaker edit than the new head anchor must not win.
        net.add(new Anchor(cells[0], Rank.HIGH));
        check = check * 31 + steer(net, cells[n], values, cells[0]);
        for (Cell c : cells) {
            check = check * 7 + c.walkRank.level + (c.constant ? 1 : 0);
        }
        return check;
    }

    /** Sources projected through Affine rules sharing one factor and one shift. */
    static long projection(int n, int round) {
        Network net = new Network();
        Cell factor = new Cell("factor", 3 + round % 5);
        Cell shift = new Cell("shift", round);
        net.add(new Anchor(factor, Rank.NORMAL));
        net.add(new Anchor(shift, Rank.NORMAL));
        List<Cell> sources = new ArrayList<>();
        List<Cell> images = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Cell src = new Cell("s" + i, i);
            Cell dst = new Cell("d" + i, 0);
            sources.add(src);
            images.add(dst);
            net.add(new Anchor(src, Rank.SOFT));
            net.add(new Affine(src, factor, shift, dst, Rank.MANDATORY));
        }
        long check = 0;
        for (Cell d : images) {
            check = check * 31 + d.value;
        }
        // Edit one image: its source must follow backwards through the Affine rule.
        Cell probe = images.get(n / 2);
        Cell probeSource = sources.get(n / 2);
        int[] values = new int[EDITS_PER_PLAN];
        for (int i = 0; i < values.length; i++) {
            values[i] = factor.value * (i * 11 + round) + shift.value;
        }
        check = check * 31 + steer(net, probe, values, probeSource);
        // Edit the shift and the factor: every image is recomputed.
        for (int i = 0; i < values.length; i++) {
            values[i] = 17 * i - round;
        }
        check = check * 31 + steer(net, shift, values, images.get(n - 1));
        for (int i = 0; i < values.length; i++) {
            values[i] = 2 + (i + round) % 9;
        }
        check = check * 31 + steer(net, factor, values, images.get(1));
        for (int i = 0; i < n; i++) {
            Cell s = sources.get(i);
            Cell d = images.get(i);
            if (d.value != s.value * factor.value + shift.value) {
                throw new IllegalStateException("projection broken at " + i);
            }
            check = check * 31 + d.value + d.walkRank.level;
        }
        return check;
    }

    static long kernel(int rounds) {
        long check = 0;
        for (int round = 0; round < rounds; round++) {
            check = check * 31 + chain(CHAIN_LENGTH + round % 7, round);
            check = check * 31 + projection(PROJECTION_WIDTH + round % 5, round);
        }
        return check;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, DeltaSolver::kernel);
    }
}
