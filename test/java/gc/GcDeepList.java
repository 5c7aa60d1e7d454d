// Checks deep object graphs across collections: long singly linked lists built at the head and at the tail, reversed in place, dropped and rebuilt, chains of arrays, and a deep Java recursion whose frames hold the nodes.
public class GcDeepList {
    static final class Node {
        Node next;
        final int value;
        Node(Node next, int value) { this.next = next; this.value = value; }
    }

    static Node buildAtHead(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(head, i);
        return head;
    }

    static Node buildAtTail(int n) {
        Node head = new Node(null, 0);
        Node tail = head;
        for (int i = 1; i < n; i++) {
            Node fresh = new Node(null, i);
            tail.next = fresh;          // an older node points at a newer one
            tail = fresh;
        }
        return head;
    }

    static String describe(Node head) {
        int count = 0;
        long sum = 0;
        long weighted = 0;
        int first = head == null ? -1 : head.value;
        int last = -1;
        for (Node p = head; p != null; p = p.next) {
            count++;
            sum += p.value;
            weighted += (long) count * p.value;
            last = p.value;
        }
        return "count=" + count + " sum=" + sum + " weighted=" + weighted + " first=" + first + " last=" + last;
    }

    static Node reverse(Node head) {
        Node prev = null;
        while (head != null) {
            Node next = head.next;
            head.next = prev;
            prev = head;
            head = next;
        }
        return prev;
    }

    // A chain of two-element arrays: {Integer value, next chain}.
    static Object[] buildArrayChain(int n) {
        Object[] head = null;
        for (int i = 0; i < n; i++) head = new Object[] {Integer.valueOf(i * 3), head};
        return head;
    }

    static long sumArrayChain(Object[] head) {
        long sum = 0;
        int count = 0;
        for (Object[] p = head; p != null; p = (Object[]) p[1]) {
            sum += (Integer) p[0];
            count++;
        }
        return sum * 100000L + count;
    }

    // Each frame allocates a node and keeps it in a local; the deepest frame collects.
    static long recurse(int depth, Node below) {
        Node mine = new Node(below, depth);
        int[] scratch = new int[] {depth, depth * 2};
        long result;
        if (depth == 0) {
            System.gc();
            for (int i = 0; i < 50; i++) { Object garbage = new int[16]; }
            result = 0;
            for (Node p = mine; p != null; p = p.next) result += p.value;
        } else {
            result = recurse(depth - 1, mine);
        }
        if (mine.value != depth || mine.next != below || scratch[0] != depth || scratch[1] != depth * 2) {
            System.out.println("frame " + depth + " corrupted");
        }
        return result;
    }

    public static void main(String[] args) {
        Node list = buildAtHead(2500);
        System.out.println("built at head: " + describe(list));
        System.gc();
        System.out.println("after gc:      " + describe(list));
        list = reverse(list);
        System.gc();
        System.out.println("reversed:      " + describe(list));
        list = null;
        System.gc();

        for (int round = 0; round < 3; round++) {
            Node tmp = buildAtTail(600 + round * 200);
            System.out.println("round " + round + " at tail: " + describe(tmp));
            tmp = null;
            System.gc();
        }

        Node kept = buildAtTail(1200);
        Node dropped = buildAtHead(800);
        dropped = null;
        System.gc();
        // Cut the kept list in the middle: the second half becomes garbage.
        Node p = kept;
        for (int i = 0; i < 599; i++) p = p.next;
        p.next = null;
        for (int i = 0; i < 200; i++) { Object garbage = new Node(null, i); }
        System.gc();
        System.out.println("cut list:      " + describe(kept));

        Object[] chain = buildArrayChain(800);
        System.gc();
        System.out.println("array chain: " + sumArrayChain(chain));

        long total = recurse(400, null);
        System.out.println("recursion total: " + total);
        System.out.println("kept after everything: " + describe(kept));
    }
}
