// The program the buggy agents run on: objects that live through
// collections (and move under the copying collectors), garbage, a second
// thread that ends, and an explicit collection.
import java.util.ArrayList;
import java.util.List;

public class Main {
  public static void main(String[] args) throws Exception {
    List<int[]> kept = new ArrayList<>();
    long checksum = 0;
    for (int i = 0; i < 20000; i++) {
      int[] block = new int[i % 16];
      if (i % 50 == 0) kept.add(block);
      checksum += block.length;
    }
    Thread worker = new Thread(() -> {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < 200; i++) text.append(i % 10);
      System.out.println("worker " + text.length());
    }, "worker");
    worker.start();
    worker.join();
    System.gc();
    System.out.println("kept " + kept.size() + " checksum " + checksum);
  }
}
