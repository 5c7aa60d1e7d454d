// Checks java.util.Collections: shuffle with a seeded Random, sort/reverse/swap/rotate/fill/frequency/max/min, nCopies, unmodifiable/empty/singleton views and their exceptions.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add(i);
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffle(42) " + nums);
        Collections.shuffle(nums, new Random(42));
        System.out.println("again       " + nums);
        List<String> letters = new ArrayList<>(Arrays.asList("a", "b", "c", "d", "e", "f", "g"));
        Collections.shuffle(letters, new Random(7));
        System.out.println("shuffle(7) " + letters);
        Collections.sort(nums);
        Collections.reverse(nums);
        System.out.println("reversed " + nums);
        Collections.swap(nums, 0, 19);
        Collections.rotate(nums, 3);
        System.out.println("swap+rotate(3) " + nums);
        Collections.rotate(letters, -2);
        System.out.println("rotate(-2) " + letters);
        System.out.println("binarySearch " + Collections.binarySearch(Arrays.asList(1, 3, 5, 7), 5) + " " + Collections.binarySearch(Arrays.asList(1, 3, 5, 7), 4));
        System.out.println("max " + Collections.max(nums) + " min " + Collections.min(nums) + " frequency " + Collections.frequency(Arrays.asList(1, 2, 1, 1), 1));
        System.out.println("nCopies " + Collections.nCopies(3, "ab") + " empty " + Collections.emptyList() + Collections.emptyMap() + Collections.emptySet());
        List<Integer> filled = new ArrayList<>(Arrays.asList(1, 2, 3));
        Collections.fill(filled, 0);
        Collections.addAll(filled, 4, 5);
        System.out.println("fill+addAll " + filled + " disjoint " + Collections.disjoint(filled, Arrays.asList(9, 8)));
        List<String> single = Collections.singletonList("only");
        Set<String> singleSet = Collections.singleton("one");
        Map<String, Integer> singleMap = Collections.singletonMap("k", 1);
        System.out.println(single + " " + singleSet + " " + singleMap);
        List<Integer> unmod = Collections.unmodifiableList(filled);
        try {
            unmod.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable add: UnsupportedOperationException " + e.getMessage());
        }
        try {
            single.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("singleton set: UnsupportedOperationException " + e.getMessage());
        }
        filled.add(6);
        System.out.println("unmodifiable view sees change " + unmod);
        List<String> names = new ArrayList<>(Arrays.asList("bob", "Alice", "carol", "Dave"));
        Collections.sort(names);
        System.out.println("natural " + names);
        Collections.sort(names, Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
        System.out.println("reverse ci " + names);
        List<Integer> syn = Collections.synchronizedList(new ArrayList<>(Arrays.asList(3, 1, 2)));
        Collections.sort(syn);
        System.out.println("synchronized " + syn + " indexOfSubList " + Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3))
                + " lastIndexOfSubList " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
    }
}
