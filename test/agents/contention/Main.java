// The program of the monitor contention test (test/agents/contention):
// contention on one object that is certain to happen (main holds the
// monitor until the other thread is seen blocked on it), contention that
// is likely (two threads incrementing under the same monitor), wait and
// notify in both directions, and three Thread.sleep(11) calls in whose
// MONITOR_WAIT events the agent contends for its raw monitors.
public class Main {
  static final Object shared = new Object();
  static int counter;
  static int turn;  // wait/notify ping-pong: 1 = the ponger's turn

  // The VM marks a thread BLOCKED just before it queues on the monitor:
  // the extra sleep makes sure it is queued, so that main's release is
  // a contended exit.
  static void waitUntilBlocked(Thread t) throws InterruptedException {
    for (int i = 0; i < 10000 && t.getState() != Thread.State.BLOCKED; i++) Thread.sleep(1);
    Thread.sleep(30);
  }

  public static void main(String[] args) throws Exception {
    // Certain contention, five times.
    for (int round = 0; round < 5; round++) {
      Thread t = new Thread(new Incrementer(1), "contender-" + round);
      synchronized (shared) {
        t.start();
        waitUntilBlocked(t);
      }
      t.join();
    }

    // Likely contention.
    Thread a = new Thread(new Incrementer(20000), "incrementer-a");
    Thread b = new Thread(new Incrementer(20000), "incrementer-b");
    a.start();
    b.start();
    a.join();
    b.join();

    // Ten waits on each side, and one timed wait.
    Thread ponger = new Thread(new Ponger(), "ponger");
    ponger.start();
    synchronized (shared) {
      for (int i = 0; i < 10; i++) {
        turn = 1;
        shared.notifyAll();
        while (turn != 0) shared.wait();
      }
      shared.wait(3);
    }
    ponger.join();

    // The agent's raw monitor rounds.
    for (int i = 0; i < 3; i++) Thread.sleep(11);

    System.out.println("counter " + counter);
  }
}

class Incrementer implements Runnable {
  private final int times;

  Incrementer(int times) {
    this.times = times;
  }

  public void run() {
    for (int i = 0; i < times; i++) {
      synchronized (Main.shared) {
        Main.counter++;
      }
    }
  }
}

class Ponger implements Runnable {
  public void run() {
    synchronized (Main.shared) {
      for (int i = 0; i < 10; i++) {
        while (Main.turn != 1) {
          try {
            Main.shared.wait();
          } catch (InterruptedException e) {
            return;
          }
        }
        Main.turn = 0;
        Main.shared.notifyAll();
      }
    }
  }
}
