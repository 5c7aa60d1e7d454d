// instanceof and checkcast that need the subtype test while other values wait on the operand stack (fields, array elements, locals in use).
import java.util.ArrayList;
import java.util.List;

public class InstanceofOnStack {
    interface Shape { int sides(); }
    interface Round extends Shape {}
    static class Circle implements Round { public int sides() { return 0; } }
    static class Oval extends Circle {}
    static class Square implements Shape { public int sides() { return 4; } }

    StringBuilder out = new StringBuilder();
    int[] counts = new int[4];

    void record(Object o, int k) {
        out.append(o instanceof Shape ? "S" : "-").append(o instanceof Round ? "R" : "-")
           .append(o instanceof Comparable ? "C" : "-");
        counts[k & 3] += (o instanceof Circle ? 1 : 0) + (o instanceof Shape[] ? 10 : 0);
        long mixed = (long) k * 31 + (o instanceof CharSequence ? 7 : 3);
        out.append(mixed % 5).append(';');
    }

    static int sides(Object o, int base) {
        return base + (o instanceof Shape ? ((Shape) o).sides() : -1);
    }

    public static void main(String[] args) {
        Object[] samples = {new Circle(), new Oval(), new Square(), "text", 42, new Shape[1], new Round[0], null,
                            new StringBuilder("sb"), new Object()};
        InstanceofOnStack t = new InstanceofOnStack();
        long total = 0;
        for (int round = 0; round < 3000; round++) {
            t.out.setLength(0);
            for (int i = 0; i < samples.length; i++) {
                t.record(samples[i], i + round);
                total += sides(samples[i], i);
            }
        }
        System.out.println(t.out);
        System.out.println(t.counts[0] + " " + t.counts[1] + " " + t.counts[2] + " " + t.counts[3] + " " + total);
        List<Object> list = new ArrayList<>();
        for (Object o : samples) list.add(o);
        int casts = 0;
        for (int r = 0; r < 2000; r++) {
            for (Object o : list) {
                if (o instanceof Shape) casts += ((Shape) o).sides() + 1;
            }
        }
        System.out.println("casts " + casts);
    }
}
