// Loupe benchmark: java.util.stream. Generated records (a city, a price, a
// quantity) go through the pipelines ordinary programs write: filter and map
// into sums, groupingBy with counting and summing collectors into TreeMaps,
// sorted with comparators, distinct, flatMap over words, IntStream ranges
// with boxed collects, and joining. The checksum folds every result.
//
// usage: StreamPipelines [s1|s10|s100|param=<records>]   (default s10)
// prints: bench StreamPipelines size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class StreamPipelines {
    static final String NAME = "StreamPipelines";
    // Records per size.
    static final int[] PARAMS = {4_000, 40_000, 400_000};
    static final long[] CHECKSUMS = {8823864631117440852L, -8899724952634788929L, -7007333740229710219L};

    static final String[] CITIES = {"Oslo", "Lyon", "Porto", "Graz", "Turku", "Ghent", "Split", "Cork"};

    static final class Sale {
        final String city;
        final int price;
        final int quantity;

        Sale(String city, int price, int quantity) {
            this.city = city;
            this.price = price;
            this.quantity = quantity;
        }
    }

    static long seed;

    static int next(int bound) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) ((seed >>> 33) % bound);
    }

    static long kernel(int records) {
        seed = 42;
        List<Sale> sales = new ArrayList<>(records);
        for (int i = 0; i < records; i++) {
            sales.add(new Sale(CITIES[next(CITIES.length)], 1 + next(500), 1 + next(9)));
        }
        long check = sales.stream().filter(s -> s.price > 250).mapToLong(s -> (long) s.price * s.quantity).sum();
        Map<String, Long> counts = sales.stream()
                .collect(Collectors.groupingBy(s -> s.city, TreeMap::new, Collectors.counting()));
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            check = check * 31 + e.getKey().hashCode() + e.getValue();
        }
        Map<String, Integer> revenue = sales.stream()
                .collect(Collectors.groupingBy(s -> s.city, TreeMap::new, Collectors.summingInt(s -> s.quantity)));
        check = check * 31 + revenue.hashCode();
        List<Sale> top = sales.stream()
                .sorted(Comparator.comparingInt((Sale s) -> -s.price).thenComparing(s -> s.city))
                .limit(50).collect(Collectors.toList());
        for (Sale s : top) {
            check = check * 31 + s.price + s.city.hashCode();
        }
        check = check * 31 + sales.stream().mapToInt(s -> s.price).distinct().count();
        String words = sales.stream().limit(2_000).map(s -> s.city + " " + s.price)
                .flatMap(line -> java.util.Arrays.stream(line.split(" ")))
                .filter(w -> w.length() > 3).distinct().sorted().collect(Collectors.joining(","));
        check = check * 31 + words.hashCode();
        List<Integer> squares = IntStream.range(0, records / 10).map(x -> x * x % 1_000).boxed()
                .collect(Collectors.toList());
        check = check * 31 + squares.stream().mapToLong(Integer::longValue).sum();
        double average = sales.stream().mapToInt(s -> s.quantity).average().orElse(0);
        return check * 31 + Double.doubleToLongBits(average);
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, StreamPipelines::kernel);
    }
}
