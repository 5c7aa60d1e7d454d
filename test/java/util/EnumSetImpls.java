// EnumSet: RegularEnumSet (<=64 constants) and JumboEnumSet (>64) by class name, every factory and bulk operation on both, iterator removal, cross-type operations, shared universe, serialized form and round trip.
import java.io.*;
import java.util.*;

public class EnumSetImpls {
    enum Small { A, B, C, D, E }
    enum Empty {}
    enum Full64 {
        F00, F01, F02, F03, F04, F05, F06, F07, F08, F09, F10, F11, F12, F13, F14, F15,
        F16, F17, F18, F19, F20, F21, F22, F23, F24, F25, F26, F27, F28, F29, F30, F31,
        F32, F33, F34, F35, F36, F37, F38, F39, F40, F41, F42, F43, F44, F45, F46, F47,
        F48, F49, F50, F51, F52, F53, F54, F55, F56, F57, F58, F59, F60, F61, F62, F63
    }
    enum Big {
        B00, B01, B02, B03, B04, B05, B06, B07, B08, B09, B10, B11, B12, B13, B14, B15,
        B16, B17, B18, B19, B20, B21, B22, B23, B24, B25, B26, B27, B28, B29, B30, B31,
        B32, B33, B34, B35, B36, B37, B38, B39, B40, B41, B42, B43, B44, B45, B46, B47,
        B48, B49, B50, B51, B52, B53, B54, B55, B56, B57, B58, B59, B60, B61, B62, B63,
        B64, B65, B66, B67, B68, B69, B70, B71, B72, B73, B74, B75, B76, B77, B78, B79,
        B80, B81, B82, B83, B84, B85, B86, B87, B88, B89, B90, B91, B92, B93, B94, B95,
        B96, B97, B98, B99, B100, B101, B102, B103, B104, B105, B106, B107, B108, B109, B110, B111,
        B112, B113, B114, B115, B116, B117, B118, B119, B120, B121, B122, B123, B124, B125, B126, B127,
        B128, B129, B130
    }
    enum Other { X, Y }
    enum WithBodies { P { int v() { return 1; } }, Q { int v() { return 2; } }; abstract int v(); }

