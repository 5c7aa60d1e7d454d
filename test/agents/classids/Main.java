// The program the class-ID agent watches (test/agents/classids): a few
// classes of its own, loaded as it goes, with methods called often enough
// to be compiled, and garbage enough for many collections (with
// -Xgcstress), so that class objects would move under a moving collector
// if they were not permanent.
public class Main {
    interface Shape { long area(); }
    static final class Square implements Shape {
        final long side;
        Square(long side) { this.side = side; }
        public long area() { return side * side; }
    }
    static final class Rect implements Shape {
        final long w, h;
        Rect(long w, long h) { this.w = w; this.h = h; }
        public long area() { return w * h; }
    }
    static final class Holder { Object[] junk = new Object[4]; }

    static long sum(Shape[] shapes) {
        long total = 0;
        for (Shape s : shapes) total += s.area();
        return total;
    }

    public static void main(String[] args) {
        long total = 0;
        for (int round = 0; round < 300; round++) {
            Shape[] shapes = new Shape[8];
            for (int i = 0; i < shapes.length; i++) {
                shapes[i] = (i % 2 == 0) ? new Square(i) : new Rect(i, round % 5);
            }
            Holder h = new Holder();
            h.junk[round % 4] = shapes.getClass();
            total += sum(shapes);
        }
        // Classes loaded late, after many collections.
        Class<?> late = java.util.LinkedList.class;
        System.out.println("total " + total + " " + late.getSimpleName());
    }
}
