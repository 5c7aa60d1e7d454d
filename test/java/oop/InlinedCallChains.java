// Small methods calling small methods, setters and constructors that
// store fields, and failures deep inside them: what a compiler that
// inlines callees into their callers (and callees into those) must keep
// exactly. A failure may only be retried from the call if nothing was
// stored before it: counters bumped before a failing access show whether
// a store happened once, as it must, or twice.
public class InlinedCallChains {
    static int statics;

    static int d(int x) { return x >>> 1; }
    static int c(int x) { return d(x) - 2; }
    static int b(int x) { return c(x ^ 5) + 1; }
    static int a(int x) { return b(x + 1) * 3; }

    static int divide(int x, int y) { return x / y; }
    static int divideDeep(int x, int y) { return divide(x + 1, y) + 1; }

    static final class Point {
        int x, y;
        long stamp;
        Point next;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
            this.stamp = (long) x * y;
        }

        Point(int x) {
            this(x, -x);
        }

        void set(int x, int y) {
            this.x = x;
            this.y = y;
        }

        int sum() { return x + y; }
        int nextSum() { return next.sum(); }       // fails on a null next, before any store
        int twice() { return sum() + sum(); }

        // A store, then a failure: must run once, not be retried.
        int countThenFollow() {
            statics++;
            return next.x;
        }
    }

    static final class Counter {
        int count;
        int[] slots = new int[4];

        void put(int i, int v) {
            slots[i] = v;   // may fail, before anything is stored
            count++;
        }
    }

    // Locals tested against null: what the test proves holds only until
    // the local is written again.
    static final class Node {
        int value;
        Node next;
        Node(int value) { this.value = value; }
    }

    static final class Queue {
        Node head, tail;
        int count;

        void add(Node n) {
            n.next = null;
            if (tail == null) {
                head = n;
            } else {
                tail.next = n;
            }
            tail = n;
        }

        Node poll() {
            Node p = head;
            if (p != null) {
                head = p.next;
                if (head == null) tail = null;
                p.next = null;
            }
            return p;
        }

        // p is tested, then replaced by a value that may be null.
        int countThenRead(Node other) {
            Node p = head;
            if (p != null) {
                count++;
                p = other;
                return p.value;
            }
            return -1;
        }
    }

    interface Shape { double area(); }
    static final class Square implements Shape {
        final double side;
        Square(double side) { this.side = side; }
        public double area() { return side * side; }
    }

    static final class Key implements Comparable<Key> {
        final int value;
        Key(int value) { this.value = value; }
        public int compareTo(Key other) { return Integer.compare(value, other.value); }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static int compareRaw(Comparable left, Object right) {
        return left.compareTo(right);  // the bridge's cast may fail
    }

    public static void main(String[] args) {
        long fold = 0;
        for (int i = 0; i < 3000; i++) {
            fold = fold * 31 + a(i);
            Point p = new Point(i, i + 1);
            p.set(p.y, p.x);
            Point q = new Point(i);
            p.next = q;
            fold = fold * 31 + p.twice() + p.nextSum() + p.stamp + q.stamp;
            Integer boxed = i;
            fold = fold * 31 + boxed.compareTo(1500) + new Key(i).compareTo(new Key(3000 - i));
        }
        System.out.println("chains " + fold);

        int npe = 0, arithmetic = 0, bounds = 0, casts = 0;
        Point lonely = new Point(1, 2);
        Counter counter = new Counter();
        for (int i = 0; i < 3000; i++) {
            try {
                fold += lonely.nextSum();
            } catch (NullPointerException e) {
                npe++;
            }
            try {
                fold += divideDeep(i, i % 7 == 0 ? 0 : 3);
            } catch (ArithmeticException e) {
                arithmetic++;
            }
            try {
                counter.put(i % 6, i);
            } catch (ArrayIndexOutOfBoundsException e) {
                bounds++;
            }
            try {
                fold += lonely.countThenFollow();
            } catch (NullPointerException e) {
                npe++;
            }
            try {
                fold += compareRaw(new Key(i), i % 5 == 0 ? "not a key" : new Key(i / 2));
            } catch (ClassCastException e) {
                casts++;
            }
        }
        System.out.println("npe=" + npe + " arithmetic=" + arithmetic + " bounds=" + bounds + " casts=" + casts);
        System.out.println("count=" + counter.count + " statics=" + statics + " fold=" + fold);

        Queue queue = new Queue();
        int polled = 0, misses = 0;
        for (int i = 0; i < 3000; i++) {
            queue.add(new Node(i));
            if (i % 3 == 0) queue.add(new Node(-i));
            try {
                polled += queue.countThenRead(i % 4 == 0 ? null : queue.tail);
            } catch (NullPointerException e) {
                misses += 1000;
            }
            Node n = queue.poll();
            polled += n == null ? 0 : n.value;
            if ((i & 1) == 0 && queue.poll() == null) misses++;
        }
        System.out.println("queue polled=" + polled + " misses=" + misses + " count=" + queue.count);

        Shape s = new Square(1.5);
        double total = 0;
        for (int i = 0; i < 2000; i++) total += s.area();
        System.out.println("area " + total);

        // The trace of a failure deep in a chain names every frame.
        try {
            for (int i = 1; i >= 0; i--) divideDeep(4, i);
        } catch (ArithmeticException e) {
            for (StackTraceElement element : e.getStackTrace()) System.out.println("  at " + element);
        }
    }
}
