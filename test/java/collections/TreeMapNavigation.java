// Checks TreeMap: sorted order (String natural order puts uppercase first), navigation (floor/ceiling/higher/lower), head/tail/sub maps, descending views, poll, custom comparators.
import java.util.Comparator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

public class TreeMapNavigation {
    public static void main(String[] args) {
        TreeMap<String, Integer> words = new TreeMap<>();
        for (String w : "pear Apple banana apple Cherry date Banana fig".split(" ")) words.put(w, w.length());
        System.out.println(words);
        TreeMap<Integer, String> m = new TreeMap<>();
        for (int k : new int[]{50, 20, 80, 10, 30, 70, 90, 60, 40}) m.put(k, "v" + k);
        System.out.println(m + " first " + m.firstKey() + " last " + m.lastKey());
        for (int probe : new int[]{5, 10, 35, 90, 95}) {
            System.out.println(probe + ": floor " + m.floorKey(probe) + " ceiling " + m.ceilingKey(probe) + " lower " + m.lowerKey(probe) + " higher " + m.higherKey(probe));
        }
        System.out.println("floorEntry(45) " + m.floorEntry(45) + " ceilingEntry(45) " + m.ceilingEntry(45) + " firstEntry " + m.firstEntry());
        System.out.println("headMap(40) " + m.headMap(40) + " headMap(40,true) " + m.headMap(40, true));
        System.out.println("tailMap(70) " + m.tailMap(70) + " tailMap(70,false) " + m.tailMap(70, false));
        System.out.println("subMap(20,60) " + m.subMap(20, 60) + " subMap(20,false,60,true) " + m.subMap(20, false, 60, true));
        NavigableMap<Integer, String> desc = m.descendingMap();
        System.out.println("descending " + desc + " keys " + m.descendingKeySet() + " navigableKeySet " + m.navigableKeySet());
        Map<Integer, String> head = m.headMap(50);
        head.remove(10);
        m.put(15, "v15");
        System.out.println("view writes through: " + head + " / " + m);
        try {
            head.put(99, "out of range");
        } catch (IllegalArgumentException e) {
            System.out.println("put outside view: " + e.getMessage());
        }
        System.out.println("pollFirst " + m.pollFirstEntry() + " pollLast " + m.pollLastEntry() + " -> " + m);
        TreeMap<String, Integer> byLength = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (String w : "a bb ccc dd e ffff".split(" ")) byLength.put(w, 0);
        System.out.println("custom comparator " + byLength.keySet() + " comparator null? " + (byLength.comparator() == null));
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Hello", 1);
        ci.put("HELLO", 2);
        ci.put("world", 3);
        System.out.println("case-insensitive " + ci + " get(hello) " + ci.get("hello"));
        try {
            new TreeMap<Object, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key NPE");
        }
        try {
            TreeMap<Object, Integer> mixed = new TreeMap<>();
            mixed.put("s", 1);
            mixed.put(2, 2);
        } catch (ClassCastException e) {
            System.out.println("mixed keys CCE: " + e.getMessage());
        }
        TreeMap<Integer, Integer> empty = new TreeMap<>();
        System.out.println("empty: firstEntry " + empty.firstEntry() + " floorKey " + empty.floorKey(1) + " pollFirstEntry " + empty.pollFirstEntry());
        try {
            empty.firstKey();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("firstKey on empty: NoSuchElementException " + e.getMessage());
        }
    }
}
