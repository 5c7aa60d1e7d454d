package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

/**
 * Static helpers for arrays. Sorting is in {@link ArraysSort} (primitives)
 * and {@link StableSort} (objects), searching in {@link ArraysSearch}, text
 * in {@link ArraysText}, equality and hashing in {@link ArraysEquality}.
 */
public final class Arrays {
    private Arrays() {}

    /** The JDK's checks for a [fromIndex, toIndex) range of an array. */
    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + toIndex);
        }
    }

    public static void sort(Object[] a) {
        StableSort.sort(a, 0, a.length, null);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        StableSort.sort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        StableSort.sort(a, 0, a.length, c);
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        StableSort.sort(a, fromIndex, toIndex, c);
    }

    public static int binarySearch(Object[] a, Object key) {
        return ArraysSearch.search(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return ArraysSearch.search(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key, c);
    }

    public static void sort(int[] a) {
        ArraysSort.sort(a, 0, a.length);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(int[] a, int key) {
        return ArraysSearch.search(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key);
    }

    public static void sort(long[] a) {
        ArraysSort.sort(a, 0, a.length);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(long[] a, long key) {
        return ArraysSearch.search(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key);
    }

    public static void sort(short[] a) {
        ArraysSort.sort(a, 0, a.length);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(short[] a, short key) {
        return ArraysSearch.search(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key);
    }

    public static void sort(char[] a) {
        ArraysSort.sort(a, 0, a.length);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(char[] a, char key) {
        return ArraysSearch.search(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key);
    }

    public static void sort(byte[] a) {
        ArraysSort.sort(a, 0, a.length);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(byte[] a, byte key) {
        return ArraysSearch.search(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key);
    }

    public static void sort(float[] a) {
        ArraysSort.sort(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(float[] a, float key) {
        return ArraysSearch.search(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key);
    }

    public static void sort(double[] a) {
        ArraysSort.sort(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ArraysSort.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(double[] a, double key) {
        return ArraysSearch.search(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return ArraysSearch.search(a, fromIndex, toIndex, key);
    }

    public static String toString(int[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(int[] a, int[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(int[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(long[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(long[] a, long[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(long[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(short[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(short[] a, short[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(short[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(char[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(char[] a, char[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(char[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(byte[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(byte[] a, byte[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(byte[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(boolean[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(boolean[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(float[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(float[] a, float[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(float[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(double[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(double[] a, double[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(double[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = checkedLength(from, to);
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static String toString(Object[] a) {
        return ArraysText.toString(a);
    }

    public static boolean equals(Object[] a, Object[] a2) {
        return ArraysEquality.equals(a, a2);
    }

    public static int hashCode(Object[] a) {
        return ArraysEquality.hashCode(a);
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    private static int checkedLength(int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        return newLength;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = newArray(newType, newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = checkedLength(from, to);
        T[] copy = newArray(newType, newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    private static <T> T[] newArray(Class<? extends T[]> arrayType, int length) {
        if ((Object) arrayType == (Object) Object[].class) {
            return (T[]) new Object[length];
        }
        return (T[]) java.lang.reflect.Array.newInstance(arrayType.getComponentType(), length);
    }

    public static String deepToString(Object[] a) {
        return ArraysText.deepToString(a);
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        return ArraysEquality.deepEquals(a1, a2);
    }

    static boolean deepEquals0(Object e1, Object e2) {
        return ArraysEquality.deepEquals0(e1, e2);
    }

    public static int deepHashCode(Object[] a) {
        return ArraysEquality.deepHashCode(a);
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.apply(i);
        }
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsInt(i);
        }
    }

    public static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsLong(i);
        }
    }

    public static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsDouble(i);
        }
    }

    @SafeVarargs
    public static <T> List<T> asList(T... a) {
        return new ArrayList<>(a);
    }

    /** The fixed-size list view behind asList: writes go through to the array. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            return Arrays.copyOf(a, a.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] target) {
            int size = size();
            if (target.length < size) {
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) target.getClass());
            }
            System.arraycopy(this.a, 0, target, 0, size);
            if (target.length > size) {
                target[size] = null;
            }
            return target;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            E[] array = a;
            for (int i = 0; i < array.length; i++) {
                if (Objects.equals(o, array[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : a) {
                action.accept(e);
            }
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            E[] array = a;
            for (int i = 0; i < array.length; i++) {
                array[i] = operator.apply(array[i]);
            }
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < a.length;
                }

                public E next() {
                    int i = cursor;
                    if (i >= a.length) {
                        throw new NoSuchElementException();
                    }
                    cursor = i + 1;
                    return a[i];
                }
            };
        }
    }

    public static <T> Spliterator<T> spliterator(T[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> Spliterator<T> spliterator(T[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array) {
        return java.util.stream.StreamSupport.stream(spliterator(array), false);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.stream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static Spliterator.OfInt spliterator(int[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static java.util.stream.IntStream stream(int[] array) {
        return java.util.stream.StreamSupport.intStream(spliterator(array), false);
    }

    public static java.util.stream.IntStream stream(int[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.intStream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static Spliterator.OfLong spliterator(long[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static java.util.stream.LongStream stream(long[] array) {
        return java.util.stream.StreamSupport.longStream(spliterator(array), false);
    }

    public static java.util.stream.LongStream stream(long[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.longStream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static Spliterator.OfDouble spliterator(double[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static java.util.stream.DoubleStream stream(double[] array) {
        return java.util.stream.StreamSupport.doubleStream(spliterator(array), false);
    }

    public static java.util.stream.DoubleStream stream(double[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.doubleStream(spliterator(array, startInclusive, endExclusive), false);
    }

    // ---- ranges, compare, mismatch (ArraysCompare), parallel variants (ArraysParallel) ----
    public static boolean equals(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(boolean[] a, boolean[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(boolean[] a, boolean[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(byte[] a, byte[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(byte[] a, byte[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compareUnsigned(byte[] a, byte[] b) { return ArraysCompare.compareUnsigned(a, b); }
    public static int compareUnsigned(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compareUnsigned(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(char[] a, char[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(char[] a, char[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(short[] a, short[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(short[] a, short[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compareUnsigned(short[] a, short[] b) { return ArraysCompare.compareUnsigned(a, b); }
    public static int compareUnsigned(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compareUnsigned(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(int[] a, int[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(int[] a, int[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compareUnsigned(int[] a, int[] b) { return ArraysCompare.compareUnsigned(a, b); }
    public static int compareUnsigned(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compareUnsigned(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(long[] a, long[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(long[] a, long[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compareUnsigned(long[] a, long[] b) { return ArraysCompare.compareUnsigned(a, b); }
    public static int compareUnsigned(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compareUnsigned(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(float[] a, float[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(float[] a, float[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int compare(double[] a, double[] b) { return ArraysCompare.compare(a, b); }
    public static int compare(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static int mismatch(double[] a, double[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static boolean equals(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static <T> boolean equals(T[] a, T[] a2, Comparator<? super T> cmp) { return ArraysCompare.equals(a, a2, cmp); }
    public static <T> boolean equals(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex, Comparator<? super T> cmp) { return ArraysCompare.equals(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex, cmp); }
    public static int mismatch(Object[] a, Object[] b) { return ArraysCompare.mismatch(a, b); }
    public static int mismatch(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static <T> int mismatch(T[] a, T[] b, Comparator<? super T> cmp) { return ArraysCompare.mismatch(a, b, cmp); }
    public static <T> int mismatch(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex, Comparator<? super T> cmp) { return ArraysCompare.mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex, cmp); }
    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) { return ArraysCompare.compare(a, b); }
    public static <T extends Comparable<? super T>> int compare(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex); }
    public static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) { return ArraysCompare.compare(a, b, cmp); }
    public static <T> int compare(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex, Comparator<? super T> cmp) { return ArraysCompare.compare(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex, cmp); }

    // The parallel variants run sequentially: the results are the ones the JDK specifies.
    public static void parallelSort(byte[] a) { sort(a); }
    public static void parallelSort(byte[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static void parallelSort(char[] a) { sort(a); }
    public static void parallelSort(char[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static void parallelSort(short[] a) { sort(a); }
    public static void parallelSort(short[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static void parallelSort(int[] a) { sort(a); }
    public static void parallelSort(int[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static void parallelSort(long[] a) { sort(a); }
    public static void parallelSort(long[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static void parallelSort(float[] a) { sort(a); }
    public static void parallelSort(float[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static void parallelSort(double[] a) { sort(a); }
    public static void parallelSort(double[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static <T extends Comparable<? super T>> void parallelSort(T[] a) { sort(a); }
    public static <T extends Comparable<? super T>> void parallelSort(T[] a, int fromIndex, int toIndex) { sort(a, fromIndex, toIndex); }
    public static <T> void parallelSort(T[] a, Comparator<? super T> cmp) { sort(a, cmp); }
    public static <T> void parallelSort(T[] a, int fromIndex, int toIndex, Comparator<? super T> cmp) { sort(a, fromIndex, toIndex, cmp); }
    public static <T> void parallelPrefix(T[] array, java.util.function.BinaryOperator<T> op) { ArraysParallel.prefix(array, 0, array.length, op); }
    public static <T> void parallelPrefix(T[] array, int fromIndex, int toIndex, java.util.function.BinaryOperator<T> op) { ArraysParallel.prefix(array, fromIndex, toIndex, op); }
    public static void parallelPrefix(long[] array, java.util.function.LongBinaryOperator op) { ArraysParallel.prefix(array, 0, array.length, op); }
    public static void parallelPrefix(long[] array, int fromIndex, int toIndex, java.util.function.LongBinaryOperator op) { ArraysParallel.prefix(array, fromIndex, toIndex, op); }
    public static void parallelPrefix(double[] array, java.util.function.DoubleBinaryOperator op) { ArraysParallel.prefix(array, 0, array.length, op); }
    public static void parallelPrefix(double[] array, int fromIndex, int toIndex, java.util.function.DoubleBinaryOperator op) { ArraysParallel.prefix(array, fromIndex, toIndex, op); }
    public static void parallelPrefix(int[] array, java.util.function.IntBinaryOperator op) { ArraysParallel.prefix(array, 0, array.length, op); }
    public static void parallelPrefix(int[] array, int fromIndex, int toIndex, java.util.function.IntBinaryOperator op) { ArraysParallel.prefix(array, fromIndex, toIndex, op); }
    public static <T> void parallelSetAll(T[] array, IntFunction<? extends T> generator) { setAll(array, generator); }
    public static void parallelSetAll(int[] array, IntUnaryOperator generator) { setAll(array, generator); }
    public static void parallelSetAll(long[] array, IntToLongFunction generator) { setAll(array, generator); }
    public static void parallelSetAll(double[] array, IntToDoubleFunction generator) { setAll(array, generator); }
}
