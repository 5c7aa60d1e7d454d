// Checks iterators: remove via iterator, ConcurrentModificationException when modifying during for-each, custom Iterable in for-each, forEachRemaining, Iterator default remove.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

public class IteratorsCme {
    static class Range implements Iterable<Integer> {
        final int from, to;
        Range(int from, int to) { this.from = from; this.to = to; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int next = from;
                public boolean hasNext() { return next < to; }
                public Integer next() {
                    if (next >= to) throw new NoSuchElementException("range exhausted");
                    return next++;
                }
            };
        }
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        for (Iterator<Integer> it = list.iterator(); it.hasNext(); ) if (it.next() % 3 == 0) it.remove();
        System.out.println("after iterator.remove " + list);
        try {
            for (Integer x : list) if (x == 2) list.remove(x);
        } catch (ConcurrentModificationException e) {
            System.out.println("CME from list: " + e.getMessage());
        }
        List<Integer> l2 = new ArrayList<>(Arrays.asList(1, 2, 3));
        for (Integer x : l2) if (x == 2) l2.remove(x);   // removing the second-to-last element: no CME, loop just ends
        System.out.println("second-to-last removal quirk " + l2);
        Map<String, Integer> map = new HashMap<>();
        map.put("a", 1);
        map.put("b", 2);
        map.put("c", 3);
        try {
            for (String k : map.keySet()) map.put(k + k, 0);
        } catch (ConcurrentModificationException e) {
            System.out.println("CME from map: " + e.getMessage());
        }
        Iterator<Integer> it = list.iterator();
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next: IllegalStateException " + e.getMessage());
        }
        int total = 0;
        for (int v : new Range(1, 5)) total += v;
        System.out.println("custom Iterable sum " + total);
        Iterator<Integer> r = new Range(0, 3).iterator();
        r.next();
        StringBuilder rest = new StringBuilder();
        r.forEachRemaining(v -> rest.append(v).append(';'));
        System.out.println("forEachRemaining " + rest);
        try {
            r.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getMessage());
        }
        try {
            new Range(0, 1).iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove: UnsupportedOperationException " + e.getMessage());
        }
        new Range(10, 13).forEach(v -> System.out.print(v + " "));
        System.out.println();
        Iterator<Integer> empty = new ArrayList<Integer>().iterator();
        try {
            empty.next();
        } catch (NoSuchElementException e) {
            System.out.println("empty ArrayList iterator: NoSuchElementException " + e.getMessage());
        }
    }
}
