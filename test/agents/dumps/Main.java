// The program of the dump test (test/agents/dumps): objects with known
// values in static fields, and three threads in known monitor states. The
// agent takes its heap, object and monitor dumps in the MONITOR_WAIT event
// of the Thread.sleep(1234) below and checks them against what is set here
// (dumps.cpp has the same numbers).
public class Main {
  static Marker marker;
  static int[] ints;
  static Object[] objs;
  // Class objects without a CLASS_DUMP of their own: an array class (it has
  // a CLASS_LOAD) and a primitive type's (it has none).
  static Class<?> arrayClass = int[].class;
  static Class<?> primitiveClass = int.class;
  // "holder" owns held and sleeps; "blocker" waits to enter it.
  static final Object held = new Object();
  // "waiter" is in waitedOn.wait().
  static final Object waitedOn = new Object();

  static final Object signal = new Object();
  static boolean holding;
  static boolean released;

  public static void main(String[] args) throws Exception {
    marker = new Marker();
    Marker.SELF = marker;
    marker.link = marker;
    ints = new int[777];
    for (int i = 0; i < ints.length; i++) ints[i] = i * 3;
    objs = new Object[3];
    objs[0] = marker;
    objs[1] = ints;

    Thread holder = new Thread(new Holder(), "holder");
    holder.start();
    synchronized (signal) {
      while (!holding) signal.wait();
    }
    Thread blocker = new Thread(new Blocker(), "blocker");
    blocker.start();
    Thread waiter = new Thread(new Waiter(), "waiter");
    waiter.start();
    while (blocker.getState() != Thread.State.BLOCKED || waiter.getState() != Thread.State.WAITING) {
      Thread.sleep(5);
    }
    Thread.sleep(50);  // both are now parked in the monitor, not just marked

    Thread.sleep(1234);  // the agent dumps here

    holder.interrupt();
    synchronized (waitedOn) {
      released = true;
      waitedOn.notifyAll();
    }
    holder.join();
    blocker.join();
    waiter.join();
    System.out.println("ok " + marker.tag() + " " + ints[776] + " " + objs.length);
  }
}

interface Tagged {
  int tag();
}

// Instance fields of a superclass come after the subclass's in a dump.
class Base {
  long baseLong = 0x0102030405060708L;
  Object baseRef = "base-ref";
}

// One instance field and one static of each kind the dumps encode.
class Marker extends Base implements Tagged {
  static int MAGIC = 777777;
  static long STAMP = -2L;
  static Object SELF;
  static boolean FLAG = true;
  static double RATIO = 2.5;

  int answer = 12345;
  long big = 0x1122334455667788L;
  String text = "marker-text";
  short small = -2;
  char letter = 'Q';
  byte tiny = -7;
  boolean on = true;
  float ratio = 1.5f;
  double precise = -0.25;
  Object link;

  public int tag() {
    return answer;
  }
}

class Holder implements Runnable {
  public void run() {
    synchronized (Main.held) {
      synchronized (Main.signal) {
        Main.holding = true;
        Main.signal.notifyAll();
      }
      try {
        Thread.sleep(600000);
      } catch (InterruptedException e) {
        // main interrupts it once the dumps are taken
      }
    }
  }
}

class Blocker implements Runnable {
  public void run() {
    synchronized (Main.held) {
      Main.holding = false;
    }
  }
}

class Waiter implements Runnable {
  public void run() {
    synchronized (Main.waitedOn) {
      while (!Main.released) {
        try {
          Main.waitedOn.wait();
        } catch (InterruptedException e) {
          return;
        }
      }
    }
  }
}
