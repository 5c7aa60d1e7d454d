// Checks TreeSet: natural and custom ordering, duplicates by comparator, navigation, subSet/headSet/tailSet, descendingSet, pollFirst/pollLast, first() on empty.
import java.util.Arrays;
import java.util.Comparator;
import java.util.NavigableSet;
import java.util.TreeSet;

public class TreeSetOps {
    public static void main(String[] args) {
        TreeSet<Integer> s = new TreeSet<>(Arrays.asList(5, 1, 9, 3, 7, 3, 1, -4, 12));
        System.out.println(s + " size " + s.size() + " first " + s.first() + " last " + s.last());
        System.out.println("floor(6) " + s.floor(6) + " ceiling(6) " + s.ceiling(6) + " lower(1) " + s.lower(1) + " higher(12) " + s.higher(12));
        System.out.println("headSet(5) " + s.headSet(5) + " tailSet(5) " + s.tailSet(5) + " subSet(1,9) " + s.subSet(1, 9) + " subSet(1,false,9,true) " + s.subSet(1, false, 9, true));
        NavigableSet<Integer> d = s.descendingSet();
        System.out.println("descending " + d + " first of descending " + d.first());
        System.out.println("pollFirst " + s.pollFirst() + " pollLast " + s.pollLast() + " -> " + s);
        TreeSet<String> byLen = new TreeSet<>(Comparator.comparingInt(String::length));
        for (String w : "one three two four five six seven".split(" ")) byLen.add(w);
        System.out.println("length-unique " + byLen);
        TreeSet<String> words = new TreeSet<>(Comparator.reverseOrder());
        words.addAll(Arrays.asList("kiwi", "Apple", "banana", "apple", "Banana"));
        System.out.println("reverse " + words + " contains(apple) " + words.contains("apple"));
        TreeSet<Character> chars = new TreeSet<>();
        for (char c : "mississippi".toCharArray()) chars.add(c);
        System.out.println("chars " + chars);
        try {
            new TreeSet<Integer>().first();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("first on empty: NoSuchElementException " + e.getMessage());
        }
        System.out.println("pollFirst on empty " + new TreeSet<Integer>().pollFirst());
        TreeSet<Double> ds = new TreeSet<>(Arrays.asList(0.0, -0.0, Double.NaN, 1.5, Double.NEGATIVE_INFINITY));
        System.out.println("doubles " + ds);
    }
}
