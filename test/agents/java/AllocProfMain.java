// The program the allocation profilers (largealloc, the article's allocprof.cc) run on:
// two allocations over its 5000-byte limit at known lines (marked), one
// under it. run_agent_test.py finds the lines by their markers.
public class AllocProfMain {
  static byte[] makeBig() {
    return new byte[800000]; // LARGE-1
  }

  public static void main(String[] args) {
    byte[] big = makeBig(); // CALL-1
    int[] medium = new int[3000]; // LARGE-2
    char[] small = new char[10];
    System.out.println("allocated " + (big.length + medium.length + small.length));
  }
}
