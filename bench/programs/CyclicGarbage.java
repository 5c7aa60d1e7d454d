// bench-options: -Xmx8m
//
// Loupe benchmark (GC-heavy): garbage in reference cycles. Every step builds a
// cluster of three cyclic structures of varying size: a singly linked ring
// (length 1 to 48; length 1 is a self-loop), a doubly linked list (every
// neighbour pair is a 2-cycle) and a small directed graph whose vertices hold
// tree edges, back edges to ancestors and cross edges in an edge array. The
// graph's root points back at its cluster, and clusters built one after the
// other point at each other, so the clusters themselves lie on cycles. A
// moving window of the most recent clusters stays reachable; the cluster that
// leaves the window is traversed once more (every structure checked) and
// dropped, so nearly all the garbage is cyclic: reference counting alone can
// never free it, a tracing collector (or a cycle collector) has to. The
// checksum folds every traversal.
//
// usage: CyclicGarbage [s1|s10|s100|param=<clusters>]   (default s10)
// prints: bench CyclicGarbage size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class RingNode {
    RingNode next;
    int value;

    RingNode(int value) {
        this.value = value;
    }
}

final class ListNode {
    ListNode prev;
    ListNode next;
    int value;

    ListNode(int value) {
        this.value = value;
    }
}

final class Vertex {
    Vertex[] out;
    Vertex parent;
    Cluster owner;  // only the root's is set: the graph points back at its cluster
    int id;
    int mark;

    Vertex(int id, int degree) {
        this.id = id;
        this.out = new Vertex[degree];
    }
}

final class Cluster {
    RingNode ring;
    ListNode head;
    ListNode tail;
    Vertex root;
    Cluster partner;  // the cluster built just before or just after this one
    int serial;
    int ringLength;
    int listLength;
    int vertices;
}

public class CyclicGarbage {
    static final String NAME = "CyclicGarbage";
    // Clusters built per size.
    static final int[] PARAMS = {2_000, 20_000, 200_000};
    static final long[] CHECKSUMS = {3969995685473576600L, -6239542174859168560L, 181664078425018404L};

    static final int WINDOW = 600;

    static long seed;
    static int epoch;
    static Vertex[] stack = new Vertex[64];

    static int next(int bound) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) ((seed >>> 33) % bound);
    }

    static RingNode buildRing(int length, int base) {
        RingNode first = new RingNode(base);
        RingNode last = first;
        for (int k = 1; k < length; k++) {
            RingNode node = new RingNode(base + k * 7);
            last.next = node;
            last = node;
        }
        last.next = first;  // closes the cycle (a self-loop when length is 1)
        return first;
    }

    static void buildList(Cluster c, int length, int base) {
        ListNode head = new ListNode(base);
        ListNode tail = head;
        for (int k = 1; k < length; k++) {
            ListNode node = new ListNode(base ^ (k * 13));
            node.prev = tail;
            tail.next = node;
            tail = node;
        }
        c.head = head;
        c.tail = tail;
    }

    // Vertex k > 0 hangs below a random earlier vertex; each vertex has, besides
    // its tree edges, an edge back to an ancestor and one to any vertex.
    static Vertex buildGraph(int n, int base) {
        Vertex[] vs = new Vertex[n];
        int[] children = new int[n];
        int[] parents = new int[n];
        for (int k = 1; k < n; k++) {
            int p = next(k);
            parents[k] = p;
            children[p]++;
        }
        for (int k = 0; k < n; k++) {
            vs[k] = new Vertex(base + k, children[k] + 2);
        }
        int[] filled = new int[n];
        for (int k = 1; k < n; k++) {
            Vertex p = vs[parents[k]];
            vs[k].parent = p;
            p.out[filled[parents[k]]++] = vs[k];
        }
        for (int k = 0; k < n; k++) {
            Vertex v = vs[k];
            Vertex up = v;
            int steps = 1 + next(3);
            for (int s = 0; s < steps && up.parent != null; s++) {
                up = up.parent;
            }
            v.out[filled[k]] = up;  // back edge (a self-loop at the root)
            v.out[filled[k] + 1] = vs[next(n)];
        }
        return vs[0];
    }

    static Cluster build(int serial) {
        Cluster c = new Cluster();
        c.serial = serial;
        c.ringLength = 1 + next(48);
        c.listLength = 2 + next(40);
        c.vertices = 3 + next(30);
        c.ring = buildRing(c.ringLength, serial);
        buildList(c, c.listLength, serial * 3);
        c.root = buildGraph(c.vertices, serial * 5);
        c.root.owner = c;
        return c;
    }

    static long checkRing(RingNode first, int length) {
        long sum = 0;
        int count = 0;
        RingNode node = first;
        do {
            sum = sum * 7 + node.value;
            count++;
            node = node.next;
        } while (node != first);
        if (count != length) {
            throw new IllegalStateException("ring length " + count + ", expected " + length);
        }
        return sum;
    }

    static long checkList(Cluster c) {
        long sum = 0;
        int forward = 0;
        for (ListNode node = c.head; node != null; node = node.next) {
            sum += node.value * (long) ++forward;
        }
        int backward = 0;
        for (ListNode node = c.tail; node != null; node = node.prev) {
            sum ^= (long) node.value << (++backward & 31);
        }
        if (forward != c.listLength || backward != c.listLength) {
            throw new IllegalStateException("list lengths " + forward + "/" + backward + ", expected " + c.listLength);
        }
        return sum;
    }

    // Depth-first over every edge; each vertex is counted once per traversal.
    static long checkGraph(Cluster c) {
        int mark = ++epoch;
        long sum = 0;
        int seen = 0;
        int sp = 0;
        stack[sp++] = c.root;
        c.root.mark = mark;
        while (sp > 0) {
            Vertex v = stack[--sp];
            seen++;
            sum = sum * 3 + v.id;
            for (Vertex w : v.out) {
                sum += w.id & 0xFF;
                if (w.mark != mark) {
                    w.mark = mark;
                    if (sp == stack.length) {
                        Vertex[] bigger = new Vertex[sp * 2];
                        System.arraycopy(stack, 0, bigger, 0, sp);
                        stack = bigger;
                    }
                    stack[sp++] = w;
                }
            }
        }
        if (seen != c.vertices || c.root.owner != c) {
            throw new IllegalStateException("graph of " + seen + " vertices, expected " + c.vertices);
        }
        return sum;
    }

    static long check(Cluster c) {
        long sum = c.serial;
        sum = sum * 31 + checkRing(c.ring, c.ringLength);
        sum = sum * 31 + checkList(c);
        sum = sum * 31 + checkGraph(c);
        return sum * 31 + (c.partner == null ? -1 : c.partner.serial);
    }

    static long kernel(int clusters) {
        seed = 12345;
        epoch = 0;
        Cluster[] window = new Cluster[WINDOW];
        long fold = 0;
        for (int i = 0; i < clusters; i++) {
            Cluster c = build(i);
            if ((i & 1) == 1) {
                // pair with the previous cluster: a cycle across two clusters
                Cluster previous = window[(i - 1) % WINDOW];
                c.partner = previous;
                previous.partner = c;
            }
            int slot = i % WINDOW;
            Cluster old = window[slot];
            if (old != null) {
                fold = fold * 31 + check(old);
            }
            window[slot] = c;
        }
        for (int k = 0; k < WINDOW; k++) {
            if (window[k] != null) {
                fold = fold * 31 + check(window[k]);
            }
        }
        return fold;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, CyclicGarbage::kernel);
    }
}
