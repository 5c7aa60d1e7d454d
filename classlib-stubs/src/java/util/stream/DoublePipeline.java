package java.util.stream;

import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;
import loupe.internal.CompensatedSum;

/** The library's DoubleStream: a stage of a pipeline of double values (see AbstractPipeline for the design). */
final class DoublePipeline extends AbstractPipeline<Double, DoubleStream> implements DoubleStream {
    DoublePipeline(Spliterator<?> source, boolean parallel) {
        super(source, parallel);
    }

    DoublePipeline(Supplier<? extends Spliterator<?>> source, boolean parallel) {
        super(source, parallel);
    }

    DoublePipeline(AbstractPipeline<?, ?> upstream, Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust, boolean shortCircuits) {
        super(upstream, wrapper, sizeAdjust, shortCircuits);
    }

    @Override
    Shape shape() {
        return Shape.DOUBLE;
    }

    private DoubleStream then(Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust) {
        return new DoublePipeline(this, wrapper, sizeAdjust, false);
    }

    // ---- intermediate operations ----

    @Override
    public DoubleStream filter(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(double value) {
                if (predicate.test(value)) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public DoubleStream map(DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(double value) {
                downstream.accept(mapper.applyAsDouble(value));
            }
        }, SAME_SIZE);
    }

    @Override
    public <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(double value) {
                downstream.accept((Object) mapper.apply(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public IntStream mapToInt(DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(double value) {
                downstream.accept(mapper.applyAsInt(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public LongStream mapToLong(DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, down -> new Sink.Chained(down) {
            @Override
            public void accept(double value) {
                downstream.accept(mapper.applyAsLong(value));
            }
        }, SAME_SIZE, false);
    }

    @Override
    public DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new CommonStages.FlatMapSink(down) {
            @Override
            public void accept(double value) {
                pushAll(mapper.apply(value));
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public DoubleStream mapMulti(DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(double value) {
                mapper.accept(value, downstream);
            }
        }, UNKNOWN_SIZE);
    }

    /** As the JDK: through boxed values, so equality is that of Double.equals (NaN equals NaN, 0.0 differs from -0.0). */
    @Override
    public DoubleStream distinct() {
        return boxed().distinct().mapToDouble(Double::doubleValue);
    }

    /** A barrier: takes every value, sorts them at the end, then pushes them on. */
    @Override
    public DoubleStream sorted() {
        return then(down -> new Sink.Chained(down) {
            private double[] values = new double[16];
            private int count;
            private boolean cancellationAsked;

            @Override
            public void accept(double value) {
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
    public DoubleStream peek(DoubleConsumer action) {
        Objects.requireNonNull(action);
        return then(down -> new Sink.Chained(down) {
            @Override
            public void accept(double value) {
                action.accept(value);
                downstream.accept(value);
            }
        }, SAME_SIZE);
    }

    @Override
    public DoubleStream limit(long maxSize) {
        CommonStages.checkSliceArgument(maxSize);
        return new DoublePipeline(this, CommonStages.limit(maxSize), CommonStages.sizeAfterLimit(maxSize), true);
    }

    @Override
    public DoubleStream skip(long n) {
        if (CommonStages.checkSliceArgument(n) == 0) {
            return this;
        }
        return then(CommonStages.skip(n), CommonStages.sizeAfterSkip(n));
    }

    @Override
    public DoubleStream takeWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, down -> new Sink.Chained(down) {
            private boolean taking = true;

            @Override
            public void accept(double value) {
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
    public DoubleStream dropWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(down -> new Sink.Chained(down) {
            private boolean dropping = true;

            @Override
            public void accept(double value) {
                if (!dropping || !(dropping = predicate.test(value))) {
                    downstream.accept(value);
                }
            }
        }, UNKNOWN_SIZE);
    }

    @Override
    public Stream<Double> boxed() {
        return mapToObj(Double::valueOf);
    }

    @Override
    public DoubleStream unordered() {
        return then(CommonStages.PASS_THROUGH, SAME_SIZE);
    }

    // ---- terminal operations ----

    @Override
    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            @Override
            public void accept(double value) {
                action.accept(value);
            }
        }, false);
    }

    @Override
    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    @Override
    public double[] toArray() {
        class Collecting implements Sink {
            double[] values = new double[16];
            int count;

            @Override
            public void accept(double value) {
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
    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        class Reducer implements Sink {
            double state = identity;

            @Override
            public void accept(double value) {
                state = op.applyAsDouble(state, value);
            }
        }
        Reducer reducer = new Reducer();
        evaluate(reducer, false);
        return reducer.state;
    }

    @Override
    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        class Reducer implements Sink {
            boolean empty = true;
            double state;

            @Override
            public void accept(double value) {
                if (empty) {
                    empty = false;
                    state = value;
                } else {
                    state = op.applyAsDouble(state, value);
                }
            }
        }
        Reducer reducer = new Reducer();
        evaluate(reducer, false);
        return reducer.empty ? OptionalDouble.empty() : OptionalDouble.of(reducer.state);
    }

    @Override
    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        R container = supplier.get();
        evaluate(new Sink() {
            @Override
            public void accept(double value) {
                accumulator.accept(container, value);
            }
        }, false);
        return container;
    }

    /** Compensated (Kahan) summation, bit for bit as HotSpot's. */
    @Override
    public double sum() {
        return collect(CompensatedSum::new, CompensatedSum::add, CompensatedSum::combine).result();
    }

    @Override
    public OptionalDouble average() {
        DoubleSummaryStatistics statistics = summaryStatistics();
        return statistics.getCount() == 0 ? OptionalDouble.empty() : OptionalDouble.of(statistics.getAverage());
    }

    @Override
    public OptionalDouble min() {
        return reduce(Math::min);
    }

    @Override
    public OptionalDouble max() {
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
            public void accept(double value) {
                count[0]++;
            }
        }, false);
        return count[0];
    }

    @Override
    public DoubleSummaryStatistics summaryStatistics() {
        return collect(DoubleSummaryStatistics::new, DoubleSummaryStatistics::accept, DoubleSummaryStatistics::combine);
    }

    /** Whether some value makes the predicate give stopOn; tests no value after that one. */
    private boolean match(DoublePredicate predicate, boolean stopOn) {
        Objects.requireNonNull(predicate);
        class Matcher implements Sink {
            boolean stopped;

            @Override
            public void accept(double value) {
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
    public boolean anyMatch(DoublePredicate predicate) {
        return match(predicate, true);
    }

    @Override
    public boolean allMatch(DoublePredicate predicate) {
        return !match(predicate, false);
    }

    @Override
    public boolean noneMatch(DoublePredicate predicate) {
        return !match(predicate, true);
    }

    @Override
    public OptionalDouble findFirst() {
        class Finder implements Sink {
            boolean found;
            double first;

            @Override
            public void accept(double value) {
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
        return finder.found ? OptionalDouble.of(finder.first) : OptionalDouble.empty();
    }

    @Override
    public OptionalDouble findAny() {
        return findFirst();
    }

    @Override
    public PrimitiveIterator.OfDouble iterator() {
        return Spliterators.iterator(spliterator());
    }

    @Override
    public Spliterator.OfDouble spliterator() {
        return (Spliterator.OfDouble) pullSpliterator();
    }
}
