package java.util.stream;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

/**
 * The part common to the four kinds of stream: a linked list of stages from a source
 * (holding a spliterator) to the stage a terminal operation is called on.
 *
 * Design: each intermediate operation only records a Sink.Wrapper. A terminal operation builds
 * the chain of sinks from its own sink backwards to the source, then the source pushes its
 * elements one by one through the chain (push-based, like the JDK's sequential streams, so
 * side effects such as peek+filter+map interleave per element exactly as there). Operations
 * that may stop early (limit, takeWhile, findFirst, anyMatch...) make the driver ask the
 * chain's cancellationRequested() before each element; that is what lets a limit end an
 * infinite stream. iterator() and spliterator() pull instead: see PipelineSpliterator.
 *
 * Parallel streams: parallel() only sets a flag that isParallel() reports; every pipeline runs
 * sequentially in the calling thread. The results are those of a parallel run whenever the
 * operations meet the stream contract (associative reductions, non-interfering lambdas), and
 * forEach visits elements in encounter order, which is one of the orders a parallel run may give.
 */
abstract class AbstractPipeline<T, S extends BaseStream<T, S>> implements BaseStream<T, S> {
    static final String REUSED = "stream has already been operated upon or closed";

    /** What a stage's elements are; it picks the accept method and the spliterator type. */
    enum Shape { REFERENCE, INT, LONG, DOUBLE }

    /** The first stage of the pipeline (this one for a source). */
    private final AbstractPipeline<?, ?> source;
    /** The stage before this one; null for a source. */
    private final AbstractPipeline<?, ?> upstream;
    /** Makes this stage's sink; null for a source. */
    private final Sink.Wrapper wrapper;
    /** Maps the upstream's exact element count to this stage's (null: unknown, e.g. after filter). */
    private final LongUnaryOperator sizeAdjust;
    /** Whether this or an earlier stage may stop before the source is exhausted. */
    private final boolean shortCircuit;
    private boolean linkedOrConsumed;

    // State kept on the source stage only.
    private Spliterator<?> sourceSpliterator;
    private Supplier<? extends Spliterator<?>> sourceSupplier;
    private boolean parallel;
    private List<Runnable> closeActions;

    /** A source stage over a spliterator. */
    AbstractPipeline(Spliterator<?> spliterator, boolean parallel) {
        this.source = this;
        this.upstream = null;
        this.wrapper = null;
        this.sizeAdjust = null;
        this.shortCircuit = false;
        this.sourceSpliterator = Objects.requireNonNull(spliterator);
        this.parallel = parallel;
    }

    /** A source stage whose spliterator is obtained when the terminal operation starts. */
    AbstractPipeline(Supplier<? extends Spliterator<?>> supplier, boolean parallel) {
        this.source = this;
        this.upstream = null;
        this.wrapper = null;
        this.sizeAdjust = null;
        this.shortCircuit = false;
        this.sourceSupplier = Objects.requireNonNull(supplier);
        this.parallel = parallel;
    }

    /** An intermediate stage; links (and so uses up) the upstream stream. */
    AbstractPipeline(AbstractPipeline<?, ?> upstream, Sink.Wrapper wrapper, LongUnaryOperator sizeAdjust,
            boolean shortCircuits) {
        if (upstream.linkedOrConsumed) {
            throw new IllegalStateException(REUSED);
        }
        upstream.linkedOrConsumed = true;
        this.source = upstream.source;
        this.upstream = upstream;
        this.wrapper = wrapper;
        this.sizeAdjust = sizeAdjust;
        this.shortCircuit = upstream.shortCircuit || shortCircuits;
    }

    abstract Shape shape();

    /** Size adjustments for the common cases. */
    static final LongUnaryOperator SAME_SIZE = n -> n;
    static final LongUnaryOperator UNKNOWN_SIZE = null;

