// bench-options: -Xmx8m
//
// Loupe benchmark (GC-heavy): a GCBench-like mix. First a temporary "stretch"
// tree, then a long-lived binary tree (depth 14) and a long-lived double[]
// that stay reachable for the whole run; then, per round, many short-lived
// trees whose depth grows from 4 to 12 and shrinks back to 4, half built top
// down (allocate the parent, then populate its children: old objects point
// to younger ones) and half bottom up (children first, then the parent).
// Every short-lived tree is walked once; now and then a short-lived tree is
// hung on a node of the long-lived tree for a while (an old-to-young
// reference that a generational collector must remember), then replaced.
// The checksum folds every walk, the long-lived tree and the array.
//
// The heap is deliberately small (see the bench-options line) so that the
// collector runs often.
//
// usage: GcBench [s1|s10|s100|param=<rounds>]   (default s10)
// prints: bench GcBench size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class GNode {
    GNode left;
    GNode right;
    int i;
    int j;

    GNode() {}

    GNode(GNode left, GNode right) {
        this.left = left;
        this.right = right;
    }

    // Top down: `node` exists, its subtree of `depth` more levels is built
    // below it. Labels are assigned in preorder from `label`.
    static int populate(int depth, GNode node, int label) {
        node.i = label;
        node.j = depth;
        if (depth <= 0) {
            return label + 1;
        }
        node.left = new GNode();
        node.right = new GNode();
        int next = populate(depth - 1, node.left, label + 1);
        return populate(depth - 1, node.right, next);
    }

    // Bottom up: children first, the parent last.
    static GNode make(int depth, int label) {
        if (depth <= 0) {
            GNode leaf = new GNode();
            leaf.i = label;
            return leaf;
        }
        GNode node = new GNode(make(depth - 1, 2 * label), make(depth - 1, 2 * label + 1));
        node.i = label;
        node.j = depth;
        return node;
    }

    // Node count in the low 24 bits, a mix of the labels above.
    static long walk(GNode node) {
        long sum = 1 + ((long) (node.i * 31 + node.j) << 24);
        if (node.left != null) {
            sum += walk(node.left);
        }
        if (node.right != null) {
            sum += walk(node.right);
        }
        return sum;
    }
}

public class GcBench {
    static final String NAME = "GcBench";
    // Rounds of short-lived trees per size (about 164,000 nodes per round).
    static final int[] PARAMS = {1, 10, 100};
    static final long[] CHECKSUMS = {-7715033815923311586L, 2761956346491558242L, -1158886060078523201L};

    static final int STRETCH_DEPTH = 15;
    static final int LONG_LIVED_DEPTH = 14;
    static final int ARRAY_SIZE = 125_000;
    static final int[] DEPTHS = {4, 6, 8, 10, 12, 12, 10, 8, 6, 4};
    static final int NODES_PER_STEP = 2 * ((1 << 13) - 1);  // two trees of depth 12

    static int treeSize(int depth) {
        return (1 << (depth + 1)) - 1;
    }

    static long kernel(int rounds) {
        // The stretch tree: allocated, walked, dropped.
        GNode stretch = new GNode();
        GNode.populate(STRETCH_DEPTH, stretch, 7);
        long fold = GNode.walk(stretch);
        stretch = null;

        GNode longLived = new GNode();
        GNode.populate(LONG_LIVED_DEPTH, longLived, 1);
        double[] array = new double[ARRAY_SIZE];
        for (int k = 0; k < ARRAY_SIZE / 2; k++) {
            array[k] = 1.0 / (k + 1);
        }

        // Leaves of the long-lived tree that temporarily hold young trees.
        GNode hook = longLived;
        while (hook.left != null) {
            hook = hook.left;
        }

        int serial = 0;
        for (int r = 0; r < rounds; r++) {
            for (int step = 0; step < DEPTHS.length; step++) {
                int depth = DEPTHS[step];
                int trees = NODES_PER_STEP / treeSize(depth);
                long sum = 0;
                for (int t = 0; t < trees; t += 2) {
                    GNode top = new GNode();
                    GNode.populate(depth, top, serial);
                    sum += GNode.walk(top);
                    GNode bottom = GNode.make(depth, serial + 1);
                    sum += GNode.walk(bottom);
                    serial += 3;
                    if ((serial & 63) == 0) {
                        // keep this one alive for a while from the old tree
                        sum += hook.left == null ? 0 : GNode.walk(hook.left);
                        hook.left = bottom;
                    }
                }
                fold = fold * 31 + sum;
                array[ARRAY_SIZE / 2 + (serial % (ARRAY_SIZE / 2))] += sum & 0xFFFF;
            }
        }
        hook.left = null;

        fold = fold * 31 + GNode.walk(longLived);
        double total = 0;
        for (int k = 0; k < ARRAY_SIZE; k++) {
            total += array[k];
        }
        return fold * 31 + Double.doubleToLongBits(total);
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, GcBench::kernel);
    }
}
