package java.util.stream;

import java.util.Spliterator;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.LongUnaryOperator;

/** The parts of intermediate operations that do not depend on the element type: slicing and flatMap. */
final class CommonStages {
    private CommonStages() {
    }

    static long checkSliceArgument(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        return n;
    }

    /** Exact size after skip(n): whatever is left after the first n. */
    static LongUnaryOperator sizeAfterSkip(long n) {
        return size -> Math.max(0, size - n);
    }

    static LongUnaryOperator sizeAfterLimit(long n) {
        return size -> Math.min(size, n);
    }

    /** limit(n): passes the first n elements, then asks the source to stop. */
    static Sink.Wrapper limit(long maxSize) {
        return down -> new Sink.Chained(down) {
            private long remaining = maxSize;

            @Override
            public void accept(Object value) {
                if (remaining > 0) {
                    remaining--;
                    downstream.accept(value);
                }
            }

            @Override
            public void accept(int value) {
                if (remaining > 0) {
                    remaining--;
                    downstream.accept(value);
                }
            }

            @Override
            public void accept(long value) {
                if (remaining > 0) {
                    remaining--;
                    downstream.accept(value);
                }
            }

            @Override
            public void accept(double value) {
                if (remaining > 0) {
                    remaining--;
                    downstream.accept(value);
                }
            }

            @Override
            public boolean cancellationRequested() {
                return remaining == 0 || downstream.cancellationRequested();
            }
        };
    }

    /** skip(n): drops the first n elements. */
    static Sink.Wrapper skip(long n) {
        return down -> new Sink.Chained(down) {
            private long toSkip = n;

            @Override
            public void accept(Object value) {
                if (toSkip > 0) {
                    toSkip--;
                } else {
                    downstream.accept(value);
                }
            }

            @Override
            public void accept(int value) {
                if (toSkip > 0) {
                    toSkip--;
                } else {
                    downstream.accept(value);
                }
            }

            @Override
            public void accept(long value) {
                if (toSkip > 0) {
                    toSkip--;
                } else {
                    downstream.accept(value);
                }
            }

            @Override
            public void accept(double value) {
                if (toSkip > 0) {
                    toSkip--;
                } else {
                    downstream.accept(value);
                }
            }
        };
    }

    /** A stage that passes everything on unchanged (unordered()). */
    static final Sink.Wrapper PASS_THROUGH = down -> down;

    /**
     * Base of the flatMap sinks: pushes the elements of each inner stream downstream, then closes
     * it. Like the JDK, it pushes the inner stream with forEach unless some stage has asked for
     * cancellation, in which case it walks the inner stream's spliterator and checks before each
     * element (so that a limit after flatMap stops an infinite inner stream).
     */
    abstract static class FlatMapSink extends Sink.Chained {
        private boolean cancellationAsked;

        FlatMapSink(Sink downstream) {
            super(downstream);
        }

        @Override
        public boolean cancellationRequested() {
            cancellationAsked = true;
            return downstream.cancellationRequested();
        }

        final void pushAll(BaseStream<?, ?> inner) {
            if (inner == null) {
                return;
            }
            try {
                inner.sequential();
                if (!cancellationAsked) {
                    if (inner instanceof IntStream) {
                        ((IntStream) inner).forEach((IntConsumer) downstream);
                    } else if (inner instanceof LongStream) {
                        ((LongStream) inner).forEach((LongConsumer) downstream);
                    } else if (inner instanceof DoubleStream) {
                        ((DoubleStream) inner).forEach((DoubleConsumer) downstream);
                    } else {
                        ((Stream<?>) inner).forEach(downstream);
                    }
                } else {
                    AbstractPipeline.Shape shape = inner instanceof IntStream ? AbstractPipeline.Shape.INT
                            : inner instanceof LongStream ? AbstractPipeline.Shape.LONG
                            : inner instanceof DoubleStream ? AbstractPipeline.Shape.DOUBLE
                            : AbstractPipeline.Shape.REFERENCE;
                    Spliterator<?> spliterator = inner.spliterator();
                    while (!downstream.cancellationRequested()
                            && AbstractPipeline.advance(shape, spliterator, downstream)) {
                        // the element went downstream
                    }
                }
            } finally {
                inner.close();
            }
        }
    }
}
