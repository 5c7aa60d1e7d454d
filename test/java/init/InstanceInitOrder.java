// Checks instance initialization order: super constructor first, field initializers and instance blocks in textual order, this(...) chaining, virtual calls from a super constructor.
public class InstanceInitOrder {
    static StringBuilder log = new StringBuilder();

    static int note(String s, int v) { log.append(s).append(' '); return v; }

    static class Base {
        int baseField = note("Base.field", 1);
        { note("Base.block", 0); }
        Base() {
            note("Base()", 0);
            describe();   // virtual call before the subclass is initialized
        }
        void describe() { note("Base.describe", 0); }
    }

    static class Sub extends Base {
        int x = note("Sub.x", 10);
        String s = "set";
        final int fin;
        { note("Sub.block1(x=" + x + ")", 0); }
        Sub() {
            this(5);
            note("Sub()", 0);
        }
        Sub(int f) {
            super();
            fin = f;
            note("Sub(int)", 0);
        }
        { note("Sub.block2", 0); }
        @Override void describe() { note("Sub.describe(x=" + x + ",s=" + s + ")", 0); }
    }

    static class Counter {
        static int created;
        final int id = ++created;
        final String label;
        Counter() { this("anon"); }
        Counter(String label) { this.label = label + "#" + id; }
    }

    public static void main(String[] args) {
        Sub s = new Sub();
        System.out.println(log.toString().trim());
        System.out.println("x=" + s.x + " s=" + s.s + " fin=" + s.fin + " base=" + s.baseField);
        log.setLength(0);
        new Sub(9);
        System.out.println(log.toString().trim());
        Counter a = new Counter(), b = new Counter("named"), c = new Counter();
        System.out.println(a.label + " " + b.label + " " + c.label + " created=" + Counter.created);
    }
}
