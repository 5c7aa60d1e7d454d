// bench-options: -Xmx32m
//
// Loupe benchmark (GC-heavy): a large live set, over a quarter of the heap
// (7 MB of 32 MB on HotSpot, 9 MB on Loupe with its 16-byte headers and
// 8-byte references), mutated slowly while garbage is allocated fast, so
// that every collection has a lot of live data to trace or to skip over.
// The live set: a HashMap<Integer, Item> of 24,000 items, each with an int[]
// and a String label, the same items in a TreeMap<Integer, Item> under a
// scrambled rank, and a table of long[] rows. Every step looks an item up and
// reads it, fills a scratch int[] of varying size (up to 4 KB) and boxes a
// few Integers, every fourth step builds a description with a StringBuilder
// (all garbage at once); every eighth step replaces an item (new item, array,
// label and rank, in both maps: old objects now point to young ones) and
// every sixteenth a row. The checksum folds every step and a sample of the
// live set at the end.
//
// The live set is built once, by the first kernel call (the harness's
// untimed warm-up), and stays for the whole process like a resident cache;
// each later call first puts back the initial version of everything the
// previous call replaced, so every call starts from the same state.
//
// usage: LargeLiveSet [s1|s10|s100|param=<steps>]   (default s10)
// prints: bench LargeLiveSet size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

final class Item {
    final int key;
    final int version;
    final long value;
    final int[] data;
    final String label;
    final Integer rank;  // unique among live items, in scrambled order

    Item(int key, int version, long value, int[] data) {
        this.key = key;
        this.version = version;
        this.value = value;
        this.data = data;
        this.label = "item-" + key + "/" + version;
        this.rank = (version * LargeLiveSet.ITEMS + key) * 0x9E3779B1;
    }
}

public class LargeLiveSet {
    static final String NAME = "LargeLiveSet";
    // Steps per size.
    static final int[] PARAMS = {6_000, 60_000, 600_000};
    static final long[] CHECKSUMS = {2818918024583730155L, 3610198857719570130L, -2272214183768586038L};

    static final int ITEMS = 24_000;
    static final int ROWS = 1_000;
    static final int ROW_LENGTH = 64;

    static long seed;

    static int next(int bound) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) ((seed >>> 33) % bound);
    }

    static int[] freshData(int key, int version) {
        int[] data = new int[4 + (key + version) % 9];
        for (int k = 0; k < data.length; k++) {
            data[k] = key * 31 + version * 7 + k;
        }
        return data;
    }

    // The live set. Built by the first kernel call (the harness's untimed
    // warm-up) and kept for the whole process, like a resident cache. Every
    // call starts by putting back the initial version of whatever the
    // previous call replaced, so that each call sees the same initial state.
    static HashMap<Integer, Item> byKey;
    static TreeMap<Integer, Item> byRank;
    static long[][] rows;
    static boolean[] itemChanged = new boolean[ITEMS];
    static boolean[] rowChanged = new boolean[ROWS];
    static int[] changedItems = new int[ITEMS];
    static int[] changedRows = new int[ROWS];
    static int changedItemCount;
    static int changedRowCount;

    static Item initialItem(int key) {
        return new Item(key, 0, key * 1_000_003L, freshData(key, 0));
    }

    static long[] initialRow(int r) {
        long[] row = new long[ROW_LENGTH];
        for (int k = 0; k < ROW_LENGTH; k++) {
            row[k] = (long) r * ROW_LENGTH + k;
        }
        return row;
    }

    static void build() {
        byKey = new HashMap<>();
        byRank = new TreeMap<>();
        for (int k = 0; k < ITEMS; k++) {
            Item item = initialItem(k);
            byKey.put(k, item);
            byRank.put(item.rank, item);
        }
        rows = new long[ROWS][];
        for (int r = 0; r < ROWS; r++) {
            rows[r] = initialRow(r);
        }
    }

    static void replace(Item old, Item replacement) {
        byKey.put(replacement.key, replacement);
        byRank.remove(old.rank);
        byRank.put(replacement.rank, replacement);
    }

    static void restore() {
        for (int n = 0; n < changedItemCount; n++) {
            int key = changedItems[n];
            replace(byKey.get(key), initialItem(key));
            itemChanged[key] = false;
        }
        for (int n = 0; n < changedRowCount; n++) {
            int r = changedRows[n];
            rows[r] = initialRow(r);
            rowChanged[r] = false;
        }
        changedItemCount = 0;
        changedRowCount = 0;
    }

    static long kernel(int steps) {
        if (byKey == null) {
            build();
        } else {
            restore();
        }
        HashMap<Integer, Item> byKey = LargeLiveSet.byKey;
        TreeMap<Integer, Item> byRank = LargeLiveSet.byRank;
        long[][] rows = LargeLiveSet.rows;
        seed = 2024;

        long fold = 0;
        StringBuilder sb = new StringBuilder();
        Integer[] boxes = new Integer[4];
        for (int s = 0; s < steps; s++) {
            int key = next(ITEMS);
            Item item = byKey.get(key);
            long here = item.value + item.data[s % item.data.length] + item.label.length();

            // garbage: a scratch array, a few boxes, now and then a description
            int[] scratch = new int[64 + next(960)];
            for (int k = 0; k < scratch.length; k += 16) {
                scratch[k] = k ^ key;
            }
            here += scratch[scratch.length - 16];
            for (int k = 0; k < 4; k++) {
                boxes[k] = key + k * 1000;
            }
            here += boxes[s & 3];
            if ((s & 3) == 1) {
                sb.setLength(0);
                sb.append(item.label).append(':').append(item.value).append('#').append(s);
                here = here * 31 + sb.toString().hashCode();
            }

            // slow mutation of the live set
            if ((s & 7) == 0) {
                replace(item, new Item(key, item.version + 1, item.value ^ here, freshData(key, item.version + 1)));
                if (!itemChanged[key]) {
                    itemChanged[key] = true;
                    changedItems[changedItemCount++] = key;
                }
            }
            if ((s & 15) == 2) {
                int r = next(ROWS);
                long[] row = new long[ROW_LENGTH];
                System.arraycopy(rows[r], 1, row, 0, ROW_LENGTH - 1);
                row[ROW_LENGTH - 1] = here;
                rows[r] = row;
                if (!rowChanged[r]) {
                    rowChanged[r] = true;
                    changedRows[changedRowCount++] = r;
                }
            }
            fold = fold * 31 + here;
        }

        // A sample of the live set (the steps above read the rest at random).
        for (int k = steps & 15; k < ITEMS; k += 16) {
            Item item = byKey.get(k);
            fold = fold * 31 + item.value + item.version + item.data[item.data.length - 1];
        }
        int n = 0;
        for (Map.Entry<Integer, Item> e : byRank.entrySet()) {
            fold = fold * 31 + e.getKey() + e.getValue().label.hashCode();
            if (++n == 1000) {
                break;
            }
        }
        for (int r = steps & 15; r < ROWS; r += 16) {
            for (int k = 0; k < ROW_LENGTH; k++) {
                fold += rows[r][k] * (k + 1);
            }
        }
        return fold;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, LargeLiveSet::kernel);
    }
}
