// loupe-test: jvm-options -Xmx16m
// Checks references from long-lived objects to freshly allocated ones: a HashMap, an Object[], an ArrayList, fields, static fields, AtomicReference and System.arraycopy/Arrays.fill stores that survive many collections and keep being pointed at new objects, with contents verified at the end.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

public class GcOldToYoung {
    static final class Cell {
        final int key;
        int version;
        Cell next;
        Object extra;
        Cell(int key, int version) { this.key = key; this.version = version; }
    }

    static Cell staticCell;
    static Object[] staticArray = new Object[64];

    // Small garbage, plus 16 KB blocks so that young collections happen without -Xgcstress too.
    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new Cell(-1, i);
            junk = new int[4096];
        }
    }

    public static void main(String[] args) {
        Map<Integer, Cell> map = new HashMap<>();
        Object[] slots = new Object[256];
        List<Cell> list = new ArrayList<>();
        Cell[] chainHeads = new Cell[16];
        AtomicReference<Cell> atom = new AtomicReference<>(new Cell(-2, 0));
        for (int i = 0; i < 100; i++) map.put(i, new Cell(i, 0));
        for (int i = 0; i < slots.length; i++) slots[i] = new Cell(i, 0);
        for (int i = 0; i < chainHeads.length; i++) chainHeads[i] = new Cell(i, 0);
        // Let everything grow old.
        for (int i = 0; i < 4; i++) { System.gc(); churn(100); }

        for (int round = 1; round <= 25; round++) {
            // Old map and array point at new cells, some with young chains behind them.
            for (int k = round % 5; k < 100; k += 5) {
                Cell c = new Cell(k, round);
                c.next = new Cell(k + 1000, round);
                map.put(k, c);
            }
            for (int i = round % 8; i < slots.length; i += 8) slots[i] = new Cell(i, round);
            // Old cells' fields get young values.
            for (Cell head : chainHeads) {
                Cell fresh = new Cell(head.key + 100, round);
                fresh.next = head.next;          // keeps the older part of the chain
                head.next = fresh;
                head.version = round;
            }
            list.add(new Cell(round, round));
            staticCell = new Cell(9999, round);
            staticArray[round % staticArray.length] = new int[] {round};
            Cell expected = atom.get();
            Cell update = new Cell(-2, round);
            update.extra = new StringBuilder("atom").append(round);
            if (!atom.compareAndSet(expected, update)) System.out.println("CAS failed in round " + round);
            // Young references copied into the old array in bulk.
            Object[] youngBatch = new Object[8];
            for (int i = 0; i < youngBatch.length; i++) youngBatch[i] = new Cell(5000 + i, round);
            System.arraycopy(youngBatch, 0, slots, 248, 8);
            churn(60);                           // young collections happen here
            if (round % 10 == 0) System.gc();
        }
        Cell filler = new Cell(7777, 26);
        Arrays.fill(slots, 200, 208, filler);
        churn(100);
        System.gc();
        churn(100);

        long mapSum = 0;
        int mapBad = 0;
        for (int k = 0; k < 100; k++) {
            Cell c = map.get(k);
            int expectedVersion = 25 - ((25 - k % 5) % 5);
            if (c.key != k || c.version != expectedVersion || c.next == null || c.next.key != k + 1000 || c.next.version != expectedVersion) mapBad++;
            mapSum += c.version;
        }
        System.out.println("map size " + map.size() + " version sum " + mapSum + " bad " + mapBad);

        int slotBad = 0;
        long slotSum = 0;
        for (int i = 0; i < slots.length; i++) {
            Cell c = (Cell) slots[i];
            slotSum += c.version;
            if (i >= 248) { if (c.key != 5000 + i - 248 || c.version != 25) slotBad++; }
            else if (i >= 200 && i < 208) { if (c != filler) slotBad++; }
            else if (c.key != i) slotBad++;
        }
        System.out.println("slots version sum " + slotSum + " bad " + slotBad);

        int chainBad = 0;
        long chainLen = 0;
        for (Cell head : chainHeads) {
            int expectVersion = 25;
            for (Cell p = head.next; p != null; p = p.next) {
                if (p.key != head.key + 100 || p.version != expectVersion) chainBad++;
                expectVersion--;
                chainLen++;
            }
            if (head.version != 25) chainBad++;
        }
        System.out.println("chains total length " + chainLen + " bad " + chainBad);

        long listSum = 0;
        for (Cell c : list) listSum += c.key * 100 + c.version;
        System.out.println("list size " + list.size() + " sum " + listSum);
        int staticSum = 0;
        for (Object o : staticArray) if (o != null) staticSum += ((int[]) o)[0];
        System.out.println("static cell " + staticCell.key + "/" + staticCell.version + " static array sum " + staticSum);
        System.out.println("atom " + atom.get().version + " " + atom.get().extra);
    }
}
