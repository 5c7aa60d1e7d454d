// A GC-heavy program for the agent tests: short-lived lists and arrays,
// a ring of survivors that lives across collections (so generational
// promotes and the others move or keep old objects), large arrays that
// bypass the allocation buffers, and a cycle that only tracing frees.
// Prints a checksum, so a collector that loses an object shows.
public class GcChurn {
  static final class Node {
    final int value;
    Node next;
    Node(int value, Node next) {
      this.value = value;
      this.next = next;
    }
  }

  static Object[] survivors = new Object[64];

  static long list(int n) {
    Node head = null;
    for (int i = 0; i < n; i++) head = new Node(i, head);
    long sum = 0;
    for (Node p = head; p != null; p = p.next) sum += p.value;
    return sum;
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    long sum = 0;
    for (int r = 0; r < rounds; r++) {
      sum += list(50);
      int[] small = new int[r % 17 + 1];
      small[small.length - 1] = r;
      sum += small[small.length - 1];
      if (r % 25 == 0) {
        byte[] large = new byte[20000];  // larger than a buffer's object limit
        large[large.length - 1] = (byte) r;
        sum += large[large.length - 1];
      }
      // A cycle of two, dropped at once: reference counting needs its trace.
      Node a = new Node(1, null);
      a.next = new Node(2, a);
      sum += a.next.value;
      survivors[r % survivors.length] = new StringBuilder("round ").append(r).toString();
      if (r % 50 == 49) System.gc();
    }
    for (Object o : survivors) sum += o == null ? 0 : o.hashCode() % 7;
    System.out.println("checksum " + sum);
  }
}
