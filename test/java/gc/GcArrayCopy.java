// Checks clone() and System.arraycopy of reference arrays across collections: overlapping copies within one array in both directions, copies between arrays (including a failing covariant copy), shallow clones of objects and 2-D arrays, Arrays.copyOf, with contents checked after System.gc().
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class GcArrayCopy {
    static final class Item implements Cloneable {
        final int id;
        Item peer;
        int[] data;
        Item(int id) { this.id = id; this.data = new int[] {id}; }

        @Override
        public Item clone() {
            try {
                return (Item) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static Item[] makeItems(int n, int base) {
        Item[] a = new Item[n];
        for (int i = 0; i < n; i++) a[i] = new Item(base + i);
        return a;
    }

    static String ids(Object[] a, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            if (sb.length() > 0) sb.append(',');
            sb.append(a[i] == null ? "-" : String.valueOf(((Item) a[i]).id));
        }
        return sb.toString();
    }

    static long idSum(Object[] a) {
        long s = 0;
        for (int i = 0; i < a.length; i++) if (a[i] != null) s += (long) (i + 1) * ((Item) a[i]).id;
        return s;
    }

    // The same copy done one element at a time, as arraycopy must behave (via a temporary).
    static void modelCopy(int[] a, int src, int dst, int len) {
        int[] tmp = Arrays.copyOfRange(a, src, src + len);
        System.arraycopy(tmp, 0, a, dst, len);
    }

    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new Item(-i);
        }
    }

    public static void main(String[] args) {
        Item[] a = makeItems(300, 0);
        Item[] b = a.clone();
        System.gc();
        int same = 0;
        for (int i = 0; i < a.length; i++) if (a[i] == b[i]) same++;
        System.out.println("clone: distinct array " + (a != b) + ", same elements " + same + ", type " + b.getClass().getSimpleName());

        // Overlapping copies within one array, modelled on an int[] of ids.
        int[] model = new int[a.length];
        for (int i = 0; i < model.length; i++) model[i] = i;
        System.arraycopy(a, 10, a, 15, 50);      // forward overlap: destination after source
        modelCopy(model, 10, 15, 50);
        churn(50);
        System.arraycopy(a, 200, a, 180, 60);    // backward overlap: destination before source
        modelCopy(model, 200, 180, 60);
        System.arraycopy(a, 100, a, 100, 20);    // onto itself
        System.gc();
        int matches = 0;
        for (int i = 0; i < a.length; i++) if (a[i].id == model[i] && a[i] == b[model[i]]) matches++;
        System.out.println("overlapping copies match model: " + matches + "/" + a.length);
        System.out.println("a[10..20]: " + ids(a, 10, 20));
        System.out.println("a[175..185]: " + ids(a, 175, 185));

        // Between arrays: new objects copied into an old array and old ones into a new array.
        Item[] young = makeItems(40, 1000);
        System.arraycopy(young, 0, b, 260, 40);
        Object[] wider = new Object[120];
        System.arraycopy(b, 0, wider, 20, 100);
        young = null;
        churn(100);
        System.gc();
        System.out.println("b tail: " + ids(b, 295, 300) + " wider: " + ids(wider, 18, 23) + " sums " + idSum(b) + " " + idSum(wider));

        // A covariant copy that fails part way: the elements before the bad one are copied.
        Object[] mixed = new Object[10];
        for (int i = 0; i < mixed.length; i++) mixed[i] = i == 6 ? (Object) "not an item" : new Item(2000 + i);
        Item[] target = new Item[10];
        try {
            System.arraycopy(mixed, 0, target, 0, 10);
            System.out.println("no exception");
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException after copying: " + ids(target, 0, 10));
        }
        System.gc();
        System.out.println("after gc: " + ids(target, 0, 10) + " same " + (target[5] == mixed[5]));

        // Shallow clones of objects share their referents; a 2-D clone shares its rows.
        Item original = new Item(3000);
        original.peer = new Item(3001);
        Item copy = original.clone();
        Item[][] grid = new Item[20][];
        for (int r = 0; r < grid.length; r++) grid[r] = makeItems(5, r * 10);
        Item[][] gridCopy = grid.clone();
        gridCopy[3] = makeItems(5, 500);
        churn(100);
        System.gc();
        int sharedRows = 0;
        for (int r = 0; r < grid.length; r++) if (grid[r] == gridCopy[r]) sharedRows++;
        System.out.println("object clone: distinct " + (copy != original) + ", id " + copy.id + ", shares peer " + (copy.peer == original.peer)
                + ", shares data " + (copy.data == original.data) + ", peer id " + copy.peer.id);
        System.out.println("2-D clone: shared rows " + sharedRows + ", grid[3] " + ids(grid[3], 0, 5) + ", copy[3] " + ids(gridCopy[3], 0, 5));
        // The originals go away: the clones alone keep the shared referents alive.
        original = null;
        grid = null;
        churn(100);
        System.gc();
        int rowSum = 0;
        for (Item[] row : gridCopy) for (Item it : row) rowSum += it.id + it.data[0];
        System.out.println("clones alone: peer " + copy.peer.id + " data " + copy.data[0] + " rows sum " + rowSum);

        // Arrays.copyOf / copyOfRange / ArrayList.toArray on object arrays.
        Item[] longer = Arrays.copyOf(a, 320);
        Item[] middle = Arrays.copyOfRange(a, 150, 160);
        List<Item> list = new ArrayList<>(Arrays.asList(middle));
        Object[] fromList = list.toArray();
        Item[] typed = list.toArray(new Item[0]);
        a = null;
        churn(100);
        System.gc();
        System.out.println("copyOf tail nulls " + (longer[300] == null && longer[319] == null) + ", middle " + ids(middle, 0, 10));
        System.out.println("toArray " + ids(fromList, 0, 10) + " typed " + typed.getClass().getSimpleName() + " same " + (typed[9] == middle[9] && fromList[0] == middle[0]));

        // Repeated copying back and forth while collecting.
        Object[] ping = makeItems(64, 4000);
        Object[] pong = new Object[64];
        for (int round = 0; round < 50; round++) {
            System.arraycopy(ping, 1, pong, 0, 63);
            pong[63] = ping[0];
            Object[] t = ping;
            ping = pong;
            pong = t;
            if (round % 10 == 0) ping[round % 64] = new Item(5000 + round);
            churn(4);
        }
        System.gc();
        System.out.println("rotated: " + ids(ping, 0, 8) + " sum " + idSum(ping));
    }
}
