// Checks wait/notifyAll with a bounded buffer: one producer and one consumer exchange 200 items in order; only the consumer prints, so the output is deterministic.
import java.util.ArrayDeque;
import java.util.Deque;

public class ProducerConsumer {
    static final class BoundedBuffer {
        private final Deque<Integer> items = new ArrayDeque<>();
        private final int capacity;
        int maxSeen;
        BoundedBuffer(int capacity) { this.capacity = capacity; }

        synchronized void put(int v) throws InterruptedException {
            while (items.size() == capacity) wait();
            items.addLast(v);
            maxSeen = Math.max(maxSeen, items.size());
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) wait();
            int v = items.removeFirst();
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        BoundedBuffer buf = new BoundedBuffer(5);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 200; i++) buf.put(i);
                buf.put(-1);   // poison pill
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "producer");
        final long[] sum = new long[1];
        final StringBuilder firstTen = new StringBuilder();
        final boolean[] inOrder = {true};
        Thread consumer = new Thread(() -> {
            try {
                int expected = 1;
                while (true) {
                    int v = buf.take();
                    if (v < 0) break;
                    if (v != expected++) inOrder[0] = false;
                    if (v <= 10) firstTen.append(v).append(' ');
                    sum[0] += v;
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "consumer");
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println("first ten: " + firstTen.toString().trim());
        System.out.println("sum " + sum[0] + " in order " + inOrder[0] + " buffer never over capacity " + (buf.maxSeen <= 5));
    }
}
