// The program of the GetCallTrace and thread-function test
// (test/agents/calltrace). The agent looks at this program's stack at known
// places; the test computes the line numbers it expects from the marker
// comments (// DEEP and so on), so keep each marker on its statement.
public class Main {
  static long sink;
  static final Object idleLock = new Object();
  static boolean idleDone;

  static int deep(int n) {
    return n + 1;  // DEEP
  }

  static int middle(int n) {
    return deep(n) * 2;  // CALL-DEEP
  }

  // Spends CPU in interpreted code for `millis` of wall time; the agent's
  // system thread suspends the thread in here.
  static void burn(long millis) {
    long end = System.currentTimeMillis() + millis;
    long x = 1;
    while (System.currentTimeMillis() < end) {
      for (int i = 0; i < 20000; i++) x = x * 6364136223846793005L + 1442695040888963407L;
    }
    sink = x;
  }

  public static void main(String[] args) throws Exception {
    // A thread that uses no CPU: blocked in wait() until the end.
    Thread idler = new Thread(new Idler(), "idler");
    idler.start();
    int r = middle(20);  // CALL-MIDDLE
    burn(1500);  // CALL-BURN
    Thread.sleep(32);  // SLEEP-32
    Thread.sleep(33);  // SLEEP-33
    synchronized (idleLock) {
      idleDone = true;
      idleLock.notifyAll();
    }
    idler.join();
    System.out.println("result " + r);
  }
}

class Idler implements Runnable {
  public void run() {
    synchronized (Main.idleLock) {
      while (!Main.idleDone) {
        try {
          Main.idleLock.wait();
        } catch (InterruptedException e) {
          return;
        }
      }
    }
  }
}
