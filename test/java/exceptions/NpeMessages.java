// Checks JDK 17 helpful NullPointerException messages for locals: invoke, field read/write, array load/store, arraylength, athrow, monitorenter, unboxing.
public class NpeMessages {
    int x;
    String name;

    interface Action { void run() throws Throwable; }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        } catch (Throwable t) {
            System.out.println(label + ": unexpected " + t);
        }
    }

    static int invoke(String s) { return s.length(); }
    static int readField(NpeMessages n) { return n.x; }
    static void writeField(NpeMessages n) { n.x = 5; }
    static int intLoad(int[] a) { return a[0]; }
    static void intStore(int[] a) { a[0] = 1; }
    static long longLoad(long[] a) { return a[1]; }
    static void byteStore(byte[] a) { a[0] = 1; }
    static char charLoad(char[] a) { return a[0]; }
    static Object objLoad(Object[] a) { return a[0]; }
    static void objStore(String[] a) { a[0] = "s"; }
    static double doubleLoad(double[] a) { return a[0]; }
    static boolean boolLoad(boolean[] a) { return a[0]; }
    static int length(Object[] a) { return a.length; }
    static void doThrow(RuntimeException e) { throw e; }
    static void lock(Object o) { synchronized (o) { System.out.println("never"); } }
    static int unbox(Integer i) { return i; }
    static long unboxLong(Long l) { return l + 1; }
    static boolean unboxBool(Boolean b) { return !b; }
    static int chained(NpeMessages n) { return n.name.length(); }
    static int twoArgs(String a, String b) { return a.length() + b.length(); }
    int instanceField() { return name.hashCode(); }

    public static void main(String[] args) {
        attempt("invoke", () -> invoke(null));
        attempt("read field", () -> readField(null));
        attempt("write field", () -> writeField(null));
        attempt("int load", () -> intLoad(null));
        attempt("int store", () -> intStore(null));
        attempt("long load", () -> longLoad(null));
        attempt("byte store", () -> byteStore(null));
        attempt("char load", () -> charLoad(null));
        attempt("object load", () -> objLoad(null));
        attempt("object store", () -> objStore(null));
        attempt("double load", () -> doubleLoad(null));
        attempt("boolean load", () -> boolLoad(null));
        attempt("arraylength", () -> length(null));
        attempt("athrow", () -> doThrow(null));
        attempt("monitorenter", () -> lock(null));
        attempt("unbox int", () -> unbox(null));
        attempt("unbox long", () -> unboxLong(null));
        attempt("unbox boolean", () -> unboxBool(null));
        attempt("chained field", () -> chained(new NpeMessages()));
        attempt("second arg", () -> twoArgs("a", null));
        attempt("this.field", () -> new NpeMessages().instanceField());
    }
}
