// Checks ClassCastException messages for JDK classes, the test's own classes, mixtures, arrays and interfaces.
public class ClassCastMessages {
    static class Animal {}
    static class Dog extends Animal {}
    static class Cat extends Animal {}
    interface Pet {}

    interface Cast { Object run(); }

    static void attempt(String label, Cast c) {
        try {
            Object r = c.run();
            System.out.println(label + ": ok " + (r == null ? "null" : r.getClass().getName()));
        } catch (ClassCastException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Object integer = 42;
        Object string = "text";
        Object dog = new Dog();
        Object ints = new int[1];
        Object strings = new String[1];
        Object dogs = new Dog[1];
        attempt("Integer to String", () -> (String) integer);
        attempt("String to Integer", () -> (Integer) string);
        attempt("Integer to Number", () -> (Number) integer);
        attempt("Dog to Cat", () -> (Cat) dog);
        attempt("Dog to Pet", () -> (Pet) dog);
        attempt("String to Dog", () -> (Dog) string);
        attempt("Dog to String", () -> (String) dog);
        attempt("Dog to Runnable", () -> (Runnable) dog);
        attempt("int[] to Object[]", () -> (Object[]) ints);
        attempt("int[] to long[]", () -> (long[]) ints);
        attempt("String[] to Integer[]", () -> (Integer[]) strings);
        attempt("Dog[] to Cat[]", () -> (Cat[]) dogs);
        attempt("Dog[] to Animal[]", () -> (Animal[]) dogs);
        attempt("String[] to String", () -> (String) strings);
        attempt("Integer to Comparable", () -> (Comparable<?>) integer);
        attempt("Dog to Comparable", () -> (Comparable<?>) dog);
        attempt("nested class name", () -> (Animal) (Object) new StringBuilder());
        try {
            Object o = Long.valueOf(3);
            int unboxed = (Integer) o;
            System.out.println("no exception " + unboxed);
        } catch (ClassCastException e) {
            System.out.println("unbox cast: " + e.getMessage());
        }
    }
}
