// Loupe benchmark: the collections of java.util and java.util.concurrent
// together: a TreeMap as an ordered index, a PriorityQueue as an event queue,
// an ArrayDeque as a work list, a LinkedHashMap as an LRU cache, a
// ConcurrentHashMap of counters with merge, and Collections.sort of a list.
// The checksum folds their contents after each phase.
//
// usage: CollectionsMix [s1|s10|s100|param=<operations>]   (default s10)
// prints: bench CollectionsMix size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

public class CollectionsMix {
    static final String NAME = "CollectionsMix";
    // Operations per size.
    static final int[] PARAMS = {20_000, 200_000, 2_000_000};
    static final long[] CHECKSUMS = {2488006970032444775L, 3690847318414716902L, -8307920977719436296L};

    static long kernel(int operations) {
        long seed = 11;
        TreeMap<Integer, String> index = new TreeMap<>();
        PriorityQueue<long[]> events = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        ArrayDeque<Integer> work = new ArrayDeque<>();
        Map<Integer, Integer> lru = new LinkedHashMap<Integer, Integer>(64, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
                return size() > 500;
            }
        };
        ConcurrentHashMap<String, Integer> counters = new ConcurrentHashMap<>();
        long check = 0;
        for (int i = 0; i < operations; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            int key = (int) ((seed >>> 33) % 50_000);
            index.put(key, "v" + (key % 100));
            events.add(new long[] {seed >>> 20, key});
            work.addLast(key);
            lru.merge(key % 2_000, 1, Integer::sum);
            counters.merge("c" + (key % 300), 1, Integer::sum);
            if ((i & 3) == 3) {
                check = check * 31 + events.poll()[1] + work.pollFirst();
                Map.Entry<Integer, String> ceiling = index.ceilingEntry(key);
                if (ceiling != null) {
                    check = check * 31 + ceiling.getKey();
                }
            }
        }
        List<Integer> keys = new ArrayList<>(index.headMap(25_000).keySet());
        Collections.sort(keys, Collections.reverseOrder());
        for (int i = 0; i < keys.size(); i += 97) {
            check = check * 31 + keys.get(i);
        }
        check = check * 31 + lru.keySet().hashCode() + counters.values().stream().mapToInt(Integer::intValue).sum();
        return check * 31 + index.size() + events.size() + work.size();
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, CollectionsMix::kernel);
    }
}
