// The program of the compiled-method event test (test/agents/jitevents).
// The test reads each method's source lines from the marker comments
// (SUM-1 and so on, after "//") and expects each compiled method's line
// table to name exactly its marked lines: keep a marker on every line with
// code, and none on a line without.
public class Main {
  static int sum(int n) {
    int s = 0;  // SUM-1
    for (int i = 0; i < n; i++) {  // SUM-2
      s += i * 3;  // SUM-3
    }
    return s;  // SUM-4
  }

  static long mix(long a, int b) {
    long x = a ^ (a >>> 7);  // MIX-1
    x = x * 31 + b;  // MIX-2
    return x;  // MIX-3
  }

  // Called once and loops nowhere: compiled under -Xcomp only.
  static int cold(int x) {
    return x * 7 + 1;  // COLD-1
  }

  // Hot by its loop: under -Xjit:threshold=100 compiled at a back-edge,
  // and mix, called at every iteration, by its calls.
  static long hot(int n) {
    long acc = 0;  // HOT-1
    for (int i = 0; i < n; i++) {  // HOT-2
      acc += mix(acc, i) & 0xff;  // HOT-3
    }
    return acc;  // HOT-4
  }

  public static void main(String[] args) {
    int a = sum(1000);  // MAIN-1
    int c = cold(5);  // MAIN-2
    long h = hot(20000);  // MAIN-3
    System.out.println("sum " + a + " cold " + c + " hot " + h);  // MAIN-4
  }  // MAIN-5 (the return)
}
