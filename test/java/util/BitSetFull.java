// BitSet: ranges, next/previous set/clear bits, valueOf/toByteArray/toLongArray, logic ops, equals/hashCode/size
import java.util.*;

public class BitSetFull {
    static void attempt(String label, Runnable r) {
        try { r.run(); System.out.println(label + ": ok"); }
        catch (RuntimeException e) { System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage()); }
    }

    public static void main(String[] args) {
        BitSet b = new BitSet();
        b.set(3); b.set(64, 70); b.set(130, true); b.flip(66, 68); b.set(200, 203, false);
        System.out.println(b + " card=" + b.cardinality() + " len=" + b.length() + " size=" + b.size() + " " + b.get(65) + b.get(66));
        System.out.println(b.get(60, 131) + " " + b.get(0, 3) + " " + b.get(100, 120).isEmpty());
        System.out.println(b.nextSetBit(4) + " " + b.nextClearBit(64) + " " + b.previousSetBit(129) + " " + b.previousClearBit(69) + " " + b.previousSetBit(2) + " " + b.previousSetBit(-1) + " " + b.nextSetBit(131) + " " + b.previousSetBit(10000) + " " + b.previousClearBit(10000));
        System.out.println(Arrays.toString(b.toLongArray()) + " " + Arrays.toString(b.toByteArray()));
        BitSet fromLongs = BitSet.valueOf(new long[] {5L, 0L, -1L, 0L, 0L});
        BitSet fromBytes = BitSet.valueOf(new byte[] {1, (byte) 0x80, 0, 0});
        System.out.println(fromLongs.length() + " " + fromLongs.cardinality() + " " + fromBytes + " " + Arrays.toString(fromBytes.toByteArray()) + " " + BitSet.valueOf(new long[0]).isEmpty());
        BitSet a = new BitSet(); a.set(0, 10);
        BitSet c = new BitSet(); c.set(5, 15);
        BitSet and = (BitSet) a.clone(); and.and(c);
        BitSet or = (BitSet) a.clone(); or.or(c);
        BitSet xor = (BitSet) a.clone(); xor.xor(c);
        BitSet andNot = (BitSet) a.clone(); andNot.andNot(c);
        System.out.println(and + " " + or + " " + xor + " " + andNot + " " + a.intersects(c) + " " + andNot.intersects(c));
        BitSet x = new BitSet(1000), y = new BitSet();
        x.set(7); y.set(7);
        System.out.println(x.equals(y) + " " + (x.hashCode() == y.hashCode()) + " " + x.hashCode() + " " + x.size() + " " + y.size() + " " + ((BitSet) x.clone()).size() + " " + new BitSet(0).size() + " " + b.hashCode());
        x.clear(7);
        System.out.println(x.isEmpty() + " " + x.length() + " " + x + " " + x.nextClearBit(0) + " " + x.nextSetBit(0));
        b.clear(64, 131);
        System.out.println(b + " " + b.length());
        b.clear();
        System.out.println(b + " " + b.isEmpty());
        attempt("negative index", () -> new BitSet().set(-1));
        attempt("from > to", () -> new BitSet().set(5, 2));
        attempt("negative from", () -> new BitSet().clear(-3, 2));
        attempt("nextSetBit", () -> new BitSet().nextSetBit(-2));
        attempt("previousSetBit", () -> new BitSet().previousSetBit(-2));
        attempt("nbits", () -> new BitSet(-5));
        attempt("get range", () -> new BitSet().get(3, -1));
    }
}
