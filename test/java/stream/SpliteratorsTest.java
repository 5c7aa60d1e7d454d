// Spliterator, Spliterators and StreamSupport: characteristics, splitting, iterator adapters, custom sources.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class SpliteratorsTest {
    public static void main(String[] args) {
        Integer[] boxes = {1, 2, 3, 4, 5};
        Spliterator<Integer> sp = Arrays.spliterator(boxes);
        System.out.println(sp.characteristics() + " " + sp.estimateSize() + " " + sp.getExactSizeIfKnown());
        Spliterator<Integer> prefix = sp.trySplit();
        prefix.forEachRemaining(x -> System.out.print("a" + x + " "));
        sp.forEachRemaining(x -> System.out.print("b" + x + " "));
        System.out.println();
        System.out.println(Stream.of(1, 2, 3).spliterator().characteristics() + " " + new ArrayList<>(Arrays.asList(boxes)).spliterator().hasCharacteristics(Spliterator.ORDERED | Spliterator.SIZED)
                + " " + new HashSet<>(Arrays.asList(boxes)).spliterator().hasCharacteristics(Spliterator.DISTINCT));
        Iterator<String> source = Arrays.asList("x", "y", "z").iterator();
        Spliterator<String> unknown = Spliterators.spliteratorUnknownSize(source, Spliterator.ORDERED);
        System.out.println(unknown.estimateSize() + " " + unknown.getExactSizeIfKnown() + " " + StreamSupport.stream(unknown, false).map(String::toUpperCase).collect(Collectors.toList()));
        Spliterator<String> sized = Spliterators.spliterator(Arrays.asList("p", "q").iterator(), 2, 0);
        System.out.println(sized.getExactSizeIfKnown() + " " + StreamSupport.stream(sized, false).count());
        Spliterator<Integer> countdown = new Spliterators.AbstractSpliterator<Integer>(3, Spliterator.ORDERED | Spliterator.SIZED) {
            int n = 3;

            @Override
            public boolean tryAdvance(Consumer<? super Integer> action) {
                if (n == 0) return false;
                action.accept(n--);
                return true;
            }
        };
        System.out.println(countdown.characteristics() + " " + StreamSupport.stream(countdown, false).map(i -> i * i).collect(Collectors.toList()));
        Spliterator.OfInt ints = new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE, 0) {
            int next = 1;

            @Override
            public boolean tryAdvance(IntConsumer action) {
                action.accept(next);
                next *= 2;
                return true;
            }
        };
        System.out.println(StreamSupport.intStream(ints, false).limit(8).sum());
        PrimitiveIterator.OfLong longs = Spliterators.iterator(Spliterators.spliterator(new long[] {7L, 8L, 9L}, 1, 3, 0));
        while (longs.hasNext()) System.out.print(longs.nextLong() + " ");
        Iterator<Double> boxed = Spliterators.iterator((Spliterator<Double>) Spliterators.spliterator(new double[] {0.5}, 0));
        System.out.println(boxed.next() + " " + boxed.hasNext());
        try { boxed.next(); } catch (NoSuchElementException e) { System.out.println("NoSuchElementException"); }
        System.out.println(Spliterators.emptySpliterator().estimateSize() + " " + Spliterators.emptyIntSpliterator().tryAdvance((IntConsumer) x -> {}));
        Stream<String> fromSupplier = StreamSupport.stream(() -> Arrays.asList("s", "t").spliterator(), Spliterator.SIZED, false);
        System.out.println(fromSupplier.collect(Collectors.joining("|")));
        try { Spliterators.spliterator(new Object[2], 2, 1, 0); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { sp.getComparator(); } catch (IllegalStateException e) { System.out.println("no comparator"); }
        System.out.println(IntStream.range(0, 3).spliterator().getComparator());
        Spliterator<Integer> tree = new TreeSet<>(Arrays.asList(3, 1, 2)).spliterator();
        tree.tryAdvance(x -> System.out.println("tree first " + x));
        List<Integer> viaIterable = new ArrayList<>();
        Iterable<Integer> iterable = () -> Arrays.asList(9, 8).iterator();
        iterable.spliterator().forEachRemaining(viaIterable::add);
        System.out.println(viaIterable + " " + iterable.spliterator().estimateSize());
    }
}
