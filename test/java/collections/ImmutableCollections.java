// loupe-test: java17-only
// Checks Java 9+ immutable collections with ordered iteration (List.of, List.copyOf; Set.of/Map.of only via order-independent checks), their exceptions, and Map.entry.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class ImmutableCollections {
    public static void main(String[] args) {
        List<Integer> l = List.of(3, 1, 2);
        System.out.println(l + " " + l.get(1) + " " + l.contains(2) + " " + l.indexOf(2) + " " + l.equals(new ArrayList<>(l)) + " " + l.hashCode());
        System.out.println(List.of() + " " + List.of("one") + " " + List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
        try {
            l.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of add: UnsupportedOperationException " + e.getMessage());
        }
        try {
            List.of("a", null);
        } catch (NullPointerException e) {
            System.out.println("List.of null: NPE");
        }
        try {
            l.contains(null);
            System.out.println("contains(null) on List.of: no exception?");
        } catch (NullPointerException e) {
            System.out.println("contains(null) on List.of: NPE");
        }
        List<String> copy = List.copyOf(new ArrayList<>(List.of("x", "y")));
        System.out.println("copyOf " + copy);
        Set<String> s = Set.of("pear", "apple", "fig");   // iteration order is randomized per run: only sorted copies are printed
        System.out.println("Set.of size " + s.size() + " sorted " + new TreeSet<>(s) + " contains " + s.contains("fig"));
        try {
            Set.of("dup", "dup");
        } catch (IllegalArgumentException e) {
            System.out.println("Set.of duplicate: " + e.getMessage());
        }
        Map<String, Integer> m = Map.of("b", 2, "a", 1, "c", 3);
        System.out.println("Map.of sorted " + new TreeMap<>(m) + " get " + m.get("a") + " size " + m.size());
        try {
            Map.of("k", 1, "k", 2);
        } catch (IllegalArgumentException e) {
            System.out.println("Map.of duplicate: " + e.getMessage());
        }
        Map.Entry<String, Integer> e = Map.entry("key", 42);
        System.out.println(e + " " + e.getKey() + " " + e.getValue() + " " + e.hashCode());
        try {
            e.setValue(1);
        } catch (UnsupportedOperationException ex) {
            System.out.println("entry setValue: UnsupportedOperationException " + ex.getMessage());
        }
        Map<Integer, String> entries = Map.ofEntries(Map.entry(1, "one"), Map.entry(2, "two"));
        System.out.println("ofEntries sorted " + new TreeMap<>(entries));
    }
}
