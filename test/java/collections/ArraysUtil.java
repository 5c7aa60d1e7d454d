// Checks java.util.Arrays: sort (primitives incl. NaN/-0.0 ordering, ranges, objects with comparators), binarySearch results, toString/deepToString, fill, copyOf, equals, asList.
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] ints = {5, -3, 9, 0, 12, -3, 7, Integer.MIN_VALUE, Integer.MAX_VALUE};
        Arrays.sort(ints);
        System.out.println(Arrays.toString(ints));
        double[] ds = {3.5, Double.NaN, -0.0, 0.0, -1.0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, -0.0};
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds));
        char[] cs = "sorting letters".toCharArray();
        Arrays.sort(cs);
        System.out.println("[" + new String(cs) + "]");
        long[] ls = {5, 4, 3, 2, 1};
        Arrays.sort(ls, 1, 4);
        System.out.println("range sort " + Arrays.toString(ls));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) big[i] = (i * 7919) % 1000;
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) sorted &= big[i - 1] <= big[i];
        System.out.println("big sorted " + sorted + " " + big[0] + " " + big[999]);
        int[] sortedInts = {1, 3, 5, 7, 9};
        System.out.println("binarySearch " + Arrays.binarySearch(sortedInts, 7) + " " + Arrays.binarySearch(sortedInts, 0) + " " + Arrays.binarySearch(sortedInts, 4)
                + " " + Arrays.binarySearch(sortedInts, 10) + " range " + Arrays.binarySearch(sortedInts, 1, 3, 5));
        String[] strs = {"pear", "Fig", "apple", "banana", "Cherry"};
        Arrays.sort(strs);
        System.out.println(Arrays.toString(strs) + " search " + Arrays.binarySearch(strs, "banana"));
        Arrays.sort(strs, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(strs));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println(Arrays.toString(boxed) + " search with comparator " + Arrays.binarySearch(boxed, 1, Comparator.reverseOrder()));
        Object[] nested = {1, new int[]{2, 3}, new String[]{"a", null}, null, new Object[]{new long[]{4L}}};
        System.out.println(Arrays.deepToString(nested));
        Object[] selfRef = new Object[2];
        selfRef[0] = "x";
        selfRef[1] = selfRef;
        System.out.println(Arrays.deepToString(selfRef));
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.toString(new int[0]) + " " + Arrays.toString(new boolean[]{true, false})
                + " " + Arrays.toString(new float[]{1.5f}) + " " + Arrays.toString(new byte[]{-1}) + " " + Arrays.toString(new char[]{'x', 'y'}));
        int[] filled = new int[5];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println(Arrays.toString(filled) + " copyOf " + Arrays.toString(Arrays.copyOf(filled, 7)) + " " + Arrays.toString(Arrays.copyOf(filled, 2))
                + " copyOfRange " + Arrays.toString(Arrays.copyOfRange(filled, 3, 8)));
        System.out.println("equals " + Arrays.equals(new int[]{1, 2}, new int[]{1, 2}) + " " + Arrays.equals(new int[]{1}, new int[]{2}) + " "
                + Arrays.deepEquals(new int[][]{{1}}, new int[][]{{1}}) + " " + Arrays.equals(new double[]{Double.NaN}, new double[]{Double.NaN})
                + " " + Arrays.equals(new double[]{0.0}, new double[]{-0.0}));
        List<String> asList = Arrays.asList("x", "y", "z");
        asList.set(1, "Y");
        System.out.println(asList + " " + asList.getClass().getSimpleName() + " " + asList.contains("z") + " " + asList.indexOf("z"));
        try {
            asList.add("w");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add: UnsupportedOperationException " + e.getMessage());
        }
        String[] backing = {"p", "q"};
        List<String> view = Arrays.asList(backing);
        backing[0] = "P";
        System.out.println("asList is a view " + view);
        try {
            Arrays.copyOfRange(filled, 4, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange: " + e.getMessage());
        }
        try {
            Arrays.fill(filled, 3, 9, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("fill range: " + e.getMessage());
        }
        try {
            Arrays.sort(new int[3], 2, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("sort range: " + e.getMessage());
        }
    }
}
