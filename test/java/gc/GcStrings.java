// Checks strings across collections: literals and interned strings keep their identity (==) through System.gc() and allocation, intern() of equal computed strings returns the same object afterwards, and StringBuilder-heavy building, substring and concatenation give the right contents.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class GcStrings {
    static final String CONSTANT = "gc-constant";
    static String staticLiteral = "static literal";

    static String literalFromMethod() {
        return "gc-constant";
    }

    static String computed(int i) {
        return new StringBuilder("key-").append(i).append('-').append(i * 7).toString();
    }

    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new StringBuilder().append("junk").append(i).toString();
        }
    }

    public static void main(String[] args) {
        String local = "gc-constant";
        String built = new StringBuilder("gc-").append("constant").toString();
        System.out.println("before: literal same " + (local == CONSTANT) + ", built distinct " + (built != CONSTANT)
                + ", built interned same " + (built.intern() == CONSTANT));
        System.gc();
        churn(150);
        System.gc();
        System.out.println("after gc: literal same " + (local == CONSTANT) + ", from method " + (literalFromMethod() == CONSTANT)
                + ", built interned " + (built.intern() == CONSTANT) + ", static " + (staticLiteral == "static literal"));

        // Intern many computed strings and keep the results; intern equal copies after collections.
        int n = 200;
        String[] interned = new String[n];
        for (int i = 0; i < n; i++) interned[i] = computed(i).intern();
        System.gc();
        churn(150);
        System.gc();
        int same = 0, equalButDistinct = 0;
        for (int i = 0; i < n; i++) {
            String again = computed(i);
            if (again != interned[i] && again.equals(interned[i])) equalButDistinct++;
            if (again.intern() == interned[i]) same++;
        }
        System.out.println("interned " + n + ": fresh copies distinct " + equalButDistinct + ", intern again same " + same);

        // Strings in a map survive as keys and values.
        Map<String, String> map = new HashMap<>();
        for (int i = 0; i < 150; i++) map.put("k" + i, computed(i));
        churn(200);
        System.gc();
        int found = 0;
        for (int i = 0; i < 150; i++) if (computed(i).equals(map.get("k" + i))) found++;
        System.out.println("map found " + found + " of " + map.size());

        // A large builder growing far past its initial capacity.
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 4000; i++) {
            big.append(i % 10);
            if (i % 100 == 99) big.append('\n');
        }
        System.gc();
        String bigString = big.toString();
        System.out.println("big length " + bigString.length() + " hash " + bigString.hashCode() + " lines " + bigString.split("\n").length);

        // Many short-lived builders, substrings and concatenations.
        List<String> pieces = new ArrayList<>();
        long totalLength = 0;
        for (int i = 0; i < 300; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < i % 9 + 1; k++) sb.append((char) ('a' + (i + k) % 26));
            String s = sb.toString();
            String sub = s.length() > 2 ? s.substring(1, s.length() - 1) : s;
            String joined = sub + "|" + i;
            totalLength += joined.length();
            if (i % 30 == 0) pieces.add(joined);
        }
        System.gc();
        System.out.println("pieces " + pieces + " total length " + totalLength);

        // Character data kept only through a substring after the original is dropped.
        String original = computed(123456) + "-tail";
        String tail = original.substring(original.length() - 4);
        original = null;
        churn(200);
        System.gc();
        System.out.println("tail " + tail + " upper " + tail.toUpperCase() + " replaced " + "a-b-c".replace('-', '+'));
        System.out.println("constant at end: " + (local == CONSTANT) + " " + CONSTANT.length() + " interned[199] " + interned[199]);
    }
}
