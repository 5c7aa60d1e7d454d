// loupe-test: java17-only
// Checks record corner cases: equals on double/float components (NaN equal, 0.0 vs -0.0 not), records implementing interfaces and Comparable, nested records in toString, local records.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class RecordsAdvanced {
    record Measure(double value, float weight) {}

    interface Shape { double area(); }
    record Circle(double r) implements Shape { public double area() { return 3 * r * r; } }
    record Square(double side) implements Shape { public double area() { return side * side; } }

    record Version(int major, int minor) implements Comparable<Version> {
        public int compareTo(Version o) { return major != o.major ? major - o.major : minor - o.minor; }
    }

    record Line(RecordsAdvanced.Version from, Version to, String label) {}

    record Counter(int[] counts) {}   // array component: equals compares references

    public static void main(String[] args) {
        System.out.println(new Measure(Double.NaN, 1f).equals(new Measure(Double.NaN, 1f)));
        System.out.println(new Measure(0.0, 1f).equals(new Measure(-0.0, 1f)));
        System.out.println(new Measure(1.5, Float.NaN).equals(new Measure(1.5, Float.NaN)));
        System.out.println(new Measure(1.5, 2f) + " " + new Measure(1.5, 2f).hashCode() + " " + new Measure(-0.0, -0f).hashCode());
        List<Shape> shapes = List.of(new Circle(1), new Square(2), new Circle(0.5));
        double total = 0;
        for (Shape s : shapes) total += s.area();
        System.out.println(shapes + " total " + total);
        List<Version> vs = new ArrayList<>(List.of(new Version(1, 10), new Version(1, 2), new Version(0, 9)));
        Collections.sort(vs);
        System.out.println(vs);
        System.out.println(new Line(vs.get(0), vs.get(2), null));
        int[] arr = {1};
        System.out.println(new Counter(arr).equals(new Counter(arr)) + " " + new Counter(arr).equals(new Counter(new int[]{1})));
        record Local(String a, long b) {
            Local { a = a.trim(); }
        }
        Local l = new Local("  spaced  ", Long.MIN_VALUE);
        System.out.println(l + " " + l.hashCode() + " " + l.a().length());
        Object o = new Circle(2);
        if (o instanceof Circle c && c.r() > 1) System.out.println("pattern matched radius " + c.r());
    }
}
