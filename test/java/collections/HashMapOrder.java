// Checks HashMap/HashSet iteration order with String and Integer keys, including after resizes, removals, re-insertion, negative keys, colliding hashes and null keys.
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

public class HashMapOrder {
    public static void main(String[] args) {
        Map<String, Integer> words = new HashMap<>();
        String[] ws = "the quick brown fox jumps over the lazy dog while seven tired zebras quietly munch on fresh green apples under bright skies".split(" ");
        for (int i = 0; i < ws.length; i++) {
            words.put(ws[i], i);
            if (i == 5 || i == 11 || i == 13) System.out.println("after " + (i + 1) + " puts: " + words);
        }
        System.out.println("all: " + words);
        words.remove("fox");
        words.remove("apples");
        words.put("fox", 100);
        System.out.println("after remove/reinsert: " + words.keySet());
        System.out.println("values: " + words.values());
        Map<Integer, String> ints = new HashMap<>();
        int[] keys = {100, 3, -1, 17, 16, 0, 33, 1 << 16, 65537, -65536, 1000000, 12, 48, 64, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int k : keys) ints.put(k, "v" + k);
        System.out.println(ints);
        for (int k = 200; k < 240; k++) ints.put(k, "");
        for (int k = 200; k < 240; k++) ints.remove(k);
        System.out.println("after growing and shrinking: " + ints.keySet());
        Map<String, String> collide = new HashMap<>();
        String[] colliding = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "C#", "Bb"};
        for (String s : colliding) collide.put(s, "" + s.hashCode());
        System.out.println(collide);
        collide.remove("Aa");
        collide.put("Aa", "back");
        System.out.println(collide.keySet());
        Map<String, Integer> withNull = new HashMap<>();
        withNull.put("z", 1);
        withNull.put(null, 2);
        withNull.put("a", null);
        System.out.println(withNull + " get(null)=" + withNull.get(null) + " containsKey(a)=" + withNull.containsKey("a") + " get(a)=" + withNull.get("a"));
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < 30; i++) set.add((i * 37) % 101 - 50);
        System.out.println(set);
        Set<String> letters = new HashSet<>();
        for (char c = 'z'; c >= 'a'; c -= 3) letters.add("" + c + c);
        System.out.println(letters);
        Iterator<Integer> it = set.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println("odd only " + set);
        Map<Long, Integer> longs = new HashMap<>();
        for (long l : new long[]{1L, 1L << 32, (1L << 32) + 1, -1L, 5000000000L}) longs.put(l, (int) l);
        System.out.println(longs);
        Map<Double, String> doubles = new HashMap<>();
        for (double d : new double[]{0.5, -0.0, 0.0, 1.0, Double.NaN, 100.25}) doubles.put(d, "" + d);
        System.out.println(doubles);
    }
}
