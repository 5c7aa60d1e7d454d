// UUID (fromString validation, toString, compareTo signed, version/variant, name-based MD5, random version bits) and WeakHashMap (order, views, strongly held keys)
import java.util.*;

public class UuidWeakMap {
    static void attempt(String label, Runnable r) {
        try { r.run(); System.out.println(label + ": ok"); }
        catch (RuntimeException e) { System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage()); }
    }

    public static void main(String[] args) {
        UUID u = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println(u + " v" + u.version() + " var" + u.variant() + " " + u.hashCode() + " " + u.getMostSignificantBits() + " " + u.getLeastSignificantBits());
        System.out.println(u.timestamp() + " " + u.clockSequence() + " " + u.node());
        System.out.println(UUID.fromString("1-2-3-4-5") + " " + UUID.fromString("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"));
        UUID n = UUID.nameUUIDFromBytes("hello".getBytes());
        System.out.println(n + " v" + n.version() + " var" + n.variant() + " " + UUID.nameUUIDFromBytes(new byte[0]) + " " + UUID.nameUUIDFromBytes(new byte[100]));
        attempt("timestamp", () -> n.timestamp());
        UUID r = UUID.randomUUID();
        System.out.println("random v" + r.version() + " var" + r.variant() + " " + r.toString().length() + " " + r.equals(UUID.fromString(r.toString())) + " " + !r.equals(UUID.randomUUID()));
        UUID lo = new UUID(0, 0), hi = new UUID(Long.MIN_VALUE, 0), mid = new UUID(0, -1);
        List<UUID> list = new ArrayList<>(Arrays.asList(lo, hi, mid, new UUID(1, 1)));
        Collections.sort(list);
        System.out.println(list + " " + lo.compareTo(mid) + " " + lo.equals(new UUID(0, 0)));
        System.out.println(new UUID(0, 0x4000000000000000L).variant() + " " + new UUID(0, 0xC000000000000000L).variant() + " " + new UUID(0, 0xE000000000000000L).variant());
        attempt("too long", () -> UUID.fromString("123e4567-e89b-12d3-a456-4266141740001"));
        attempt("four fields", () -> UUID.fromString("123e4567-e89b-12d3-a456"));
        attempt("six fields", () -> UUID.fromString("1-2-3-4-5-6"));
        attempt("bad digit", () -> UUID.fromString("123e4567-e89b-12d3-a456-42661417400g"));
        attempt("empty field", () -> UUID.fromString("-2-3-4-5"));

        WeakHashMap<Object, String> map = new WeakHashMap<>();
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 40; i++) keys.add("k" + i);
        for (String k : keys) map.put(k, "v" + k.substring(1));
        System.out.println(map.size() + " " + map);
        // The null key's bucket depends on an identity hash code, so it is removed before anything prints the order.
        map.put(null, "nullValue");
        System.out.println(map.size() + " " + map.get("k7") + " " + map.get(null) + " " + map.containsKey(null) + " " + map.containsValue("v39") + " " + map.get("nope") + " " + map.remove(null) + " " + map.containsKey(null));
        System.out.println(map.remove("k3") + " " + map.remove("k3") + " " + map.put("k4", "four") + " " + map.size());
        map.keySet().removeIf(k -> k != null && ((String) k).length() == 2);
        map.values().remove("v10");
        map.entrySet().removeIf(e -> e.getValue().endsWith("1"));
        System.out.println(map.keySet() + " " + map.values());
        for (Map.Entry<Object, String> e : map.entrySet()) if ("k20".equals(e.getKey())) e.setValue("twenty");
        map.replaceAll((k, v) -> v.toUpperCase());
        StringBuilder sb = new StringBuilder();
        map.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println(sb);
        System.out.println(map.equals(new HashMap<>(map)) + " " + new WeakHashMap<>(map).equals(map) + " " + Arrays.toString(map.entrySet().toArray()).length());
        Iterator<Object> it = map.keySet().iterator();
        it.next();
        map.put("new", "x");
        attempt("comodification", () -> it.next());
        attempt("capacity", () -> new WeakHashMap<String, String>(-1));
        attempt("load factor", () -> new WeakHashMap<String, String>(4, 0f));
        // A key dropped by the map's owner may vanish after a collection; keys we hold never do.
        WeakHashMap<Object, Integer> cache = new WeakHashMap<>();
        Object kept = new Object();
        cache.put(kept, 1);
        for (int i = 0; i < 1000; i++) cache.put(new Object(), i);
        System.gc();
        System.out.println(cache.containsKey(kept) + " " + (cache.size() >= 1 && cache.size() <= 1001) + " " + cache.get(kept));
        cache.clear();
        System.out.println(cache.isEmpty() + " " + cache);
    }
}
