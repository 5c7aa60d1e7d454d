// Checks Object methods: equals/hashCode overrides used by collections, clone() with Cloneable (deep vs shallow) and CloneNotSupportedException, getClass.
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public class ObjectMethods {
    static final class Point implements Cloneable {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
        @Override public Point clone() {
            try { return (Point) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
    }

    static class Polygon implements Cloneable {
        List<Point> points = new ArrayList<>();
        int[] tags = {1, 2};
        Polygon shallow() throws CloneNotSupportedException { return (Polygon) clone(); }
        Polygon deep() throws CloneNotSupportedException {
            Polygon p = (Polygon) clone();
            p.points = new ArrayList<>(points);
            p.tags = tags.clone();
            return p;
        }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException { return clone(); }
    }

    public static void main(String[] args) throws Exception {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println(a.equals(b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("(1,2)") + " " + (a == b));
        System.out.println(a.hashCode() + " " + b.hashCode() + " " + c.hashCode());
        Set<Point> set = new HashSet<>();
        set.add(a); set.add(b); set.add(c);
        System.out.println("set size " + set.size() + " contains " + set.contains(new Point(2, 1)));
        Point cl = a.clone();
        System.out.println("clone " + cl + " equal " + cl.equals(a) + " same " + (cl == a) + " class " + cl.getClass().getName());
        Polygon poly = new Polygon();
        poly.points.add(a);
        Polygon sh = poly.shallow(), dp = poly.deep();
        poly.points.add(c);
        poly.tags[0] = 99;
        System.out.println("shallow sees " + sh.points + " " + sh.tags[0] + ", deep sees " + dp.points + " " + dp.tags[0]);
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        Object o = new Object();
        System.out.println("Object equals self " + o.equals(o) + " other " + o.equals(new Object()) + " class " + o.getClass().getName());
        System.out.println("identity hash stable: " + (System.identityHashCode(o) == System.identityHashCode(o)) + " " + (o.hashCode() == System.identityHashCode(o)));
        String s1 = new String("same");
        System.out.println("identityHashCode(null) = " + System.identityHashCode(null) + ", equals by value " + s1.equals("same"));
    }
}
