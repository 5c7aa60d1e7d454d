// Checks static initialization order: superclass before subclass, textual order of static fields and blocks, defaults seen before assignment.
public class StaticInitOrder {
    static StringBuilder log = new StringBuilder();

    static int note(String s, int v) {
        log.append(s).append(' ');
        return v;
    }

    static class Base {
        static int a = note("Base.a", 1);
        static { note("Base.block", 0); }
        static int b = note("Base.b", a + 1);
        Base() { note("Base()", 0); }
    }

    static class Middle extends Base {
        static int c = note("Middle.c", b * 10);
        static { note("Middle.block(c=" + c + ")", 0); }
        Middle() { note("Middle()", 0); }
    }

    static class Leaf extends Middle {
        static int early = peek();
        static int value = note("Leaf.value", 42);
        static int peek() { return note("Leaf.peek(value=" + value + ")", -1); }
        Leaf() { note("Leaf()", 0); }
    }

    public static void main(String[] args) {
        note("main", 0);
        new Leaf();
        System.out.println(log.toString().trim());
        log.setLength(0);
        new Leaf();
        System.out.println("second instance: " + log.toString().trim());
        System.out.println("values: " + Base.a + " " + Base.b + " " + Middle.c + " " + Leaf.early + " " + Leaf.value);
    }
}
