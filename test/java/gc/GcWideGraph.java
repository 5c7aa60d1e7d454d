// Checks wide object graphs across collections: one array holding thousands of references with shared targets, an object with many reference fields, and a tree with a large fan-out.
public class GcWideGraph {
    static final class Box {
        final int id;
        Box(int id) { this.id = id; }
    }

    static final class Wide {
        Object f00, f01, f02, f03, f04, f05, f06, f07, f08, f09;
        Object f10, f11, f12, f13, f14, f15, f16, f17, f18, f19;
        Object f20, f21, f22, f23, f24, f25, f26, f27, f28, f29;
        Object f30, f31, f32, f33, f34, f35, f36, f37, f38, f39;
        int tag;
        long stamp;

        Object[] all() {
            return new Object[] {f00, f01, f02, f03, f04, f05, f06, f07, f08, f09,
                                 f10, f11, f12, f13, f14, f15, f16, f17, f18, f19,
                                 f20, f21, f22, f23, f24, f25, f26, f27, f28, f29,
                                 f30, f31, f32, f33, f34, f35, f36, f37, f38, f39};
        }
    }

    static final class Fan {
        final Fan[] kids;
        final int id;
        Fan(int id, int width) { this.id = id; this.kids = new Fan[width]; }
    }

    static String check(Object[] wide, Box[] shared) {
        long sum = 0;
        int sameAsPrevious = 0, sharedHits = 0, nulls = 0;
        for (int i = 0; i < wide.length; i++) {
            Object o = wide[i];
            if (o == null) { nulls++; continue; }
            sum += ((Box) o).id;
            if (i > 0 && o == wide[i - 1]) sameAsPrevious++;
            for (Box s : shared) if (o == s) { sharedHits++; break; }
        }
        return "sum=" + sum + " sameAsPrevious=" + sameAsPrevious + " shared=" + sharedHits + " nulls=" + nulls;
    }

    static Wide makeWide(Box[] shared) {
        Wide w = new Wide();
        w.tag = 77;
        w.stamp = 1234567890123L;
        w.f00 = new Box(1000); w.f01 = shared[0]; w.f02 = new Box(1002); w.f03 = "three";
        w.f04 = new int[] {4, 4}; w.f05 = w; w.f06 = new Box(1006); w.f07 = shared[1];
        w.f08 = new Box(1008); w.f09 = new Box(1009); w.f10 = w.f00; w.f11 = new Box(1011);
        w.f12 = new Box(1012); w.f13 = null; w.f14 = new Box(1014); w.f15 = new Box(1015);
        w.f16 = shared[2]; w.f17 = new Box(1017); w.f18 = new Box(1018); w.f19 = new Box(1019);
        w.f20 = new Box(1020); w.f21 = new Box(1021); w.f22 = new long[] {22L}; w.f23 = new Box(1023);
        w.f24 = new Box(1024); w.f25 = shared[3]; w.f26 = new Box(1026); w.f27 = new Box(1027);
        w.f28 = new Box(1028); w.f29 = new Box(1029); w.f30 = new Box(1030); w.f31 = null;
        w.f32 = new Box(1032); w.f33 = new Box(1033); w.f34 = new Box(1034); w.f35 = new Box(1035);
        w.f36 = new Box(1036); w.f37 = new Box(1037); w.f38 = new Box(1038); w.f39 = w.f38;
        return w;
    }

    static String checkWide(Wide w, Box[] shared) {
        Object[] all = w.all();
        long sum = 0;
        int boxes = 0, nulls = 0, others = 0;
        for (Object o : all) {
            if (o == null) nulls++;
            else if (o instanceof Box) { boxes++; sum += ((Box) o).id; }
            else others++;
        }
        boolean links = w.f05 == w && w.f10 == w.f00 && w.f39 == w.f38 && w.f01 == shared[0] && w.f25 == shared[3]
                && "three".equals(w.f03) && ((int[]) w.f04)[1] == 4 && ((long[]) w.f22)[0] == 22L;
        return "boxes=" + boxes + " sum=" + sum + " nulls=" + nulls + " others=" + others + " links=" + links
                + " tag=" + w.tag + " stamp=" + w.stamp;
    }

    static Fan buildFan(int width, int depth, int[] counter) {
        Fan f = new Fan(counter[0]++, depth == 0 ? 0 : width);
        for (int i = 0; i < f.kids.length; i++) f.kids[i] = buildFan(width, depth - 1, counter);
        return f;
    }

    static long walkFan(Fan f) {
        long s = f.id;
        for (Fan k : f.kids) if (k != null) s += walkFan(k) * 3 % 1000003;
        return s;
    }

    public static void main(String[] args) {
        Box[] shared = new Box[10];
        for (int i = 0; i < shared.length; i++) shared[i] = new Box(-i - 1);

        Object[] wide = new Object[2000];
        for (int i = 0; i < wide.length; i++) {
            if (i % 7 == 0) wide[i] = shared[i % 10];
            else if (i % 5 == 0) wide[i] = wide[i - 1];
            else if (i % 11 == 0) wide[i] = null;
            else wide[i] = new Box(i);
        }
        System.out.println("filled:    " + check(wide, shared));
        System.gc();
        System.out.println("after gc:  " + check(wide, shared));

        // Replace every third slot; the old targets become garbage unless shared.
        for (int i = 0; i < wide.length; i += 3) wide[i] = new Box(i + 100000);
        System.out.println("replaced:  " + check(wide, shared));
        System.gc();
        System.out.println("after gc:  " + check(wide, shared));

        // Keep only the first half reachable through a new, shorter array.
        Object[] half = new Object[wide.length / 2];
        for (int i = 0; i < half.length; i++) half[i] = wide[i];
        wide = null;
        System.gc();
        System.out.println("half:      " + check(half, shared));

        Wide w = makeWide(shared);
        System.gc();
        System.out.println("wide object: " + checkWide(w, shared));
        for (int i = 0; i < 20; i++) makeWide(shared);   // garbage with the same shape
        w.f00 = new Box(2000);
        w.f38 = new Box(2038);
        System.gc();
        System.out.println("wide object: " + checkWide(w, shared));

        int[] counter = {0};
        Fan root = buildFan(30, 2, counter);
        System.out.println("fan nodes: " + counter[0] + " walk=" + walkFan(root));
        root.kids[5] = null;
        root.kids[17].kids[3] = root.kids[18];
        System.gc();
        System.out.println("fan after edits: walk=" + walkFan(root));
        System.out.println("half still: " + check(half, shared));
    }
}
