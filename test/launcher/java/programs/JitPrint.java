// The program of the -Xjit:print test (test/launcher/jit_print_test.py):
// poly is plain int arithmetic, so that its listing shows templates for
// loads, adds and multiplies.
public class JitPrint {
  static int poly(int x, int y) {
    int a = x + y;
    int b = a * x - y;
    return a + b;
  }

  public static void main(String[] args) {
    int total = 0;
    for (int i = 0; i < 10; i++) total += poly(i, 3);
    System.out.println("total " + total);
  }
}