    static String cls(Object o) {
        return o.getClass().getName();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) throws Exception {
        // Implementation classes.
        System.out.println(cls(EnumSet.noneOf(Small.class)) + " " + cls(EnumSet.noneOf(Empty.class)) + " "
                + cls(EnumSet.allOf(Full64.class)) + " " + cls(EnumSet.noneOf(Big.class)));

        // Factories, size, toString, on both sizes.
        EnumSet<Small> s = EnumSet.of(Small.D, Small.B);
        System.out.println(s + " " + EnumSet.allOf(Small.class) + " " + EnumSet.complementOf(s) + " "
                + EnumSet.range(Small.B, Small.D) + " " + EnumSet.of(Small.E, Small.A, Small.C, Small.A, Small.B, Small.D));
        System.out.println(EnumSet.allOf(Empty.class) + " " + EnumSet.allOf(Full64.class).size() + " "
                + EnumSet.complementOf(EnumSet.of(Full64.F00, Full64.F63)).size() + " "
                + EnumSet.range(Full64.F62, Full64.F63) + " " + EnumSet.range(Full64.F00, Full64.F63).size());
        EnumSet<Big> all = EnumSet.allOf(Big.class);
        EnumSet<Big> r = EnumSet.range(Big.B60, Big.B70);
        System.out.println(all.size() + " " + r + " " + r.size() + " " + EnumSet.range(Big.B129, Big.B130) + " "
                + EnumSet.range(Big.B00, Big.B130).equals(all) + " " + EnumSet.complementOf(r).size() + " "
                + EnumSet.range(Big.B64, Big.B64) + " " + EnumSet.range(Big.B01, Big.B127).size());
        EnumSet<Big> c = EnumSet.complementOf(EnumSet.range(Big.B02, Big.B128));
        System.out.println(c + " " + c.contains(Big.B130) + " " + c.contains(Big.B64) + " " + c.contains(Small.A)
                + " " + c.contains(null));

        // Single-element operations and iterator removal.
        EnumSet<Big> j = EnumSet.noneOf(Big.class);
        System.out.println(j.add(Big.B100) + " " + j.add(Big.B100) + " " + j.add(Big.B03) + " " + j.remove(Big.B03)
                + " " + j.remove(Big.B03) + " " + j.remove("B100") + " " + j + " " + j.isEmpty());
        for (Iterator<Big> it = all.iterator(); it.hasNext();) {
            if (it.next().ordinal() % 3 != 0) {
                it.remove();
            }
        }
        System.out.println(all.size() + " " + all.contains(Big.B63) + " " + all.contains(Big.B64));
        Iterator<Small> it = EnumSet.of(Small.A).iterator();
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next: " + e);
        }
        it.next();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("past the end: " + e.getClass().getSimpleName());
        }

        // Bulk operations, same type and other types.
        EnumSet<Small> a = EnumSet.of(Small.A, Small.B, Small.C);
        EnumSet<Small> b = EnumSet.of(Small.B, Small.E);
        EnumSet<Small> x = a.clone();
        System.out.println(x.addAll(b) + " " + x + " " + x.removeAll(b) + " " + x + " " + x.retainAll(a) + " "
                + x.retainAll(EnumSet.of(Small.C)) + " " + x + " " + a.containsAll(x) + " " + x.containsAll(a));
        EnumSet<Big> j1 = EnumSet.range(Big.B50, Big.B80);
        EnumSet<Big> j2 = EnumSet.range(Big.B70, Big.B90);
        EnumSet<Big> y = j1.clone();
        System.out.println(y.addAll(j2) + " " + y.size() + " " + y.removeAll(EnumSet.range(Big.B60, Big.B90)) + " "
                + y + " " + y.retainAll(j1) + " " + j1.containsAll(y) + " " + y.containsAll(j1) + " " + j1.size());
        System.out.println(a.retainAll(EnumSet.noneOf(Other.class)) + " " + a + " "
                + b.removeAll(EnumSet.of(Other.X)) + " " + b.containsAll(EnumSet.noneOf(Other.class)) + " "
                + b.containsAll(EnumSet.of(Other.X)) + " " + ((Set) b).addAll(EnumSet.noneOf(Other.class)) + " "
                + EnumSet.noneOf(Small.class).equals(EnumSet.noneOf(Big.class)) + " "
                + EnumSet.noneOf(Small.class).equals(new HashSet<Object>()) + " " + b.equals(new TreeSet<Small>(b)));
        try {
            @SuppressWarnings({"unchecked", "rawtypes"})
            EnumSet<Small> raw = (EnumSet) b;
            raw.addAll((Collection) EnumSet.of(Other.Y));
        } catch (ClassCastException e) {
            System.out.println(e.getMessage().replace('$', '.'));
        }
        try {
            @SuppressWarnings({"unchecked", "rawtypes"})
            EnumSet<Small> raw = (EnumSet) b;
            raw.add((Small) (Object) Other.X);
        } catch (ClassCastException e) {
            System.out.println("wrong element type: " + e.getClass().getSimpleName());
        }
        try {
            EnumSet.range(Small.D, Small.B);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            EnumSet.copyOf(new ArrayList<Small>());
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            EnumSet.noneOf(Small.class).add(null);
        } catch (NullPointerException e) {
            System.out.println("null element");
        }
        System.out.println(EnumSet.copyOf(Arrays.asList(Big.B99, Big.B01)) + " "
                + EnumSet.allOf(WithBodies.class) + " " + EnumSet.of(WithBodies.Q).contains(WithBodies.Q));
        all.clear();
        System.out.println(all + " " + all.size());

        // Every set of one type shares the type's universe: clones and copies are equal and independent.
        EnumSet<Big> copy = EnumSet.copyOf(j1);
        copy.remove(Big.B50);
        System.out.println(j1.contains(Big.B50) + " " + copy.contains(Big.B50) + " " + copy.equals(j1));

        // Serialization: the JDK's proxy form, byte for byte, and back.
        for (EnumSet<?> set : Arrays.<EnumSet<?>>asList(s, EnumSet.noneOf(Small.class), c, EnumSet.allOf(Full64.class))) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ObjectOutputStream out = new ObjectOutputStream(bytes);
            out.writeObject(set);
            out.close();
            byte[] form = bytes.toByteArray();
            Object back = new ObjectInputStream(new ByteArrayInputStream(form)).readObject();
            System.out.println(form.length + " " + Arrays.hashCode(form) + " " + cls(back) + " " + back + " "
                    + back.equals(set));
        }
    }
}
