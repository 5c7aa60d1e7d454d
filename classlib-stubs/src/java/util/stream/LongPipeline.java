package java.util.stream;

import java.util.Arrays;
import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

/** The library's LongStream: a stage of a pipeline of long values (see AbstractPipeline for the design). */
final class LongPipeline extends AbstractPipeline<Long, LongStream> implements LongStream {
    LongPipeline(Spliterator<?> source, boolean parallel) {
        super(source, parallel);
    }

    LongPipeline(Supplier<? extends Spliterator<?>> source, boolean parallel) {
        super(source, parallel);
    }

    LongPipeline(AbstractPipeline<?, ?> upstream, Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust, boolean shortCircuits) {
        super(upstream, wrapper, sizeAdjust, shortCircuits);
    }

    @Override
    Shape shape() {
        return Shape.LONG;
    }

    private LongStream then(Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust) {
        return new LongPipeline(this, wrapper, sizeAdjust, false);
    }

    // ---- intermediate operations ----

    @Override
    public LongStream filter(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(long value) {
                if (predicate.test(value)) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public LongStream map(LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(long value) {
                downstream.accept(mapper.applyAsLong(value));
            }
        }, SAME_SIZE);
    }

    @Override
    public <U> Stream<U> mapToObj(LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(long value) {
                downstream.accept((Object) mapper.apply(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public IntStream mapToInt(LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(long value) {
                downstream.accept(mapper.applyAsInt(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public DoubleStream mapToDouble(LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(long value) {
                downstream.accept(mapper.applyAsDouble(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public DoubleStream asDoubleStream() {
        return mapToDouble(value -> (double) value);
    }

    @Override
    public LongStream flatMap(LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new CommonStages.FlatMapSink(down) {
            @Override
            public void accept(long value) {
                pushAll(mapper.apply(value));
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public LongStream mapMulti(LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(long value) {
                mapper.accept(value, downstream);
            }
        }, UNKNOWN_SIZE);
    }

    /** As the JDK: through boxed values, so equality is that of Long.equals. */
    @Override
    public LongStream distinct() {
        return boxed().distinct().mapToLong(Long::longValue);
    }

    /** A barrier: takes every value, sorts them at the end, then pushes them on. */
    @Override
    public LongStream sorted() {
        return then(down -> new Sink.Chained(down) {
            private long[] values = new long[16];
            private int count;
            private boolean cancellationAsked;

            @Override
            public void accept(long value) {
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
    public LongStream peek(LongConsumer action) {
        Objects.requireNonNull(action);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(long value) {
                action.accept(value);
                downstream.accept(value);
            }
        }, SAME_SIZE);
    }

    @Override
    public LongStream limit(long maxSize) {
        CommonStages.checkSliceArgument(maxSize);
        return new LongPipeline(this, CommonStages.limit(maxSize), CommonStages.sizeAfterLimit(maxSize), true);
    }

    @Override
    public LongStream skip(long n) {
        if (CommonStages.checkSliceArgument(n) == 0) {
            return this;
        }
        return then(CommonStages.skip(n), CommonStages.sizeAfterSkip(n));
    }

    @Override
    public LongStream takeWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, down -> new Sink.Chained(down) {
            private boolean taking = true;

            @Override
            public void accept(long value) {
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
    public LongStream dropWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            private boolean dropping = true;

            @Override
            public void accept(long value) {
                if (!dropping || !(dropping = predicate.test(value))) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public Stream<Long> boxed() {
        return mapToObj(Long::valueOf);
    }

    @Override
    public LongStream unordered() {
        return then(CommonStages.PASS_THROUGH, SAME_SIZE);
    }

    // ---- terminal operations ----

    @Override
    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            @Override
            public void accept(long value) {
                action.accept(value);
            }
        }, false);
    }

    @Override
    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    @Override
    public long[] toArray() {
        class Collecting implements Sink {
            long[] values = new long[16];
            int count;

            @Override
            public void accept(long value) {
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
    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        class Reducer implements Sink {
            long state = identity;

            @Override
            public void accept(long value) {
                state = op.applyAsLong(state, value);
            }
        }
        Reducer reducer = new Reducer();
        evaluate(reducer, false);
        return reducer.state;
    }

    @Override
    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        class Reducer implements Sink {
            boolean empty = true;
            long state;

            @Override
            public void accept(long value) {
                if (empty) {
                    empty = false;
                    state = value;
                } else {
                    state = op.applyAsLong(state, value);
                }
            }
        }
        Reducer reducer = new Reducer();
        evaluate(reducer, false);
        return reducer.empty ? OptionalLong.empty() : OptionalLong.of(reducer.state);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        R container = supplier.get();
        evaluate(new Sink() {
            @Override
            public void accept(long value) {
                accumulator.accept(container, value);
            }
        }, false);
        return container;
    }

    @Override
    public long sum() {
        return reduce(0, Long::sum);
    }

    @Override
    public OptionalDouble average() {
        LongSummaryStatistics statistics = summaryStatistics();
        return statistics.getCount() == 0 ? OptionalDouble.empty() : OptionalDouble.of(statistics.getAverage());
    }

    @Override
    public OptionalLong min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalLong max() {
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
            public void accept(long value) {
                count[0]++;
            }
        }, false);
        return count[0];
    }

    @Override
    public LongSummaryStatistics summaryStatistics() {
        return collect(LongSummaryStatistics::new, LongSummaryStatistics::accept, LongSummaryStatistics::combine);
    }

    /** Whether some value makes the predicate give stopOn; tests no value after that one. */
    private boolean match(LongPredicate predicate, boolean stopOn) {
        Objects.requireNonNull(predicate);
        class Matcher implements Sink {
            boolean stopped;

            @Override
            public void accept(long value) {
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
    public boolean anyMatch(LongPredicate predicate) {
        return match(predicate, true);
    }

    @Override
    public boolean allMatch(LongPredicate predicate) {
        return !match(predicate, false);
    }

    @Override
    public boolean noneMatch(LongPredicate predicate) {
        return !match(predicate, true);
    }

    @Override
    public OptionalLong findFirst() {
        class Finder implements Sink {
            boolean found;
            long first;

            @Override
            public void accept(long value) {
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
        return finder.found ? OptionalLong.of(finder.first) : OptionalLong.empty();
    }

    @Override
    public OptionalLong findAny() {
        return findFirst();
    }

    @Override
    public PrimitiveIterator.OfLong iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    public Spliterator.OfLong spliterator() {
        return (Spliterator.OfLong) pullSpliterator();
    }
}
