package java.util.stream;

import java.util.IntSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/** A sequence of int values; see Stream. The library's implementation is IntPipeline. */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    default IntStream mapMulti(IntMapMultiConsumer mapper) {
        return StreamSupport.intStream(spliterator(), isParallel()).onClose(this::close).mapMulti(mapper);
    }

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    default IntStream takeWhile(IntPredicate predicate) {
        return StreamSupport.intStream(spliterator(), isParallel()).onClose(this::close).takeWhile(predicate);
    }

    default IntStream dropWhile(IntPredicate predicate) {
        return StreamSupport.intStream(spliterator(), isParallel()).onClose(this::close).dropWhile(predicate);
    }

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    LongStream asLongStream();

    DoubleStream asDoubleStream();

    Stream<Integer> boxed();

    @Override
    IntStream sequential();

    @Override
    IntStream parallel();

    @Override
    PrimitiveIterator.OfInt iterator();

    @Override
    Spliterator.OfInt spliterator();

    static Builder builder() {
        return new StreamBuilders.OfInt();
    }

    static IntStream empty() {
        return StreamSupport.intStream(Spliterators.emptyIntSpliterator(), false);
    }

    static IntStream of(int t) {
        return of(new int[] {t});
    }

    static IntStream of(int... values) {
        return java.util.Arrays.stream(values);
    }

    static IntStream iterate(int seed, IntUnaryOperator f) {
        Objects.requireNonNull(f);
        return StreamSupport.intStream(StreamSources.iterateInt(seed, t -> true, f), false);
    }

    static IntStream iterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        Objects.requireNonNull(hasNext);
        Objects.requireNonNull(next);
        return StreamSupport.intStream(StreamSources.iterateInt(seed, hasNext, next), false);
    }

    static IntStream generate(IntSupplier s) {
        Objects.requireNonNull(s);
        return StreamSupport.intStream(StreamSources.generateInt(s), false);
    }

    static IntStream range(int startInclusive, int endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        return StreamSupport.intStream(new StreamSources.IntRange(startInclusive, endExclusive - 1), false);
    }

    static IntStream rangeClosed(int startInclusive, int endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        return StreamSupport.intStream(new StreamSources.IntRange(startInclusive, endInclusive), false);
    }

    static IntStream concat(IntStream a, IntStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        Spliterator.OfInt joined = StreamSources.concatInt(a.spliterator(), b.spliterator());
        return StreamSupport.intStream(joined, a.isParallel() || b.isParallel()).onClose(AbstractPipeline.closerOf(a, b));
    }

    /** Collects values one by one, then builds a stream of them. */
    interface Builder extends IntConsumer {
        @Override
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }

    /** The mapper of mapMulti: pushes any number of values for one input value. */
    @FunctionalInterface
    interface IntMapMultiConsumer {
        void accept(int value, IntConsumer ic);
    }
}
