// Arrays.mismatch/compare/compareUnsigned/equals over whole arrays and ranges, parallelSort/Prefix/SetAll, range-check exceptions.
// loupe-test: java17-only
import java.util.*;

public class ArraysCompareMismatch {
    interface Action { Object run(); }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (RuntimeException e) {
            System.out.println(label + " threw " + e);
        }
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3, 4, 5};
        int[] b = {1, 2, 9, 4};
        System.out.println("int mismatch " + Arrays.mismatch(a, b) + " " + Arrays.mismatch(a, a.clone()) + " " + Arrays.mismatch(new int[] {1, 2}, a) + " range " + Arrays.mismatch(a, 3, 5, b, 3, 4) + " " + Arrays.mismatch(a, 0, 2, b, 0, 2));
        System.out.println("int compare " + Arrays.compare(a, b) + " " + Arrays.compare(b, a) + " " + Arrays.compare(a, new int[] {1, 2}) + " " + Arrays.compare((int[]) null, a) + " " + Arrays.compare(a, null) + " " + Arrays.compare((int[]) null, null) + " range " + Arrays.compare(a, 3, 4, b, 3, 4) + " " + Arrays.compare(new int[] {-1}, new int[] {1}));
        System.out.println("unsigned " + Arrays.compareUnsigned(new int[] {-1}, new int[] {1}) + " " + Arrays.compareUnsigned(new byte[] {(byte) 200}, new byte[] {100}) + " " + Arrays.compare(new byte[] {(byte) 200}, new byte[] {100}) + " " + Arrays.compareUnsigned(new short[] {-2, 5}, 0, 1, new short[] {3}, 0, 1) + " " + Arrays.compareUnsigned(new long[] {Long.MIN_VALUE}, new long[] {Long.MAX_VALUE}));
        System.out.println("byte/short/char compare " + Arrays.compare(new byte[] {5}, new byte[] {-7}) + " " + Arrays.compare(new short[] {100}, new short[] {-100}) + " " + Arrays.compare("abd".toCharArray(), "abz".toCharArray()) + " " + Arrays.compare(new char[0], new char[] {'x'}) + " " + Arrays.compare(new long[] {3, 4}, new long[] {3, 9}));
        System.out.println("boolean " + Arrays.compare(new boolean[] {true, false}, new boolean[] {true, true}) + " " + Arrays.mismatch(new boolean[] {true}, new boolean[] {true, false}) + " " + Arrays.equals(new boolean[] {false, true, true}, 1, 3, new boolean[] {true, true}, 0, 2));
        double[] d = {0.0, Double.NaN, 1.5};
        double[] e = {-0.0, Double.NaN, 1.5};
        System.out.println("double mismatch " + Arrays.mismatch(d, e) + " " + Arrays.mismatch(d, 1, 3, e, 1, 3) + " compare " + Arrays.compare(d, e) + " " + Arrays.compare(new double[] {Double.NaN}, new double[] {Double.POSITIVE_INFINITY}) + " equals range " + Arrays.equals(d, 1, 3, e, 1, 3));
        float[] f = {1f, Float.NaN};
        System.out.println("float " + Arrays.mismatch(f, new float[] {1f, Float.NaN, 2f}) + " " + Arrays.compare(f, new float[] {1f, 2f}) + " " + Arrays.equals(f, 0, 1, new float[] {1f}, 0, 1) + " " + Arrays.compare(new float[] {-0f}, new float[] {0f}));
        System.out.println("long/short/char/byte equals ranges " + Arrays.equals(new long[] {1, 2, 3}, 1, 3, new long[] {2, 3}, 0, 2) + " " + Arrays.equals(new short[] {1, 2}, 0, 1, new short[] {1, 2}, 0, 2) + " " + Arrays.equals("hello".toCharArray(), 1, 3, "yell".toCharArray(), 1, 3) + " " + Arrays.equals(new byte[] {1}, 0, 0, new byte[] {2}, 1, 1) + " mismatch " + Arrays.mismatch(new byte[] {1, 2, 3}, new byte[] {1, 2, 4}) + Arrays.mismatch(new short[] {}, new short[] {1}) + Arrays.mismatch("ab".toCharArray(), "ab".toCharArray()) + Arrays.mismatch(new long[] {7}, 0, 1, new long[] {8, 7}, 1, 2));

        String[] s = {"apple", null, "cherry"};
        String[] t = {"apple", null, "Cherry"};
        System.out.println("objects mismatch " + Arrays.mismatch(s, t) + " ci " + Arrays.mismatch(s, t, Comparator.nullsFirst(String.CASE_INSENSITIVE_ORDER)) + " compare " + Arrays.compare(s, t) + " " + Arrays.compare(new String[] {null}, new String[] {"a"}) + " " + Arrays.compare(new String[] {"b"}, new String[] {null}) + " " + Arrays.compare(new String[] {"b", "a"}, new String[] {"b"}));
        System.out.println("objects with comparator " + Arrays.compare(new String[] {"B"}, new String[] {"a"}, String.CASE_INSENSITIVE_ORDER) + " " + Arrays.equals(new String[] {"A", "b"}, new String[] {"a", "B"}, String.CASE_INSENSITIVE_ORDER) + " " + Arrays.equals(new String[] {"x", "A"}, 1, 2, new String[] {"a"}, 0, 1, String.CASE_INSENSITIVE_ORDER) + " " + Arrays.equals(s, 0, 2, t, 0, 2) + " " + Arrays.mismatch(s, 2, 3, t, 2, 3) + " " + Arrays.compare(s, 0, 1, t, 0, 2) + " " + Arrays.compare(t, 2, 3, s, 2, 3, Comparator.reverseOrder()) + " " + Arrays.mismatch(new Integer[] {1, 2}, 0, 2, new Integer[] {1, 3}, 0, 2, Comparator.naturalOrder()));

        attempt("range from > to", () -> Arrays.mismatch(a, 3, 2, b, 0, 1));
        attempt("range negative", () -> Arrays.compare(a, -1, 2, b, 0, 1));
        attempt("range past end", () -> Arrays.equals(a, 0, 6, b, 0, 1));
        attempt("second range past end", () -> Arrays.compareUnsigned(a, 0, 1, b, 0, 5));
        try { Arrays.mismatch(a, null); } catch (NullPointerException npe) { System.out.println("mismatch null threw NullPointerException"); }
        attempt("equals null comparator", () -> Arrays.equals(s, t, null));

        int[] big = {5, 3, 9, 1, 7, 2, 8};
        Arrays.parallelSort(big, 1, 6);
        double[] ds = {3.5, -1.0, Double.NaN, -0.0, 0.0};
        Arrays.parallelSort(ds);
        String[] words = {"pear", "fig", "banana", "kiwi"};
        Arrays.parallelSort(words);
        String[] byLen = words.clone();
        Arrays.parallelSort(byLen, Comparator.comparing(String::length));
        char[] cs = "sorting".toCharArray();
        Arrays.parallelSort(cs);
        System.out.println("parallelSort " + Arrays.toString(big) + " " + Arrays.toString(ds) + " " + Arrays.toString(words) + " " + Arrays.toString(byLen) + " " + new String(cs));
        int[] prefix = {1, 2, 3, 4, 5};
        Arrays.parallelPrefix(prefix, Integer::sum);
        long[] lp = {1, 2, 3, 4, 5};
        Arrays.parallelPrefix(lp, 1, 4, (x, y) -> x * y);
        double[] dp = {1, 2, 3};
        Arrays.parallelPrefix(dp, Math::max);
        String[] sp = {"a", "b", "c"};
        Arrays.parallelPrefix(sp, String::concat);
        System.out.println("parallelPrefix " + Arrays.toString(prefix) + " " + Arrays.toString(lp) + " " + Arrays.toString(dp) + " " + Arrays.toString(sp));
        attempt("prefix bad range", () -> { Arrays.parallelPrefix(prefix, 2, 9, Integer::sum); return "?"; });
        Integer[] boxes = new Integer[4];
        Arrays.parallelSetAll(boxes, i -> i * i);
        long[] ls = new long[3];
        Arrays.parallelSetAll(ls, i -> 10L * i);
        double[] dd = new double[3];
        Arrays.setAll(dd, i -> i / 2.0);
        int[] is = new int[3];
        Arrays.parallelSetAll(is, i -> -i);
        System.out.println("setAll " + Arrays.toString(boxes) + " " + Arrays.toString(ls) + " " + Arrays.toString(dd) + " " + Arrays.toString(is));
    }
}
