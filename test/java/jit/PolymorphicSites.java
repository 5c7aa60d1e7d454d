// Checks call sites that turn monomorphic, then polymorphic, then megamorphic while compiled (virtual, interface, abstract and default methods), receivers of classes seen before and after, and null receivers at polymorphic sites.
public class PolymorphicSites {
    interface Shape {
        int sides();
        default int corners() { return sides(); }
        default String kind() { return "shape"; }
    }

    abstract static class Base implements Shape {
        abstract int weight();
        int scaled(int k) { return weight() * k; }
        public String kind() { return "base"; }
    }

    static final class Triangle extends Base {
        public int sides() { return 3; }
        int weight() { return 30; }
    }

    static final class Square extends Base {
        public int sides() { return 4; }
        int weight() { return 40; }
        int scaled(int k) { return weight() * k + 1; }
    }

    static final class Pentagon extends Base {
        public int sides() { return 5; }
        int weight() { return 50; }
        public int corners() { return 500; }
    }

    static class Hexagon extends Base {
        public int sides() { return 6; }
        int weight() { return 60; }
        public String kind() { return "hexagon"; }
    }

    static final class BigHexagon extends Hexagon {
        int weight() { return 66; }
    }

    // Not a Base: an interface receiver from outside the class hierarchy.
    static final class Circle implements Shape {
        public int sides() { return 0; }
        public int corners() { return -1; }
    }

    static final class Line implements Shape {
        public int sides() { return 1; }
    }

    static final class Dot implements Shape {
        public int sides() { return 100; }
        public String kind() { return "dot"; }
    }

    // One call site each.
    static long interfaceSides(Shape[] shapes, int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            for (Shape s : shapes) sum += s.sides();
        }
        return sum;
    }

    static long defaultCorners(Shape[] shapes, int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            for (Shape s : shapes) sum += s.corners();
        }
        return sum;
    }

    static long abstractWeight(Base[] shapes, int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            for (Base b : shapes) sum += b.weight();
        }
        return sum;
    }

    static long virtualScaled(Base[] shapes, int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            for (Base b : shapes) sum += b.scaled(r & 7);
        }
        return sum;
    }

    static String kinds(Shape[] shapes) {
        StringBuilder sb = new StringBuilder();
        for (Shape s : shapes) sb.append(s.kind()).append(' ');
        return sb.toString().trim();
    }

    static int sidesOf(Shape s) { return s.sides(); }

    static int weightOf(Base b) { return b.weight(); }

    static Base[] bases(int n) {
        Base[] all = {new Triangle(), new Square(), new Pentagon(), new Hexagon(), new BigHexagon()};
        Base[] some = new Base[n];
        for (int i = 0; i < n; i++) some[i] = all[i];
        return some;
    }

    static Shape[] shapes(int n) {
        Shape[] all = {new Triangle(), new Circle(), new Square(), new Line(), new Pentagon(), new Dot(),
                       new Hexagon(), new BigHexagon()};
        Shape[] some = new Shape[n];
        for (int i = 0; i < n; i++) some[i] = all[i];
        return some;
    }

    public static void main(String[] args) {
        // Each phase adds receiver classes to the same sites, with enough
        // calls to compile them at the default threshold.
        int[] counts = {1, 2, 3, 4, 5, 6, 8};
        for (int n : counts) {
            Shape[] s = shapes(n);
            System.out.println(n + " interface classes: sides " + interfaceSides(s, 3000)
                    + ", corners " + defaultCorners(s, 3000) + ", kinds " + kinds(s));
        }
        for (int n = 1; n <= 5; n++) {
            Base[] b = bases(n);
            System.out.println(n + " classes: weight " + abstractWeight(b, 3000) + ", scaled " + virtualScaled(b, 3000));
        }
        // Back to fewer classes: a megamorphic site still answers right.
        System.out.println("again 1: sides " + interfaceSides(shapes(1), 2000) + ", weight " + abstractWeight(bases(1), 2000));
        Shape[] reversed = shapes(8);
        for (int i = 0; i < 4; i++) {
            Shape t = reversed[i];
            reversed[i] = reversed[7 - i];
            reversed[7 - i] = t;
        }
        System.out.println("reversed: sides " + interfaceSides(reversed, 2000) + ", corners " + defaultCorners(reversed, 2000));

        // A site that saw two classes, then a null receiver.
        Shape[] mixed = shapes(3);
        long sum = 0;
        for (int i = 0; i < 3000; i++) sum += sidesOf(mixed[i % 3]) + weightOf((Base) (i % 2 == 0 ? mixed[0] : mixed[2]));
        System.out.println("before null: " + sum);
        for (int round = 0; round < 3; round++) {
            try {
                sidesOf(null);
                System.out.println("no exception");
            } catch (NullPointerException e) {
                System.out.println("interface site: " + e.getMessage());
            }
            try {
                weightOf(null);
                System.out.println("no exception");
            } catch (NullPointerException e) {
                System.out.println("virtual site: " + e.getMessage());
            }
            try {
                Shape[] withNull = {new Square(), new Circle(), null, new Line()};
                interfaceSides(withNull, 10);
                System.out.println("no exception");
            } catch (NullPointerException e) {
                System.out.println("loop site: " + e.getMessage());
            }
        }
        System.out.println("after null: " + sidesOf(new Dot()) + " " + weightOf(new BigHexagon()));
    }
}
