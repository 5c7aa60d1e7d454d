// loupe-test: jvm-options -Xmx8m
// loupe-test: compare-stderr
// Checks that an uncaught OutOfMemoryError from filling the heap with arrays prints HotSpot's "Java heap space" line and its stack trace, and exits 1.
import java.util.ArrayList;
import java.util.List;

public class OomUncaughtArrays {
    static long[] grab(int length) {
        return new long[length];
    }

    static void fill(List<long[]> keep) {
        while (true) keep.add(grab(16 * 1024));   // 128 KB each
    }

    public static void main(String[] args) {
        System.out.println("filling the heap with arrays");
        fill(new ArrayList<>());
    }
}
