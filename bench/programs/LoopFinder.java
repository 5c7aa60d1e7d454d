// Loupe benchmark: collections and boxing in a compiler pass. Builds
// synthetic control-flow graphs from random nested program shapes (sequences,
// if/else diamonds, switches, while and repeat loops, self loops, irreducible
// two-entry loops, dead blocks; an abstract Shape whose emit recurses through
// the nesting), the blocks kept in a HashMap<Integer, Block> and their edges
// as ArrayLists of boxed block ids. Then finds each graph's loop nesting forest
// with the union-find algorithm of Havlak ("Nesting of reducible and
// irreducible loops", 1997): depth-first numbering, back edges to ancestors,
// headers processed from the last to the first, each loop body collapsed into
// its header, a loop marked irreducible when it is entered from outside its
// header's subtree. Finally visitors (an interface with two implementations)
// walk the forest to set depths and take a census.
//
// What it stresses: HashMap<Integer, ...>, HashSet<Integer>, ArrayList,
// Integer boxing and unboxing, recursion (shape emission, depth-first search,
// union-find with path compression, forest walks), virtual calls on small
// classes (eight Shape kinds, four Loop kinds, two visitors).
//
// The checksum folds, per graph, the numbers of blocks, reachable blocks, edges
// and back edges, the loops of each kind, their sizes and depths, and each
// header's identity.
//
// usage: LoopFinder [s1|s10|s100|param=<graphs>]   (default s10)
// prints: bench LoopFinder size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

final class Block {
    final Integer id;
    final List<Integer> successors = new ArrayList<>(2);
    final List<Integer> predecessors = new ArrayList<>(2);

    Block(Integer id) {
        this.id = id;
    }
}

final class Edge {
    final Integer from;
    final Integer to;

    Edge(Integer from, Integer to) {
        this.from = from;
        this.to = to;
    }
}

/** A control-flow graph under construction and, once built, under analysis. */
final class Graph {
    final Map<Integer, Block> blocks = new HashMap<>();
    final List<Edge> edges = new ArrayList<>();
    private int nextId;

    Integer newBlock() {
        Integer id = nextId++;
        blocks.put(id, new Block(id));
        return id;
    }

    void connect(Integer from, Integer to) {
        edges.add(new Edge(from, to));
    }

    /** Turns the edge list into per-block successor and predecessor lists. */
    void link() {
        for (Edge e : edges) {
            blocks.get(e.from).successors.add(e.to);
            blocks.get(e.to).predecessors.add(e.from);
        }
    }

    Block get(Integer id) {
        return blocks.get(id);
    }
}

/** A deterministic generator (64-bit LCG) so that every VM builds the same graphs. */
final class Dice {
    private long state;

    Dice(long seed) {
        state = seed;
    }

    int roll(int sides) {
        state = state * 6364136223846793005L + 1442695040888963407L;
        return (int) ((state >>> 33) % sides);
    }
}

/** A piece of structured (or not) control flow, emitted as blocks between an entry and an exit. */
abstract class Shape {
    /** Emits this shape's blocks, entered from entry; returns the block control leaves by. */
    abstract Integer emit(Graph g, Integer entry);

    /** A random shape nesting at most depth levels. */
    static Shape random(Dice dice, int depth) {
        int pick = depth == 0 ? dice.roll(2) : dice.roll(9);
        switch (pick) {
            case 0:
                return new Straight(1 + dice.roll(3));
            case 1:
                return new SelfLoop();
            case 2:
            case 3:
                return new Sequence(randomList(dice, depth - 1, 2 + dice.roll(3)));
            case 4:
                return new Diamond(random(dice, depth - 1), random(dice, depth - 1));
            case 5:
                return new Switch(randomList(dice, depth - 1, 3 + dice.roll(3)));
            case 6:
                return new WhileLoop(random(dice, depth - 1));
            case 7:
                return new RepeatLoop(random(dice, depth - 1), dice.roll(3) == 0 ? random(dice, depth - 1) : null);
            default:
                return new TwoEntryLoop(random(dice, depth - 1), random(dice, depth - 1));
        }
    }

