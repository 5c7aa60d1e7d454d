package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** The collectors of Collectors that build maps (groupingBy, partitioningBy, toMap) and teeing. */
final class MapCollectors {
    private MapCollectors() {
    }

    private static final Set<Collector.Characteristics> CONCURRENT_ID_FINISH = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED,
            Collector.Characteristics.IDENTITY_FINISH));
    private static final Set<Collector.Characteristics> CONCURRENT_NO_ID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED));

    /**
     * One downstream container per key, created on the key's first element; at the end each
     * container is replaced by the downstream's result (unless that is the identity).
     */
    @SuppressWarnings("unchecked")
    static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(Function<? super T, ? extends K> classifier,
            Supplier<M> mapFactory, Collector<? super T, A, D> downstream, boolean concurrent) {
        Objects.requireNonNull(classifier);
        Objects.requireNonNull(mapFactory);
        Objects.requireNonNull(downstream);
        Supplier<A> downstreamSupplier = downstream.supplier();
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Map<K, A>, T> accumulator = (map, t) -> {
            K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
            A container = map.computeIfAbsent(key, k -> downstreamSupplier.get());
            downstreamAccumulator.accept(container, t);
        };
        BinaryOperator<A> downstreamCombiner = downstream.combiner();
        BinaryOperator<Map<K, A>> combiner = (left, right) -> {
            for (Map.Entry<K, A> e : right.entrySet()) {
                left.merge(e.getKey(), e.getValue(), downstreamCombiner);
            }
            return left;
        };
        Supplier<Map<K, A>> containerFactory = (Supplier<Map<K, A>>) (Supplier<?>) mapFactory;
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new Collectors.CollectorImpl<T, Map<K, A>, M>(containerFactory, accumulator, combiner,
                    concurrent ? CONCURRENT_ID_FINISH : Collectors.ID_FINISH);
        }
        Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<Map<K, A>, M> finisher = map -> {
            map.replaceAll((k, v) -> downstreamFinisher.apply(v));
            return (M) map;
        };
        return new Collectors.CollectorImpl<T, Map<K, A>, M>(containerFactory, accumulator, combiner, finisher,
                concurrent ? CONCURRENT_NO_ID : Collectors.NONE);
    }

    static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(Predicate<? super T> predicate,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(predicate);
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        Supplier<A> supplier = downstream.supplier();
        BinaryOperator<A> op = downstream.combiner();
        Function<A, D> finisher = Collectors.finisherOf(downstream);
        return new Collectors.CollectorImpl<T, Partition<A>, Map<Boolean, D>>(
                () -> new Partition<A>(supplier.get(), supplier.get()),
                (partition, t) -> downstreamAccumulator.accept(predicate.test(t) ? partition.forTrue : partition.forFalse, t),
                (left, right) -> new Partition<A>(op.apply(left.forTrue, right.forTrue), op.apply(left.forFalse, right.forFalse)),
                partition -> new Partition<D>(finisher.apply(partition.forTrue), finisher.apply(partition.forFalse)),
                Collectors.NONE);
    }

    /** The two-entry map of partitioningBy: {false=..., true=...}, read-only. */
    static final class Partition<T> extends AbstractMap<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> falseEntry = new SimpleImmutableEntry<>(false, forFalse);
                    Map.Entry<Boolean, T> trueEntry = new SimpleImmutableEntry<>(true, forTrue);
                    return java.util.Arrays.asList(falseEntry, trueEntry).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof Boolean;
        }

        @Override
        public T get(Object key) {
            if (key instanceof Boolean) {
                return (Boolean) key ? forTrue : forFalse;
            }
            return null;
        }
    }

    static IllegalStateException duplicateKey(Object key, Object first, Object second) {
        return new IllegalStateException(String.format("Duplicate key %s (attempted merging values %s and %s)",
                key, first, second));
    }

    /** toMap without a merge function: a second value for a key is an error; null values are too. */
    @SuppressWarnings("unchecked")
    static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMapUniqueKeys(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, Supplier<M> mapFactory, boolean concurrent) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        BiConsumer<Map<K, U>, T> accumulator = (map, t) -> {
            K key = keyMapper.apply(t);
            U value = Objects.requireNonNull(valueMapper.apply(t));
            U previous = map.putIfAbsent(key, value);
            if (previous != null) {
                throw duplicateKey(key, previous, value);
            }
        };
        BinaryOperator<Map<K, U>> combiner = (left, right) -> {
            for (Map.Entry<K, U> e : right.entrySet()) {
                U previous = left.putIfAbsent(e.getKey(), e.getValue());
                if (previous != null) {
                    throw duplicateKey(e.getKey(), previous, e.getValue());
                }
            }
            return left;
        };
        return new Collectors.CollectorImpl<T, M, M>(mapFactory, (BiConsumer<M, T>) (BiConsumer<?, T>) accumulator,
                (BinaryOperator<M>) (BinaryOperator<?>) combiner, concurrent ? CONCURRENT_ID_FINISH : Collectors.ID_FINISH);
    }

    /** toMap with a merge function: Map.merge decides (so a null value throws NullPointerException). */
    static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMapMerging(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction, Supplier<M> mapFactory,
            boolean concurrent) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        BiConsumer<M, T> accumulator = (map, t) -> map.merge(keyMapper.apply(t), valueMapper.apply(t), mergeFunction);
        BinaryOperator<M> combiner = (left, right) -> {
            for (Map.Entry<K, U> e : right.entrySet()) {
                left.merge(e.getKey(), e.getValue(), mergeFunction);
            }
            return left;
        };
        return new Collectors.CollectorImpl<T, M, M>(mapFactory, accumulator, combiner,
                concurrent ? CONCURRENT_ID_FINISH : Collectors.ID_FINISH);
    }

    static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, BiFunction<? super R1, ? super R2, R> merger) {
        return teeing0(downstream1, downstream2, merger);
    }

    /** Names the two containers' types so that the pair can be typed. */
    private static <T, A1, A2, R1, R2, R> Collector<T, ?, R> teeing0(Collector<? super T, A1, R1> downstream1,
            Collector<? super T, A2, R2> downstream2, BiFunction<? super R1, ? super R2, R> merger) {
        Objects.requireNonNull(downstream1, "downstream1");
        Objects.requireNonNull(downstream2, "downstream2");
        Objects.requireNonNull(merger, "merger");
        Supplier<A1> supplier1 = Objects.requireNonNull(downstream1.supplier(), "downstream1 supplier");
        Supplier<A2> supplier2 = Objects.requireNonNull(downstream2.supplier(), "downstream2 supplier");
        BiConsumer<A1, ? super T> accumulator1 = Objects.requireNonNull(downstream1.accumulator(), "downstream1 accumulator");
        BiConsumer<A2, ? super T> accumulator2 = Objects.requireNonNull(downstream2.accumulator(), "downstream2 accumulator");
        BinaryOperator<A1> combiner1 = Objects.requireNonNull(downstream1.combiner(), "downstream1 combiner");
        BinaryOperator<A2> combiner2 = Objects.requireNonNull(downstream2.combiner(), "downstream2 combiner");
        Function<A1, R1> finisher1 = Collectors.finisherOf(downstream1);
        Function<A2, R2> finisher2 = Collectors.finisherOf(downstream2);
        class Pair {
            A1 left = supplier1.get();
            A2 right = supplier2.get();

            void add(T t) {
                accumulator1.accept(left, t);
                accumulator2.accept(right, t);
            }

            Pair combine(Pair other) {
                left = combiner1.apply(left, other.left);
                right = combiner2.apply(right, other.right);
                return this;
            }

            R get() {
                return merger.apply(finisher1.apply(left), finisher2.apply(right));
            }
        }
        return new Collectors.CollectorImpl<T, Pair, R>(Pair::new, Pair::add, Pair::combine, Pair::get, Collectors.NONE);
    }
}
