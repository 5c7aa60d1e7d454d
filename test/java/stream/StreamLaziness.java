// Laziness and order of side effects: peek/filter/map interleaving, short-circuits, count without traversal.
// loupe-test: java17-only
import java.util.*;
import java.util.stream.*;

public class StreamLaziness {
    static StringBuilder log = new StringBuilder();

    static void flush(String label) {
        System.out.println(label + ": " + log);
        log.setLength(0);
    }

    public static void main(String[] args) {
        List<Integer> result = Stream.of(1, 2, 3, 4, 5, 6)
                .peek(x -> log.append("p").append(x).append(' '))
                .filter(x -> { log.append("f").append(x).append(' '); return x % 2 == 0; })
                .map(x -> { log.append("m").append(x).append(' '); return x * 10; })
                .limit(2)
                .toList();
        flush("limit " + result);
        Optional<Integer> first = Stream.iterate(1, x -> { log.append("next").append(x).append(' '); return x + 1; })
                .peek(x -> log.append("saw").append(x).append(' ')).filter(x -> x > 3).findFirst();
        flush("findFirst " + first);
        boolean any = IntStream.range(0, 100).peek(x -> log.append(x).append(' ')).anyMatch(x -> x == 4);
        flush("anyMatch " + any);
        boolean all = Stream.of("a", "bb", "c").peek(s -> log.append(s).append(' ')).allMatch(s -> s.length() == 1);
        flush("allMatch " + all);
        List<Integer> sorted = Stream.of(3, 1, 2).peek(x -> log.append("a").append(x).append(' ')).sorted()
                .peek(x -> log.append("b").append(x).append(' ')).limit(2).toList();
        flush("sorted " + sorted);
        long c1 = List.of(1, 2, 3).stream().peek(x -> log.append(x)).count();
        long c2 = IntStream.range(0, 10).peek(x -> log.append(x)).skip(3).limit(4).count();
        long c3 = Stream.of(1, 2, 3).filter(x -> { log.append(x); return true; }).count();
        flush("counts " + c1 + " " + c2 + " " + c3);
        Stream<Integer> lazy = Stream.of(1, 2, 3).map(x -> { log.append("L").append(x).append(' '); return x; });
        flush("before terminal");
        Iterator<Integer> it = lazy.iterator();
        flush("iterator made");
        it.next();
        flush("one next");
        it.forEachRemaining(x -> log.append("got").append(x).append(' '));
        flush("rest");
        List<Integer> flat = Stream.of(1, 2, 3).flatMap(x -> Stream.iterate(x * 10, y -> y + 1).peek(y -> log.append(y).append(' ')))
                .limit(4).toList();
        flush("flatMap infinite " + flat);
        List<String> closes = new ArrayList<>();
        System.out.println(Stream.of("a", "b").flatMap(s -> Stream.of(s, s).onClose(() -> closes.add("closed " + s))).toList() + " " + closes);
        IntStream.rangeClosed(1, 3).mapToObj(i -> "i" + i).peek(log::append).forEach(s -> log.append('!'));
        flush("forEach");
        List<Integer> taken = Stream.of(1, 2, 10, 3).peek(x -> log.append(x).append(' ')).takeWhile(x -> x < 5).toList();
        flush("takeWhile " + taken);
        System.out.println(Stream.iterate(1, x -> x + 1).peek(x -> log.append(x)).limit(3).count());
        flush("limit on infinite");
        System.out.println(Stream.generate(() -> "g").distinct().limit(1).toList());
        List<Integer> dropped = Stream.of(1, 2, 3, 1).dropWhile(x -> { log.append("d").append(x).append(' '); return x < 2; }).toList();
        flush("dropWhile " + dropped);
        Spliterator<Integer> split = IntStream.range(0, 6).filter(x -> { log.append(x); return x % 2 == 1; }).boxed().spliterator();
        split.tryAdvance(x -> log.append("->").append(x).append(' '));
        flush("spliterator step");
        System.out.println(Stream.of(1, 2, 3, 4).skip(1).peek(x -> log.append(x)).mapToInt(x -> x).sum());
        flush("skip+peek");
    }
}
