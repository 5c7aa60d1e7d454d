// Checks ArrayDeque as stack and queue: push/pop/offer/poll order, toString order after wrap-around, growth, iteration both ways, and null rejection.
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;

public class ArrayDequeOps {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) stack.push(i);
        System.out.println("stack " + stack + " peek " + stack.peek() + " pop " + stack.pop() + " " + stack.pop());
        Deque<String> queue = new ArrayDeque<>(4);
        for (String s : "a b c d e f".split(" ")) queue.offer(s);
        System.out.println("queue " + queue + " poll " + queue.poll() + " " + queue.poll() + " -> " + queue);
        // wrap around the internal array
        for (int i = 0; i < 20; i++) {
            queue.offerLast("x" + i);
            queue.pollFirst();
        }
        queue.offerFirst("front");
        System.out.println("after wrap " + queue + " size " + queue.size() + " first " + queue.peekFirst() + " last " + queue.peekLast());
        StringBuilder rev = new StringBuilder();
        for (Iterator<String> it = queue.descendingIterator(); it.hasNext(); ) rev.append(it.next()).append(',');
        System.out.println("descending " + rev);
        Iterator<String> it = queue.iterator();
        while (it.hasNext()) if (it.next().endsWith("7")) it.remove();
        System.out.println("after iterator remove " + queue + " contains x18 " + queue.contains("x18"));
        ArrayDeque<Integer> grow = new ArrayDeque<>();
        for (int i = 0; i < 1000; i++) { grow.addFirst(i); grow.addLast(-i); }
        System.out.println("grown size " + grow.size() + " first " + grow.getFirst() + " last " + grow.getLast() + " removeFirst " + grow.removeFirst());
        try {
            grow.add(null);
        } catch (NullPointerException e) {
            System.out.println("null rejected");
        }
        ArrayDeque<Integer> empty = new ArrayDeque<>();
        System.out.println("empty poll " + empty.poll() + " peek " + empty.peek() + " pollLast " + empty.pollLast() + " isEmpty " + empty.isEmpty());
        try {
            empty.pop();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("pop on empty: NoSuchElementException " + e.getMessage());
        }
        ArrayDeque<String> copy = new ArrayDeque<>(java.util.Arrays.asList("p", "q"));
        ArrayDeque<String> cl = copy.clone();
        cl.push("r");
        System.out.println(copy + " " + cl + " removeFirstOccurrence " + cl.removeFirstOccurrence("q") + " " + cl);
    }
}
