package java.util.stream;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * One stage's receiver of elements in a push-based pipeline. A source pushes each element into
 * the first stage's sink, which transforms it and pushes the result on to the next one, down to
 * the terminal operation's sink. A sink accepts the shape of its upstream stage: objects, ints,
 * longs or doubles; the other accept methods are never called on it.
 */
interface Sink extends Consumer<Object>, IntConsumer, LongConsumer, DoubleConsumer {
    @Override
    default void accept(Object value) {
        throw new IllegalStateException("this stage takes primitive values, not objects");
    }

    @Override
    default void accept(int value) {
        throw new IllegalStateException("this stage does not take int values");
    }

    @Override
    default void accept(long value) {
        throw new IllegalStateException("this stage does not take long values");
    }

    @Override
    default void accept(double value) {
        throw new IllegalStateException("this stage does not take double values");
    }

    /** Called once after the last element; barrier stages (sorted) push their elements on here. */
    default void end() {
    }

    /**
     * True when no further element can change the result (limit reached, match found...). Only
     * asked when the pipeline contains a short-circuiting operation, as the JDK does.
     */
    default boolean cancellationRequested() {
        return false;
    }

    /** A sink that passes end and cancellation on to the next stage. */
    abstract class Chained implements Sink {
        final Sink downstream;

        Chained(Sink downstream) {
            this.downstream = downstream;
        }

        @Override
        public void end() {
            downstream.end();
        }

        @Override
        public boolean cancellationRequested() {
            return downstream.cancellationRequested();
        }
    }

    /** Makes the sink of one intermediate operation from the sink of the stage after it. */
    interface Wrapper {
        Sink wrap(Sink downstream);
    }
}
