// The program of the -Xtrace tests (test/launcher/trace_test.py): a
// constructor storing fields, a virtual call reading them, a loop, a
// tableswitch, constants of each kind and a string, small enough that its
// trace can be read (and was checked) by hand.
public class TraceDemo {
  static final class Point {
    final int x, y;

    Point(int x, int y) {
      this.x = x;
      this.y = y;
    }

    Point scaled(int k) {
      return new Point(x * k, y * k);
    }
  }

  static int sum(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) total += i;
    return total;
  }

  static String kind(int k) {
    switch (k) {
      case 0: return "zero";
      case 1: return "one";
      case 2: return "two";
      default: return "many";
    }
  }

  public static void main(String[] args) {
    Point p = new Point(3, 4).scaled(2);
    StringBuilder text = new StringBuilder("hello ");
    text.append(p.x + p.y).append(' ').append(kind(1)).append(' ').append(sum(3)).append(' ').append(100000L);
    System.out.println(text);
  }
}
