// loupe-test: jvm-options -Xmx16m
// Checks cyclic garbage: rings, doubly linked lists, self-references and array cycles are created and dropped in a loop, while surviving cycles (held by a static, a local, or only through a garbage-free path) stay intact.
public class GcCycles {
    static final class Ring {
        Ring next;
        final int id;
        Object payload;
        Ring(int id) { this.id = id; }
    }

    static final class DNode {
        DNode prev, next;
        final int id;
        DNode(int id) { this.id = id; }
    }

    static final class Self {
        Self me;
        Self partner;
        int[] data = new int[4];
    }

    static Ring survivor;   // a ring kept alive only through this static

    static Ring makeRing(int base, int n) {
        Ring first = new Ring(base);
        Ring last = first;
        for (int i = 1; i < n; i++) {
            Ring r = new Ring(base + i);
            last.next = r;
            last = r;
        }
        last.next = first;
        return first;
    }

    static DNode makeDList(int n) {
        DNode head = new DNode(0);
        DNode tail = head;
        for (int i = 1; i < n; i++) {
            DNode d = new DNode(i);
            d.prev = tail;
            tail.next = d;
            tail = d;
        }
        head.prev = tail;       // close it into a ring too
        tail.next = head;
        return head;
    }

    static String ringInfo(Ring r) {
        if (r == null) return "null";
        int n = 0;
        long sum = 0;
        Ring p = r;
        do {
            n++;
            sum += p.id;
            p = p.next;
            if (n > 100000) return "broken";
        } while (p != r);
        return "size=" + n + " sum=" + sum;
    }

    static String dlistInfo(DNode h) {
        int n = 0;
        long sum = 0;
        boolean linksOk = true;
        DNode p = h;
        do {
            if (p.next.prev != p || p.prev.next != p) linksOk = false;
            n++;
            sum += p.id;
            p = p.next;
        } while (p != h && n < 100000);
        return "size=" + n + " sum=" + sum + " links=" + linksOk;
    }

    public static void main(String[] args) {
        survivor = makeRing(5000, 50);
        Ring localCycle = makeRing(7000, 20);
        DNode keptList = makeDList(30);
        Self keptSelf = new Self();
        keptSelf.me = keptSelf;
        keptSelf.data[2] = 42;
        Object[] selfArray = new Object[3];
        selfArray[0] = selfArray;
        selfArray[1] = "array cycle";
        selfArray[2] = new Object[] {selfArray};

        long made = 0;
        for (int round = 0; round < 600; round++) {
            Ring garbageRing = makeRing(round * 100, 6);
            garbageRing.payload = new long[] {round};
            DNode garbageList = makeDList(5);
            Self a = new Self();
            Self b = new Self();
            a.me = a;
            a.partner = b;
            b.partner = a;
            b.me = b;
            Object[] arr = new Object[2];
            arr[0] = arr;
            arr[1] = garbageRing;
            garbageRing.next.payload = arr;     // ring -> array -> ring
            made += 6 + 5 + 2 + 1;
            if (round % 200 == 199) {
                System.gc();
                System.out.println("round " + (round + 1) + ": survivor " + ringInfo(survivor) + ", local " + ringInfo(localCycle));
            }
        }
        System.out.println("garbage cycle objects made: " + made);

        // More cyclic garbage than the 16 MB heap holds: it must be reclaimed, not just the acyclic part.
        long bytes = 0;
        for (int round = 0; round < 400; round++) {
            Ring big = makeRing(round, 4);
            Ring q = big;
            for (int i = 0; i < 4; i++) {
                long[] block = new long[2048];
                block[2047] = round;
                q.payload = block;
                q = q.next;
                bytes += 8 * 2048;
            }
        }
        System.out.println("big cyclic garbage MB: " + bytes / (1024 * 1024));

        // A surviving cycle that points at an acyclic structure which must also survive.
        localCycle.payload = new int[] {1, 2, 3};
        localCycle.next.next.payload = makeDList(4);
        // Break the survivor ring: most of it becomes an acyclic garbage chain, the rest a new smaller ring.
        Ring p = survivor;
        for (int i = 0; i < 9; i++) p = p.next;
        p.next = survivor;      // survivor ring is now 10 nodes
        System.gc();
        for (int i = 0; i < 300; i++) { Object junk = new int[8]; }
        System.gc();
        System.out.println("survivor " + ringInfo(survivor));
        System.out.println("local " + ringInfo(localCycle) + " payload " + ((int[]) localCycle.payload)[2]
                + " inner " + dlistInfo((DNode) localCycle.next.next.payload));
        System.out.println("kept list " + dlistInfo(keptList));
        System.out.println("kept self " + (keptSelf.me == keptSelf) + " " + keptSelf.data[2]);
        System.out.println("self array " + (selfArray[0] == selfArray) + " " + selfArray[1]
                + " " + (((Object[]) selfArray[2])[0] == selfArray));

        // Drop the survivors too, then make sure allocation continues normally.
        survivor = null;
        localCycle = null;
        keptList = null;
        System.gc();
        Ring fresh = makeRing(1, 100);
        System.gc();
        System.out.println("fresh " + ringInfo(fresh));
    }
}
