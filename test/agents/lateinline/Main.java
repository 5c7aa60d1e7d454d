// The program of the inlining-and-profilers tests (test/agents/lateinline,
// issue 19). run's loop calls small methods that compiled code inlines
// (-verbose:jit: "calls inlined"): a static one, a virtual getter, one
// that may fail (a division: inlined with a way out at the call), an
// empty one, and Math.sqrt (an intrinsic). The agent lateinline switches
// METHOD_ENTRY and METHOD_EXIT (or INSTRUCTION_START) on when this
// program loads its class Marker, in the middle of that loop, and counts
// the events per method. main runs three phases, run(n, markAt) each:
//
//   0: run(N, -1)       N calls of each (200000, or the first argument),
//                       before the switch: run is compiled and inlines
//                       them at any threshold up to N. No events.
//   1: run(1200, 500)   mark(500, 500) creates the program's first Marker:
//                       its loading is the switch, inside this activation
//                       of run and of mark (no METHOD_ENTRY for them, a
//                       METHOD_EXIT each). Then Marker.<init> once, and
//                       twice, get, divide, nothing and Math.sqrt 700
//                       times each (i = 500 .. 1199), mark 699 times.
//   2: run(1000, -1)    run once; 1000 calls of each of the others.
//   main                entered before the switch: 1 METHOD_EXIT.
//
// So: twice, Box.get, divide, nothing and Math.sqrt 1700 entries and 1700
// exits each, mark 1699 and 1700, run 1 and 2, Marker.<init> 1 and 1,
// main 0 and 1, Box.<init> 0 and 0 (its one call comes before the switch).
// Each call in the loop is alone on its line: a sampler (hprof
// cpu=samples) finds run on top at its entry, its loop or the call of
// mark, never at a line marked INLINED (run's compiled code cannot stop
// inside an inlined call).
public class Main {
  static final int[] MARK_AT = {-1, 500, -1};

  static int twice(int x) {
    return x + x;
  }

  static int divide(int a, int b) {
    return a / b;
  }

  static void nothing() {
  }

  // 0, except at i == markAt: then the program's first Marker.
  static int mark(int i, int markAt) {
    if (i != markAt) {
      return 0;
    }
    return new Marker().value;  // NEW-MARKER
  }

  static int run(int n, int markAt, Box box) {
    int sum = 0;  // RUN-ENTRY
    for (int i = 0; i < n; i++) {  // LOOP
      sum += mark(i, markAt);  // CALL-MARK
      sum += twice(i);  // INLINED
      sum += box.get();  // INLINED
      sum += divide(i, 3);  // INLINED
      nothing();  // INLINED
      sum += (int) Math.sqrt(i);  // INLINED
    }
    return sum;
  }

  public static void main(String[] args) {
    int[] calls = {args.length > 0 ? Integer.parseInt(args[0]) : 200000, 1200, 1000};
    Box box = new Box(5);
    int[] sums = new int[3];
    for (int phase = 0; phase < 3; phase++) {
      sums[phase] = run(calls[phase], MARK_AT[phase], box);  // CALL-RUN
    }
    System.out.println("sums " + sums[0] + " " + sums[1] + " " + sums[2]);
  }
}

class Box {
  int value;

  Box(int value) {
    this.value = value;
  }

  int get() {
    return value;
  }
}

// Loaded at its first use (the `new` in mark), never before.
class Marker {
  int value = 7;
}
