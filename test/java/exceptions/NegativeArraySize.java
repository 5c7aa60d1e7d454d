// Checks NegativeArraySizeException messages for newarray, anewarray and multianewarray, and that zero-length arrays are fine.
public class NegativeArraySize {
    interface Alloc { Object run(); }

    static int n(int x) { return x; }

    static void attempt(String label, Alloc a) {
        try {
            Object r = a.run();
            System.out.println(label + ": created " + r.getClass().getSimpleName());
        } catch (NegativeArraySizeException e) {
            System.out.println(label + ": " + e.getMessage() + " / " + e);
        }
    }

    public static void main(String[] args) {
        attempt("int[-1]", () -> new int[n(-1)]);
        attempt("long[MIN]", () -> new long[n(Integer.MIN_VALUE)]);
        attempt("String[-5]", () -> new String[n(-5)]);
        attempt("int[-2][3]", () -> new int[n(-2)][3]);
        attempt("int[3][-4]", () -> new int[3][n(-4)]);
        attempt("int[0][-4]", () -> new int[0][n(-4)]);
        attempt("Object[2][-3][]", () -> new Object[2][n(-3)][]);
        attempt("char[0]", () -> new char[n(0)]);
        attempt("double[0][0]", () -> new double[n(0)][n(0)]);
        System.out.println("no-arg message: " + new NegativeArraySizeException().getMessage());
    }
}
