// Checks class objects across real collections: fields a class object caches (its name, an enum's constants) keep pointing at the right objects while those move, identity hashes and == of class objects hold, a weak reference to a loaded class is never cleared, and classes loaded between collections come out whole.
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;

public class GcClassObjects {
    enum Color { RED, GREEN, BLUE }
    static final class Late1 { static int value = 11; }
    static final class Late2 { static int value = 22; }
    static final class Late3 { static int value = 33; }

    static Object[] garbage(int n) {
        Object[] junk = new Object[n];
        for (int i = 0; i < n; i++) junk[i] = new int[i % 17];
        return junk;
    }

    public static void main(String[] args) throws Exception {
        Class<?>[] classes = {GcClassObjects.class, Color.class, String.class, HashMap.class, int[].class, Object[].class};
        int[] hashes = new int[classes.length];
        for (int i = 0; i < classes.length; i++) hashes[i] = System.identityHashCode(classes[i]);
        WeakReference<Class<?>> weak = new WeakReference<>(Late1.class);
        Map<Class<?>, Integer> byClass = new HashMap<>();
        for (int i = 0; i < classes.length; i++) byClass.put(classes[i], i);

        StringBuilder names = new StringBuilder();
        for (int round = 0; round < 40; round++) {
            garbage(200);
            // The name is cached in the class object the first time: a new
            // string held by an old (or permanent) object.
            for (Class<?> c : classes) names.append(c.getName().length()).append(',');
            Color c = Color.valueOf(round % 2 == 0 ? "GREEN" : "BLUE");
            names.append(c.ordinal()).append(';');
            if (round % 10 == 0) System.gc();
        }
        System.out.println(names.length() + " " + names.substring(0, 40));

        boolean sameHashes = true;
        for (int i = 0; i < classes.length; i++) sameHashes &= System.identityHashCode(classes[i]) == hashes[i];
        System.out.println("identity hashes kept: " + sameHashes);
        boolean mapOk = true;
        for (int i = 0; i < classes.length; i++) mapOk &= byClass.get(classes[i]) == i;
        System.out.println("class keys found: " + mapOk);
        System.gc();
        System.out.println("weak reference to a loaded class: " + (weak.get() == Late1.class) + " " + Late1.value);

        // Classes loaded while the heap churns.
        int sum = 0;
        garbage(500);
        sum += Late2.value;
        garbage(500);
        Class<?> late3 = Class.forName("GcClassObjects$Late3");
        sum += Late3.value + (late3 == Late3.class ? 0 : 1000);
        System.gc();
        System.out.println("late classes: " + sum + " " + Late2.class.getSimpleName() + " " + Late3.class.getName());
        System.out.println("enum: " + Color.valueOf("RED") + " " + Color.values().length + " " + Color.class.getEnumConstants()[2]);
    }
}
