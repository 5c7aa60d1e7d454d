// Checks specified hashCode values: String, boxes (incl. -0.0/NaN doubles, long folding), Boolean, Character, Arrays.hashCode, List/Set/Map hashCodes, Map.Entry.
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

public class HashCodes {
    public static void main(String[] args) {
        String[] strs = {"", "a", "ab", "hello", "Hello", "The quick brown fox", "\u00e9", "\ud83d\ude00", "Aa", "BB"};
        for (String s : strs) System.out.print(s.hashCode() + " ");
        System.out.println();
        System.out.println(Integer.valueOf(-7).hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " "
                + Long.valueOf(Long.MIN_VALUE).hashCode() + " " + Double.valueOf(1.0).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " "
                + Double.valueOf(Double.NaN).hashCode() + " " + Float.valueOf(1.0f).hashCode() + " " + Float.valueOf(-0f).hashCode() + " "
                + Short.valueOf((short) -1).hashCode() + " " + Byte.valueOf((byte) -1).hashCode() + " " + Character.valueOf('x').hashCode() + " "
                + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode());
        System.out.println(Arrays.hashCode(new int[]{1, 2, 3}) + " " + Arrays.hashCode(new long[]{1L << 40}) + " " + Arrays.hashCode(new double[]{0.5})
                + " " + Arrays.hashCode(new Object[]{"a", null, 3}) + " " + Arrays.hashCode((int[]) null) + " " + Arrays.deepHashCode(new Object[]{new int[]{1}, "x"})
                + " " + Arrays.hashCode(new boolean[]{true, false}) + " " + Arrays.hashCode(new char[]{'a'}) + " " + Arrays.hashCode(new float[]{1f}));
        List<Object> list = new ArrayList<>(Arrays.asList("x", 1, null));
        System.out.println(list.hashCode() + " " + new ArrayList<>().hashCode() + " " + Arrays.asList(1, 2).hashCode());
        System.out.println(new HashSet<>(Arrays.asList("a", "b", "c")).hashCode() + " " + new HashSet<>().hashCode());
        Map<String, Integer> m = new HashMap<>();
        m.put("one", 1);
        m.put("two", 2);
        m.put(null, 0);
        System.out.println(m.hashCode() + " " + new AbstractMap.SimpleEntry<>("k", "v").hashCode() + " " + new AbstractMap.SimpleEntry<>("k", null).hashCode());
        System.out.println(Objects.hash("a", 1) + " " + Objects.hash() + " " + "a".hashCode() * 31);
    }
}
