// Object serialization of the class library: collections, boxes, BitSet, immutable collections and exceptions in the JDK's serialized forms, read back equal
// loupe-test: java17-only
import java.io.*;
import java.util.*;

public class SerializationCollections {
    enum Day { MON, TUE, WED }
    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) { out.writeObject(o); }
        return bytes.toByteArray();
    }
    static Object read(byte[] b) throws Exception { return new ObjectInputStream(new ByteArrayInputStream(b)).readObject(); }
    static String hex(byte[] b) { StringBuilder sb = new StringBuilder(); for (byte x : b) sb.append(String.format("%02x", x)); return sb.toString(); }
    static void check(String what, Object o, boolean showBytes) throws Exception {
        byte[] b = write(o);
        Object copy = read(b);
        System.out.println(what + ": " + copy + " equal " + o.equals(copy) + (showBytes ? " " + b.length + " " + hex(b) : ""));
    }
    public static void main(String[] args) throws Exception {
        List<Object> list = new ArrayList<>(Arrays.asList(1, "two", 3.0, 'c', 5L, true, null));
        check("ArrayList", list, true);
        check("LinkedList", new LinkedList<>(list), true);
        Map<String, Integer> hm = new HashMap<>();
        for (int i = 0; i < 20; i++) hm.put("k" + i, i);
        check("HashMap", hm, true);
        Map<String, Integer> lhm = new LinkedHashMap<>();
        for (int i = 20; i > 0; i -= 3) lhm.put("k" + i, i);
        check("LinkedHashMap", lhm, true);
        check("HashSet", new HashSet<>(hm.keySet()), true);
        check("LinkedHashSet", new LinkedHashSet<>(lhm.keySet()), true);
        check("TreeMap", new TreeMap<>(hm), true);
        TreeSet<String> ts = new TreeSet<>(Comparator.reverseOrder()); ts.addAll(hm.keySet());
        check("TreeSet reversed", ts, false);
        check("ArrayDeque", new ArrayDeque<>(Arrays.asList(3, 1, 2)), true);
        check("PriorityQueue", new PriorityQueue<>(Arrays.asList(5, 1, 4, 2)), true);
        Hashtable<String, Integer> ht = new Hashtable<>(hm);
        check("Hashtable", ht, true);
        check("Vector", new Vector<>(Arrays.asList("a", "b")), true);
        EnumMap<Day, String> em = new EnumMap<>(Day.class); em.put(Day.TUE, "t"); em.put(Day.MON, "m");
        check("EnumMap", em, true);
        check("EnumSet", EnumSet.of(Day.WED, Day.MON), true);
        check("BitSet", BitSet.valueOf(new long[] {5, 9}), true);
        check("Arrays.asList", Arrays.asList("x", "y"), false);
        check("unmodifiableList", Collections.unmodifiableList(new ArrayList<>(list)), false);
        check("unmodifiableMap", Collections.unmodifiableMap(new TreeMap<>(hm)), false);
        check("synchronizedList", Collections.synchronizedList(new ArrayList<>(Arrays.asList(1, 2))), false);
        check("emptyList", Collections.emptyList(), false);
        check("singletonList", Collections.singletonList(7), false);
        check("List.of", List.of(1, 2, 3), false);
        check("Map.of", Map.of("a", 1), false);
        check("Set.of", Set.of("z"), false);
        check("Integer", Integer.valueOf(-7), true);
        check("String[]", new String[] {"a"}.getClass(), true);
        check("StringBuilder", new StringBuilder("sb"), false);
        Exception ex = new IllegalStateException("bad", new IOException("io"));
        Exception copy = (Exception) read(write(ex));
        System.out.println(copy + " cause " + copy.getCause() + " trace " + copy.getStackTrace().length + " same " + Arrays.equals(ex.getStackTrace(), copy.getStackTrace()) + " top " + copy.getStackTrace()[0]);
        System.out.println(Collections.reverseOrder() == read(write(Collections.reverseOrder())));
        System.out.println(read(write(Collections.emptyList())) == Collections.emptyList());
    }
}
