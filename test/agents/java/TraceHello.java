// A small program for the trace agent's smoke test: a class of its own,
// a second thread, a contended monitor and a wait with a timeout.
public class TraceHello {
  static final Object lock = new Object();
  static int counter;

  static void work() {
    for (int i = 0; i < 1000; i++) {
      synchronized (lock) {
        counter++;
      }
    }
  }

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(TraceHello::work, "worker");
    t.start();
    work();
    t.join();
    synchronized (lock) {
      lock.wait(5);
    }
    System.out.println("counter " + counter);
  }
}
