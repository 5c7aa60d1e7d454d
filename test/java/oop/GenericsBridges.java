// Checks bridge methods: Comparable<T> called through the raw interface (incl. the ClassCastException from the bridge), covariant returns, generic overrides.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class GenericsBridges {
    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int major, int minor) { this.major = major; this.minor = minor; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        @Override public String toString() { return major + "." + minor; }
    }

    static class Animal {
        Animal self() { return this; }
        Object make() { return "animal-made"; }
        @Override public String toString() { return "Animal"; }
    }

    static class Dog extends Animal {
        @Override Dog self() { return this; }           // covariant return: bridge Animal self()
        @Override String make() { return "dog-made"; }   // covariant return: bridge Object make()
        String bark() { return "woof"; }
        @Override public String toString() { return "Dog"; }
    }

    interface Transformer<A, B> { B transform(A a); }

    static class Lengther implements Transformer<String, Integer> {
        public Integer transform(String s) { return s.length(); }   // bridge transform(Object)Object
    }

    static abstract class Box<T> {
        abstract T get();
        abstract void set(T t);
    }

    static class IntBox extends Box<Integer> {
        int v;
        Integer get() { return v; }
        void set(Integer t) { v = t * 2; }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        List<Version> vs = new ArrayList<>();
        vs.add(new Version(1, 10));
        vs.add(new Version(1, 2));
        vs.add(new Version(0, 99));
        Collections.sort(vs);
        System.out.println(vs);
        Comparable raw = new Version(2, 0);
        System.out.println("raw compare: " + raw.compareTo(new Version(1, 5)));
        try {
            raw.compareTo("not a version");
        } catch (ClassCastException e) {
            System.out.println("bridge CCE: " + e.getMessage());
        }
        Animal a = new Dog();
        System.out.println(a.self() + " " + a.make() + " " + ((Dog) a).self().bark());
        Transformer t = new Lengther();
        System.out.println("raw transform: " + t.transform("hello"));
        try {
            t.transform(42);
        } catch (ClassCastException e) {
            System.out.println("transform CCE: " + e.getMessage());
        }
        Box box = new IntBox();
        box.set(21);
        System.out.println("box " + box.get());
        try {
            box.set("x");
        } catch (ClassCastException e) {
            System.out.println("box CCE: " + e.getMessage());
        }
    }
}
