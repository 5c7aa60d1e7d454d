// Generic signatures as java.lang.reflect types: type parameters and bounds, parameterized supertypes, owners, wildcards, generic arrays, toString/getTypeName/equals, toGenericString
// loupe-test: java17-only
import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

public class GenericSignatures {
    static class Base<A, B> {}
    interface Shape<X> {}
    static class Plain {}
    static class Bounded<T extends Number & Comparable<T>, U extends List<? super T>, V> {}
    static class Child<K> extends Base<Map<String, List<K>>, K[]> implements Shape<List<? extends Number>>, Comparable<Child<K>>, Serializable {
        public int compareTo(Child<K> o) { return 0; }
    }
    static class Arrays2 extends Base<int[], String[][]> {}
    static class GenArr<E> extends Base<List<String>[], E[][]> {}
    static class Entries extends Base<Map.Entry<String, Integer>, Map.Entry<?, ?>> {}
    class Outer<T> {
        class Inner<U> {}
        class Leaf {}
    }
    class Sub extends Outer<String>.Inner<Integer> {
        Sub(Outer<String> o) { o.super(); }
    }
    class SubLeaf extends Outer<Long>.Leaf {
        SubLeaf(Outer<Long> o) { o.super(); }
    }
    static class Wild extends Base<Function<? super String, ? extends Number>, Supplier<?>> {}
    static class Nested<T> {
        class In extends Base<T, List<T>> {}
    }
    interface Iface<T> extends Comparable<T>, Supplier<List<T>> {}
    enum Color { RED }
    record Pair<L, R extends Comparable<R>>(L left, R right) {}

    static <M extends CharSequence> Class<?> localIn() {
        class Local extends ArrayList<M> implements Comparable<List<? super M>> {
            public int compareTo(List<? super M> o) { return 0; }
        }
        return Local.class;
    }

    <Q> Class<?> anonymousIn() {
        return new HashMap<Q, List<Q>>() {}.getClass();
    }

    static void show(String label, Type t) {
        System.out.println(label + ": " + describe(t));
    }

    static String describe(Type t) {
        if (t == null) return "null";
        if (t instanceof Class) return "Class[" + ((Class<?>) t).getName() + "]";
        if (t instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) t;
            StringBuilder sb = new StringBuilder("PT[" + p + " raw=" + describe(p.getRawType()) + " owner=" + describe(p.getOwnerType()) + " args=");
            for (Type a : p.getActualTypeArguments()) sb.append(describe(a)).append(';');
            return sb.append(']').toString();
        }
        if (t instanceof TypeVariable) {
            TypeVariable<?> v = (TypeVariable<?>) t;
            Object d = v.getGenericDeclaration();
            return "TV[" + v.getName() + " in " + (d instanceof Class ? ((Class<?>) d).getSimpleName() : String.valueOf(d)) + "]";
        }
        if (t instanceof WildcardType) {
            WildcardType w = (WildcardType) t;
            StringBuilder sb = new StringBuilder("WT[" + w + " up=");
            for (Type a : w.getUpperBounds()) sb.append(describe(a)).append(';');
            sb.append(" low=");
            for (Type a : w.getLowerBounds()) sb.append(describe(a)).append(';');
            return sb.append(']').toString();
        }
        if (t instanceof GenericArrayType) {
            return "GAT[" + t + " of " + describe(((GenericArrayType) t).getGenericComponentType()) + "]";
        }
        return "?" + t;
    }

    static void params(Class<?> c) {
        TypeVariable<?>[] vs = c.getTypeParameters();
        System.out.println(c.getSimpleName() + " has " + vs.length + " type parameters");
        for (TypeVariable<?> v : vs) {
            StringBuilder sb = new StringBuilder("  " + v + " (" + v.getTypeName() + ") bounds:");
            for (Type b : v.getBounds()) sb.append(' ').append(describe(b));
            System.out.println(sb + " decl=" + (v.getGenericDeclaration() == c));
        }
    }

    static void supers(Class<?> c) {
        show(c.getSimpleName() + " super", c.getGenericSuperclass());
        for (Type t : c.getGenericInterfaces()) show(c.getSimpleName() + " iface", t);
    }

    public static void main(String[] args) {
        for (Class<?> c : new Class<?>[] {Plain.class, Bounded.class, Child.class, Iface.class, Pair.class, Nested.In.class, HashMap.class, Map.Entry.class}) {
            params(c);
        }
        for (Class<?> c : new Class<?>[] {Plain.class, Child.class, Arrays2.class, GenArr.class, Entries.class, Sub.class, SubLeaf.class,
                Wild.class, Nested.In.class, Iface.class, Color.class, Pair.class, Object.class, Runnable.class, int.class, String[].class, ArrayList.class}) {
            supers(c);
        }
        // type variables of the method a local or anonymous class is declared in
        for (Class<?> c : new Class<?>[] {localIn(), new GenericSignatures().anonymousIn()}) {
            System.out.println("in method: " + c.getGenericSuperclass() + " " + Arrays.toString(c.getGenericInterfaces()));
            TypeVariable<?> v = (TypeVariable<?>) ((ParameterizedType) c.getGenericSuperclass()).getActualTypeArguments()[0];
            System.out.println("  " + v.getName() + " bounds " + Arrays.toString(v.getBounds()));
        }
        // equality: two reads give equal, distinct-or-same objects
        Type a = Child.class.getGenericSuperclass(), b = Child.class.getGenericSuperclass();
        System.out.println("equal " + a.equals(b) + " " + b.equals(a) + " hash " + (a.hashCode() == b.hashCode()));
        ParameterizedType pa = (ParameterizedType) a;
        Type[] args1 = pa.getActualTypeArguments();
        args1[0] = null;
        System.out.println("args cloned " + (pa.getActualTypeArguments()[0] != null));
        Type w1 = ((ParameterizedType) Wild.class.getGenericSuperclass()).getActualTypeArguments()[1];
        Type w2 = ((ParameterizedType) Wild.class.getGenericSuperclass()).getActualTypeArguments()[1];
        System.out.println("wild equal " + w1.equals(w2) + " " + (w1.hashCode() == w2.hashCode()));
        TypeVariable<?> k1 = Child.class.getTypeParameters()[0];
        System.out.println("tv equal " + k1.equals(Child.class.getTypeParameters()[0]) + " vs other " + k1.equals(Bounded.class.getTypeParameters()[0]));
        System.out.println("not equal " + a.equals(Arrays2.class.getGenericSuperclass()));
        for (Class<?> c : new Class<?>[] {Plain.class, Bounded.class, Child.class, Iface.class, Pair.class, Color.class, Outer.Inner.class,
                Map.class, Map.Entry.class, Comparable.class, Override.class, int[].class, void.class, Nested.class, EnumMap.class}) {
            System.out.println(c.toGenericString());
        }
    }
}
