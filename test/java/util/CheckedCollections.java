// Collections.checked* views (messages of ClassCastException, checked addAll/listIterator/replaceAll/entry setValue) and the synchronized sorted/navigable views
// loupe-test: java17-only
import java.util.*;

public class CheckedCollections {
    static void cce(String label, Runnable r) {
        try { r.run(); System.out.println(label + ": no exception"); }
        catch (ClassCastException e) { System.out.println(label + ": " + e.getMessage()); }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        List<String> list = Collections.checkedList(new ArrayList<>(List.of("a", "b")), String.class);
        List raw = list;
        cce("add", () -> raw.add(1));
        cce("add at", () -> raw.add(0, 2.5));
        cce("set", () -> raw.set(0, 'c'));
        cce("addAll", () -> raw.addAll(Arrays.asList("ok", 3)));
        cce("listIterator", () -> { ListIterator it = raw.listIterator(); it.next(); it.set(4L); });
        cce("subList", () -> raw.subList(0, 1).add(new Object()));
        cce("replaceAll", () -> raw.replaceAll(x -> 5));
        list.add(null);
        list.addAll(List.of("c", "d"));
        System.out.println(list + " " + (list instanceof RandomAccess) + " " + (Collections.checkedList(new LinkedList<String>(), String.class) instanceof RandomAccess) + " " + list.equals(Arrays.asList("a", "b", null, "c", "d")));

        Set raws = Collections.checkedSet(new TreeSet<>(Set.of("x")), String.class);
        cce("set add", () -> raws.add(7));
        NavigableSet<Integer> ns = Collections.checkedNavigableSet(new TreeSet<>(List.of(1, 5, 9)), Integer.class);
        cce("navigable headSet", () -> ((NavigableSet) ns.headSet(5, true)).add("s"));
        System.out.println(ns.descendingSet() + " " + ns.ceiling(6) + " " + ns.pollFirst() + " " + ns);
        SortedSet rss = Collections.checkedSortedSet(new TreeSet<>(List.of(2, 4)), Integer.class);
        cce("sorted tailSet", () -> rss.tailSet(3).add("t"));
        Queue rq = Collections.checkedQueue(new ArrayDeque<>(), Integer.class);
        cce("queue offer", () -> rq.offer("q"));
        Collection rc = Collections.checkedCollection(new ArrayList<>(), Number.class);
        rc.add(1); rc.add(2.0);
        cce("collection add", () -> rc.add("n"));
        System.out.println(rc);

        Map<String, Integer> map = Collections.checkedMap(new HashMap<>(), String.class, Integer.class);
        Map rawMap = map;
        map.put("one", 1);
        cce("put key", () -> rawMap.put(1, 1));
        cce("put value", () -> rawMap.put("two", "2"));
        cce("putAll", () -> rawMap.putAll(Map.of("three", 3, "four", "4")));
        cce("entry setValue", () -> ((Map.Entry) rawMap.entrySet().iterator().next()).setValue("x"));
        cce("replaceAll", () -> rawMap.replaceAll((k, v) -> "v"));
        cce("computeIfAbsent", () -> rawMap.computeIfAbsent("five", k -> "5"));
        cce("merge", () -> rawMap.merge("one", 1, (a, b) -> "m"));
        cce("putIfAbsent", () -> rawMap.putIfAbsent("six", 6.0));
        map.merge("one", 10, Integer::sum);
        System.out.println(map + " " + map.equals(Map.of("one", 11)));
        NavigableMap<String, Integer> nm = Collections.checkedNavigableMap(new TreeMap<>(Map.of("a", 1, "c", 3)), String.class, Integer.class);
        cce("firstEntry setValue", () -> ((Map.Entry) nm.firstEntry()).setValue("z"));
        cce("subMap put", () -> ((Map) nm.headMap("b", true)).put("b", "2"));
        cce("keySet add", () -> ((Set) nm.navigableKeySet()).add(1));
        System.out.println(nm.descendingMap() + " " + nm.floorKey("b") + " " + nm.higherEntry("a"));
        SortedMap sm = Collections.checkedSortedMap(new TreeMap<>(), String.class, String.class);
        cce("sorted put", () -> sm.put("k", 1));

        NavigableMap<Integer, String> syncMap = Collections.synchronizedNavigableMap(new TreeMap<>(Map.of(1, "a", 2, "b", 3, "c")));
        System.out.println(syncMap.headMap(2, true) + " " + syncMap.descendingKeySet() + " " + syncMap.lastEntry() + " " + syncMap.pollFirstEntry() + " " + syncMap.firstKey() + " " + syncMap.tailMap(3));
        SortedSet<String> syncSet = Collections.synchronizedSortedSet(new TreeSet<>(List.of("p", "q", "r")));
        NavigableSet<String> syncNav = Collections.synchronizedNavigableSet(new TreeSet<>(List.of("p", "q", "r")));
        SortedMap<String, Integer> syncSorted = Collections.synchronizedSortedMap(new TreeMap<>(Map.of("m", 1, "n", 2)));
        System.out.println(syncSet.headSet("r") + " " + syncSet.first() + " " + syncNav.lower("q") + " " + syncNav.descendingSet() + " " + syncSorted.tailMap("n") + " " + syncSorted.lastKey());
        System.out.println(Collections.frequency(List.of(1, 2, 1), 1) + " " + Collections.disjoint(List.of(1), Set.of(2)) + " " + Collections.nCopies(3, "z") + " " + Collections.indexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)) + " " + Collections.lastIndexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)));
        List<Integer> rot = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        Collections.rotate(rot, -2);
        Queue<Integer> lifo = Collections.asLifoQueue(new ArrayDeque<>());
        lifo.add(1); lifo.add(2);
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<>());
        fromMap.add("s1"); fromMap.add("s0");
        System.out.println(rot + " " + lifo.peek() + " " + fromMap + " " + Collections.list(Collections.enumeration(List.of("e1", "e2"))));
    }
}
