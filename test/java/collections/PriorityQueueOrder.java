// Checks PriorityQueue: poll order, the heap array order shown by toString/iteration after adds and removes, comparators, ties, and remove(Object).
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class PriorityQueueOrder {
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int v : new int[]{42, 7, 19, 3, 25, 3, 88, 1, 56, 14}) {
            pq.add(v);
        }
        System.out.println("heap order " + pq + " peek " + pq.peek() + " size " + pq.size());
        pq.remove(25);
        pq.remove(999);
        System.out.println("after remove(25) " + pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("polled " + sb.toString().trim() + " then poll " + pq.poll() + " peek " + pq.peek());
        PriorityQueue<String> maxByLen = new PriorityQueue<>(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        maxByLen.addAll(Arrays.asList("kiwi", "fig", "banana", "apple", "date", "cherry", "plum"));
        System.out.println("heap " + maxByLen);
        List<String> out = new ArrayList<>();
        while (!maxByLen.isEmpty()) out.add(maxByLen.poll());
        System.out.println("polled " + out);
        PriorityQueue<int[]> tasks = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int[][] input = {{2, 1}, {1, 2}, {2, 0}, {1, 1}, {3, 0}, {1, 0}};
        for (int[] t : input) tasks.offer(t);
        StringBuilder order = new StringBuilder();
        while (!tasks.isEmpty()) { int[] t = tasks.poll(); order.append(t[0]).append('/').append(t[1]).append(' '); }
        System.out.println("tasks " + order.toString().trim());
        PriorityQueue<Integer> fromList = new PriorityQueue<>(Arrays.asList(9, 8, 7, 6, 5, 4, 3, 2, 1));
        System.out.println("heapified " + fromList + " toArray " + Arrays.toString(fromList.toArray()));
        try {
            fromList.add(null);
        } catch (NullPointerException e) {
            System.out.println("null rejected");
        }
    }
}
