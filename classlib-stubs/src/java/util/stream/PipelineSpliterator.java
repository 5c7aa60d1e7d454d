package java.util.stream;

import java.util.ArrayList;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Pulls a pipeline's output one element at a time, for iterator() and spliterator() on a stream
 * with operations. Each step advances the source by one element and lets it run through the
 * chain into a buffer; a filter may leave the buffer empty (so the source advances again), a
 * flatMap or a sorted barrier may fill it with many. The stages run lazily, only as far as
 * the consumer asks.
 */
abstract class PipelineSpliterator {
    private final AbstractPipeline.Shape sourceShape;
    private final Spliterator<?> source;
    private final Sink chain;
    private final long exactSize;
    private final int characteristics;
    /** Elements that came out of the chain and were not handed out yet (boxed for primitive streams). */
    private final ArrayList<Object> buffer = new ArrayList<>();
    private int readIndex;
    private boolean finished;

    PipelineSpliterator(AbstractPipeline<?, ?> pipeline, Spliterator<?> source) {
        this.sourceShape = pipeline.sourceShape();
        this.source = source;
        this.chain = pipeline.wrapAll(new Sink() {
            @Override
            public void accept(Object value) {
                buffer.add(value);
            }

            @Override
            public void accept(int value) {
                buffer.add(value);
            }

            @Override
            public void accept(long value) {
                buffer.add(value);
            }

            @Override
            public void accept(double value) {
                buffer.add(value);
            }
        });
        this.exactSize = pipeline.sizeIfKnownFrom(source);
        int sourceOrder = source.characteristics() & Spliterator.ORDERED;
        this.characteristics = exactSize >= 0 ? sourceOrder | Spliterator.SIZED : sourceOrder;
    }

    static Spliterator<?> create(AbstractPipeline<?, ?> pipeline, Spliterator<?> source) {
        switch (pipeline.shape()) {
            case INT:
                return new OfInt(pipeline, source);
            case LONG:
                return new OfLong(pipeline, source);
            case DOUBLE:
                return new OfDouble(pipeline, source);
            default:
                return new OfRef(pipeline, source);
        }
    }

    /** Makes sure an element is buffered; false once the pipeline has nothing more. */
    final boolean fill() {
        if (readIndex < buffer.size()) {
            return true;
        }
        buffer.clear();
        readIndex = 0;
        while (buffer.isEmpty()) {
            if (finished) {
                return false;
            }
            if (chain.cancellationRequested() || !AbstractPipeline.advance(sourceShape, source, chain)) {
                finished = true;
                chain.end();
            }
        }
        return true;
    }

    final Object take() {
        Object value = buffer.get(readIndex);
        buffer.set(readIndex++, null);
        return value;
    }

    public long estimateSize() {
        return exactSize >= 0 ? exactSize : Long.MAX_VALUE;
    }

    public int characteristics() {
        return characteristics;
    }

    static final class OfRef extends PipelineSpliterator implements Spliterator<Object> {
        OfRef(AbstractPipeline<?, ?> pipeline, Spliterator<?> source) {
            super(pipeline, source);
        }

        @Override
        public boolean tryAdvance(Consumer<? super Object> action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            action.accept(take());
            return true;
        }

        @Override
        public Spliterator<Object> trySplit() {
            return null;
        }
    }

    static final class OfInt extends PipelineSpliterator implements Spliterator.OfInt {
        OfInt(AbstractPipeline<?, ?> pipeline, Spliterator<?> source) {
            super(pipeline, source);
        }

        @Override
        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            action.accept((Integer) take());
            return true;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            return null;
        }
    }

    static final class OfLong extends PipelineSpliterator implements Spliterator.OfLong {
        OfLong(AbstractPipeline<?, ?> pipeline, Spliterator<?> source) {
            super(pipeline, source);
        }

        @Override
        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            action.accept((Long) take());
            return true;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            return null;
        }
    }

    static final class OfDouble extends PipelineSpliterator implements Spliterator.OfDouble {
        OfDouble(AbstractPipeline<?, ?> pipeline, Spliterator<?> source) {
            super(pipeline, source);
        }

        @Override
        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (!fill()) {
                return false;
            }
            action.accept((Double) take());
            return true;
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            return null;
        }
    }
}
