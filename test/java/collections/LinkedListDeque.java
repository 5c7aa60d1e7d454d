// Checks LinkedList as List, Queue and Deque: first/last operations, poll/peek on empty, descendingIterator, ListIterator add/set/remove, and NoSuchElementException.
import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;
import java.util.NoSuchElementException;

public class LinkedListDeque {
    public static void main(String[] args) {
        LinkedList<String> ll = new LinkedList<>();
        ll.add("b");
        ll.addFirst("a");
        ll.addLast("c");
        ll.offer("d");
        ll.offerFirst("start");
        ll.push("pushed");
        System.out.println(ll + " first=" + ll.getFirst() + " last=" + ll.getLast() + " peek=" + ll.peek() + " peekLast=" + ll.peekLast());
        System.out.println("pop " + ll.pop() + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " remove " + ll.remove() + " -> " + ll);
        ll.add(1, "inserted");
        System.out.println(ll + " get(2)=" + ll.get(2) + " indexOf(c)=" + ll.indexOf("c") + " removeFirstOccurrence " + ll.removeFirstOccurrence("c"));
        StringBuilder desc = new StringBuilder();
        for (Iterator<String> it = ll.descendingIterator(); it.hasNext(); ) desc.append(it.next()).append(' ');
        System.out.println("descending " + desc.toString().trim());
        ListIterator<String> li = ll.listIterator();
        while (li.hasNext()) {
            String s = li.next();
            if (s.equals("inserted")) li.set("INSERTED");
            if (s.equals("b")) { li.remove(); li.add("b1"); li.add("b2"); }
        }
        System.out.println("after listIterator " + ll + " prevIndex " + li.previousIndex());
        while (li.hasPrevious()) System.out.print(li.previous() + "<");
        System.out.println();
        LinkedList<Integer> empty = new LinkedList<>();
        System.out.println("empty: peek " + empty.peek() + " poll " + empty.poll() + " pollFirst " + empty.pollFirst() + " peekLast " + empty.peekLast());
        try {
            empty.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("getFirst: NoSuchElementException " + e.getMessage());
        }
        try {
            empty.remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove: NoSuchElementException " + e.getMessage());
        }
        try {
            empty.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop: NoSuchElementException " + e.getMessage());
        }
        try {
            empty.get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(0): " + e.getMessage());
        }
        LinkedList<Integer> nums = new LinkedList<>();
        for (int i = 0; i < 10; i++) { if (i % 2 == 0) nums.addFirst(i); else nums.addLast(i); }
        System.out.println(nums + " contains null? " + nums.contains(null));
        nums.add(null);
        System.out.println("null allowed " + nums.getLast() + " size " + nums.size() + " removeLastOccurrence(3) " + nums.removeLastOccurrence(3));
    }
}
