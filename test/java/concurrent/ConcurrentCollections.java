// CopyOnWriteArrayList/Set, ConcurrentLinkedQueue/Deque and ConcurrentSkipListMap/Set: API, views, exceptions, snapshot and weakly consistent iteration.
import java.util.*;
import java.util.concurrent.*;

public class ConcurrentCollections {
    interface Action { Object run() throws Exception; }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (Exception e) {
            System.out.println(label + " threw " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        // CopyOnWriteArrayList
        CopyOnWriteArrayList<String> cow = new CopyOnWriteArrayList<>(Arrays.asList("a", "b", "c"));
        Iterator<String> snapshot = cow.iterator();
        cow.add("d");
        cow.add(0, "z");
        System.out.println(cow + " addIfAbsent " + cow.addIfAbsent("a") + cow.addIfAbsent("e") + " addAllAbsent " + cow.addAllAbsent(Arrays.asList("a", "f", "f", "g")));
        StringBuilder seen = new StringBuilder();
        while (snapshot.hasNext()) seen.append(snapshot.next());
        System.out.println("snapshot " + seen + " indexOf " + cow.indexOf("b") + " " + cow.indexOf("b", 3) + " " + cow.lastIndexOf("g") + " " + cow.lastIndexOf("a", 0));
        attempt("iterator.remove", () -> { Iterator<String> it = cow.iterator(); it.next(); it.remove(); return "?"; });
        attempt("listIterator.set", () -> { ListIterator<String> it = cow.listIterator(1); it.next(); it.set("x"); return "?"; });
        attempt("listIterator.add", () -> { cow.listIterator().add("x"); return "?"; });
        attempt("get(9)", () -> cow.get(9));
        attempt("add(9,x)", () -> { cow.add(9, "x"); return "?"; });
        attempt("listIterator(12)", () -> cow.listIterator(12));
        attempt("subList(3,1)", () -> cow.subList(3, 1));
        List<String> sub = cow.subList(1, 4);
        sub.set(0, "A");
        sub.remove("b");
        sub.add("B");
        System.out.println("sub " + sub + " list " + cow + " " + sub.size());
        cow.add("h");
        attempt("stale subList", () -> sub.get(0));
        System.out.println("set " + cow.set(0, "Z") + " remove " + cow.remove(1) + " " + cow.remove("zz") + " removeIf " + cow.removeIf(s -> s.compareTo("f") > 0) + " " + cow);
        cow.replaceAll(String::toUpperCase);
        cow.sort(Comparator.reverseOrder());
        System.out.println(cow + " eq " + cow.equals(Arrays.asList("Z", "E", "D", "C", "B")) + " hash " + (cow.hashCode() == Arrays.asList("Z", "E", "D", "C", "B").hashCode()) + " clone " + cow.clone());
        ListIterator<String> back = cow.listIterator(cow.size());
        StringBuilder rev = new StringBuilder();
        while (back.hasPrevious()) rev.append(back.previousIndex()).append(back.previous());
        System.out.println("backwards " + rev + " toArray " + Arrays.toString(cow.toArray(new String[7])));
        CopyOnWriteArraySet<Integer> cows = new CopyOnWriteArraySet<>(Arrays.asList(3, 1, 3, 2));
        System.out.println(cows + " add " + cows.add(1) + cows.add(9) + " eq " + cows.equals(new HashSet<>(Arrays.asList(9, 1, 2, 3))) + " " + cows.containsAll(Arrays.asList(1, 9)) + " retain " + cows.retainAll(Arrays.asList(1, 9)) + " " + cows);

        // ConcurrentLinkedQueue / Deque
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>(Arrays.asList(1, 2, 3));
        Iterator<Integer> qi = q.iterator();
        System.out.println(qi.next() + " poll " + q.poll() + " " + q.poll() + " offer " + q.offer(4) + " weak iteration continues: " + qi.next() + " " + qi.hasNext());
        System.out.println(q + " peek " + q.peek() + " size " + q.size() + " contains " + q.contains(4) + " remove(null) " + q.remove(null));
        attempt("offer(null)", () -> q.offer(null));
        attempt("element on empty", () -> { q.clear(); return q.element(); });
        ConcurrentLinkedDeque<String> dq = new ConcurrentLinkedDeque<>();
        dq.push("b"); dq.addFirst("a"); dq.offerLast("c"); dq.add("b"); dq.addLast("d");
        Iterator<String> di = dq.iterator();
        di.next();
        dq.removeFirstOccurrence("b");
        System.out.println(dq + " lastOcc " + dq.removeLastOccurrence("x") + " iterator after removal " + di.next() + di.next());
        StringBuilder desc = new StringBuilder();
        for (Iterator<String> it = dq.descendingIterator(); it.hasNext();) { String s = it.next(); desc.append(s); if (s.equals("c")) it.remove(); }
        System.out.println("desc " + desc + " " + dq + " first " + dq.getFirst() + " last " + dq.peekLast() + " pop " + dq.pop() + " pollLast " + dq.pollLast() + " " + dq + " " + dq.size());
        attempt("removeLast on empty", () -> { dq.clear(); return dq.removeLast(); });
        attempt("pollFirst on empty", () -> dq.pollFirst());
        attempt("addFirst(null)", () -> { dq.addFirst(null); return "?"; });

        // ConcurrentSkipListMap
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<>();
        for (int i = 10; i >= 1; i--) m.put(i * 10, "v" + i);
        System.out.println(m.firstKey() + " " + m.lastEntry() + " lower " + m.lowerKey(35) + " floor " + m.floorEntry(40) + " ceiling " + m.ceilingKey(41) + " higher " + m.higherEntry(100));
        ConcurrentNavigableMap<Integer, String> sm = m.subMap(20, true, 60, false);
        ConcurrentNavigableMap<Integer, String> desc2 = sm.descendingMap();
        System.out.println("sub " + sm + " desc " + desc2 + " head " + m.headMap(30) + " tail " + m.tailMap(90, false) + " descKeys " + m.descendingKeySet().headSet(80));
        System.out.println("desc first " + desc2.firstKey() + " desc higher(40) " + desc2.higherKey(40) + " desc comparator is reverse " + (desc2.comparator().compare(1, 2) > 0) + " sub size " + sm.size());
        attempt("sub.put out of range", () -> sm.put(70, "x"));
        attempt("subMap inconsistent", () -> m.subMap(50, 10));
        attempt("sub.subMap outside", () -> sm.subMap(10, 30));
        attempt("put null", () -> m.put(null, "x"));
        attempt("putIfAbsent null value", () -> m.putIfAbsent(1, null));
        attempt("firstKey on empty", () -> new ConcurrentSkipListMap<String, String>().firstKey());
        attempt("entry.setValue", () -> m.firstEntry().setValue("x"));
        Iterator<Map.Entry<Integer, String>> mi = m.entrySet().iterator();
        mi.next(); mi.next();
        m.put(35, "new");
        m.remove(30);
        m.put(5, "early");
        StringBuilder walk = new StringBuilder();
        while (mi.hasNext()) { Map.Entry<Integer, String> e = mi.next(); walk.append(e.getKey()).append(' '); if (e.getKey() == 90) mi.remove(); }
        System.out.println("weakly consistent walk " + walk + "-> " + m.keySet());
        System.out.println(m.putIfAbsent(35, "x") + " " + m.replace(35, "new", "newer") + " " + m.remove(35, "nope") + " " + m.merge(40, "+", String::concat) + " " + m.compute(41, (k, v) -> v == null ? "c" : v) + " " + m.computeIfPresent(41, (k, v) -> null) + " " + m.computeIfAbsent(42, k -> "k" + k) + " " + m.getOrDefault(43, "dflt"));
        System.out.println("pollFirst " + m.pollFirstEntry() + " pollLast " + m.pollLastEntry() + " " + m + " values " + m.values() + " containsValue " + m.containsValue("v2"));
        m.keySet().remove(42);
        m.values().remove("v2");
        m.entrySet().removeIf(e -> e.getKey() > 70);
        sm.clear();
        System.out.println("after view removals " + m + " eq " + m.equals(new TreeMap<>(m)) + " clone " + m.clone());
        ConcurrentSkipListMap<String, Integer> byLength = new ConcurrentSkipListMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (String s : "pear fig apple kiwi banana date".split(" ")) byLength.merge(s, 1, Integer::sum);
        System.out.println(byLength + " " + byLength.navigableKeySet().floor("zzzz") + " " + byLength.tailMap("kiwi").keySet());

        // ConcurrentSkipListSet
        ConcurrentSkipListSet<Integer> set = new ConcurrentSkipListSet<>(Arrays.asList(5, 1, 9, 3, 7));
        NavigableSet<Integer> mid = set.subSet(3, true, 7, true);
        System.out.println(set + " add " + set.add(4) + set.add(4) + " mid " + mid + " desc " + set.descendingSet() + " ceiling " + set.ceiling(6) + " lower " + set.lower(1) + " first " + set.first() + " last " + set.last());
        attempt("mid.add(8)", () -> mid.add(8));
        System.out.println("mid.add(6) " + mid.add(6) + " " + set + " pollFirst " + set.pollFirst() + " pollLast " + set.pollLast() + " headSet " + set.headSet(5) + " tailSet " + set.tailSet(5, false));
        StringBuilder sd = new StringBuilder();
        for (Iterator<Integer> it = set.descendingIterator(); it.hasNext();) { int v = it.next(); sd.append(v); set.remove(v - 1); }
        System.out.println("descending walk while removing " + sd + " " + set + " clone " + set.clone() + " eq " + set.equals(new TreeSet<>(set)));
        attempt("set.add(null)", () -> set.add(null));
        attempt("keySet().add", () -> m.keySet().add(1));
    }
}
