// Collectors: grouping, partitioning, toMap (duplicate keys), joining, statistics, reducing, teeing, Collector.of.
// loupe-test: java17-only
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class CollectorsTest {
    record City(String name, String country, int people) {}

    public static void main(String[] args) {
        List<City> cities = List.of(new City("Lyon", "FR", 520), new City("Paris", "FR", 2100), new City("Bonn", "DE", 330),
                new City("Berlin", "DE", 3600), new City("Turin", "IT", 850), new City("Nice", "FR", 340));
        Map<String, List<String>> byCountry = cities.stream().collect(Collectors.groupingBy(City::country, TreeMap::new,
                Collectors.mapping(City::name, Collectors.toList())));
        System.out.println(byCountry);
        System.out.println(cities.stream().collect(Collectors.groupingBy(City::country)).keySet());
        System.out.println(new TreeMap<>(cities.stream().collect(Collectors.groupingBy(City::country, Collectors.summingInt(City::people)))));
        System.out.println(new TreeMap<>(cities.stream().collect(Collectors.groupingBy(City::country, Collectors.averagingInt(City::people)))));
        System.out.println(new TreeMap<>(cities.stream().collect(Collectors.groupingBy(City::country, Collectors.counting()))));
        System.out.println(new TreeMap<>(cities.stream().collect(Collectors.groupingByConcurrent(City::country, Collectors.maxBy(Comparator.comparingInt(City::people))))));
        System.out.println(cities.stream().collect(Collectors.partitioningBy(c -> c.people() > 800, Collectors.mapping(City::name, Collectors.joining("/")))));
        Map<Boolean, List<City>> parts = cities.stream().collect(Collectors.partitioningBy(c -> c.name().length() > 10));
        System.out.println(parts.get(true) + " " + parts.get(false).size() + " " + parts.containsKey(false) + " " + parts.size());
        System.out.println(new TreeMap<>(cities.stream().collect(Collectors.toMap(City::name, City::people))));
        System.out.println(new TreeMap<>(cities.stream().collect(Collectors.toMap(City::country, City::people, Integer::sum))));
        LinkedHashMap<String, String> merged = cities.stream().collect(Collectors.toMap(City::country, City::name, (a, b) -> a + "+" + b, LinkedHashMap::new));
        System.out.println(merged);
        try {
            cities.stream().collect(Collectors.toMap(City::country, City::name));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            Stream.of("a").collect(Collectors.toMap(s -> s, s -> null));
        } catch (NullPointerException e) {
            System.out.println("null value: NPE");
        }
        try {
            Stream.of("a").collect(Collectors.groupingBy(s -> null));
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Stream.of("x", "y", "z").collect(Collectors.joining()) + " " + Stream.of("x", "y").collect(Collectors.joining(", ", "{", "}"))
                + " " + Stream.<String>empty().collect(Collectors.joining(",", "[", "]")));
        System.out.println(cities.stream().collect(Collectors.summarizingInt(City::people)));
        System.out.println(cities.stream().collect(Collectors.summarizingLong(c -> c.people() * 1000L)));
        System.out.println(cities.stream().collect(Collectors.summarizingDouble(c -> c.people() / 7.0)));
        System.out.println(cities.stream().collect(Collectors.summingDouble(c -> 0.1)) + " " + cities.stream().collect(Collectors.averagingDouble(c -> c.people() / 3.0))
                + " " + cities.stream().collect(Collectors.summingLong(City::people)) + " " + Stream.<City>empty().collect(Collectors.averagingLong(City::people)));
        System.out.println(Stream.of(1, 2, 3, 4).collect(Collectors.reducing(0, Integer::sum)) + " " + Stream.of(1, 2, 3).collect(Collectors.reducing(Integer::max))
                + " " + Stream.of("ab", "cde").collect(Collectors.reducing(0, String::length, Integer::sum)) + " " + Stream.<Integer>empty().collect(Collectors.reducing(Integer::max)));
        System.out.println(cities.stream().collect(Collectors.minBy(Comparator.comparing(City::name))).get().name());
        System.out.println(cities.stream().map(City::name).collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList)).size());
        Long mean = cities.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(City::people), (n, sum) -> sum / n));
        System.out.println(mean);
        System.out.println(cities.stream().collect(Collectors.filtering(c -> c.people() < 500, Collectors.mapping(City::name, Collectors.toList()))));
        System.out.println(Stream.of("ab", "c").collect(Collectors.flatMapping(s -> s.chars().mapToObj(c -> (char) c), Collectors.toList())));
        System.out.println(cities.stream().map(City::country).collect(Collectors.toCollection(TreeSet::new)) + " " + new TreeSet<>(cities.stream().map(City::country).collect(Collectors.toSet())));
        List<String> fixed = cities.stream().map(City::name).collect(Collectors.toUnmodifiableList());
        try { fixed.add("x"); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable " + fixed.size()); }
        try { Stream.of("a", null).collect(Collectors.toUnmodifiableList()); } catch (NullPointerException e) { System.out.println("toUnmodifiableList null: NPE"); }
        System.out.println(Stream.of(3, 1, 3).collect(Collectors.toUnmodifiableSet()).size() + " " + new TreeMap<>(Stream.of("k").collect(Collectors.toUnmodifiableMap(s -> s, String::length))));
        try { Stream.of("a", "a").collect(Collectors.toUnmodifiableMap(s -> s, s -> 1)); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        System.out.println(new TreeMap<>(Stream.of("a", "bb", "cc").collect(Collectors.toConcurrentMap(String::length, s -> s, (a, b) -> a + b))));
        Collector<String, StringBuilder, String> concat = Collector.of(StringBuilder::new, StringBuilder::append, StringBuilder::append, StringBuilder::toString);
        System.out.println(Stream.of("p", "q").collect(concat) + " " + concat.characteristics());
        Collector<Integer, List<Integer>, List<Integer>> listing = Collector.of(ArrayList::new, List::add, (a, b) -> { a.addAll(b); return a; }, Collector.Characteristics.UNORDERED);
        System.out.println(Stream.of(4, 5).collect(listing) + " " + new TreeSet<>(listing.characteristics()) + " " + Collectors.toList().characteristics() + " " + Collectors.toSet().characteristics());
        ArrayList<String> collected = Stream.of("a", "b").collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println(collected);
        Map<Integer, Map<Boolean, Long>> nested = IntStream.rangeClosed(1, 10).boxed()
                .collect(Collectors.groupingBy(i -> i % 3, TreeMap::new, Collectors.partitioningBy(i -> i > 5, Collectors.counting())));
        System.out.println(nested);
    }
}
