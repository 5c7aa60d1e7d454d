package java.util.stream;

import java.util.Arrays;
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
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/** The library's IntStream: a stage of a pipeline of int values (see AbstractPipeline for the design). */
final class IntPipeline extends AbstractPipeline<Integer, IntStream> implements IntStream {
    IntPipeline(Spliterator<?> source, boolean parallel) {
        super(source, parallel);
    }

    IntPipeline(Supplier<? extends Spliterator<?>> source, boolean parallel) {
        super(source, parallel);
    }

    IntPipeline(AbstractPipeline<?, ?> upstream, Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust, boolean shortCircuits) {
        super(upstream, wrapper, sizeAdjust, shortCircuits);
    }

    @Override
    Shape shape() {
        return Shape.INT;
    }

    private IntStream then(Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust) {
        return new IntPipeline(this, wrapper, sizeAdjust, false);
    }

    // ---- intermediate operations ----

    @Override
    public IntStream filter(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(int value) {
                if (predicate.test(value)) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public IntStream map(IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(int value) {
                downstream.accept(mapper.applyAsInt(value));
            }
        }, SAME_SIZE);
    }

    @Override
    public <U> Stream<U> mapToObj(IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(int value) {
                downstream.accept((Object) mapper.apply(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public LongStream mapToLong(IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(int value) {
                downstream.accept(mapper.applyAsLong(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public DoubleStream mapToDouble(IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(int value) {
                downstream.accept(mapper.applyAsDouble(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public LongStream asLongStream() {
        return mapToLong(value -> (long) value);
    }

    @Override
    public DoubleStream asDoubleStream() {
        return mapToDouble(value -> (double) value);
    }

    @Override
    public IntStream flatMap(IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new CommonStages.FlatMapSink(down) {
            @Override
            public void accept(int value) {
                pushAll(mapper.apply(value));
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public IntStream mapMulti(IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(int value) {
                mapper.accept(value, downstream);
            }
        }, UNKNOWN_SIZE);
    }

    /** As the JDK: through boxed values, so equality is that of Integer.equals. */
    @Override
    public IntStream distinct() {
        return boxed().distinct().mapToInt(Integer::intValue);
    }

    /** A barrier: takes every value, sorts them at the end, then pushes them on. */
    @Override
    public IntStream sorted() {
        return then(down -> new Sink.Chained(down) {
            private int[] values = new int[16];
            private int count;
            private boolean cancellationAsked;

            @Override
            public void accept(int value) {
                if (count == values.length) {
                    values = Arrays.copyOf(values, count * 2);
                }
                values[count++] = value;
            }

            @Override
            public boolean cancellationRequested() {
                cancellationAsked = true;
                return false;
            }

            @Override
            public void end() {
                Arrays.sort(values, 0, count);
                for (int i = 0; i < count; i++) {
                    if (cancellationAsked && downstream.cancellationRequested()) {
                        break;
                    }
                    downstream.accept(values[i]);
                }
                downstream.end();
            }
        }, SAME_SIZE);
    }

    @Override
    public IntStream peek(IntConsumer action) {
        Objects.requireNonNull(action);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(int value) {
                action.accept(value);
                downstream.accept(value);
            }
        }, SAME_SIZE);
    }

    @Override
    public IntStream limit(long maxSize) {
        CommonStages.checkSliceArgument(maxSize);
        return new IntPipeline(this, CommonStages.limit(maxSize), CommonStages.sizeAfterLimit(maxSize), true);
    }

    @Override
    public IntStream skip(long n) {
        if (CommonStages.checkSliceArgument(n) == 0) {
            return this;
        }
        return then(CommonStages.skip(n), CommonStages.sizeAfterSkip(n));
    }

    @Override
    public IntStream takeWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, down -> new Sink.Chained(down) {
            private boolean taking = true;

            @Override
            public void accept(int value) {
                if (taking && (taking = predicate.test(value))) {
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
    public IntStream dropWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            private boolean dropping = true;

            @Override
            public void accept(int value) {
                if (!dropping || !(dropping = predicate.test(value))) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public Stream<Integer> boxed() {
        return mapToObj(Integer::valueOf);
    }

    @Override
    public IntStream unordered() {
        return then(CommonStages.PASS_THROUGH, SAME_SIZE);
    }

    // ---- terminal operations ----

    @Override
    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            @Override
            public void accept(int value) {
                action.accept(value);
            }
        }, false);
    }

    @Override
    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    @Override
    public int[] toArray() {
        class Collecting implements Sink {
            int[] values = new int[16];
            int count;

            @Override
            public void accept(int value) {
                if (count == values.length) {
                    values = Arrays.copyOf(values, count * 2);
                }
                values[count++] = value;
            }
        }
        Collecting collecting = new Collecting();
        evaluate(collecting, false);
        return Arrays.copyOf(collecting.values, collecting.count);
    }

    @Override
    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        class Reducer implements Sink {
            int state = identity;

            @Override
            public void accept(int value) {
                state = op.applyAsInt(state, value);
            }
        }
        Reducer reducer = new Reducer();
        evaluate(reducer, false);
        return reducer.state;
    }

    @Override
    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        class Reducer implements Sink {
            boolean empty = true;
            int state;

            @Override
            public void accept(int value) {
                if (empty) {
                    empty = false;
                    state = value;
                } else {
                    state = op.applyAsInt(state, value);
                }
            }
        }
        Reducer reducer = new Reducer();
        evaluate(reducer, false);
        return reducer.empty ? OptionalInt.empty() : OptionalInt.of(reducer.state);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        R container = supplier.get();
        evaluate(new Sink() {
            @Override
            public void accept(int value) {
                accumulator.accept(container, value);
            }
        }, false);
        return container;
    }

    @Override
    public int sum() {
        return reduce(0, Integer::sum);
    }

    @Override
    public OptionalDouble average() {
        IntSummaryStatistics statistics = summaryStatistics();
        return statistics.getCount() == 0 ? OptionalDouble.empty() : OptionalDouble.of(statistics.getAverage());
    }

    @Override
    public OptionalInt min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalInt max() {
        return reduce(Math::max);
    }

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
            public void accept(int value) {
                count[0]++;
            }
        }, false);
        return count[0];
    }

    @Override
    public IntSummaryStatistics summaryStatistics() {
        return collect(IntSummaryStatistics::new, IntSummaryStatistics::accept, IntSummaryStatistics::combine);
    }

    /** Whether some value makes the predicate give stopOn; tests no value after that one. */
    private boolean match(IntPredicate predicate, boolean stopOn) {
        Objects.requireNonNull(predicate);
        class Matcher implements Sink {
            boolean stopped;

            @Override
            public void accept(int value) {
                if (!stopped && predicate.test(value) == stopOn) {
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
    public boolean anyMatch(IntPredicate predicate) {
        return match(predicate, true);
    }

    @Override
    public boolean allMatch(IntPredicate predicate) {
        return !match(predicate, false);
    }

    @Override
    public boolean noneMatch(IntPredicate predicate) {
        return !match(predicate, true);
    }

    @Override
    public OptionalInt findFirst() {
        class Finder implements Sink {
            boolean found;
            int first;

            @Override
            public void accept(int value) {
                if (!found) {
                    found = true;
                    first = value;
                }
            }

            @Override
            public boolean cancellationRequested() {
                return found;
            }
        }
        Finder finder = new Finder();
        evaluate(finder, true);
        return finder.found ? OptionalInt.of(finder.first) : OptionalInt.empty();
    }

    @Override
    public OptionalInt findAny() {
        return findFirst();
    }

    @Override
    public PrimitiveIterator.OfInt iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    public Spliterator.OfInt spliterator() {
        return (Spliterator.OfInt) pullSpliterator();
    }
}
