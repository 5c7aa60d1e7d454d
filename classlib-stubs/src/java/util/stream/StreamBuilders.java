package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Spliterator;
import java.util.Spliterators;

/** The builders of Stream.builder() and the primitive builder() methods. */
final class StreamBuilders {
    private StreamBuilders() {
    }

    private static final int CHARACTERISTICS = Spliterator.ORDERED | Spliterator.IMMUTABLE;

    static final class OfRef<T> implements Stream.Builder<T> {
        private ArrayList<T> elements = new ArrayList<>();

        @Override
        public void accept(T t) {
            if (elements == null) {
                throw new IllegalStateException();
            }
            elements.add(t);
        }

        @Override
        public Stream<T> build() {
            if (elements == null) {
                throw new IllegalStateException();
            }
            Object[] array = elements.toArray();
            elements = null;
            return StreamSupport.stream(Spliterators.<T>spliterator(array, CHARACTERISTICS), false);
        }
    }

    static final class OfInt implements IntStream.Builder {
        private int[] values = new int[8];
        private int count;
        private boolean built;

        @Override
        public void accept(int t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == values.length) {
                values = Arrays.copyOf(values, count * 2);
            }
            values[count++] = t;
        }

        @Override
        public IntStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.intStream(Spliterators.spliterator(values, 0, count, CHARACTERISTICS), false);
        }
    }

    static final class OfLong implements LongStream.Builder {
        private long[] values = new long[8];
        private int count;
        private boolean built;

        @Override
        public void accept(long t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == values.length) {
                values = Arrays.copyOf(values, count * 2);
            }
            values[count++] = t;
        }

        @Override
        public LongStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.longStream(Spliterators.spliterator(values, 0, count, CHARACTERISTICS), false);
        }
    }

    static final class OfDouble implements DoubleStream.Builder {
        private double[] values = new double[8];
        private int count;
        private boolean built;

        @Override
        public void accept(double t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (count == values.length) {
                values = Arrays.copyOf(values, count * 2);
            }
            values[count++] = t;
        }

        @Override
        public DoubleStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.doubleStream(Spliterators.spliterator(values, 0, count, CHARACTERISTICS), false);
        }
    }
}