    /** Marks this stream used by a terminal operation and hands over the source's spliterator. */
    final Spliterator<?> consume() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(REUSED);
        }
        linkedOrConsumed = true;
        AbstractPipeline<?, ?> src = source;
        Spliterator<?> spliterator;
        if (src.sourceSpliterator != null) {
            spliterator = src.sourceSpliterator;
            src.sourceSpliterator = null;
        } else if (src.sourceSupplier != null) {
            spliterator = src.sourceSupplier.get();
            src.sourceSupplier = null;
        } else {
            throw new IllegalStateException("source already consumed or closed");
        }
        return spliterator;
    }

    /** This stage's exact element count when it follows from the source's without running, else -1. */
    final long knownSize() {
        if (upstream == null) {
            return sourceSpliterator != null ? sourceSpliterator.getExactSizeIfKnown() : -1;
        }
        long upstreamSize = upstream.knownSize();
        return upstreamSize < 0 || sizeAdjust == null ? -1 : sizeAdjust.applyAsLong(upstreamSize);
    }

    final boolean isSource() {
        return upstream == null;
    }

    final boolean shortCircuits() {
        return shortCircuit;
    }

    /** The chain of sinks from this stage's first operation down to the given sink. */
    final Sink wrapAll(Sink sink) {
        for (AbstractPipeline<?, ?> stage = this; stage.upstream != null; stage = stage.upstream) {
            sink = stage.wrapper.wrap(sink);
        }
        return sink;
    }

    final Shape sourceShape() {
        return source.shape();
    }

    /**
     * Runs the pipeline into a terminal sink. A short-circuiting terminal operation (or any
     * earlier short-circuiting stage) makes the source advance one element at a time with a
     * cancellation check before each; otherwise the source pushes everything in one call.
     */
    final void evaluate(Sink terminal, boolean terminalShortCircuits) {
        Spliterator<?> spliterator = consume();
        Sink chain = wrapAll(terminal);
        if (shortCircuit || terminalShortCircuits) {
            while (!chain.cancellationRequested() && advance(sourceShape(), spliterator, chain)) {
                // the element went down the chain
            }
        } else {
            forEachRemaining(sourceShape(), spliterator, chain);
        }
        chain.end();
    }

    /** Pushes one element of the given shape from the spliterator into the sink. */
    static boolean advance(Shape shape, Spliterator<?> spliterator, Sink sink) {
        switch (shape) {
            case INT:
                return ((Spliterator.OfInt) spliterator).tryAdvance((java.util.function.IntConsumer) sink);
            case LONG:
                return ((Spliterator.OfLong) spliterator).tryAdvance((java.util.function.LongConsumer) sink);
            case DOUBLE:
                return ((Spliterator.OfDouble) spliterator).tryAdvance((java.util.function.DoubleConsumer) sink);
            default:
                return spliterator.tryAdvance(sink);
        }
    }

    static void forEachRemaining(Shape shape, Spliterator<?> spliterator, Sink sink) {
        switch (shape) {
            case INT:
                ((Spliterator.OfInt) spliterator).forEachRemaining((java.util.function.IntConsumer) sink);
                break;
            case LONG:
                ((Spliterator.OfLong) spliterator).forEachRemaining((java.util.function.LongConsumer) sink);
                break;
            case DOUBLE:
                ((Spliterator.OfDouble) spliterator).forEachRemaining((java.util.function.DoubleConsumer) sink);
                break;
            default:
                spliterator.forEachRemaining(sink);
        }
    }

    /**
     * The spliterator behind iterator() and spliterator(): the source's own one when no operation
     * was added, otherwise one that pulls elements through the chain on demand.
     */
    final Spliterator<?> pullSpliterator() {
        boolean sourceOnly = upstream == null;
        Spliterator<?> spliterator = consume();
        if (sourceOnly) {
            return spliterator;
        }
        return PipelineSpliterator.create(this, spliterator);
    }

    /** Size of the pulled spliterator when known without running the pipeline. */
    final long sizeIfKnownFrom(Spliterator<?> sourceSpliterator) {
        long size = sourceSpliterator.getExactSizeIfKnown();
        for (AbstractPipeline<?, ?> stage = this; stage.upstream != null && size >= 0; stage = stage.upstream) {
            size = stage.sizeAdjust == null ? -1 : stage.sizeAdjust.applyAsLong(size);
        }
        return size;
    }

    @Override
    public final boolean isParallel() {
        return source.parallel;
    }

    @Override
    @SuppressWarnings("unchecked")
    public final S sequential() {
        source.parallel = false;
        return (S) this;
    }

    @Override
    @SuppressWarnings("unchecked")
    public final S parallel() {
        source.parallel = true;
        return (S) this;
    }

    @Override
    @SuppressWarnings("unchecked")
    public S onClose(Runnable closeHandler) {
        if (linkedOrConsumed) {
            throw new IllegalStateException(REUSED);
        }
        Objects.requireNonNull(closeHandler);
        if (source.closeActions == null) {
            source.closeActions = new ArrayList<>();
        }
        source.closeActions.add(closeHandler);
        return (S) this;
    }

    /**
     * Runs every close handler once, in registration order; the first exception is thrown
     * after all have run, with the later ones added to it as suppressed.
     */
    @Override
    public void close() {
        linkedOrConsumed = true;
        source.sourceSpliterator = null;
        source.sourceSupplier = null;
        List<Runnable> actions = source.closeActions;
        source.closeActions = null;
        if (actions == null) {
            return;
        }
        Throwable first = null;
        for (Runnable action : actions) {
            try {
                action.run();
            } catch (Throwable t) {
                if (first == null) {
                    first = t;
                } else if (first != t) {
                    first.addSuppressed(t);
                }
            }
        }
        if (first instanceof RuntimeException) {
            throw (RuntimeException) first;
        }
        if (first instanceof Error) {
            throw (Error) first;
        }
    }

    /** Runs the close handlers of streams made by concat or by another stream's onClose. */
    static Runnable closerOf(BaseStream<?, ?> a, BaseStream<?, ?> b) {
        return () -> {
            try {
                a.close();
            } catch (Throwable first) {
                try {
                    b.close();
                } catch (Throwable second) {
                    first.addSuppressed(second);
                }
                throw first;
            }
            b.close();
        };
    }
}
