package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Factories for spliterators over arrays, collections and iterators, and iterators over
 * spliterators. The iterator-based and abstract spliterators never split (trySplit returns
 * null, which the contract allows): Loupe runs parallel streams sequentially anyway.
 */
public final class Spliterators {
    private Spliterators() {
    }

    private static final Spliterator<Object> EMPTY = new EmptySpliterator<Object>();

    @SuppressWarnings("unchecked")
    public static <T> Spliterator<T> emptySpliterator() {
        return (Spliterator<T>) EMPTY;
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return new ArraySpliterators.OfInt(new int[0], 0, 0, 0);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return new ArraySpliterators.OfLong(new long[0], 0, 0, 0);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new ArraySpliterators.OfDouble(new double[0], 0, 0, 0);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        return new ArraySpliterators.OfRef<T>(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        ArraySpliterators.checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterators.OfRef<T>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        return new ArraySpliterators.OfInt(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        ArraySpliterators.checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterators.OfInt(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        return new ArraySpliterators.OfLong(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        ArraySpliterators.checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterators.OfLong(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        return new ArraySpliterators.OfDouble(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        ArraySpliterators.checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterators.OfDouble(array, fromIndex, toIndex, additionalCharacteristics);
    }

    /** Late-binding: the collection's iterator and size are taken at the first traversal. */
    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(c), null, -1, sizedUnlessConcurrent(characteristics));
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new IteratorSpliterator<T>(null, Objects.requireNonNull(iterator), size, sizedUnlessConcurrent(characteristics));
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new IteratorSpliterator<T>(null, Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedUnlessConcurrent(characteristics));
    }

    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedUnlessConcurrent(characteristics));
    }

    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedUnlessConcurrent(characteristics));
    }

    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    private static int sizedUnlessConcurrent(int characteristics) {
        return (characteristics & Spliterator.CONCURRENT) == 0
                ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                : characteristics;
    }

    public static <T> Iterator<T> iterator(Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements Iterator<T>, Consumer<T> {
            boolean ready;
            T nextElement;

            @Override
            public void accept(T t) {
                ready = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance(this);
                }
                return ready;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                T t = nextElement;
                nextElement = null;
                return t;
            }

            @Override
            public void forEachRemaining(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                if (ready) {
                    ready = false;
                    T t = nextElement;
                    nextElement = null;
                    action.accept(t);
                }
                spliterator.forEachRemaining(action);
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfInt iterator(Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements PrimitiveIterator.OfInt, IntConsumer {
            boolean ready;
            int nextElement;

            @Override
            public void accept(int t) {
                ready = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance(this);
                }
                return ready;
            }

            @Override
            public int nextInt() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return nextElement;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfLong iterator(Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements PrimitiveIterator.OfLong, LongConsumer {
            boolean ready;
            long nextElement;

            @Override
            public void accept(long t) {
                ready = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance(this);
                }
                return ready;
            }

            @Override
            public long nextLong() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return nextElement;
            }
        }
        return new Adapter();
    }

    public static PrimitiveIterator.OfDouble iterator(Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        class Adapter implements PrimitiveIterator.OfDouble, DoubleConsumer {
            boolean ready;
            double nextElement;

            @Override
            public void accept(double t) {
                ready = true;
                nextElement = t;
            }

            @Override
            public boolean hasNext() {
                if (!ready) {
                    spliterator.tryAdvance(this);
                }
                return ready;
            }

            @Override
            public double nextDouble() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return nextElement;
            }
        }
        return new Adapter();
    }

    /** Base for spliterators that only know how to advance; they never split. */
    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private final long estimatedSize;
        private final int characteristics;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.estimatedSize = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        @Override
        public Spliterator<T> trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return estimatedSize;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private final long estimatedSize;
        private final int characteristics;

        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.estimatedSize = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return estimatedSize;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private final long estimatedSize;
        private final int characteristics;

        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.estimatedSize = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return estimatedSize;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private final long estimatedSize;
        private final int characteristics;

        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.estimatedSize = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return estimatedSize;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    private static final class EmptySpliterator<T> implements Spliterator<T> {
        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            return false;
        }

        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
        }

        @Override
        public Spliterator<T> trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return 0;
        }

        @Override
        public int characteristics() {
            return Spliterator.SIZED | Spliterator.SUBSIZED;
        }
    }

    /** Walks a collection's iterator (taken lazily, so that a stream sees later additions) or a given iterator. */
    private static final class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> iterator;
        private long size;
        private final int characteristics;

        IteratorSpliterator(Collection<? extends T> collection, Iterator<? extends T> iterator, long size, int characteristics) {
            this.collection = collection;
            this.iterator = iterator;
            this.size = size;
            this.characteristics = characteristics;
        }

        private Iterator<? extends T> bind() {
            if (iterator == null) {
                iterator = collection.iterator();
                size = collection.size();
            }
            return iterator;
        }

        @Override
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> it = bind();
            if (!it.hasNext()) {
                return false;
            }
            action.accept(it.next());
            return true;
        }

        @Override
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            bind().forEachRemaining(action);
        }

        @Override
        public Spliterator<T> trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            if (iterator == null) {
                return collection.size();
            }
            return size;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    private static final class IntIteratorSpliterator implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt iterator;
        private final long size;
        private final int characteristics;

        IntIteratorSpliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
            this.iterator = iterator;
            this.size = size;
            this.characteristics = characteristics;
        }

        @Override
        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (!iterator.hasNext()) {
                return false;
            }
            action.accept(iterator.nextInt());
            return true;
        }

        @Override
        public Spliterator.OfInt trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return size;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    private static final class LongIteratorSpliterator implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong iterator;
        private final long size;
        private final int characteristics;

        LongIteratorSpliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
            this.iterator = iterator;
            this.size = size;
            this.characteristics = characteristics;
        }

        @Override
        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (!iterator.hasNext()) {
                return false;
            }
            action.accept(iterator.nextLong());
            return true;
        }

        @Override
        public Spliterator.OfLong trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return size;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }

    private static final class DoubleIteratorSpliterator implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble iterator;
        private final long size;
        private final int characteristics;

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
            this.iterator = iterator;
            this.size = size;
            this.characteristics = characteristics;
        }

        @Override
        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (!iterator.hasNext()) {
                return false;
            }
            action.accept(iterator.nextDouble());
            return true;
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            return size;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }
    }
}
