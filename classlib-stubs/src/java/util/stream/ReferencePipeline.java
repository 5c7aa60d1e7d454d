package java.util.stream;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** The library's Stream: a stage of a pipeline of objects (see AbstractPipeline for the design). */
final class ReferencePipeline<T> extends AbstractPipeline<T, Stream<T>> implements Stream<T> {
    ReferencePipeline(Spliterator<?> source, boolean parallel) {
        super(source, parallel);
    }

    ReferencePipeline(Supplier<? extends Spliterator<?>> source, boolean parallel) {
        super(source, parallel);
    }

    ReferencePipeline(AbstractPipeline<?, ?> upstream, Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust,
            boolean shortCircuits) {
        super(upstream, wrapper, sizeAdjust, shortCircuits);
    }

    @Override
    Shape shape() {
        return Shape.REFERENCE;
    }

    /** Elements travel as Object through the sinks; this is where they get their type back. */
    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }

    private <R> Stream<R> then(Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust) {
        return new ReferencePipeline<R>(this, wrapper, sizeAdjust, false);
    }

    // ---- intermediate operations ----

    @Override
    public Stream<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                if (predicate.test(cast(value))) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                downstream.accept((Object) mapper.apply(cast(value)));
            }
        }, SAME_SIZE);
    }

    @Override
    public IntStream mapToInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                downstream.accept(mapper.applyAsInt(cast(value)));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public LongStream mapToLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                downstream.accept(mapper.applyAsLong(cast(value)));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                downstream.accept(mapper.applyAsDouble(cast(value)));
            }
        }, SAME_SIZE, false);
    }

    /** The sink of every flatMap variant: the mapper's stream goes downstream element by element. */
    private Sink.Wrapper flatMapping(Function<? super T, ? extends BaseStream<?, ?>> mapper) {
        Objects.requireNonNull(mapper);
        return down -> new CommonStages.FlatMapSink(down) {
            @Override
            public void accept(Object value) {
                pushAll(mapper.apply(cast(value)));
            }
        };
    }

    @Override
    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        return then(flatMapping(mapper), UNKNOWN_SIZE);
    }

    @Override
    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        return new IntPipeline(this, flatMapping(mapper), UNKNOWN_SIZE, false);
    }

    @Override
    public LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper) {
        return new LongPipeline(this, flatMapping(mapper), UNKNOWN_SIZE, false);
    }

    @Override
    public DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper) {
        return new DoublePipeline(this, flatMapping(mapper), UNKNOWN_SIZE, false);
    }

    /** mapMulti hands the mapper the next stage's sink itself, so nothing is buffered. */
    @Override
    public <R> Stream<R> mapMulti(BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                mapper.accept(cast(value), ReferencePipeline.<Consumer<R>>cast(downstream));
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public IntStream mapMultiToInt(BiConsumer<? super T, ? super IntConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                mapper.accept(cast(value), downstream);
            }
        }, UNKNOWN_SIZE, false);
    }

    @Override
    public LongStream mapMultiToLong(BiConsumer<? super T, ? super LongConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                mapper.accept(cast(value), downstream);
            }
        }, UNKNOWN_SIZE, false);
    }

    @Override
    public DoubleStream mapMultiToDouble(BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                mapper.accept(cast(value), downstream);
            }
        }, UNKNOWN_SIZE, false);
    }

    /** Passes each element the first time it is seen (equals/hashCode), in encounter order. */
    @Override
    public Stream<T> distinct() {
        return then(down -> new Sink.Chained(down) {
            private final HashSet<Object> seen = new HashSet<>();

            @Override
            public void accept(Object value) {
                if (seen.add(value)) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Stream<T> sorted() {
        return sorted((Comparator) Comparator.naturalOrder());
    }

    /** A barrier: takes every element, sorts them (stably) at the end, then pushes them on. */
    @Override
    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return then(down -> new Sink.Chained(down) {
            private final ArrayList<T> elements = new ArrayList<>();
            private boolean cancellationAsked;

            @Override
            public void accept(Object value) {
                elements.add(cast(value));
            }

            @Override
            public boolean cancellationRequested() {
                cancellationAsked = true;
                return false;
            }

            @Override
            public void end() {
                elements.sort(comparator);
                for (T element : elements) {
                    if (cancellationAsked && downstream.cancellationRequested()) {
                        break;
                    }
                    downstream.accept((Object) element);
                }
                elements.clear();
                downstream.end();
            }
        }, SAME_SIZE);
    }

    @Override
    public Stream<T> peek(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(Object value) {
                action.accept(cast(value));
                downstream.accept(value);
            }
        }, SAME_SIZE);
    }

    @Override
    public Stream<T> limit(long maxSize) {
        CommonStages.checkSliceArgument(maxSize);
        return new ReferencePipeline<T>(this, CommonStages.limit(maxSize), CommonStages.sizeAfterLimit(maxSize), true);
    }

    @Override
    public Stream<T> skip(long n) {
        if (CommonStages.checkSliceArgument(n) == 0) {
            return this;
        }
        return then(CommonStages.skip(n), CommonStages.sizeAfterSkip(n));
    }

    /** Passes elements while the predicate holds; the first failing element ends the stream. */
    @Override
    public Stream<T> takeWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new ReferencePipeline<T>(this, down -> new Sink.Chained(down) {
            private boolean taking = true;

            @Override
            public void accept(Object value) {
                if (taking && (taking = predicate.test(cast(value)))) {
                    downstream.accept(value);
                }
            }

            @Override
            public boolean cancellationRequested() {
                return !taking || downstream.cancellationRequested();
            }
        }, UNKNOWN_SIZE, true);
    }

    @Override
    public Stream<T> dropWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            private boolean dropping = true;

            @Override
            public void accept(Object value) {
                if (!dropping || !(dropping = predicate.test(cast(value)))) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public Stream<T> unordered() {
        return then(CommonStages.PASS_THROUGH, SAME_SIZE);
    }

    // ---- terminal operations ----

    @Override
    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            @Override
            public void accept(Object value) {
                action.accept(cast(value));
            }
        }, false);
    }

    @Override
    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    /** Runs the pipeline into a list (the backing store of toArray, toList, sorted results...). */
    private ArrayList<T> toArrayList() {
        ArrayList<T> list = new ArrayList<>();
        evaluate(new Sink() {
            @Override
            public void accept(Object value) {
                list.add(cast(value));
            }
        }, false);
        return list;
    }

    @Override
    public Object[] toArray() {
        return toArrayList().toArray();
    }

    @Override
    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        ArrayList<T> list = toArrayList();
        A[] array = generator.apply(list.size());
        if (array.length != list.size()) {
            throw new IllegalStateException("Begin size " + list.size() + " is not equal to fixed size " + array.length);
        }
        System.arraycopy(list.toArray(), 0, array, 0, list.size());
        return array;
    }

    @Override
    public List<T> toList() {
        return Collections.unmodifiableList(toArrayList());
    }

    @Override
    public T reduce(T identity, BinaryOperator<T> accumulator) {
        return reduce(identity, accumulator, accumulator);
    }

    @Override
    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Object[] result = {identity};
        evaluate(new Sink() {
            @Override
            public void accept(Object value) {
                result[0] = accumulator.apply(cast(result[0]), cast(value));
            }
        }, false);
        return cast(result[0]);
    }

    @Override
    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        class Reducer implements Sink {
            boolean empty = true;
            T state;

            @Override
            public void accept(Object value) {
                if (empty) {
                    empty = false;
                    state = cast(value);
                } else {
                    state = accumulator.apply(state, cast(value));
                }
            }
        }
        Reducer reducer = new Reducer();
        evaluate(reducer, false);
        return reducer.empty ? Optional.empty() : Optional.of(reducer.state);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        R container = supplier.get();
        evaluate(new Sink() {
            @Override
            public void accept(Object value) {
                accumulator.accept(container, cast(value));
            }
        }, false);
        return container;
    }

    @Override
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Supplier<A> supplier = Objects.requireNonNull(collector).supplier();
        BiConsumer<A, ? super T> accumulator = collector.accumulator();
        A container = supplier.get();
        evaluate(new Sink() {
            @Override
            public void accept(Object value) {
                accumulator.accept(container, cast(value));
            }
        }, false);
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return cast(container);
        }
        return collector.finisher().apply(container);
    }

    /** Keeps the first of equal elements, as BinaryOperator.minBy does. */
    @Override
    public Optional<T> min(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce((a, b) -> comparator.compare(a, b) <= 0 ? a : b);
    }

    @Override
    public Optional<T> max(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce((a, b) -> comparator.compare(a, b) >= 0 ? a : b);
    }

    /** When the count follows from the source's size (no filter...), the pipeline does not run, as in the JDK. */
    @Override
    public long count() {
        long size = knownSize();
        if (size >= 0) {
            consume();
            return size;
        }
        long[] count = {0};
        evaluate(new Sink() {
            @Override
            public void accept(Object value) {
                count[0]++;
            }
        }, false);
        return count[0];
    }

    /** Whether some element makes the predicate give stopOn; tests no element after that one. */
    private boolean match(Predicate<? super T> predicate, boolean stopOn) {
        Objects.requireNonNull(predicate);
        class Matcher implements Sink {
            boolean stopped;

            @Override
            public void accept(Object value) {
                if (!stopped && predicate.test(cast(value)) == stopOn) {
                    stopped = true;
                }
            }

            @Override
            public boolean cancellationRequested() {
                return stopped;
            }
        }
        Matcher matcher = new Matcher();
        evaluate(matcher, true);
        return matcher.stopped;
    }

    @Override
    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(predicate, true);
    }

    @Override
    public boolean allMatch(Predicate<? super T> predicate) {
        return !match(predicate, false);
    }

    @Override
    public boolean noneMatch(Predicate<? super T> predicate) {
        return !match(predicate, true);
    }

    @Override
    public Optional<T> findFirst() {
        class Finder implements Sink {
            boolean found;
            T first;

            @Override
            public void accept(Object value) {
                if (!found) {
                    found = true;
                    first = cast(value);
                }
            }

            @Override
            public boolean cancellationRequested() {
                return found;
            }
        }
        Finder finder = new Finder();
        evaluate(finder, true);
        return finder.found ? Optional.of(finder.first) : Optional.empty();
    }

    @Override
    public Optional<T> findAny() {
        return findFirst();
    }

    @Override
    public Iterator<T> iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    @SuppressWarnings("unchecked")
    public Spliterator<T> spliterator() {
        return (Spliterator<T>) pullSpliterator();
    }
}
