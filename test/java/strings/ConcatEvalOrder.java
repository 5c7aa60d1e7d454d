// Checks evaluation order in concatenation: operands left to right, toString() called at concat time in order, exceptions from toString propagate, side effects.
public class ConcatEvalOrder {
    static StringBuilder log = new StringBuilder();

    static class Loud {
        final String name;
        Loud(String n) { name = n; }
        @Override public String toString() { log.append("toString(").append(name).append(") "); return name; }
    }

    static class Exploding {
        @Override public String toString() { throw new IllegalStateException("toString exploded"); }
    }

    static int counter;
    static int next() { log.append("next ").append(counter).append(' '); return counter++; }

    static class Mutable {
        int v;
        @Override public String toString() { return "M" + v; }
    }

    public static void main(String[] args) {
        String s = "a" + new Loud("x") + next() + new Loud("y") + next();
        System.out.println(s + " | " + log.toString().trim());
        log.setLength(0);
        int i = 0;
        String t = i++ + "," + i++ + "," + ++i + "," + (i += 10);
        System.out.println(t + " i=" + i);
        try {
            String u = "before " + next() + new Exploding() + next();
            System.out.println("unexpected " + u);
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " | " + log.toString().trim());
        }
        Mutable m = new Mutable();
        String w = m + "/" + (m.v = 5) + "/" + m;
        System.out.println(w);
        String x = "x";
        x = x + (x = "y") + x;
        System.out.println(x);
        String base = "b";
        base += base += "c";
        System.out.println(base);
    }
}
