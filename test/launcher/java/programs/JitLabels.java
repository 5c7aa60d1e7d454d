// The program of -Xjit:print's labels test (test/launcher/jit_print_test.py):
// work's code has what the listing labels (exit stubs, an allocation's
// slow path calling a helper, calls inlined two deep, a virtual call
// inlined behind its guard, the direct entry, the epilogue), and pick's
// has a tableswitch's jump table.
public class JitLabels {
  private int value;

  JitLabels(int value) {
    this.value = value;
  }

  int get() {
    return value;
  }

  static int pick(int k) {
    switch (k) {
      case 0: return 10;
      case 1: return 11;
      case 2: return 12;
      case 3: return 13;
      default: return -1;
    }
  }

  static int work(JitLabels[] items, Integer boxed) {
    int total = 0;
    for (int i = 0; i < items.length; i++) {
      JitLabels item = new JitLabels(i);
      items[i] = item;
      total += item.get() + pick(i & 3) + boxed.compareTo(i);
    }
    return total;
  }

  public static void main(String[] args) {
    JitLabels[] items = new JitLabels[20];
    int sum = 0;
    for (int round = 0; round < 200; round++) sum += work(items, 7);
    System.out.println("sum " + sum);
  }
}
