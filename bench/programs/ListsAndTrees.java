// Loupe benchmark: recursive list code and a red-black tree. Immutable linked
// lists of boxed Integers (an abstract Seq with Pair and End subclasses) are
// built, measured, reversed, cut with take/drop, appended, mapped and
// filtered through function objects and sorted by a recursive merge sort,
// every operation a recursive virtual call; a three-list recursion
// (Takeuchi's function with list lengths for numbers, compared by walking the
// lists) adds 2,000-4,000 calls and 10,000-23,000 list steps per round. Then
// red-black trees with parent links take boxed keys under two Comparator
// implementations, are searched, iterated in order through an Iterator, and
// have their colour invariants checked recursively. It stresses virtual calls
// at polymorphic sites (Seq, Mapper, Keep, Comparator), deep recursion,
// boxing and Integer.compareTo, and allocation of small nodes. The checksum
// folds the lengths, the elements seen, the keys found and the trees'
// heights.
//
// usage: ListsAndTrees [s1|s10|s100|param=<rounds>]   (default s10)
// prints: bench ListsAndTrees size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;

/** A function from Integer to Integer, applied at a polymorphic site. */
interface Mapper {
    Integer apply(Integer x);
}

/** A test on an element. */
interface Keep {
    boolean test(Integer x);
}

final class Triple implements Mapper {
    public Integer apply(Integer x) {
        return x * 3;
    }
}

final class Wrap implements Mapper {
    private final int modulus;

    Wrap(int modulus) {
        this.modulus = modulus;
    }

    public Integer apply(Integer x) {
        return Math.floorMod(x + 7, modulus);
    }
}

final class Odd implements Keep {
    public boolean test(Integer x) {
        return (x & 1) != 0;
    }
}

final class Below implements Keep {
    private final int limit;

    Below(int limit) {
        this.limit = limit;
    }

    public boolean test(Integer x) {
        return x < limit;
    }
}

/** An immutable singly linked list; every operation is recursive. */
abstract class Seq {
    static final Seq END = new End();

    abstract boolean isEnd();

    abstract Integer first();

    abstract Seq rest();

    abstract int size();

    abstract Seq take(int n);

    abstract Seq drop(int n);

    abstract Seq append(Seq tail);

    abstract Seq map(Mapper f);

    abstract Seq filter(Keep k);

    abstract long fold(long acc);

    /** Reverses onto acc. */
    abstract Seq reverseOnto(Seq acc);

    /** Merges two sorted lists. */
    abstract Seq mergeWith(Seq other);

    /** True when this list is strictly shorter than other, without counting either. */
    abstract boolean shorterThan(Seq other);

    static Seq cons(Integer head, Seq tail) {
        return new Pair(head, tail);
    }

    /** The list from..to-1, built recursively. */
    static Seq range(int from, int to) {
        return from >= to ? END : cons(from, range(from + 1, to));
    }

    Seq reverse() {
        return reverseOnto(END);
    }

    Seq sorted() {
        int n = size();
        if (n < 2) {
            return this;
        }
        return take(n / 2).sorted().mergeWith(drop(n / 2).sorted());
    }
}

final class End extends Seq {
    boolean isEnd() {
        return true;
    }

    Integer first() {
        throw new NoSuchElementException("first of an empty list");
    }

    Seq rest() {
        throw new NoSuchElementException("rest of an empty list");
    }

    int size() {
        return 0;
    }

    Seq take(int n) {
        return this;
    }

    Seq drop(int n) {
        return this;
    }

    Seq append(Seq tail) {
        return tail;
    }

    Seq map(Mapper f) {
        return this;
    }

    Seq filter(Keep k) {
        return this;
    }

    long fold(long acc) {
        return acc;
    }

    Seq reverseOnto(Seq acc) {
        return acc;
    }

    Seq mergeWith(Seq other) {
        return other;
    }

    boolean shorterThan(Seq other) {
        return !other.isEnd();
    }
}

final class Pair extends Seq {
    private final Integer head;
    private final Seq tail;

    Pair(Integer head, Seq tail) {
        this.head = head;
        this.tail = tail;
    }

    boolean isEnd() {
        return false;
    }

    Integer first() {
        return head;
    }

    Seq rest() {
        return tail;
    }

    int size() {
        return 1 + tail.size();
    }

    Seq take(int n) {
        return n == 0 ? END : cons(head, tail.take(n - 1));
    }

    Seq drop(int n) {
        return n == 0 ? this : tail.drop(n - 1);
    }

    Seq append(Seq other) {
        return cons(head, tail.append(other));
    }

    Seq map(Mapper f) {
        return cons(f.apply(head), tail.map(f));
    }

    Seq filter(Keep k) {
        Seq rest = tail.filter(k);
        return k.test(head) ? cons(head, rest) : rest;
    }

    long fold(long acc) {
        return tail.fold(acc * 31 + head);
    }

    Seq reverseOnto(Seq acc) {
        return tail.reverseOnto(cons(head, acc));
    }