    static List<Shape> randomList(Dice dice, int depth, int count) {
        List<Shape> shapes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            shapes.add(random(dice, depth));
        }
        return shapes;
    }
}

final class Straight extends Shape {
    private final int length;

    Straight(int length) {
        this.length = length;
    }

    Integer emit(Graph g, Integer entry) {
        Integer current = entry;
        for (int i = 0; i < length; i++) {
            Integer next = g.newBlock();
            g.connect(current, next);
            current = next;
        }
        return current;
    }
}

final class SelfLoop extends Shape {
    Integer emit(Graph g, Integer entry) {
        Integer spin = g.newBlock();
        g.connect(entry, spin);
        g.connect(spin, spin);
        return spin;
    }
}

final class Sequence extends Shape {
    private final List<Shape> parts;

    Sequence(List<Shape> parts) {
        this.parts = parts;
    }

    Integer emit(Graph g, Integer entry) {
        Integer current = entry;
        for (Shape part : parts) {
            current = part.emit(g, current);
        }
        return current;
    }
}

final class Diamond extends Shape {
    private final Shape yes;
    private final Shape no;

    Diamond(Shape yes, Shape no) {
        this.yes = yes;
        this.no = no;
    }

    Integer emit(Graph g, Integer entry) {
        Integer test = g.newBlock();
        g.connect(entry, test);
        Integer join = g.newBlock();
        g.connect(yes.emit(g, test), join);
        g.connect(no.emit(g, test), join);
        return join;
    }
}

/** A multi-way branch; one case also jumps to a block nobody reaches. */
final class Switch extends Shape {
    private final List<Shape> cases;

    Switch(List<Shape> cases) {
        this.cases = cases;
    }

    Integer emit(Graph g, Integer entry) {
        Integer dispatch = g.newBlock();
        g.connect(entry, dispatch);
        Integer join = g.newBlock();
        for (Shape c : cases) {
            g.connect(c.emit(g, dispatch), join);
        }
        Integer dead = g.newBlock();  // code after an unconditional jump: no predecessor
        g.connect(dead, join);
        return join;
    }
}

/** Test at the top: header, body back to the header, exit from the header. */
final class WhileLoop extends Shape {
    private final Shape body;

    WhileLoop(Shape body) {
        this.body = body;
    }

    Integer emit(Graph g, Integer entry) {
        Integer header = g.newBlock();
        g.connect(entry, header);
        g.connect(body.emit(g, header), header);
        Integer exit = g.newBlock();
        g.connect(header, exit);
        return exit;
    }
}

/** Test at the bottom, with an optional early exit ("break") from the middle of the body. */
final class RepeatLoop extends Shape {
    private final Shape body;
    private final Shape afterBreak;

    RepeatLoop(Shape body, Shape afterBreak) {
        this.body = body;
        this.afterBreak = afterBreak;
    }

    Integer emit(Graph g, Integer entry) {
        Integer top = g.newBlock();
        g.connect(entry, top);
        Integer latch = body.emit(g, top);
        Integer exit = g.newBlock();
        if (afterBreak != null) {
            Integer check = g.newBlock();
            g.connect(latch, check);
            g.connect(check, exit);
            latch = afterBreak.emit(g, check);
        }
        g.connect(latch, top);
        g.connect(latch, exit);
        return exit;
    }
}

/** An irreducible loop: two blocks that jump to each other, both entered from outside. */
final class TwoEntryLoop extends Shape {
    private final Shape left;
    private final Shape right;

    TwoEntryLoop(Shape left, Shape right) {
        this.left = left;
        this.right = right;
    }

    Integer emit(Graph g, Integer entry) {
        Integer fork = g.newBlock();
        g.connect(entry, fork);
        Integer leftHead = g.newBlock();
        Integer rightHead = g.newBlock();
        g.connect(fork, leftHead);
        g.connect(fork, rightHead);
        Integer leftEnd = left.emit(g, leftHead);
        Integer rightEnd = right.emit(g, rightHead);
        g.connect(leftEnd, rightHead);
        g.connect(rightEnd, leftHead);
        Integer exit = g.newBlock();
        g.connect(leftEnd, exit);
        g.connect(rightEnd, exit);
        return exit;
    }
}

