// The program of the partial-profiling test (test/agents/partial): objects
// of the program's own classes made before and after the agent switches on
// CLASS_LOAD and OBJECT_ALLOC, which it does in the MONITOR_WAIT event of
// the Thread.sleep(7) below.
public class Main {
  static final class Node {
    final int value;
    final Node next;

    Node(int value, Node next) {
      this.value = value;
      this.next = next;
    }
  }

  // Allocated before the switch; its ID first reaches the agent in the
  // MONITOR_WAIT of lock.wait(9).
  static final class Lock {
    int uses;
  }

  // First loaded after the switch: its CLASS_LOAD is a natural one.
  static final class Late {
    final String tag;

    Late(String tag) {
      this.tag = tag;
    }
  }

  static int sum(Node n) {
    int s = 0;
    for (; n != null; n = n.next) s += n.value;
    return s;
  }

  public static void main(String[] args) throws Exception {
    Lock lock = new Lock();
    Node before = null;
    for (int i = 0; i < 100; i++) before = new Node(i, before);
    Thread.sleep(7);  // the agent switches here
    Node after = null;
    for (int i = 0; i < 100; i++) after = new Node(i, after);
    Late late = new Late("late");
    synchronized (lock) {
      lock.uses++;
      lock.wait(9);
    }
    System.out.println(sum(before) + " " + sum(after) + " " + late.tag + " " + lock.uses);
  }
}
