// Work for -verbose:gc under every collector (verbose_gc_test.py): short-
// lived garbage, which fills a young generation or a reference-counting
// batch, a cycle that only a trace can free, a table that survives, then
// System.gc(), which collects the whole heap.
public class GcLog {
    static final class Node {
        Node next;
        final byte[] payload = new byte[48];
    }

    public static void main(String[] args) {
        Object[] kept = new Object[256];
        long checksum = 0;
        for (int round = 0; round < 40; round++) {
            for (int i = 0; i < 2000; i++) {
                byte[] garbage = new byte[256];
                garbage[i % 256] = (byte) i;
                checksum += garbage[i % 256];
                if (i % 100 == 0) kept[(round * 20 + i / 100) % kept.length] = garbage;
            }
            Node a = new Node();
            Node b = new Node();
            a.next = b;
            b.next = a;  // a cycle, dropped at once
        }
        System.gc();
        System.out.println("checksum " + checksum + ", kept " + kept.length);
    }
}
