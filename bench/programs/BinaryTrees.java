// bench-options: -Xmx6m
//
// Loupe benchmark: allocation. Builds many short-lived complete binary trees
// of depths 4, 6, ..., 12 (about 82,000 nodes per wave) while one
// long-lived tree of depth 15 (65,535 nodes) stays reachable, and walks each tree
// recursively. The checksum folds every walk's result.
//
// usage: BinaryTrees [s1|s10|s100|param=<waves>]   (default s10)
// prints: bench BinaryTrees size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class TreeNode {
    final TreeNode left;
    final TreeNode right;
    final int label;

    TreeNode(TreeNode left, TreeNode right, int label) {
        this.left = left;
        this.right = right;
        this.label = label;
    }

    static TreeNode grow(int depth, int label) {
        if (depth == 0) {
            return new TreeNode(null, null, label);
        }
        return new TreeNode(grow(depth - 1, 2 * label), grow(depth - 1, 2 * label + 1), label);
    }

    // Node count in the low 32 bits, a weighted label sum above.
    long walk() {
        long here = ((long) (label & 0xFFFF) << 32) + 1;
        if (left == null) {
            return here;
        }
        return here + left.walk() + right.walk();
    }
}

public class BinaryTrees {
    static final String NAME = "BinaryTrees";
    // Waves of short-lived trees per size.
    static final int[] PARAMS = {2, 20, 200};
    static final long[] CHECKSUMS = {5993681492621625407L, -2278421344676527489L, 2212986633540950271L};

    static final int LONG_LIVED_DEPTH = 15;
    static final int MIN_DEPTH = 4;
    static final int MAX_DEPTH = 12;

    static long kernel(int waves) {
        TreeNode keep = TreeNode.grow(LONG_LIVED_DEPTH, 1);
        long fold = 0;
        for (int w = 0; w < waves; w++) {
            for (int depth = MIN_DEPTH; depth <= MAX_DEPTH; depth += 2) {
                int trees = 1 << (MAX_DEPTH - depth + 1);
                long sum = 0;
                for (int t = 0; t < trees; t++) {
                    sum += TreeNode.grow(depth, t + w).walk();
                }
                fold = fold * 31 + sum;
            }
        }
        return fold * 31 + keep.walk();
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, BinaryTrees::kernel);
    }
}
