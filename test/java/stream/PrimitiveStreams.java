// IntStream, LongStream, DoubleStream: ranges, arithmetic, statistics, conversions, Random streams.
// loupe-test: java17-only
import java.util.*;
import java.util.stream.*;

public class PrimitiveStreams {
    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 5).sum() + " " + IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b)
                + " " + IntStream.range(5, 5).count() + " " + IntStream.rangeClosed(3, 1).count());
        System.out.println(Arrays.toString(IntStream.of(5, 3, 5, 1, 3).distinct().sorted().toArray()));
        System.out.println(IntStream.of(4, 8, 6).average() + " " + IntStream.empty().average() + " " + IntStream.of(4, 8).max() + " " + IntStream.empty().min());
        System.out.println(IntStream.of(3, 1, 4, 1, 5).summaryStatistics());
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b) + " " + LongStream.of(7, -2).summaryStatistics());
        System.out.println(DoubleStream.of(1.5, 2.25, -0.5).summaryStatistics() + " " + new DoubleSummaryStatistics());
        System.out.println(new IntSummaryStatistics() + " " + new LongSummaryStatistics());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3, 1e16, -1e16).sum() + " " + DoubleStream.of(0.1, 0.2, 0.3).average().getAsDouble());
        System.out.println(DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum() + " " + DoubleStream.of(Double.NaN, 1).sum() + " " + DoubleStream.of(-0.0, 0.0, Double.NaN, Double.NaN).distinct().boxed().toList());
        System.out.println(Arrays.toString(DoubleStream.of(3.5, -1, Double.NaN, -0.0, 0.0).sorted().toArray()));
        System.out.println(IntStream.range(0, 4).mapToObj(i -> "s" + i).collect(Collectors.joining(",")) + " "
                + IntStream.range(0, 3).asLongStream().map(x -> x * 1_000_000_000_000L).boxed().toList() + " "
                + IntStream.range(0, 3).asDoubleStream().map(Math::sqrt).boxed().toList());
        System.out.println(IntStream.of(1, 2, 3).flatMap(i -> IntStream.range(0, i)).boxed().toList() + " "
                + IntStream.of(1, 2).mapMulti((i, sink) -> { sink.accept(i); sink.accept(-i); }).boxed().toList());
        System.out.println(IntStream.iterate(1, i -> i * 3).limit(6).boxed().toList() + " " + IntStream.iterate(0, i -> i < 10, i -> i + 4).boxed().toList()
                + " " + LongStream.iterate(1, x -> x * 10).takeWhile(x -> x < 100000).sum() + " " + DoubleStream.iterate(1, x -> x / 2).limit(4).sum());
        int[] n = {0};
        System.out.println(IntStream.generate(() -> n[0]++).limit(5).sum() + " " + IntStream.concat(IntStream.of(1), IntStream.range(7, 9)).boxed().toList());
        IntStream.Builder b = IntStream.builder();
        b.add(9).add(8).accept(7);
        System.out.println(b.build().map(x -> -x).boxed().toList() + " " + LongStream.builder().add(5).build().sum() + " " + DoubleStream.builder().add(2.5).build().sum());
        PrimitiveIterator.OfInt it = IntStream.range(10, 13).iterator();
        while (it.hasNext()) System.out.print(it.nextInt() + " ");
        System.out.println(IntStream.of(1, 2, 3, 4).anyMatch(x -> x > 3) + " " + IntStream.of(1, 2).allMatch(x -> x > 1) + " " + LongStream.empty().noneMatch(x -> true)
                + " " + IntStream.range(3, 9).filter(x -> x % 4 == 0).findFirst() + " " + DoubleStream.empty().findAny());
        System.out.println(IntStream.range(0, 10).skip(3).limit(4).boxed().toList() + " " + LongStream.range(0, 10).dropWhile(x -> x < 8).boxed().toList()
                + " " + IntStream.of(3, 1, 2).boxed().sorted(Comparator.reverseOrder()).toList());
        System.out.println(IntStream.of(Integer.MAX_VALUE, 1).sum() + " " + IntStream.of(Integer.MAX_VALUE, 1).asLongStream().sum() + " " + IntStream.of(7, 2).collect(StringBuilder::new, StringBuilder::append, StringBuilder::append));
        System.out.println(Arrays.stream(new int[] {1, 2, 3, 4}, 1, 3).sum() + " " + Arrays.stream(new long[] {5L, 6L}).max() + " " + Arrays.stream(new double[] {0.5, 0.25}).min()
                + " " + DoubleStream.of(1.9, -1.9).mapToInt(d -> (int) d).boxed().toList() + " " + DoubleStream.of(2.5).mapToLong(d -> (long) (d * 2)).sum());
        Random r = new Random(42);
        System.out.println(r.ints(4).boxed().toList() + " " + r.ints(4, 0, 10).boxed().toList() + " " + r.ints(3, -5, 5).boxed().toList());
        System.out.println(r.longs(2).boxed().toList() + " " + r.longs(3, 100, 1000).boxed().toList() + " " + r.ints(0, 1 << 20).limit(2).boxed().toList());
        System.out.println(r.doubles(2).boxed().toList() + " " + r.doubles(2, 5.0, 6.0).boxed().toList() + " " + r.doubles().limit(1).sum() + " " + r.longs(-3, 3).limit(4).boxed().toList());
        System.out.println(new Random(7).ints(3, 1, 7).peek(x -> System.out.print("rolled ")).count() + " " + new Random(7).ints().limit(2).boxed().toList());
        try { r.ints(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { r.ints(5, 5); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { r.doubles(1, 0.0, Double.POSITIVE_INFINITY); } catch (IllegalArgumentException e) { System.out.println(e); }
        System.out.println(OptionalInt.of(3).stream().sum() + " " + OptionalLong.empty().stream().count() + " " + OptionalDouble.of(1.5).stream().sum());
        System.out.println(LongStream.range(Long.MAX_VALUE - 2, Long.MAX_VALUE).boxed().toList() + " " + IntStream.rangeClosed(Integer.MAX_VALUE - 1, Integer.MAX_VALUE).count());
        Spliterator.OfInt sp = IntStream.range(0, 8).spliterator();
        Spliterator.OfInt prefix = sp.trySplit();
        System.out.println(sp.estimateSize() + " " + prefix.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SORTED | Spliterator.SIZED));
    }
}
