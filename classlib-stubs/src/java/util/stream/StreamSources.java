package java.util.stream;

import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/** Spliterators behind the static factories: iterate, generate, range and concat. */
final class StreamSources {
    private StreamSources() {
    }

    private static final int ITERATE_CHARACTERISTICS = Spliterator.ORDERED | Spliterator.IMMUTABLE;
    private static final int RANGE_CHARACTERISTICS = Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED
            | Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.SORTED;

    /**
     * seed, next(seed), next(next(seed)), ... while hasNext holds. next is applied only when the
     * following element is asked for, so a limit stops the sequence without an extra call.
     */
    static <T> Spliterator<T> iterate(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
        return new Spliterators.AbstractSpliterator<T>(Long.MAX_VALUE, ITERATE_CHARACTERISTICS) {
            private boolean started;
            private boolean finished;
            private T current;

            @Override
            public boolean tryAdvance(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                T t;
                if (started) {
                    t = next.apply(current);
                } else {
                    t = seed;
                    started = true;
                }
                if (!hasNext.test(t)) {
                    current = null;
                    finished = true;
                    return false;
                }
                current = t;
                action.accept(t);
                return true;
            }
        };
    }

    static Spliterator.OfInt iterateInt(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        return new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE, ITERATE_CHARACTERISTICS | Spliterator.NONNULL) {
            private boolean started;
            private boolean finished;
            private int current;

            @Override
            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                int t = started ? next.applyAsInt(current) : seed;
                started = true;
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                current = t;
                action.accept(t);
                return true;
            }
        };
    }

    static Spliterator.OfLong iterateLong(long seed, LongPredicate hasNext, LongUnaryOperator next) {
        return new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE, ITERATE_CHARACTERISTICS | Spliterator.NONNULL) {
            private boolean started;
            private boolean finished;
            private long current;

            @Override
            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                long t = started ? next.applyAsLong(current) : seed;
                started = true;
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                current = t;
                action.accept(t);
                return true;
            }
        };
    }

    static Spliterator.OfDouble iterateDouble(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
        return new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE, ITERATE_CHARACTERISTICS | Spliterator.NONNULL) {
            private boolean started;
            private boolean finished;
            private double current;

            @Override
            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (finished) {
                    return false;
                }
                double t = started ? next.applyAsDouble(current) : seed;
                started = true;
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                current = t;
                action.accept(t);
                return true;
            }
        };
    }

    static <T> Spliterator<T> generate(Supplier<? extends T> supplier) {
        return new Spliterators.AbstractSpliterator<T>(Long.MAX_VALUE, Spliterator.IMMUTABLE) {
            @Override
            public boolean tryAdvance(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                action.accept(supplier.get());
                return true;
            }
        };
    }

    static Spliterator.OfInt generateInt(IntSupplier supplier) {
        return new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE, Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            @Override
            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                action.accept(supplier.getAsInt());
                return true;
            }
        };
    }

    static Spliterator.OfLong generateLong(LongSupplier supplier) {
        return new Spliterators.AbstractLongSpliterator(Long.MAX_VALUE, Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            @Override
            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                action.accept(supplier.getAsLong());
                return true;
            }
        };
    }

    static Spliterator.OfDouble generateDouble(DoubleSupplier supplier) {
        return new Spliterators.AbstractDoubleSpliterator(Long.MAX_VALUE, Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            @Override
            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                action.accept(supplier.getAsDouble());
                return true;
            }
        };
    }

    /** The ints first..last (both included, first <= last); splits in halves. */
    static final class IntRange implements Spliterator.OfInt {
        private int next;
        private final int last;
        private boolean exhausted;

        IntRange(int first, int last) {
            this.next = first;
            this.last = last;
        }

        @Override
        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (exhausted) {
                return false;
            }
            int value = next;
            if (value == last) {
                exhausted = true;
            } else {
                next++;
            }
            action.accept(value);
            return true;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            long size = estimateSize();
            if (size <= 1) {
                return null;
            }
            int firstHalfLast = (int) (next + size / 2 - 1);
            IntRange prefix = new IntRange(next, firstHalfLast);
            next = firstHalfLast + 1;
            return prefix;
        }

        @Override
        public long estimateSize() {
            return exhausted ? 0 : (long) last - next + 1;
        }

        @Override
        public int characteristics() {
            return RANGE_CHARACTERISTICS;
        }

        @Override
        public Comparator<? super Integer> getComparator() {
            return null;
        }
    }

    /** The longs first..last (both included, first <= last); unsized when the count overflows a long. */
    static final class LongRange implements Spliterator.OfLong {
        private long next;
        private final long last;
        private boolean exhausted;

        LongRange(long first, long last) {
            this.next = first;
            this.last = last;
        }

        @Override
        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (exhausted) {
                return false;
            }
            long value = next;
            if (value == last) {
                exhausted = true;
            } else {
                next++;
            }
            action.accept(value);
            return true;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            long size = estimateSize();
            if (size <= 1 || !hasCharacteristics(Spliterator.SIZED)) {
                return null;
            }
            long firstHalfLast = next + size / 2 - 1;
            LongRange prefix = new LongRange(next, firstHalfLast);
            next = firstHalfLast + 1;
            return prefix;
        }

        @Override
        public long estimateSize() {
            if (exhausted) {
                return 0;
            }
            long size = last - next + 1;
            return size > 0 ? size : Long.MAX_VALUE;
        }

        @Override
        public int characteristics() {
            long size = last - next + 1;
            return exhausted || size > 0 ? RANGE_CHARACTERISTICS
                    : RANGE_CHARACTERISTICS & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        @Override
        public Comparator<? super Long> getComparator() {
            return null;
        }
    }

    static <T> Spliterator<T> concat(Spliterator<? extends T> a, Spliterator<? extends T> b) {
        return new ConcatRef<T>(a, b);
    }

    static Spliterator.OfInt concatInt(Spliterator.OfInt a, Spliterator.OfInt b) {
        return new ConcatInt(a, b);
    }

    static Spliterator.OfLong concatLong(Spliterator.OfLong a, Spliterator.OfLong b) {
        return new ConcatLong(a, b);
    }

    static Spliterator.OfDouble concatDouble(Spliterator.OfDouble a, Spliterator.OfDouble b) {
        return new ConcatDouble(a, b);
    }

    /** The elements of one spliterator, then those of another (Stream.concat). */
    abstract static class Concat<S extends Spliterator<?>> {
        final S first;
        final S second;
        boolean onSecond;
        private final boolean unsized;

        Concat(S first, S second) {
            this.first = first;
            this.second = second;
            this.unsized = first.estimateSize() + second.estimateSize() < 0;
        }

        public long estimateSize() {
            long size = onSecond ? second.estimateSize() : first.estimateSize() + second.estimateSize();
            return size < 0 ? Long.MAX_VALUE : size;
        }

        public int characteristics() {
            int shared = first.characteristics() & second.characteristics()
                    & ~(Spliterator.DISTINCT | Spliterator.SORTED);
            return unsized ? shared & ~(Spliterator.SIZED | Spliterator.SUBSIZED) : shared;
        }
    }

    static final class ConcatRef<T> extends Concat<Spliterator<? extends T>> implements Spliterator<T> {
        ConcatRef(Spliterator<? extends T> first, Spliterator<? extends T> second) {
            super(first, second);
        }

        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            if (!onSecond) {
                if (first.tryAdvance(action)) {
                    return true;
                }
                onSecond = true;
            }
            return second.tryAdvance(action);
        }

        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            if (!onSecond) {
                first.forEachRemaining(action);
                onSecond = true;
            }
            second.forEachRemaining(action);
        }

        @Override
        public Spliterator<T> trySplit() {
            return null;
        }
    }

    static final class ConcatInt extends Concat<Spliterator.OfInt> implements Spliterator.OfInt {
        ConcatInt(Spliterator.OfInt first, Spliterator.OfInt second) {
            super(first, second);
        }

        @Override
        public boolean tryAdvance(IntConsumer action) {
            if (!onSecond) {
                if (first.tryAdvance(action)) {
                    return true;
                }
                onSecond = true;
            }
            return second.tryAdvance(action);
        }

        @Override
        public Spliterator.OfInt trySplit() {
            return null;
        }
    }

    static final class ConcatLong extends Concat<Spliterator.OfLong> implements Spliterator.OfLong {
        ConcatLong(Spliterator.OfLong first, Spliterator.OfLong second) {
            super(first, second);
        }

        @Override
        public boolean tryAdvance(LongConsumer action) {
            if (!onSecond) {
                if (first.tryAdvance(action)) {
                    return true;
                }
                onSecond = true;
            }
            return second.tryAdvance(action);
        }

        @Override
        public Spliterator.OfLong trySplit() {
            return null;
        }
    }

    static final class ConcatDouble extends Concat<Spliterator.OfDouble> implements Spliterator.OfDouble {
        ConcatDouble(Spliterator.OfDouble first, Spliterator.OfDouble second) {
            super(first, second);
        }

        @Override
        public boolean tryAdvance(DoubleConsumer action) {
            if (!onSecond) {
                if (first.tryAdvance(action)) {
                    return true;
                }
                onSecond = true;
            }
            return second.tryAdvance(action);
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            return null;
        }
    }
}
