// loupe-test: jvm-options -Xmx8m
// loupe-test: compare-stderr
// Checks that an uncaught OutOfMemoryError from filling the heap with many small objects prints HotSpot's "Java heap space" line and its stack trace, and exits 1.
public class OomUncaughtObjects {
    static final class Node {
        final Node next;
        final long a, b, c, d, e, f, g, h, i, j, k, l, m, n;

        Node(Node next, long v) {
            this.next = next;
            a = b = c = d = e = f = g = h = i = j = k = l = m = n = v;
        }
    }

    static Node chain(Node head) {
        for (long v = 0; ; v++) head = new Node(head, v);
    }

    public static void main(String[] args) {
        System.out.println("filling the heap with small objects");
        System.out.println(chain(null) != null);
    }
}