/** A set in the union-find structure: one per reachable block, named by its depth-first number. */
final class SetNode {
    final Block block;
    final int number;
    private SetNode parent = this;
    Loop loop;  // the loop this node heads, once found

    SetNode(Block block, int number) {
        this.block = block;
        this.number = number;
    }

    /** The representative, compressing the path on the way back. */
    SetNode find() {
        if (parent != this) {
            parent = parent.find();
        }
        return parent;
    }

    void unionInto(SetNode other) {
        parent = other;
    }

    @Override
    public int hashCode() {
        return number;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SetNode && ((SetNode) other).number == number;
    }
}

interface LoopVisitor {
    void visit(Loop loop);
}

abstract class Loop {
    final Block header;  // null for the root
    final List<Block> members = new ArrayList<>();  // blocks directly in this loop, not in an inner one
    final List<Loop> children = new ArrayList<>();
    Loop parent;
    int depth;

    Loop(Block header) {
        this.header = header;
    }

    abstract int kind();

    void adopt(Loop child) {
        child.parent = this;
        children.add(child);
    }

    /** Pre-order walk: this loop, then its children. */
    void accept(LoopVisitor visitor) {
        visitor.visit(this);
        for (Loop child : children) {
            child.accept(visitor);
        }
    }

    int size() {
        int blocks = members.size();
        for (Loop child : children) {
            blocks += child.size();
        }
        return blocks;
    }
}

final class RootLoop extends Loop {
    RootLoop() {
        super(null);
    }

    int kind() {
        return 0;
    }
}

final class ReducibleLoop extends Loop {
    ReducibleLoop(Block header) {
        super(header);
    }

    int kind() {
        return 1;
    }
}

final class IrreducibleLoop extends Loop {
    IrreducibleLoop(Block header) {
        super(header);
    }

    int kind() {
        return 2;
    }
}

final class SingleBlockLoop extends Loop {
    SingleBlockLoop(Block header) {
        super(header);
    }

    int kind() {
        return 3;
    }
}

final class DepthSetter implements LoopVisitor {
    public void visit(Loop loop) {
        loop.depth = loop.parent == null ? 0 : loop.parent.depth + 1;
    }
}

final class Census implements LoopVisitor {
    final int[] byKind = new int[4];
    int deepest;
    long fold;

    public void visit(Loop loop) {
        byKind[loop.kind()]++;
        deepest = Math.max(deepest, loop.depth);
        int headerId = loop.header == null ? -1 : loop.header.id;
        // Summed so that the order children were found in does not matter.
        fold += (headerId * 31L + loop.depth) * 1_000_003L + loop.size() * 97L + loop.members.size() + loop.kind();
    }
}

/** Havlak's loop nesting forest over one graph. */
final class LoopForest {
    private final Graph graph;
    private final Map<Integer, Integer> numberOf = new HashMap<>();  // block id -> depth-first number
    private final List<SetNode> nodes = new ArrayList<>();
    private final List<Integer> lastDescendant = new ArrayList<>();
    int backEdges;

    LoopForest(Graph graph) {
        this.graph = graph;
    }

    /** Numbers the blocks reachable from block in depth-first pre-order; returns the last number given. */
    private int number(Block block) {
        int mine = nodes.size();
        numberOf.put(block.id, mine);
        nodes.add(new SetNode(block, mine));
        lastDescendant.add(mine);
        int last = mine;
        for (Integer next : block.successors) {
            if (!numberOf.containsKey(next)) {
                last = number(graph.get(next));
            }
        }
        lastDescendant.set(mine, last);
        return last;
    }

    private boolean isAncestor(int ancestor, int node) {
        return ancestor <= node && node <= lastDescendant.get(ancestor);
    }

