// Checks HashMap's Map API: put/get/remove return values, getOrDefault, putIfAbsent, computeIfAbsent/IfPresent, compute, merge, replace, entry setValue, views, equals.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class HashMapApi {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        System.out.println(m.put("a", 1) + " " + m.put("a", 2) + " " + m.get("a") + " " + m.get("zz") + " " + m.getOrDefault("zz", -1));
        System.out.println(m.putIfAbsent("a", 99) + " " + m.putIfAbsent("b", 3) + " " + new TreeMap<>(m));
        m.computeIfAbsent("c", k -> k.length() * 10);
        m.computeIfAbsent("a", k -> 1000);
        m.computeIfPresent("b", (k, v) -> v + 100);
        m.computeIfPresent("missing", (k, v) -> 1);
        m.compute("d", (k, v) -> v == null ? 1 : v + 1);
        m.compute("d", (k, v) -> v == null ? 1 : v + 1);
        System.out.println(new TreeMap<>(m));
        m.computeIfPresent("c", (k, v) -> null);   // removes
        m.compute("nothing", (k, v) -> null);
        System.out.println("after null-returning functions: " + new TreeMap<>(m) + " containsKey(nothing) " + m.containsKey("nothing"));
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String w : "to be or not to be that is the question to be".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        counts.merge("to", 0, (a, b) -> null);
        System.out.println("merge to null removes: " + counts.containsKey("to"));
        System.out.println(m.replace("a", 5) + " " + m.replace("zz", 5) + " " + m.replace("a", 5, 6) + " " + m.replace("a", 5, 7) + " " + m.get("a"));
        System.out.println(m.remove("a") + " " + m.remove("a") + " " + m.remove("b", 0) + " " + m.remove("b", 103) + " " + m);
        Map<Integer, String> squares = new HashMap<>();
        for (int i = 1; i <= 6; i++) squares.put(i, "sq" + i * i);
        for (Map.Entry<Integer, String> e : squares.entrySet()) if (e.getKey() % 2 == 0) e.setValue(e.getValue().toUpperCase());
        System.out.println(squares);
        squares.keySet().remove(1);
        squares.values().remove("sq9");
        squares.entrySet().removeIf(e -> e.getKey() == 5);
        System.out.println("views write through: " + squares + " size " + squares.size() + " containsValue " + squares.containsValue("SQ4"));
        List<String> forEach = new ArrayList<>();
        squares.forEach((k, v) -> forEach.add(k + ":" + v));
        System.out.println(forEach);
        squares.replaceAll((k, v) -> v + "!");
        System.out.println(squares);
        Map<Integer, String> other = new TreeMap<>(squares);
        System.out.println("equals across impls " + squares.equals(other) + " hash equal " + (squares.hashCode() == other.hashCode()));
        Map<String, Integer> copy = new HashMap<>(counts);
        copy.putAll(m);
        System.out.println(new TreeMap<>(copy) + " isEmpty " + copy.isEmpty());
        copy.clear();
        System.out.println(copy + " " + copy.size());
    }
}
