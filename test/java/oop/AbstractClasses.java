// Checks abstract classes: template methods, constructors of abstract classes, abstract classes implementing interfaces partially, and AbstractMethodError-free dispatch.
import java.util.ArrayList;
import java.util.List;

public class AbstractClasses {
    interface Shape { double area(); String name(); }

    static abstract class AbstractShape implements Shape {
        private static int created;
        protected final int id;
        AbstractShape() { id = ++created; }
        public String name() { return getClass().getSimpleName() + "#" + id; }
        public final String describe() { return name() + " area=" + String.format("%.2f", area()) + " " + extra(); }
        protected abstract String extra();
    }

    static class Rect extends AbstractShape {
        final double w, h;
        Rect(double w, double h) { this.w = w; this.h = h; }
        public double area() { return w * h; }
        protected String extra() { return "w=" + w + " h=" + h; }
    }

    static class Square extends Rect {
        Square(double s) { super(s, s); }
        @Override protected String extra() { return "side=" + w + " (" + super.extra() + ")"; }
    }

    static class Circle extends AbstractShape {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
        protected String extra() { return "r=" + r; }
        @Override public String name() { return "Circle(" + super.name() + ")"; }
    }

    static abstract class Node {
        abstract int eval();
        static Node num(int v) { return new Node() { int eval() { return v; } public String toString() { return "" + v; } }; }
    }

    static class Add extends Node {
        final Node l, r;
        Add(Node l, Node r) { this.l = l; this.r = r; }
        int eval() { return l.eval() + r.eval(); }
        public String toString() { return "(" + l + " + " + r + ")"; }
    }

    public static void main(String[] args) {
        List<AbstractShape> shapes = new ArrayList<>();
        shapes.add(new Rect(2, 3.5));
        shapes.add(new Square(4));
        shapes.add(new Circle(1.5));
        for (AbstractShape s : shapes) System.out.println(s.describe());
        double total = 0;
        for (Shape s : shapes) total += s.area();
        System.out.println("total " + total);
        Node expr = new Add(Node.num(1), new Add(Node.num(2), Node.num(39)));
        System.out.println(expr + " = " + expr.eval());
    }
}