    Seq mergeWith(Seq other) {
        if (other.isEnd()) {
            return this;
        }
        if (head.compareTo(other.first()) <= 0) {
            return cons(head, tail.mergeWith(other));
        }
        return cons(other.first(), mergeWith(other.rest()));
    }

    boolean shorterThan(Seq other) {
        return !other.isEnd() && tail.shorterThan(other.rest());
    }
}

/** A red-black tree with parent links (insertion and search only). */
final class RedBlackTree<K, V> implements Iterable<K> {
    private static final boolean RED = true;
    private static final boolean BLACK = false;

    static final class Node<K, V> {
        final K key;
        V value;
        Node<K, V> left;
        Node<K, V> right;
        Node<K, V> parent;
        boolean colour = RED;

        Node(K key, V value, Node<K, V> parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }
    }

    private final Comparator<K> order;
    private Node<K, V> root;
    private int count;

    RedBlackTree(Comparator<K> order) {
        this.order = order;
    }

    int size() {
        return count;
    }

    Comparator<K> order() {
        return order;
    }

    V get(K key) {
        Node<K, V> n = root;
        while (n != null) {
            int c = order.compare(key, n.key);
            if (c == 0) {
                return n.value;
            }
            n = c < 0 ? n.left : n.right;
        }
        return null;
    }

    /** Inserts or replaces; returns the previous value. */
    V put(K key, V value) {
        Node<K, V> parent = null;
        Node<K, V> n = root;
        int c = 0;
        while (n != null) {
            c = order.compare(key, n.key);
            if (c == 0) {
                V old = n.value;
                n.value = value;
                return old;
            }
            parent = n;
            n = c < 0 ? n.left : n.right;
        }
        Node<K, V> fresh = new Node<>(key, value, parent);
        if (parent == null) {
            root = fresh;
        } else if (c < 0) {
            parent.left = fresh;
        } else {
            parent.right = fresh;
        }
        count++;
        rebalanceAfterInsert(fresh);
        return null;
    }

    private static <K, V> boolean isRed(Node<K, V> n) {
        return n != null && n.colour == RED;
    }

    private void rebalanceAfterInsert(Node<K, V> n) {
        while (n != root && isRed(n.parent)) {
            Node<K, V> p = n.parent;
            Node<K, V> g = p.parent;
            boolean parentOnLeft = p == g.left;
            Node<K, V> uncle = parentOnLeft ? g.right : g.left;
            if (isRed(uncle)) {
                // Recolour and continue two levels up.
                p.colour = BLACK;
                uncle.colour = BLACK;
                g.colour = RED;
                n = g;
                continue;
            }
            if (parentOnLeft && n == p.right) {
                rotateLeft(p);
                n = p;
                p = n.parent;
            } else if (!parentOnLeft && n == p.left) {
                rotateRight(p);
                n = p;
                p = n.parent;
            }
            p.colour = BLACK;
            g.colour = RED;
            if (parentOnLeft) {
                rotateRight(g);
            } else {
                rotateLeft(g);
            }
        }
        root.colour = BLACK;
    }

    private void replaceChild(Node<K, V> old, Node<K, V> replacement) {
        Node<K, V> p = old.parent;
        replacement.parent = p;
        if (p == null) {
            root = replacement;
        } else if (p.left == old) {
            p.left = replacement;
        } else {
            p.right = replacement;
        }
    }

    private void rotateLeft(Node<K, V> x) {
        Node<K, V> y = x.right;
        x.right = y.left;
        if (y.left != null) {
            y.left.parent = x;
        }
        replaceChild(x, y);
        y.left = x;
        x.parent = y;
    }

    private void rotateRight(Node<K, V> x) {
        Node<K, V> y = x.left;
        x.left = y.right;
        if (y.right != null) {
            y.right.parent = x;
        }
        replaceChild(x, y);
        y.right = x;
        x.parent = y;
    }

    /** Black height if every invariant holds; throws otherwise. */
    int checkInvariants() {
        if (isRed(root)) {
            throw new IllegalStateException("red root");
        }
        return blackHeight(root);
    }

    private int blackHeight(Node<K, V> n) {
        if (n == null) {
            return 1;
        }
        if (isRed(n) && (isRed(n.left) || isRed(n.right))) {
            throw new IllegalStateException("red node with a red child");
        }
        if (n.left != null && (n.left.parent != n || order.compare(n.left.key, n.key) >= 0)) {
            throw new IllegalStateException("bad left link");
        }
        if (n.right != null && (n.right.parent != n || order.compare(n.right.key, n.key) <= 0)) {
            throw new IllegalStateException("bad right link");
        }
        int l = blackHeight(n.left);
        int r = blackHeight(n.right);
        if (l != r) {
            throw new IllegalStateException("unequal black heights");
        }
        return l + (isRed(n) ? 0 : 1);
    }

    int height() {
        return height(root);
    }

