package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Spliterators over a range [index, fence) of an array, for Spliterators.spliterator(array...)
 * and Arrays.spliterator. They split in halves, giving away the first half.
 */
final class ArraySpliterators {
    private ArraySpliterators() {
    }

    /** Sized and sub-sized always; callers add ORDERED, IMMUTABLE, ... */
    static int characteristicsOf(int additional) {
        return additional | Spliterator.SIZED | Spliterator.SUBSIZED;
    }

    static void checkRange(int length, int from, int to) {
        if (from > to) {
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException(to);
        }
    }

    static final class OfRef<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        OfRef(Object[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = characteristicsOf(additional);
        }

        @Override
        public Spliterator<T> trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new OfRef<T>(array, lo, mid, characteristics);
        }

        @Override
        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept((T) array[index++]);
            return true;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept((T) array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
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

    static final class OfInt implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        OfInt(int[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = characteristicsOf(additional);
        }

        @Override
        public Spliterator.OfInt trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new ArraySpliterators.OfInt(array, lo, mid, characteristics);
        }

        @Override
        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept(array[index++]);
            return true;
        }

        @Override
        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept(array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class OfLong implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        OfLong(long[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = characteristicsOf(additional);
        }

        @Override
        public Spliterator.OfLong trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new ArraySpliterators.OfLong(array, lo, mid, characteristics);
        }

        @Override
        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept(array[index++]);
            return true;
        }

        @Override
        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept(array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class OfDouble implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        OfDouble(double[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = characteristicsOf(additional);
        }

        @Override
        public Spliterator.OfDouble trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new ArraySpliterators.OfDouble(array, lo, mid, characteristics);
        }

        @Override
        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence) {
                return false;
            }
            action.accept(array[index++]);
            return true;
        }

        @Override
        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++) {
                action.accept(array[i]);
            }
        }

        @Override
        public long estimateSize() {
            return fence - index;
        }

        @Override
        public int characteristics() {
            return characteristics;
        }

        @Override
        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }
}
