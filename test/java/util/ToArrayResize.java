// AbstractCollection.toArray() and toArray(T[]) when the iterator yields fewer or more elements than size() reported
import java.util.*;

public class ToArrayResize {
    /** A collection whose size() lies: it claims claimed elements but iterates actual. */
    static class Liar extends AbstractCollection<String> {
        final int claimed, actual;
        Liar(int claimed, int actual) { this.claimed = claimed; this.actual = actual; }
        public int size() { return claimed; }
        public Iterator<String> iterator() {
            return new Iterator<String>() {
                int i = 0;
                public boolean hasNext() { return i < actual; }
                public String next() { return "e" + i++; }
            };
        }
    }

    static String show(Object[] a) {
        return a.getClass().getSimpleName() + a.length + Arrays.toString(a);
    }

    public static void main(String[] args) {
        int[][] cases = {{3, 3}, {5, 2}, {2, 5}, {0, 4}, {4, 0}, {1, 20}};
        for (int[] c : cases) {
            Liar l = new Liar(c[0], c[1]);
            String[] big = {"x", "x", "x", "x", "x", "x", "x"};
            String[] small = {"y"};
            String[] exact = new String[c[0]];
            Object[] viaBig = l.toArray(big);
            Object[] viaSmall = l.toArray(small);
            Object[] viaExact = l.toArray(exact);
            System.out.println(c[0] + "/" + c[1] + ": " + show(l.toArray()) + " big:" + (viaBig == big) + show(viaBig)
                    + " small:" + (viaSmall == small) + show(viaSmall) + " exact:" + (viaExact == exact) + show(viaExact));
        }
        try {
            new Liar(1, 1).toArray(new Integer[0]);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException " + e.getMessage());
        }
    }
}
