// Checks weak and soft references across real collections: reachable referents are kept, unreachable ones (also in cycles, behind other weak references, or many at once) are cleared by System.gc(), and soft referents survive a normal System.gc().
import java.lang.ref.Reference;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;

public class GcWeakRefs {
    static final class Thing {
        final int id;
        Object link;
        Thing(int id) { this.id = id; }
    }

    static Thing staticStrong = new Thing(1);

    // Helpers create referents in their own frames so that no local of main keeps them alive.
    static WeakReference<Thing> weakToGarbage(int id) {
        return new WeakReference<>(new Thing(id));
    }

    static WeakReference<Thing>[] weakChain() {
        Thing outer = new Thing(10);
        Thing inner = new Thing(11);
        outer.link = inner;           // inner is reachable only through outer
        @SuppressWarnings("unchecked")
        WeakReference<Thing>[] pair = new WeakReference[] {new WeakReference<>(outer), new WeakReference<>(inner)};
        return pair;
    }

    static WeakReference<Thing> weakIntoCycle() {
        Thing a = new Thing(20);
        Thing b = new Thing(21);
        a.link = b;
        b.link = a;
        return new WeakReference<>(b);
    }

    static SoftReference<Thing> softToUnreachable() {
        return new SoftReference<>(new Thing(30));
    }

    static WeakReference<Thing> weakIntoSoft(SoftReference<Thing>[] out) {
        Thing t = new Thing(40);
        out[0] = new SoftReference<>(t);
        return new WeakReference<>(t);
    }

    // The referent is held only as the referent of another (strongly held) WeakReference.
    static WeakReference<Thing> weakBehindWeak(WeakReference<?>[] out) {
        Thing t = new Thing(50);
        out[0] = new WeakReference<>(t);
        return new WeakReference<>(t);
    }

    static String state(Reference<Thing> r) {
        Thing t = r.get();
        return t == null ? "cleared" : "kept(" + t.id + ")";
    }

    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new Thing(-i);
        }
    }

    public static void main(String[] args) {
        Thing localStrong = new Thing(2);
        WeakReference<Thing> toStatic = new WeakReference<>(staticStrong);
        WeakReference<Thing> toLocal = new WeakReference<>(localStrong);
        WeakReference<Thing> toGarbage = weakToGarbage(3);
        WeakReference<Thing>[] chain = weakChain();
        WeakReference<Thing> cycle = weakIntoCycle();
        SoftReference<Thing> soft = softToUnreachable();
        SoftReference<Thing>[] softHolder = newSoftArray();
        WeakReference<Thing> weakSoft = weakIntoSoft(softHolder);
        WeakReference<?>[] firstWeak = new WeakReference<?>[1];
        WeakReference<Thing> behindWeak = weakBehindWeak(firstWeak);
        WeakReference<WeakReference<Thing>> weakToWeak = new WeakReference<>(toLocal);

        System.out.println("before gc: static " + state(toStatic) + ", local " + state(toLocal)
                + ", soft " + state(soft) + ", weak into soft " + state(weakSoft));
        churn(200);
        System.gc();
        System.out.println("reachable through static: " + state(toStatic) + " same " + (toStatic.get() == staticStrong));
        System.out.println("reachable through local:  " + state(toLocal) + " same " + (toLocal.get() == localStrong));
        System.out.println("unreachable:              " + state(toGarbage));
        System.out.println("chain outer/inner:        " + state(chain[0]) + " " + state(chain[1]));
        System.out.println("garbage cycle:            " + state(cycle));
        System.out.println("soft to unreachable:      " + state(soft));
        System.out.println("soft holder / weak:       " + state(softHolder[0]) + " " + state(weakSoft)
                + " same " + (softHolder[0].get() == weakSoft.get()));
        System.out.println("behind weak first/second: " + (firstWeak[0].get() == null ? "cleared" : "kept") + " " + state(behindWeak));
        System.out.println("weak to strongly held weak: " + (weakToWeak.get() == toLocal));

        // Many weak references: every other referent stays strongly reachable.
        int n = 400;
        Thing[] strong = new Thing[n];
        @SuppressWarnings("unchecked")
        WeakReference<Thing>[] many = new WeakReference[n];
        for (int i = 0; i < n; i++) {
            Thing t = new Thing(1000 + i);
            many[i] = new WeakReference<>(t);
            if (i % 2 == 0) strong[i] = t;
        }
        System.gc();
        int kept = 0, cleared = 0, wrong = 0;
        for (int i = 0; i < n; i++) {
            Thing t = many[i].get();
            if (t == null) cleared++;
            else { kept++; if (t.id != 1000 + i || t != strong[i]) wrong++; }
        }
        System.out.println("many: kept " + kept + " cleared " + cleared + " wrong " + wrong);

        // Referents that survive several collections (and so grow old) and are then dropped.
        Thing aging = new Thing(70);
        WeakReference<Thing> agingRef = new WeakReference<>(aging);
        for (int i = 0; i < 3; i++) { churn(100); System.gc(); }
        System.out.println("aged while held: " + state(agingRef));
        aging = null;
        for (int i = 0; i < 400; i += 2) strong[i] = null;
        System.gc();
        int stillKept = 0;
        for (int i = 0; i < n; i++) if (many[i].get() != null) stillKept++;
        System.out.println("aged after drop: " + state(agingRef) + ", many still kept " + stillKept);

        // Clearing by hand and the strong ones at the end.
        toLocal.clear();
        System.out.println("after clear: " + state(toLocal) + " local " + localStrong.id + " static " + staticStrong.id);
    }

    @SuppressWarnings("unchecked")
    static SoftReference<Thing>[] newSoftArray() {
        return new SoftReference[1];
    }
}
