// Checks erasure: heap pollution only fails at the checkcast inserted at the use site, generic methods with bounds, wildcards, and generic arrays.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class GenericsErasure {
    static <T extends Comparable<T>> T max(List<T> items) {
        T best = items.get(0);
        for (T t : items) if (t.compareTo(best) > 0) best = t;
        return best;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) sink.add(i);
    }

    @SuppressWarnings("unchecked")
    static <T> T[] makeArray(int n, T... proto) { return Arrays.copyOf(proto, n); }

    static class Pair<A, B> {
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
        @Override public String toString() { return "(" + first + ", " + second + ")"; }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        System.out.println(max(Arrays.asList(3, 9, 2)) + " " + max(Arrays.asList("pear", "apple", "zoo")));
        System.out.println(sum(Arrays.asList(1, 2.5, 3L)));
        List<Object> sink = new ArrayList<>();
        fill(sink, 3);
        System.out.println(sink);
        List<String> strings = new ArrayList<>();
        List raw = strings;
        raw.add(42);                       // heap pollution: no exception here
        System.out.println("size " + strings.size() + " element as Object: " + ((List) strings).get(0));
        try {
            String s = strings.get(0);     // checkcast String fails here
            System.out.println("unexpected " + s);
        } catch (ClassCastException e) {
            System.out.println("CCE at use site: " + e.getMessage());
        }
        String[] arr = makeArray(3, "a", "b");
        System.out.println(arr.getClass().getSimpleName() + " " + Arrays.toString(arr));
        Pair<String, Integer> p = new Pair<>("k", 1);
        Pair<String, List<String>> q = p.withSecond(Arrays.asList("x", "y"));
        System.out.println(p + " " + q);
        List<?>[] lists = new List<?>[2];
        lists[0] = Arrays.asList(1);
        lists[1] = Arrays.asList("two");
        System.out.println(Arrays.toString(lists));
        System.out.println("same class at runtime: " + (new ArrayList<String>().getClass() == new ArrayList<Integer>().getClass()));
    }
}
