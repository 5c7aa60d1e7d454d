// Checks that identity hash codes stay the same across collections (System.gc() and allocation pressure, which moving collectors use to move objects), also for objects hashed only after a collection, locked while hashed, or used as IdentityHashMap and HashMap keys.
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

public class GcIdentityHash {
    static final class Plain {
        final int id;
        Plain link;
        Plain(int id) { this.id = id; }
    }

    static Object make(int i) {
        switch (i % 6) {
            case 0: return new Object();
            case 1: return new Plain(i);
            case 2: return new int[i % 7];
            case 3: return new Object[] {null, "x"};
            case 4: return new StringBuilder("sb").append(i);
            default: return new long[1];
        }
    }

    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new Plain(i);
        }
    }

    static int[] identityHashes(Object[] objs) {
        int[] h = new int[objs.length];
        for (int i = 0; i < objs.length; i++) h[i] = System.identityHashCode(objs[i]);
        return h;
    }

    static String compare(String label, Object[] objs, int[] ids, int[] hashes) {
        int sameId = 0, diffId = 0, sameHash = 0, diffHash = 0;
        for (int i = 0; i < objs.length; i++) {
            if (System.identityHashCode(objs[i]) == ids[i]) sameId++; else diffId++;
            if (objs[i].hashCode() == hashes[i]) sameHash++; else diffHash++;
        }
        return label + ": identity same " + sameId + " changed " + diffId + ", hashCode same " + sameHash + " changed " + diffHash;
    }

    public static void main(String[] args) {
        int n = 600;
        Object[] objs = new Object[n];
        for (int i = 0; i < n; i++) objs[i] = make(i);
        int[] ids = identityHashes(objs);
        int[] hashes = new int[n];
        for (int i = 0; i < n; i++) hashes[i] = objs[i].hashCode();
        int plainAgree = 0;
        for (int i = 0; i < n; i++) if (objs[i] instanceof Plain && hashes[i] == ids[i]) plainAgree++;
        System.out.println("Plain objects whose hashCode is the identity hash: " + plainAgree);

        System.gc();
        System.out.println(compare("after System.gc()", objs, ids, hashes));
        churn(1000);
        System.out.println(compare("after allocation", objs, ids, hashes));
        for (int i = 0; i < 3; i++) { System.gc(); churn(200); }
        System.out.println(compare("after more collections", objs, ids, hashes));

        // Objects first hashed only after they have survived (and maybe moved through) collections.
        Object[] late = new Object[200];
        for (int i = 0; i < late.length; i++) late[i] = make(i + 1);
        System.gc();
        churn(300);
        int[] lateIds = identityHashes(late);
        int[] lateHashes = new int[late.length];
        for (int i = 0; i < late.length; i++) lateHashes[i] = late[i].hashCode();
        System.gc();
        churn(300);
        System.out.println(compare("hashed late", late, lateIds, lateHashes));

        // Hashing and locking the same object, collecting while the lock is held.
        Plain locked = new Plain(7);
        int before = System.identityHashCode(locked);
        int inside;
        synchronized (locked) {
            System.gc();
            churn(100);
            inside = System.identityHashCode(locked);
            synchronized (locked) {
                System.gc();
                inside = inside == System.identityHashCode(locked) ? inside : -inside;
            }
        }
        System.gc();
        System.out.println("locked object: stable " + (before == inside && before == System.identityHashCode(locked)));

        // Identity-keyed maps must still find every key after the keys may have moved.
        IdentityHashMap<Object, Integer> identity = new IdentityHashMap<>();
        HashMap<Object, Integer> hashed = new HashMap<>();
        Object[] keys = new Object[300];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i % 2 == 0 ? new Object() : new Plain(i);
            identity.put(keys[i], i);
            hashed.put(keys[i], i * 10);
        }
        System.gc();
        churn(500);
        System.gc();
        int foundIdentity = 0, foundHashed = 0;
        for (int i = 0; i < keys.length; i++) {
            Integer a = identity.get(keys[i]);
            Integer b = hashed.get(keys[i]);
            if (a != null && a == i) foundIdentity++;
            if (b != null && b == i * 10) foundHashed++;
        }
        int strangers = 0;
        for (int i = 0; i < 50; i++) {
            Object other = new Object();
            if (identity.containsKey(other) || hashed.containsKey(other)) strangers++;
        }
        System.out.println("IdentityHashMap found " + foundIdentity + ", HashMap found " + foundHashed
                + ", sizes " + identity.size() + "/" + hashed.size() + ", strangers " + strangers);
        for (int i = 0; i < keys.length; i += 3) { identity.remove(keys[i]); hashed.remove(keys[i]); }
        System.gc();
        int remaining = 0;
        for (Map.Entry<Object, Integer> e : identity.entrySet()) if (keys[e.getValue()] == e.getKey()) remaining++;
        System.out.println("after removals: identity entries matching " + remaining + ", hashed size " + hashed.size());
        System.out.println(compare("first objects at the end", objs, ids, hashes));
    }
}
