package java.lang;

/** A readable sequence of UTF-16 code units. */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    String toString();

    default boolean isEmpty() {
        return length() == 0;
    }

    /** Lexicographic comparison by code unit, as String.compareTo but for any two sequences. */
    static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        if (cs1.getClass() == String.class && cs2.getClass() == String.class) {
            return ((String) cs1).compareTo((String) cs2);
        }
        int n = Math.min(cs1.length(), cs2.length());
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return cs1.length() - cs2.length();
    }

    /** The char values as ints; the sequence is read when the terminal operation starts. */
    default java.util.stream.IntStream chars() {
        return java.util.stream.StreamSupport.intStream(() -> {
            int[] values = new int[length()];
            for (int i = 0; i < values.length; i++) {
                values[i] = charAt(i);
            }
            return java.util.Spliterators.spliterator(values, java.util.Spliterator.ORDERED);
        }, java.util.Spliterator.ORDERED, false);
    }

    /** The code points (a lone surrogate stands for itself); read when the terminal operation starts. */
    default java.util.stream.IntStream codePoints() {
        return java.util.stream.StreamSupport.intStream(
                () -> java.util.Spliterators.spliterator(toString().codePoints().toArray(), java.util.Spliterator.ORDERED),
                java.util.Spliterator.ORDERED, false);
    }
}