    Loop find(Integer entry) {
        number(graph.get(entry));
        int count = nodes.size();
        List<List<Integer>> backPredecessors = new ArrayList<>(count);
        List<Set<Integer>> otherPredecessors = new ArrayList<>(count);
        for (int w = 0; w < count; w++) {
            List<Integer> back = new ArrayList<>();
            Set<Integer> other = new HashSet<>();
            for (Integer p : nodes.get(w).block.predecessors) {
                Integer v = numberOf.get(p);
                if (v == null) {
                    continue;  // from a dead block
                }
                if (isAncestor(w, v)) {
                    back.add(v);
                } else {
                    other.add(v);
                }
            }
            backEdges += back.size();
            backPredecessors.add(back);
            otherPredecessors.add(other);
        }

        RootLoop root = new RootLoop();
        for (int w = count - 1; w >= 0; w--) {
            if (backPredecessors.get(w).isEmpty()) {
                continue;  // no back edge enters w: it heads no loop
            }
            SetNode header = nodes.get(w);
            boolean selfLoop = false;
            boolean irreducible = false;
            List<SetNode> body = new ArrayList<>();
            Set<SetNode> inBody = new HashSet<>();
            for (Integer v : backPredecessors.get(w)) {
                if (v == w) {
                    selfLoop = true;
                } else {
                    SetNode latch = nodes.get(v).find();  // the latch, or the inner loop holding it
                    if (inBody.add(latch)) {
                        body.add(latch);
                    }
                }
            }
            // Walk backwards from the latches up to the header, over collapsed inner loops.
            List<SetNode> work = new ArrayList<>(body);
            while (!work.isEmpty()) {
                SetNode x = work.remove(work.size() - 1);
                for (Integer y : otherPredecessors.get(x.number)) {
                    SetNode outer = nodes.get(y).find();
                    if (!isAncestor(w, outer.number)) {
                        irreducible = true;  // entered from outside the header's subtree
                        otherPredecessors.get(w).add(outer.number);
                    } else if (outer.number != w && inBody.add(outer)) {
                        body.add(outer);
                        work.add(outer);
                    }
                }
            }
            if (body.isEmpty() && !selfLoop) {
                continue;
            }
            Loop loop = body.isEmpty() ? new SingleBlockLoop(header.block)
                    : irreducible ? new IrreducibleLoop(header.block) : new ReducibleLoop(header.block);
            loop.members.add(header.block);
            for (SetNode x : body) {
                if (x.loop != null) {
                    loop.adopt(x.loop);
                } else {
                    loop.members.add(x.block);
                }
                x.unionInto(header);
            }
            header.loop = loop;
        }
        // What no loop took: the outermost loops and the blocks outside every loop.
        for (SetNode node : nodes) {
            if (node.find() == node) {
                if (node.loop != null) {
                    root.adopt(node.loop);
                } else {
                    root.members.add(node.block);
                }
            }
        }
        return root;
    }

    int reachable() {
        return nodes.size();
    }
}

public class LoopFinder {
    static final String NAME = "LoopFinder";
    // Graphs per size.
    static final int[] PARAMS = {4, 40, 400};
    static final long[] CHECKSUMS = {1168063311784124794L, -1107873941295277916L, -1655611967850233711L};

    static final int TOP_LEVEL_SHAPES = 4;
    static final int NESTING = 6;

    static Graph build(Dice dice) {
        Graph g = new Graph();
        Integer entry = g.newBlock();
        Integer current = entry;
        for (int i = 0; i < TOP_LEVEL_SHAPES; i++) {
            current = Shape.random(dice, NESTING).emit(g, current);
        }
        Integer exit = g.newBlock();
        g.connect(current, exit);
        g.link();
        return g;
    }

    static long kernel(int graphs) {
        Dice dice = new Dice(1997);
        long check = 0;
        for (int i = 0; i < graphs; i++) {
            Graph g = build(dice);
            LoopForest forest = new LoopForest(g);
            Loop root = forest.find(0);
            root.accept(new DepthSetter());
            Census census = new Census();
            root.accept(census);
            long graphFold = g.blocks.size() * 1_000_003L + g.edges.size() * 7919L + forest.reachable() * 31L
                    + forest.backEdges;
            for (int kind = 0; kind < census.byKind.length; kind++) {
                graphFold = graphFold * 131 + census.byKind[kind];
            }
            graphFold = graphFold * 17 + census.deepest;
            check = check * 1_000_003L + graphFold + census.fold;
        }
        return check;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, LoopFinder::kernel);
    }
}
