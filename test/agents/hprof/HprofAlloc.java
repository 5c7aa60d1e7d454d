// hprof's heap=sites test program: keepInts keeps far more live bytes, as
// int[], than any other site; churn makes garbage of other kinds so that
// every collector frees, moves or deletes arenas meanwhile.
public class HprofAlloc {
    static int[][] kept = new int[300][];
    static Object sink;

    static void keepInts(int i) {
        kept[i] = new int[2000];
    }

    static void churn(int i) {
        StringBuilder b = new StringBuilder();
        b.append("n").append(i);
        sink = b.toString();
        sink = new Object[4];
    }

    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 300; i++) {
            keepInts(i);
            for (int k = 0; k < 40; k++) churn(i * 40 + k);
            sum += kept[i].length;
        }
        System.gc();
        System.out.println("kept " + sum);
    }
}
