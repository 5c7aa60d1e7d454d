// Checks Comparator lambdas and combinators: comparing/thenComparing/reversed, nullsFirst/nullsLast, naturalOrder/reverseOrder, stable sorting.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class ComparatorLambdas {
    static class Person {
        final String name; final int age; final double score;
        Person(String n, int a, double s) { name = n; age = a; score = s; }
        String getName() { return name; }
        int getAge() { return age; }
        @Override public String toString() { return name + "/" + age + "/" + score; }
    }

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>(Arrays.asList(
                new Person("carol", 35, 7.5), new Person("alice", 30, 9.0), new Person("bob", 30, 6.5),
                new Person("dave", 25, 9.0), new Person("eve", 35, 8.0), new Person("Zed", 30, 5.0)));
        people.sort(Comparator.comparing(Person::getName));
        System.out.println("by name: " + people);
        people.sort(Comparator.comparingInt(Person::getAge));
        System.out.println("by age (stable): " + people);
        people.sort(Comparator.comparingInt(Person::getAge).thenComparing(Person::getName, Comparator.reverseOrder()));
        System.out.println("age then name desc: " + people);
        people.sort(Comparator.comparingDouble((Person p) -> p.score).reversed().thenComparing(p -> p.name));
        System.out.println("score desc then name: " + people);
        people.sort((a, b) -> a.name.compareToIgnoreCase(b.name));
        System.out.println("case-insensitive: " + people);
        people.sort(Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER).reversed());
        System.out.println("ci reversed: " + people);
        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "apple", null, "fig"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst: " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println("nullsLast reverse: " + withNulls);
        Integer[] nums = {5, -3, 12, 0, -8, 7};
        Arrays.sort(nums, Collections.reverseOrder());
        System.out.println("reverseOrder: " + Arrays.toString(nums));
        Arrays.sort(nums, Comparator.comparingInt(Math::abs));
        System.out.println("by abs: " + Arrays.toString(nums));
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        System.out.println(byLen.compare("aa", "b") > 0 ? "aa longer" : "b longer");
        System.out.println("max by len: " + Collections.max(Arrays.asList("kiwi", "banana", "fig"), byLen)
                + ", min natural: " + Collections.min(Arrays.asList("kiwi", "banana", "fig")));
    }
}
