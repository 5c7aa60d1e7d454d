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
}
