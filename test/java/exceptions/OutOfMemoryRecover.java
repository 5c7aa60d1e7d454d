// loupe-test: jvm-options -Xmx32m
// Checks that exhausting a 32 MB heap throws OutOfMemoryError that can be caught, and that the program recovers after dropping references.
import java.util.ArrayList;
import java.util.List;

public class OutOfMemoryRecover {
    public static void main(String[] args) {
        System.out.println("maxMemory positive: " + (Runtime.getRuntime().maxMemory() > 0));
        List<long[]> hog = new ArrayList<>();
        boolean caught = false;
        try {
            while (true) hog.add(new long[128 * 1024]);   // 1 MB each
        } catch (OutOfMemoryError e) {
            caught = true;
            hog = null;    // drop everything
        }
        System.out.println("caught first OOM: " + caught + ", allocated some: true");
        List<int[]> again = new ArrayList<>();
        for (int i = 0; i < 8; i++) again.add(new int[256 * 1024]);
        System.out.println("allocated 8 MB again: " + again.size());
        again = null;
        try {
            long[] huge = new long[64 * 1024 * 1024];   // 512 MB at once
            System.out.println("unexpected " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught huge array OOM");
        }
        try {
            int[] max = new int[Integer.MAX_VALUE];
            System.out.println("unexpected " + max.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught Integer.MAX_VALUE array OOM");
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++) sb.append(i % 10);
        System.out.println("still working: " + sb.length());
    }
}
