// Checks local and anonymous classes: capturing effectively final locals and parameters, instance initializers, constructor arguments, and class names.
import java.util.ArrayList;
import java.util.List;

public class LocalAnonClasses {
    interface Op { int apply(int x); }

    static abstract class Named {
        final String name;
        Named(String name) { this.name = name; }
        abstract String describe();
    }

    private int field = 1000;

    List<Op> makeOps(int base) {
        List<Op> ops = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int captured = i;
            long big = 1L << 40;
            double frac = 0.5;
            ops.add(new Op() {
                int calls;
                { calls = 100; }
                public int apply(int x) {
                    calls++;
                    return x + base + captured * 10 + field + (int) (big >> 40) + (int) (frac * 2) + calls;
                }
            });
        }
        return ops;
    }

    static String localClass(String prefix) {
        int count = prefix.length();
        class Local {
            final String text;
            Local(String t) { text = prefix + ":" + t + ":" + count; }
            @Override public String toString() { return text; }
        }
        return new Local("a") + " " + new Local("bb") + " simple=" + Local.class.getSimpleName()
                + " local=" + Local.class.getName().startsWith("LocalAnonClasses$");
    }

    public static void main(String[] args) {
        LocalAnonClasses o = new LocalAnonClasses();
        for (Op op : o.makeOps(7)) System.out.println(op.apply(1) + " " + op.apply(1));
        System.out.println(localClass("pre"));
        String suffix = "!";
        Named n = new Named("anon") {
            @Override String describe() { return "I am " + name + suffix; }
        };
        System.out.println(n.describe());
        System.out.println("anonymous simple name is empty: [" + n.getClass().getSimpleName() + "] super="
                + n.getClass().getSuperclass().getSimpleName());
        Runnable r = new Runnable() {
            int times = 0;
            public void run() {
                times++;
                System.out.println("run " + times);
            }
        };
        r.run();
        r.run();
        Object overrides = new Object() {
            @Override public String toString() { return "custom toString of anonymous Object"; }
        };
        System.out.println(overrides);
    }
}
