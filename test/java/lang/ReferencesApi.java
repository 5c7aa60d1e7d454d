// Checks WeakReference/SoftReference basics that do not depend on GC timing: get while strongly reachable, clear(), null referents, and that gc() keeps reachable referents.
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;

public class ReferencesApi {
    public static void main(String[] args) {
        String strong = new String("kept alive");
        WeakReference<String> weak = new WeakReference<>(strong);
        SoftReference<int[]> soft = new SoftReference<>(new int[]{1, 2, 3});
        System.out.println("weak get: " + weak.get() + " same " + (weak.get() == strong));
        int[] fromSoft = soft.get();
        System.out.println("soft get length: " + (fromSoft == null ? "cleared" : String.valueOf(fromSoft.length)));
        System.gc();
        System.out.println("after gc, strongly reachable still there: " + (weak.get() == strong));
        weak.clear();
        System.out.println("after clear: " + weak.get());
        WeakReference<Object> none = new WeakReference<>(null);
        System.out.println("null referent: " + none.get());
        // A weak reference to an unreachable object may be cleared at any time: only check that get() returns it or null.
        WeakReference<Object> maybe = new WeakReference<>(new Object());
        for (int i = 0; i < 5; i++) { byte[] garbage = new byte[1 << 20]; garbage[0] = 1; }
        System.gc();
        Object got = maybe.get();
        System.out.println("unreachable referent is null or an Object: " + (got == null || got.getClass() == Object.class));
        System.out.println("strong still usable: " + strong.length());
    }
}
