// The program of the late METHOD_ENTRY test (test/agents/lateentry): the
// agent switches METHOD_ENTRY and METHOD_EXIT on while compiled code runs,
// when this program loads its class Marker, and counts the events of the
// methods below. main runs three phases, run(n, markAt) each:
//
//   0: run(200000, -1)  200000 calls of mark and of work from run's loop,
//                       before the switch: enough for mark, work and run
//                       to be compiled at any threshold up to 200000, and
//                       for compiled run to call compiled mark and work
//                       directly. No events.
//   1: run(1200, 500)   mark(500, 500) creates the program's first Marker:
//                       its loading is the switch, inside this activation
//                       of run and of mark, both entered before it (no
//                       METHOD_ENTRY for them, a METHOD_EXIT each). Then
//                       Marker.<init> (1 entry, 1 exit), work(500) ..
//                       work(1199): 700 entries and 700 exits, and
//                       mark(501, 500) .. mark(1199, 500): 699 and 699.
//   2: run(1000, -1)    1 entry and 1 exit of run, 1000 of work and of mark.
//   main                entered before the switch, returns after it: no
//                       METHOD_ENTRY, 1 METHOD_EXIT.
//
// So: work 1700 entries and 1700 exits (700 before run's one entry, 1000
// after it), mark 1699 and 1700, run 1 and 2, Marker.<init> 1 and 1, main
// 0 and 1. At the switch the agent's GetCallTrace sees mark at the line
// marked NEW-MARKER, run at CALL-MARK and main at CALL-RUN (the test finds
// them by these markers); under -Xcomp each of these frames was called by
// compiled code (main's loop is compiled again after phase 0, once its
// instructions are resolved).
public class Main {
  static final int[] CALLS = {200000, 1200, 1000};
  static final int[] MARK_AT = {-1, 500, -1};
  static int[] last;

  // A leaf (no call), which allocates now and then, so that the test's
  // -Xgcstress collects while compiled frames are on the stack.
  static int work(int x) {
    if ((x & 255) == 0) {
      last = new int[] {x};
    }
    return (x ^ (x >>> 3)) + 1;
  }

  // 0, except at i == markAt: then the program's first Marker.
  static int mark(int i, int markAt) {
    if (i != markAt) {
      return 0;
    }
    return new Marker().value;  // NEW-MARKER
  }

  static int run(int n, int markAt) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
      sum += mark(i, markAt);  // CALL-MARK
      sum += work(i);
    }
    return sum;
  }

  public static void main(String[] args) {
    int[] sums = new int[3];
    for (int phase = 0; phase < 3; phase++) {
      sums[phase] = run(CALLS[phase], MARK_AT[phase]);  // CALL-RUN
    }
    System.out.println("sums " + sums[0] + " " + sums[1] + " " + sums[2] + " last " + last[0]);
  }
}

// Loaded at its first use (the `new` in mark), never before.
class Marker {
  int value = 7;
}
