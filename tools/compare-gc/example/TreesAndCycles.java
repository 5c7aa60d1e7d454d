// The program of the README's picture of loupe-compare-gc
// (tools/compare-gc/screenshot.sh): it gives each collector something to
// show. Short-lived binary trees (most objects die young: generational's
// minor collections), a live set of trees replaced slowly (objects that
// survive several collections, then die old), and rings of nodes dropped
// whole (cycles, which reference counting frees only in its backup trace).
// No System.gc(): every collection is one the heap asked for. Prints a
// checksum, the same under every collector.
//
// usage: TreesAndCycles [rounds]   (default 3000)
public class TreesAndCycles {
  static final class Node {
    Node left;
    Node right;
    final int value;

    Node(Node left, Node right, int value) {
      this.left = left;
      this.right = right;
      this.value = value;
    }
  }

  static Node tree(int depth, int value) {
    if (depth == 0) return new Node(null, null, value);
    return new Node(tree(depth - 1, value * 2), tree(depth - 1, value * 2 + 1), value);
  }

  static long sum(Node node) {
    return node == null ? 0 : node.value + sum(node.left) + sum(node.right);
  }

  // A ring of n nodes through their right fields: unreachable as a whole
  // once dropped, but every node still has a count of one.
  static Node ring(int n) {
    Node first = new Node(null, null, 0);
    Node last = first;
    for (int i = 1; i < n; i++) {
      last.right = new Node(null, null, i);
      last = last.right;
    }
    last.right = first;
    return first;
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
    Node[] liveSet = new Node[16];
    long checksum = 0;
    for (int round = 0; round < rounds; round++) {
      checksum += sum(tree(8, round));
      if (round % 10 == 0) liveSet[(round / 10) % liveSet.length] = tree(10, round);
      if (round % 4 == 0) checksum += ring(200).right.value;
      checksum += new int[round % 64 + 1].length;
    }
    for (Node node : liveSet) checksum += sum(node);
    System.out.println("checksum " + checksum);
  }
}
