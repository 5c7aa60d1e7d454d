package java.util.stream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import loupe.internal.CompensatedSum;

/**
 * The standard collectors. Each is a supplier/accumulator/combiner/finisher quadruple; the
 * map-building ones (groupingBy, partitioningBy, toMap) live in MapCollectors.
 */
public final class Collectors {
    private Collectors() {
    }

    static final Set<Collector.Characteristics> ID_FINISH =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> UNORDERED_ID_FINISH = Collections.unmodifiableSet(
            EnumSet.of(Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> UNORDERED =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.UNORDERED));
    static final Set<Collector.Characteristics> NONE = Collections.emptySet();

    /** The one Collector class behind every factory here and Collector.of. */
    static final class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        @SuppressWarnings("unchecked")
        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Set<Characteristics> characteristics) {
            this(supplier, accumulator, combiner, a -> (R) a, characteristics);
        }

        @Override
        public Supplier<A> supplier() {
            return supplier;
        }

        @Override
        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        @Override
        public BinaryOperator<A> combiner() {
            return combiner;
        }

        @Override
        public Function<A, R> finisher() {
            return finisher;
        }

        @Override
        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    /** The finisher to apply, also when the collector declares it the identity. */
    @SuppressWarnings("unchecked")
    static <A, R> Function<A, R> finisherOf(Collector<?, A, R> collector) {
        return collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)
                ? a -> (R) a
                : collector.finisher();
    }

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        Objects.requireNonNull(collectionFactory);
        return new CollectorImpl<T, C, C>(collectionFactory, Collection::add, (a, b) -> {
            a.addAll(b);
            return a;
        }, ID_FINISH);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return new CollectorImpl<T, List<T>, List<T>>(ArrayList::new, List::add, (a, b) -> {
            a.addAll(b);
            return a;
        }, ID_FINISH);
    }

    /** Like List.copyOf: a null element throws NullPointerException. */
    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return new CollectorImpl<T, List<T>, List<T>>(ArrayList::new, List::add, (a, b) -> {
            a.addAll(b);
            return a;
        }, List::copyOf, NONE);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new CollectorImpl<T, Set<T>, Set<T>>(HashSet::new, Set::add, (a, b) -> {
            a.addAll(b);
            return a;
        }, UNORDERED_ID_FINISH);
    }

    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return new CollectorImpl<T, Set<T>, Set<T>>(HashSet::new, Set::add, (a, b) -> {
            a.addAll(b);
            return a;
        }, Set::copyOf, UNORDERED);
    }

    public static Collector<CharSequence, ?, String> joining() {
        return new CollectorImpl<CharSequence, StringBuilder, String>(StringBuilder::new, StringBuilder::append,
                (a, b) -> a.append(b), StringBuilder::toString, NONE);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter, CharSequence prefix,
            CharSequence suffix) {
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        return new CollectorImpl<CharSequence, StringJoiner, String>(() -> new StringJoiner(delimiter, prefix, suffix),
                StringJoiner::add, StringJoiner::merge, StringJoiner::toString, NONE);
    }

    public static <T, U, A, R> Collector<T, ?, R> mapping(Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        BiConsumer<A, ? super U> accumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (container, t) -> accumulator.accept(container, mapper.apply(t)),
                downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    /** The mapper's streams are closed after their elements are accumulated. */
    public static <T, U, A, R> Collector<T, ?, R> flatMapping(Function<? super T, ? extends Stream<? extends U>> mapper,
            Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        BiConsumer<A, ? super U> accumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (container, t) -> {
            try (Stream<? extends U> result = mapper.apply(t)) {
                if (result != null) {
                    result.sequential().forEach(u -> accumulator.accept(container, u));
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        Objects.requireNonNull(predicate);
        BiConsumer<A, ? super T> accumulator = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), (container, t) -> {
            if (predicate.test(t)) {
                accumulator.accept(container, t);
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
            Function<R, RR> finisher) {
        Objects.requireNonNull(finisher);
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            EnumSet<Collector.Characteristics> reduced = EnumSet.noneOf(Collector.Characteristics.class);
            reduced.addAll(characteristics);
            reduced.remove(Collector.Characteristics.IDENTITY_FINISH);
            characteristics = Collections.unmodifiableSet(reduced);
        }
        Function<A, R> first = finisherOf(downstream);
        return new CollectorImpl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                first.andThen(finisher), characteristics);
    }

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(e -> 1L);
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reducing((a, b) -> comparator.compare(a, b) <= 0 ? a : b);
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reducing((a, b) -> comparator.compare(a, b) >= 0 ? a : b);
    }

    public static <T> Collector<T, ?, Integer> summingInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, int[], Integer>(() -> new int[1], (a, t) -> a[0] += mapper.applyAsInt(t), (a, b) -> {
            a[0] += b[0];
            return a;
        }, a -> a[0], NONE);
    }

    public static <T> Collector<T, ?, Long> summingLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, long[], Long>(() -> new long[1], (a, t) -> a[0] += mapper.applyAsLong(t), (a, b) -> {
            a[0] += b[0];
            return a;
        }, a -> a[0], NONE);
    }

    /** Compensated summation, as DoubleStream.sum. */
    public static <T> Collector<T, ?, Double> summingDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, CompensatedSum, Double>(CompensatedSum::new, (a, t) -> a.add(mapper.applyAsDouble(t)),
                (a, b) -> {
                    a.combine(b);
                    return a;
                }, CompensatedSum::result, NONE);
    }

    /** count and sum in a long[2]; the average of nothing is 0.0. */
    public static <T> Collector<T, ?, Double> averagingInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return averagingLong(t -> mapper.applyAsInt(t));
    }

    public static <T> Collector<T, ?, Double> averagingLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, long[], Double>(() -> new long[2], (a, t) -> {
            a[0] += mapper.applyAsLong(t);
            a[1]++;
        }, (a, b) -> {
            a[0] += b[0];
            a[1] += b[1];
            return a;
        }, a -> a[1] == 0 ? 0.0d : (double) a[0] / a[1], NONE);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, DoubleSummaryStatistics, Double>(DoubleSummaryStatistics::new,
                (a, t) -> a.accept(mapper.applyAsDouble(t)), (a, b) -> {
                    a.combine(b);
                    return a;
                }, DoubleSummaryStatistics::getAverage, NONE);
    }

    public static <T> Collector<T, ?, T> reducing(T identity, BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        return reducing(identity, t -> t, op);
    }

    /** The state is a one-element array, so that the identity may be immutable (Integer, String...). */
    public static <T, U> Collector<T, ?, U> reducing(U identity, Function<? super T, ? extends U> mapper,
            BinaryOperator<U> op) {
        Objects.requireNonNull(mapper);
        Objects.requireNonNull(op);
        return new CollectorImpl<T, Object[], U>(() -> new Object[] {identity},
                (a, t) -> a[0] = op.apply(Collectors.<U>cast(a[0]), mapper.apply(t)), (a, b) -> {
                    a[0] = op.apply(Collectors.<U>cast(a[0]), Collectors.<U>cast(b[0]));
                    return a;
                }, a -> Collectors.<U>cast(a[0]), NONE);
    }

    /** Empty until the first element; a null result makes Optional.of throw NullPointerException. */
    public static <T> Collector<T, ?, Optional<T>> reducing(BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        class State {
            boolean present;
            T value;

            void accept(T t) {
                if (present) {
                    value = op.apply(value, t);
                } else {
                    value = t;
                    present = true;
                }
            }
        }
        return new CollectorImpl<T, State, Optional<T>>(State::new, State::accept, (a, b) -> {
            if (b.present) {
                a.accept(b.value);
            }
            return a;
        }, a -> a.present ? Optional.of(a.value) : Optional.empty(), NONE);
    }

    @SuppressWarnings("unchecked")
    static <T> T cast(Object value) {
        return (T) value;
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(IntSummaryStatistics::new,
                (a, t) -> a.accept(mapper.applyAsInt(t)), (a, b) -> {
                    a.combine(b);
                    return a;
                }, ID_FINISH);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(LongSummaryStatistics::new,
                (a, t) -> a.accept(mapper.applyAsLong(t)), (a, b) -> {
                    a.combine(b);
                    return a;
                }, ID_FINISH);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(DoubleSummaryStatistics::new,
                (a, t) -> a.accept(mapper.applyAsDouble(t)), (a, b) -> {
                    a.combine(b);
                    return a;
                }, ID_FINISH);
    }

    /** Feeds every element to two collectors and merges their results. */
    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, BiFunction<? super R1, ? super R2, R> merger) {
        return MapCollectors.teeing(downstream1, downstream2, merger);
    }

    // ---- map-building collectors (see MapCollectors) ----

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, java.util.HashMap::new, toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, java.util.HashMap::new, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory, Collector<? super T, A, D> downstream) {
        return MapCollectors.groupingBy(classifier, mapFactory, downstream, false);
    }

    public static <T, K> Collector<T, ?, ConcurrentMap<K, List<T>>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, java.util.concurrent.ConcurrentHashMap::new, toList());
    }

    public static <T, K, A, D> Collector<T, ?, ConcurrentMap<K, D>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingByConcurrent(classifier, java.util.concurrent.ConcurrentHashMap::new, downstream);
    }

    public static <T, K, A, D, M extends ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory, Collector<? super T, A, D> downstream) {
        return MapCollectors.groupingBy(classifier, mapFactory, downstream, true);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(Predicate<? super T> predicate,
            Collector<? super T, A, D> downstream) {
        return MapCollectors.partitioningBy(predicate, downstream);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return MapCollectors.toMapUniqueKeys(keyMapper, valueMapper, java.util.HashMap::new, false);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, java.util.HashMap::new);
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return MapCollectors.toMapMerging(keyMapper, valueMapper, mergeFunction, mapFactory, false);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        return collectingAndThen(toMap(keyMapper, valueMapper), Map::copyOf);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        return collectingAndThen(toMap(keyMapper, valueMapper, mergeFunction, java.util.HashMap::new), Map::copyOf);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        return MapCollectors.toMapUniqueKeys(keyMapper, valueMapper, java.util.concurrent.ConcurrentHashMap::new, true);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        return toConcurrentMap(keyMapper, valueMapper, mergeFunction, java.util.concurrent.ConcurrentHashMap::new);
    }

    public static <T, K, U, M extends ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return MapCollectors.toMapMerging(keyMapper, valueMapper, mergeFunction, mapFactory, true);
    }
}
