// Stream operations: sources, intermediate and terminal operations, reuse and close errors.
// loupe-test: java17-only
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamBasics {
    record Person(String name, int age) {}

    public static void main(String[] args) {
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "echo", "alpha");
        System.out.println(words.stream().filter(w -> w.length() == 5).map(String::toUpperCase).toList());
        System.out.println(words.stream().distinct().sorted().collect(Collectors.toList()));
        System.out.println(words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).toList());
        System.out.println(words.stream().skip(2).limit(3).toList() + " " + words.stream().count());
        System.out.println(words.stream().mapToInt(String::length).sum() + " " + words.stream().anyMatch(w -> w.startsWith("e"))
                + " " + words.stream().allMatch(w -> w.length() > 3) + " " + words.stream().noneMatch(String::isEmpty));
        System.out.println(words.stream().findFirst().get() + " " + Stream.empty().findAny().isPresent()
                + " " + words.stream().min(Comparator.naturalOrder()).get() + " " + words.stream().max(Comparator.naturalOrder()).get());
        System.out.println(Stream.of(1, 2, 3, 4).reduce(0, Integer::sum) + " " + Stream.of(1, 2, 3, 4).reduce(Integer::max)
                + " " + Stream.<Integer>empty().reduce(Integer::sum) + " " + Stream.of("a", "bb").reduce(0, (n, s) -> n + s.length(), Integer::sum));
        System.out.println(Stream.of(List.of(1, 2), List.of(3), List.<Integer>of()).flatMap(List::stream).map(i -> i * 10).toList());
        System.out.println(Stream.of("a", "b").<String>mapMulti((s, sink) -> { sink.accept(s); sink.accept(s + s); }).toList());
        System.out.println(Arrays.toString(Stream.of("x", "y").toArray()) + " " + Arrays.toString(Stream.of("x", "y").toArray(String[]::new)));
        System.out.println(Stream.iterate(1, x -> x * 2).limit(10).toList());
        System.out.println(Stream.iterate(1, x -> x < 100, x -> x * 3).toList());
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).limit(4).toList() + " " + counter[0]);
        System.out.println(Stream.of(1, 2, 3, 4, 5, 1, 2).takeWhile(x -> x < 4).toList() + " " + Stream.of(1, 2, 3, 4, 5, 1, 2).dropWhile(x -> x < 4).toList());
        System.out.println(Stream.concat(Stream.of("a"), Stream.of("b", "c")).toList() + " " + Stream.ofNullable(null).count() + " " + Stream.ofNullable("z").toList());
        Stream.Builder<String> builder = Stream.builder();
        builder.add("p").add("q").accept("r");
        System.out.println(builder.build().collect(Collectors.joining("-")));
        try { builder.add("s"); } catch (IllegalStateException e) { System.out.println("builder: " + e); }
        Iterator<Integer> it = Stream.of(3, 1, 2).sorted().iterator();
        while (it.hasNext()) System.out.print(it.next() + ";");
        System.out.println();
        Spliterator<String> sp = Stream.of("s1", "s2").spliterator();
        sp.tryAdvance(s -> System.out.print("first " + s));
        sp.forEachRemaining(s -> System.out.println(" rest " + s));
        List<Person> people = List.of(new Person("Ann", 31), new Person("Bob", 25), new Person("Cid", 31));
        System.out.println(people.stream().sorted(Comparator.comparingInt(Person::age)).map(Person::name).toList());
        System.out.println(people.stream().max(Comparator.comparingInt(Person::age)).get() + " " + people.stream().min(Comparator.comparingInt(Person::age)).get());
        Stream<String> used = Stream.of("a");
        used.count();
        try { used.map(s -> s); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        Stream<String> linked = Stream.of("a");
        linked.filter(s -> true);
        try { linked.forEach(System.out::println); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try (Stream<String> s = Stream.of("c").onClose(() -> System.out.println("close 1")).onClose(() -> System.out.println("close 2"))) {
            System.out.println(s.isParallel() + " " + s.parallel().isParallel() + " " + s.sequential().isParallel());
        }
        Stream<Integer> failing = Stream.of(1).onClose(() -> { throw new IllegalStateException("first"); })
                .onClose(() -> { throw new IllegalArgumentException("second"); });
        try { failing.close(); } catch (IllegalStateException e) { System.out.println(e + " suppressed " + Arrays.toString(e.getSuppressed())); }
        try { Stream.of(1).limit(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { Stream.of("a", null).findFirst(); } catch (NullPointerException e) { System.out.println("NPE from findFirst"); }
        System.out.println(Stream.of(5, 3, 8).parallel().map(x -> x + 1).sorted().toList());
        System.out.println(new ArrayList<>(List.of(1, 2, 3)).stream().map(String::valueOf).collect(Collectors.joining("+", "<", ">")));
        System.out.println(Optional.of(7).stream().toList() + " " + Optional.empty().stream().count());
        System.out.println("hello".chars().filter(c -> c == 'l').count() + " " + "a\u00e9\ud83d\ude00".codePoints().boxed().toList());
        System.out.println("one\ntwo\r\nthree\rfour\n".lines().toList());
        System.out.println(Arrays.stream(new String[] {"q", "r", "s", "t"}, 1, 3).toList());
        try { Arrays.stream(new int[3], 2, 5); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e); }
        Set<String> treeSet = new TreeSet<>(words);
        System.out.println(treeSet.stream().map(s -> s.charAt(0)).toList());
        Map<String, Integer> map = new TreeMap<>(Map.of("b", 2, "a", 1, "c", 3));
        System.out.println(map.entrySet().stream().sorted(Map.Entry.comparingByValue(Comparator.reverseOrder())).map(Map.Entry::getKey).toList());
        List<Integer> grow = new ArrayList<>(List.of(1, 2));
        Stream<Integer> late = grow.stream();
        grow.add(3);
        System.out.println(late.toList());
    }
}
