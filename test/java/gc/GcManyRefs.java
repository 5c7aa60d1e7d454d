// Checks objects with many incoming references (far more than 63): an array whose 1000 slots all point to one object and 100 holders whose fields point to one object lose their references one by one while the target must stay intact, then the last reference goes and a weak reference to it is cleared; static fields are replaced repeatedly.
import java.lang.ref.WeakReference;

public class GcManyRefs {
    static final class Target {
        final int id;
        final int[] data;
        Target(int id) {
            this.id = id;
            this.data = new int[] {id, id * 3, id * 7};
        }
        boolean ok() { return data[0] == id && data[1] == id * 3 && data[2] == id * 7; }
    }

    static final class Holder {
        Target target;
        Holder other;
        Holder(Target t) { target = t; }
    }

    static Target staticA;
    static Target staticB;
    static Object staticAny;

    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new int[2];
        }
    }

    // The target is created here so that no local of main holds it.
    static WeakReference<Target> fillArray(Object[] slots) {
        Target t = new Target(11);
        for (int i = 0; i < slots.length; i++) slots[i] = t;
        return new WeakReference<>(t);
    }

    static WeakReference<Target> fillHolders(Holder[] holders) {
        Target t = new Target(22);
        for (int i = 0; i < holders.length; i++) {
            holders[i] = new Holder(t);
            if (i > 0) holders[i].other = holders[i - 1];
        }
        return new WeakReference<>(t);
    }

    static int countRefs(Object[] slots, Object target) {
        int n = 0;
        for (Object o : slots) if (o == target) n++;
        return n;
    }

    public static void main(String[] args) {
        Object[] slots = new Object[1000];
        WeakReference<Target> arrayTarget = fillArray(slots);
        System.gc();
        System.out.println("array: refs " + countRefs(slots, arrayTarget.get()) + " ok " + arrayTarget.get().ok());
        int failures = 0;
        for (int i = 0; i < slots.length - 1; i++) {
            slots[i] = null;
            if (i % 37 == 0) churn(3);
            if (i % 250 == 0) System.gc();
            Target t = (Target) slots[slots.length - 1];
            if (t == null || !t.ok() || t.id != 11) failures++;
        }
        System.gc();
        Target last = (Target) slots[slots.length - 1];
        System.out.println("array: dropped 999, failures " + failures + ", remaining refs " + countRefs(slots, last)
                + ", weak still set " + (arrayTarget.get() == last) + ", ok " + last.ok());
        last = null;
        slots[slots.length - 1] = null;
        System.gc();
        System.out.println("array: all dropped, weak cleared " + (arrayTarget.get() == null));

        // Back up above the limit and down again, several times.
        Target bouncing = new Target(33);
        Object[] more = new Object[200];
        for (int cycle = 0; cycle < 5; cycle++) {
            for (int i = 0; i < more.length; i++) more[i] = bouncing;
            churn(5);
            for (int i = 0; i < more.length; i++) more[i] = null;
            churn(5);
        }
        System.gc();
        System.out.println("bouncing: ok " + bouncing.ok() + " refs in array " + countRefs(more, bouncing));

        Holder[] holders = new Holder[100];
        WeakReference<Target> holderTarget = fillHolders(holders);
        System.gc();
        failures = 0;
        for (int i = 0; i < holders.length - 1; i++) {
            if (i % 2 == 0) holders[i].target = null;   // drop the field
            else holders[i] = null;                      // drop the holder (still reachable through 'other' of the next one)
            churn(2);
            Target t = holders[holders.length - 1].target;
            if (t == null || !t.ok()) failures++;
        }
        int stillPointing = 0;
        for (Holder h = holders[holders.length - 1]; h != null; h = h.other) if (h.target != null) stillPointing++;
        System.gc();
        System.out.println("holders: failures " + failures + ", still pointing " + stillPointing + ", weak set " + (holderTarget.get() != null));
        for (Holder h = holders[holders.length - 1]; h != null; h = h.other) h.target = null;
        System.gc();
        System.out.println("holders: all fields cleared, weak cleared " + (holderTarget.get() == null));
        holders = null;

        // Static fields replaced many times; the same object in several statics at once.
        long sum = 0;
        for (int i = 0; i < 500; i++) {
            Target t = new Target(i);
            staticA = t;
            if (i % 3 == 0) staticB = t;
            staticAny = i % 5 == 0 ? (Object) new int[] {i} : (Object) staticA;
            if (i % 100 == 99) System.gc();
            sum += staticA.id + staticB.id;
        }
        System.gc();
        System.out.println("statics: A " + staticA.id + " ok " + staticA.ok() + ", B " + staticB.id + " ok " + staticB.ok()
                + ", any is A " + (staticAny == staticA) + ", sum " + sum);

        // One object referenced from 100 static-held arrays and from itself many times over.
        Object[][] rows = new Object[100][];
        Target shared = new Target(44);
        for (int r = 0; r < rows.length; r++) {
            rows[r] = new Object[] {shared, shared, null};
            rows[r][2] = rows[r];
        }
        staticAny = rows;
        shared = null;
        System.gc();
        int fine = 0;
        for (Object[] row : rows) if (row[0] == rows[0][0] && row[1] == row[0] && row[2] == row && ((Target) row[0]).ok()) fine++;
        System.out.println("rows fine " + fine + ", id " + ((Target) rows[99][1]).id);
    }
}
