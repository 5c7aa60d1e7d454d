// Checks LinkedHashMap insertion order, access order (get/put move entries to the end), removeEldestEntry for an LRU cache, and LinkedHashSet order.
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

public class LinkedHashMapLru {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        Lru(int capacity) { super(16, 0.75f, true); this.capacity = capacity; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) System.out.println("  evict " + eldest.getKey() + "=" + eldest.getValue());
            return evict;
        }
    }

    public static void main(String[] args) {
        Map<String, Integer> ins = new LinkedHashMap<>();
        for (String s : "delta alpha charlie bravo echo".split(" ")) ins.put(s, s.length());
        ins.put("alpha", 0);   // re-put keeps position in insertion order
        ins.remove("charlie");
        ins.put("charlie", 7);
        System.out.println("insertion order " + ins);
        Map<Integer, String> access = new LinkedHashMap<>(8, 0.75f, true);
        for (int i = 1; i <= 5; i++) access.put(i, "v" + i);
        access.get(2);
        access.get(4);
        access.put(1, "one");
        access.getOrDefault(3, "x");
        System.out.println("access order " + access);
        Lru<String, Integer> cache = new Lru<>(3);
        String[] ops = {"a", "b", "c", "a", "d", "b", "e", "a", "c"};
        for (String op : ops) {
            Integer hit = cache.get(op);
            if (hit == null) {
                System.out.println("miss " + op);
                cache.put(op, op.charAt(0) - 'a');
            } else {
                System.out.println("hit " + op);
            }
            System.out.println("  cache " + cache.keySet());
        }
        Set<String> lhs = new LinkedHashSet<>();
        for (String s : "banana apple cherry apple banana date".split(" ")) lhs.add(s);
        lhs.remove("cherry");
        lhs.add("cherry");
        System.out.println("LinkedHashSet " + lhs);
    }
}
