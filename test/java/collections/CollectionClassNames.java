// Checks the class names programs observe for java.util's wrappers, views and factories (Collections.*, List/Set/Map.of, subList, keySet/values/entrySet, sub-maps, iterators) and that renamed classes still serialize (EMPTY_LIST byte form, round trips).
// loupe-test: java17-only
import java.io.*;
import java.util.*;
import java.util.concurrent.CopyOnWriteArrayList;

public class CollectionClassNames {
    static void p(Object... objects) {
        StringBuilder sb = new StringBuilder();
        for (Object o : objects) {
            sb.append(o.getClass().getName().replace("java.util.", "")).append(' ');
        }
        System.out.println(sb.toString().trim());
    }

    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        return bytes.toByteArray();
    }

    static Object roundTrip(Object o) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(serialize(o)))) {
            return in.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        List<Integer> al = new ArrayList<>(Arrays.asList(3, 1, 2));
        List<Integer> ll = new LinkedList<>(al);
        Set<Integer> hs = new HashSet<>(al);
        Map<Integer, Integer> hm = new HashMap<>(Map.of(1, 2, 3, 4));
        TreeMap<Integer, Integer> tm = new TreeMap<>(hm);
        TreeSet<Integer> ts = new TreeSet<>(al);
        Map<Integer, Integer> um = Collections.unmodifiableMap(hm);
        p(Collections.unmodifiableList(al), Collections.unmodifiableList(ll), Collections.unmodifiableCollection(al),
          Collections.unmodifiableSet(hs), Collections.unmodifiableSortedSet(ts), Collections.unmodifiableNavigableSet(ts));
        p(um, Collections.unmodifiableSortedMap(tm), Collections.unmodifiableNavigableMap(tm), um.keySet(), um.values(),
          um.entrySet(), um.entrySet().iterator().next(), Collections.unmodifiableList(al).subList(0, 1));
        p(Collections.synchronizedList(al), Collections.synchronizedList(ll), Collections.synchronizedCollection(al),
          Collections.synchronizedSet(hs), Collections.synchronizedSortedSet(ts), Collections.synchronizedNavigableSet(ts));
        Map<Integer, Integer> sm = Collections.synchronizedMap(hm);
        p(sm, Collections.synchronizedSortedMap(tm), Collections.synchronizedNavigableMap(tm), sm.keySet(), sm.values(),
          sm.entrySet(), Collections.synchronizedList(al).subList(0, 1), new Vector<>(al).subList(0, 1));
        p(Collections.checkedList(al, Integer.class), Collections.checkedList(ll, Integer.class),
          Collections.checkedCollection(al, Integer.class), Collections.checkedSet(hs, Integer.class),
          Collections.checkedSortedSet(ts, Integer.class), Collections.checkedNavigableSet(ts, Integer.class),
          Collections.checkedQueue(new ArrayDeque<Integer>(), Integer.class));
        Map<Integer, Integer> cm = Collections.checkedMap(hm, Integer.class, Integer.class);
        p(cm, Collections.checkedSortedMap(tm, Integer.class, Integer.class),
          Collections.checkedNavigableMap(tm, Integer.class, Integer.class), cm.entrySet(), cm.entrySet().iterator().next(),
          Collections.checkedList(al, Integer.class).subList(0, 1));
        p(Collections.emptyList(), Collections.emptySet(), Collections.emptyMap(), Collections.emptySortedSet(),
          Collections.emptyNavigableSet(), Collections.emptySortedMap(), Collections.emptyNavigableMap());
        p(Collections.emptyIterator(), Collections.emptyListIterator(), Collections.emptyEnumeration(),
          Collections.emptyList().iterator(), Collections.EMPTY_LIST, Collections.EMPTY_SET, Collections.EMPTY_MAP);
        p(Collections.singleton(1), Collections.singletonList(1), Collections.singletonMap(1, 2),
          Collections.singletonMap(1, 2).entrySet(), Collections.nCopies(3, "x"), Collections.nCopies(3, "x").subList(0, 2),
          Collections.newSetFromMap(new HashMap<Integer, Boolean>()), Collections.asLifoQueue(new ArrayDeque<Integer>()));
        p(Arrays.asList(1, 2), Arrays.asList(1, 2, 3).subList(0, 1), al.subList(0, 2), al.subList(0, 2).subList(0, 1),
          ll.subList(0, 1), al.iterator(), al.listIterator(), ll.iterator());
        p(List.of(), List.of(1), List.of(1, 2), List.of(1, 2, 3), List.of(1, 2, 3).subList(0, 2), List.of(1).iterator(),
          List.copyOf(al), List.copyOf(List.of(1, 2, 3).subList(0, 1)));
        p(Set.of(), Set.of(1), Set.of(1, 2), Set.of(1, 2, 3), Set.copyOf(al), Map.of(), Map.of(1, 2), Map.of(1, 2, 3, 4),
          Map.copyOf(Map.of(1, 2)), Map.of(1, 2).entrySet(), Map.of(1, 2, 3, 4).entrySet(), Map.entry(1, 2));
        p(hm.keySet(), hm.values(), hm.entrySet(), hm.keySet().iterator(), hm.values().iterator(),
          hm.entrySet().iterator(), hs.iterator());
        p(tm.keySet(), tm.navigableKeySet(), tm.descendingKeySet(), tm.values(), tm.entrySet(), tm.keySet().iterator(),
          tm.values().iterator(), tm.entrySet().iterator(), ts.iterator());
        p(tm.descendingMap(), tm.headMap(1), tm.tailMap(1), tm.subMap(0, 5), tm.descendingMap().headMap(1),
          tm.headMap(1).keySet(), ts.descendingSet(), ts.headSet(2), new CopyOnWriteArrayList<>(al).subList(0, 1));

        // Renamed classes keep working: checks, views writing through, sub-sub-lists, serialization.
        List<Integer> sub = al.subList(1, 3).subList(0, 1);
        sub.set(0, 9);
        sub.add(7);
        System.out.println(al + " " + sub + " " + (sub instanceof RandomAccess));
        try {
            List raw = Collections.checkedList(al, Integer.class);
            raw.subList(0, 1).add("x");
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Collections.unmodifiableList(Collections.unmodifiableList(al)).getClass().getSimpleName()
                + " " + (Collections.unmodifiableList(al) instanceof RandomAccess));
        System.out.println(Arrays.toString(serialize(Collections.EMPTY_LIST)));
        System.out.println((roundTrip(Collections.EMPTY_LIST) == Collections.EMPTY_LIST) + " "
                + (roundTrip(Collections.emptyMap()) == Collections.emptyMap()));
        Object[] values = {List.of(1), List.of(1, 2, 3), Set.of(5), Map.of(1, 2), Collections.unmodifiableList(al),
                Collections.synchronizedMap(new TreeMap<>(hm)), Collections.checkedSet(hs, Integer.class),
                Collections.singletonList(4), Collections.nCopies(2, "n"), Collections.emptySortedSet(),
                tm.headMap(3), Collections.unmodifiableNavigableMap(tm)};
        for (Object v : values) {
            Object copy = roundTrip(v);
            System.out.println(copy.getClass().getName().replace("java.util.", "") + " " + copy + " " + copy.equals(v));
        }
        try {
            serialize(List.of(1, 2, 3).subList(0, 2));
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException " + e.getMessage());
        }
    }
}
