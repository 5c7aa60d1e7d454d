// loupe-test: jvm-options -Xss4m
// Checks recursion through compiled polymorphic virtual and interface calls until StackOverflowError, caught and recovered from several times, and bounded recursion through the same sites afterwards.
public class PolymorphicRecursion {
    interface Visitor {
        int visit(Node n, int depth);
    }

    abstract static class Node {
        Node next;
        abstract int walk(int depth);
        int accept(Visitor v, int depth) { return v.visit(this, depth); }
    }

    static final class Red extends Node {
        int walk(int depth) { return depth == 0 ? 1 : next.walk(depth - 1) + 1; }
    }

    static final class Green extends Node {
        int walk(int depth) { return depth == 0 ? 2 : next.walk(depth - 1) + 2; }
    }

    static final class Blue extends Node {
        int walk(int depth) { return depth == 0 ? 3 : next.walk(depth - 1) + 3; }
    }

    static final class Counting implements Visitor {
        public int visit(Node n, int depth) { return depth == 0 ? 0 : n.next.accept(this, depth - 1) + 1; }
    }

    static final class Weighing implements Visitor {
        public int visit(Node n, int depth) { return depth == 0 ? 0 : n.next.accept(this, depth - 1) + (n instanceof Red ? 5 : 7); }
    }

    static Node ring() {
        Node a = new Red(), b = new Green(), c = new Blue();
        a.next = b;
        b.next = c;
        c.next = a;
        return a;
    }

    public static void main(String[] args) {
        Node start = ring();
        Visitor[] visitors = {new Counting(), new Weighing()};
        long sum = 0;
        for (int i = 0; i < 300; i++) sum += start.walk(i) + start.accept(visitors[i & 1], i);
        System.out.println("warm: " + sum);
        for (int round = 0; round < 4; round++) {
            try {
                start.walk(Integer.MAX_VALUE);
                System.out.println("walk: no overflow");
            } catch (StackOverflowError e) {
                System.out.println("walk " + round + ": overflow caught");
            }
            try {
                start.accept(visitors[round & 1], Integer.MAX_VALUE);
                System.out.println("visit: no overflow");
            } catch (StackOverflowError e) {
                System.out.println("visit " + round + ": overflow caught");
            }
            System.out.println("after: " + start.walk(1000) + " " + start.accept(visitors[0], 1000) + " "
                    + start.accept(visitors[1], 1000));
        }
    }
}
