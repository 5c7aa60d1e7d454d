// loupe-test: java17-only
// Checks records: generated toString/equals/hashCode/accessors, canonical and compact constructors with validation, static members, nested and generic records.
import java.util.HashSet;
import java.util.Set;

public class RecordsBasic {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);
        static Point of(int v) { return new Point(v, v); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        double length() { return Math.sqrt(x * x + y * y); }
    }

    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
    }

    record Person(String name, int age) {
        Person(String name) { this(name, -1); }
        @Override public String name() { return name.toUpperCase(); }   // explicit accessor
    }

    record Pair<A, B>(A first, B second) {}

    record Empty() {}

    record Everything(byte b, short s, char c, long l, float f, double d, boolean z, String str) {}

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p + " x=" + p.x() + " y=" + p.y() + " len=" + p.length());
        System.out.println(p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null));
        System.out.println("hash " + p.hashCode() + " " + new Point(3, 4).hashCode() + " " + Point.ORIGIN.hashCode() + " " + new Point(-1, 7).hashCode());
        System.out.println(Point.of(2).plus(p) + " " + Point.ORIGIN);
        System.out.println(new Range(1, 5));
        try {
            new Range(5, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor: " + e.getMessage());
        }
        Person ann = new Person("ann", 30);
        System.out.println(ann + " " + ann.name() + " " + new Person("bob"));
        Pair<String, Integer> pair = new Pair<>("k", 9);
        System.out.println(pair + " " + pair.first() + " " + pair.hashCode() + " " + new Pair<>(null, null) + " " + new Pair<>(null, null).hashCode());
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        Everything e = new Everything((byte) 1, (short) 2, 'c', 4L, 5.5f, 6.25, true, "s");
        System.out.println(e + " " + e.hashCode());
        Set<Point> set = new HashSet<>();
        set.add(new Point(1, 2));
        set.add(new Point(1, 2));
        set.add(new Point(2, 1));
        System.out.println("set size " + set.size());
        System.out.println("is Record: " + (p instanceof Record) + " super " + Point.class.getSuperclass().getName());
    }
}