    private int height(Node<K, V> n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    public Iterator<K> iterator() {
        return new InOrder<>(root);
    }

    /** In-order walk by successor links, no stack. */
    private static final class InOrder<K, V> implements Iterator<K> {
        private Node<K, V> next;

        InOrder(Node<K, V> root) {
            next = root;
            if (next != null) {
                while (next.left != null) {
                    next = next.left;
                }
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public K next() {
            Node<K, V> n = next;
            if (n == null) {
                throw new NoSuchElementException();
            }
            if (n.right != null) {
                Node<K, V> s = n.right;
                while (s.left != null) {
                    s = s.left;
                }
                next = s;
            } else {
                Node<K, V> child = n;
                Node<K, V> p = n.parent;
                while (p != null && child == p.right) {
                    child = p;
                    p = p.parent;
                }
                next = p;
            }
            return n.key;
        }
    }
}

/** Natural order of Integers. */
final class Ascending implements Comparator<Integer> {
    public int compare(Integer a, Integer b) {
        return a.compareTo(b);
    }
}

/** Orders by the low byte first, then by value descending. */
final class LowByteThenDescending implements Comparator<Integer> {
    public int compare(Integer a, Integer b) {
        int byA = a & 0xff;
        int byB = b & 0xff;
        if (byA != byB) {
            return byA < byB ? -1 : 1;
        }
        return b.compareTo(a);
    }
}

public class ListsAndTrees {
    static final String NAME = "ListsAndTrees";
    // Rounds per size.
    static final int[] PARAMS = {2, 20, 200};
    static final long[] CHECKSUMS = {2519576146617845886L, 2586497748843087045L, 2127754473406969909L};

    static final int LIST_LENGTH = 200;
    static final int TREE_KEYS = 550;

    /** Takeuchi's function on lists: numbers are lengths, "x <= y" is "x not shorter than... y". */
    static Seq tak(Seq x, Seq y, Seq z) {
        if (!y.shorterThan(x)) {
            return z;
        }
        return tak(tak(x.rest(), y, z), tak(y.rest(), z, x), tak(z.rest(), x, y));
    }

    static long lists(int round) {
        Seq base = Seq.range(round % 13, LIST_LENGTH + round % 13);
        long check = base.size();
        Seq reversed = base.reverse();
        check = check * 31 + reversed.first() + reversed.fold(0);
        Seq mixed = reversed.map(new Wrap(257 + round)).append(base.take(100).map(new Triple()));
        check = check * 31 + mixed.size() + mixed.fold(1);
        Seq sorted = mixed.sorted();
        int previous = Integer.MIN_VALUE;
        for (Seq s = sorted; !s.isEnd(); s = s.rest()) {
            int v = s.first();
            if (v < previous) {
                throw new IllegalStateException("merge sort out of order");
            }
            previous = v;
        }
        check = check * 31 + sorted.fold(7) + sorted.drop(sorted.size() / 3).first();
        Seq odd = sorted.filter(new Odd());
        Seq small = sorted.filter(new Below(128));
        check = check * 31 + odd.size() * 1000 + small.size();
        for (int i = 0; i < 20; i++) {
            Seq window = sorted.drop(i * 17).take(50 + i);
            check = check * 31 + window.reverse().fold(i);
        }
        Seq taken = tak(Seq.range(0, 12 + round % 3), Seq.range(0, 8), Seq.range(0, 4));
        check = check * 31 + taken.size();
        return check;
    }

    static long trees(int round) {
        long check = 0;
        Comparator<Integer> ascending = new Ascending();
        Comparator<Integer> byLowByte = new LowByteThenDescending();
        for (int pass = 0; pass < 2; pass++) {
            RedBlackTree<Integer, Integer> tree = new RedBlackTree<>(pass == 0 ? ascending : byLowByte);
            int key = round * 7 + 1;
            for (int i = 0; i < TREE_KEYS; i++) {
                key = (key * 1103 + 12345) & 0xffff;
                Integer old = tree.put(key, i);
                if (old != null) {
                    check = check * 31 + old;
                }
            }
            check = check * 31 + tree.size() * 100 + tree.checkInvariants() * 10 + tree.height();
            int found = 0;
            for (int probe = 0; probe < 0x10000; probe += 29) {
                Integer v = tree.get(probe);
                if (v != null) {
                    found++;
                    check += v;
                }
            }
            check = check * 31 + found;
            Integer last = null;
            int seen = 0;
            for (Integer k : tree) {
                if (last != null && tree.order().compare(last, k) >= 0) {
                    throw new IllegalStateException("in-order walk out of order");
                }
                last = k;
                if ((seen++ & 15) == 0) {
                    check = check * 31 + k;
                }
            }
            if (seen != tree.size()) {
                throw new IllegalStateException("in-order walk missed keys");
            }
        }
        return check;
    }

    static long kernel(int rounds) {
        long check = 0;
        for (int round = 0; round < rounds; round++) {
            check = check * 31 + lists(round);
            check = check * 31 + trees(round);
        }
        return check;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, ListsAndTrees::kernel);
    }
}
