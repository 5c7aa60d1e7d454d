// Serialization of the concurrent collections in the JDK's forms (byte for byte) and back: ConcurrentSkipListMap/Set (with a comparator; a view's contents), CopyOnWriteArrayList/Set, ConcurrentLinkedQueue/Deque; ConcurrentHashMap and its key set (contents and order); the copies are usable; synchronized RandomAccess lists; iterators of the linked queues skip elements removed after they were made.
import java.io.*;
import java.util.*;
import java.util.concurrent.*;

public class ConcurrentSerialForms {
    static byte[] form(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bytes);
        out.writeObject(o);
        out.close();
        return bytes.toByteArray();
    }

    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T o) throws Exception {
        byte[] bytes = form(o);
        System.out.print(o.getClass().getSimpleName() + " " + bytes.length + " " + Arrays.hashCode(bytes) + ": ");
        return (T) new ObjectInputStream(new ByteArrayInputStream(bytes)).readObject();
    }

    @SuppressWarnings("unchecked")
    static <T> T copy(T o) throws Exception {
        return (T) new ObjectInputStream(new ByteArrayInputStream(form(o))).readObject();
    }

    public static void main(String[] args) throws Exception {
        ConcurrentSkipListMap<String, Integer> map = new ConcurrentSkipListMap<>();
        map.put("pear", 3);
        map.put("apple", 1);
        map.put("fig", 2);
        ConcurrentSkipListMap<String, Integer> m2 = roundTrip(map);
        m2.put("banana", 9);
        System.out.println(m2 + " " + m2.firstKey() + " " + m2.headMap("c") + " " + m2.equals(map));

        ConcurrentSkipListMap<String, Integer> reversed = new ConcurrentSkipListMap<>(Collections.reverseOrder());
        reversed.putAll(map);
        ConcurrentSkipListMap<String, Integer> r2 = roundTrip(reversed);
        r2.put("kiwi", 5);
        System.out.println(r2 + " " + r2.comparator().compare("a", "b"));

        ConcurrentSkipListSet<Integer> set = new ConcurrentSkipListSet<>(Arrays.asList(5, 1, 9, 3));
        ConcurrentSkipListSet<Integer> s2 = roundTrip(set);
        s2.add(4);
        System.out.println(s2 + " " + s2.headSet(4) + " " + s2.pollLast() + " " + s2.ceiling(2) + " " + set);
        // A view reads back as a set of its elements in its order (its exact form is not checked).
        NavigableSet<Integer> view = (NavigableSet<Integer>) new ObjectInputStream(
                new ByteArrayInputStream(form(set.descendingSet()))).readObject();
        System.out.println(view + " " + view.first());
        System.out.println(roundTrip(new ConcurrentSkipListSet<String>()) + " " + roundTrip(new ConcurrentSkipListMap<String, String>()));

        CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<>(Arrays.asList("a", null, "c", "a"));
        CopyOnWriteArrayList<String> l2 = roundTrip(list);
        l2.add("d");
        System.out.println(l2 + " " + l2.indexOf("c") + " " + l2.addIfAbsent("a") + " " + l2.equals(list));
        CopyOnWriteArraySet<Integer> cows = roundTrip(new CopyOnWriteArraySet<>(Arrays.asList(3, 1, 3, 2)));
        cows.add(0);
        System.out.println(cows + " " + cows.contains(2));

        ConcurrentLinkedQueue<String> queue = new ConcurrentLinkedQueue<>(Arrays.asList("x", "y", "z"));
        ConcurrentLinkedQueue<String> q2 = roundTrip(queue);
        q2.offer("w");
        System.out.println(q2 + " " + q2.poll() + " " + q2.size());
        ConcurrentLinkedDeque<Integer> deque = new ConcurrentLinkedDeque<>(Arrays.asList(7, 8));
        deque.addFirst(6);
        ConcurrentLinkedDeque<Integer> d2 = roundTrip(deque);
        d2.addFirst(5);
        System.out.println(d2 + " " + d2.pollLast() + " " + d2.peekFirst() + " " + d2.size());
        System.out.println(roundTrip(new ConcurrentLinkedDeque<String>()).isEmpty() + " "
                + roundTrip(new CopyOnWriteArrayList<String>()).size());

        // ConcurrentHashMap: contents and iteration order survive (its form is not checked).
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        for (int i = 0; i < 40; i++) {
            chm.put("k" + (i * 7919 % 1000), i);
        }
        ConcurrentHashMap<String, Integer> chm2 = copy(chm);
        chm2.merge("k0", 100, Integer::sum);
        System.out.println(chm2.size() + " " + chm2.get("k0") + " " + new ArrayList<>(chm2.keySet()).equals(new ArrayList<>(chm.keySet()))
                + " " + chm2.keySet().iterator().next() + " " + copy(new ConcurrentHashMap<String, String>()).isEmpty());
        Set<String> keys = copy(chm.keySet());
        System.out.println(keys.size() + " " + keys.contains("k919") + " " + keys.equals(chm.keySet()));

        // Iterators of linked queues return the element they lined up, then skip removed ones.
        for (Queue<Integer> q : Arrays.<Queue<Integer>>asList(new LinkedBlockingQueue<Integer>(),
                new LinkedBlockingDeque<Integer>(), new ConcurrentLinkedQueue<Integer>(), new ArrayBlockingQueue<Integer>(9),
                new PriorityBlockingQueue<Integer>())) {
            for (int i = 0; i < 6; i++) {
                q.add(i);
            }
            Iterator<Integer> it = q.iterator();
            System.out.print(q.getClass().getSimpleName() + " " + it.next());
            q.remove(1);
            q.remove(2);
            q.poll();
            System.out.print(" " + it.next() + " " + it.next());
            it.remove();
            q.remove(5);
            System.out.println(" " + it.hasNext() + " " + q);
        }
        LinkedBlockingDeque<Integer> lbd = new LinkedBlockingDeque<>(Arrays.asList(1, 2, 3, 4));
        Iterator<Integer> down = lbd.descendingIterator();
        System.out.print(down.next());
        lbd.pollLast();
        lbd.removeLastOccurrence(3);
        System.out.println(" " + down.next() + " " + down.next() + " " + down.hasNext());

        // A synchronized view of a RandomAccess list is RandomAccess.
        System.out.println((Collections.synchronizedList(new ArrayList<String>()) instanceof RandomAccess) + " "
                + (Collections.synchronizedList(new LinkedList<String>()) instanceof RandomAccess) + " "
                + (new Vector<String>().subList(0, 0) instanceof RandomAccess) + " "
                + (Collections.synchronizedList(new ArrayList<String>()).subList(0, 0) instanceof RandomAccess));
    }
}
