package java.util.stream;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A mutable reduction: a container made by supplier, filled by accumulator, merged by combiner
 * (unused by Loupe's sequential pipelines) and turned into the result by finisher.
 */
public interface Collector<T, A, R> {
    Supplier<A> supplier();

    BiConsumer<A, T> accumulator();

    BinaryOperator<A> combiner();

    Function<A, R> finisher();

    Set<Characteristics> characteristics();

    static <T, R> Collector<T, R, R> of(Supplier<R> supplier, BiConsumer<R, T> accumulator, BinaryOperator<R> combiner,
            Characteristics... characteristics) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(characteristics);
        EnumSet<Characteristics> set = EnumSet.of(Characteristics.IDENTITY_FINISH, characteristics);
        return new Collectors.CollectorImpl<T, R, R>(supplier, accumulator, combiner, r -> r,
                Collections.unmodifiableSet(set));
    }

    static <T, A, R> Collector<T, A, R> of(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
            Function<A, R> finisher, Characteristics... characteristics) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(finisher);
        Objects.requireNonNull(characteristics);
        EnumSet<Characteristics> set = EnumSet.noneOf(Characteristics.class);
        Collections.addAll(set, characteristics);
        return new Collectors.CollectorImpl<T, A, R>(supplier, accumulator, combiner, finisher,
                Collections.unmodifiableSet(set));
    }

    enum Characteristics {
        CONCURRENT,
        UNORDERED,
        IDENTITY_FINISH
    }
}
