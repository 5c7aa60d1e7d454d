package java.util;

/**
 * Arrays.equals over ranges, Arrays.compare, compareUnsigned and mismatch.
 * Everything rests on one loop per element type, mismatchAt, which finds the
 * first differing position of two equally long stretches. Floating-point
 * elements are "the same" when their Float.floatToIntBits /
 * Double.doubleToLongBits agree (NaN matches NaN, 0.0 differs from -0.0), and
 * compare orders them like Float.compare / Double.compare.
 */
final class ArraysCompare {
    private ArraysCompare() {}

    /** Checks a range like Arrays.rangeCheck and returns its length. */
    private static int rangeLength(int arrayLength, int fromIndex, int toIndex) {
        Arrays.rangeCheck(arrayLength, fromIndex, toIndex);
        return toIndex - fromIndex;
    }

    /** mismatch's answer once the common prefix of the shorter length had no difference at index i. */
    private static int mismatchResult(int i, int aLength, int bLength) {
        return i >= 0 || aLength == bLength ? i : Math.min(aLength, bLength);
    }

    /** compare's null rule: null sorts before everything; two nulls (or the same array) are equal. */
    private static int compareNulls(Object a, Object b) {
        return a == b ? 0 : a == null ? -1 : 1;
    }

    // ---- boolean ----

    private static int mismatchAt(boolean[] a, int aFrom, boolean[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFrom + i] != b[bFrom + i]) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(boolean[] a, int aFrom, int aTo, boolean[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(boolean[] a, boolean[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(boolean[] a, int aFrom, int aTo, boolean[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(boolean[] a, boolean[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(boolean[] a, int aFrom, int aTo, boolean[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Boolean.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- byte ----

    private static int mismatchAt(byte[] a, int aFrom, byte[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFrom + i] != b[bFrom + i]) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(byte[] a, byte[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(byte[] a, byte[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Byte.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    static int compareUnsigned(byte[] a, byte[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    static int compareUnsigned(byte[] a, int aFrom, int aTo, byte[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Byte.compareUnsigned(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- char ----

    private static int mismatchAt(char[] a, int aFrom, char[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFrom + i] != b[bFrom + i]) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(char[] a, int aFrom, int aTo, char[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(char[] a, char[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(char[] a, int aFrom, int aTo, char[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(char[] a, char[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(char[] a, int aFrom, int aTo, char[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Character.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- short ----

    private static int mismatchAt(short[] a, int aFrom, short[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFrom + i] != b[bFrom + i]) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(short[] a, int aFrom, int aTo, short[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(short[] a, short[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(short[] a, int aFrom, int aTo, short[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(short[] a, short[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(short[] a, int aFrom, int aTo, short[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Short.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    static int compareUnsigned(short[] a, short[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    static int compareUnsigned(short[] a, int aFrom, int aTo, short[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Short.compareUnsigned(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- int ----

    private static int mismatchAt(int[] a, int aFrom, int[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFrom + i] != b[bFrom + i]) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(int[] a, int[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(int[] a, int[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Integer.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    static int compareUnsigned(int[] a, int[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    static int compareUnsigned(int[] a, int aFrom, int aTo, int[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Integer.compareUnsigned(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- long ----

    private static int mismatchAt(long[] a, int aFrom, long[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFrom + i] != b[bFrom + i]) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(long[] a, int aFrom, int aTo, long[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(long[] a, long[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(long[] a, int aFrom, int aTo, long[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(long[] a, long[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(long[] a, int aFrom, int aTo, long[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Long.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    static int compareUnsigned(long[] a, long[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    static int compareUnsigned(long[] a, int aFrom, int aTo, long[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Long.compareUnsigned(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- float ----

    private static int mismatchAt(float[] a, int aFrom, float[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[aFrom + i]) != Float.floatToIntBits(b[bFrom + i])) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(float[] a, int aFrom, int aTo, float[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(float[] a, float[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(float[] a, int aFrom, int aTo, float[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(float[] a, float[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(float[] a, int aFrom, int aTo, float[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Float.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- double ----

    private static int mismatchAt(double[] a, int aFrom, double[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[aFrom + i]) != Double.doubleToLongBits(b[bFrom + i])) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(double[] a, int aFrom, int aTo, double[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static int mismatch(double[] a, double[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(double[] a, int aFrom, int aTo, double[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static int compare(double[] a, double[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static int compare(double[] a, int aFrom, int aTo, double[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength));
        return i >= 0 ? Double.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }

    // ---- objects: equality by Objects.equals, or by a comparator ----

    private static int mismatchAt(Object[] a, int aFrom, Object[] b, int bFrom, int length) {
        for (int i = 0; i < length; i++) {
            if (!Objects.equals(a[aFrom + i], b[bFrom + i])) {
                return i;
            }
        }
        return -1;
    }

    private static <T> int mismatchAt(T[] a, int aFrom, T[] b, int bFrom, int length, Comparator<? super T> cmp) {
        for (int i = 0; i < length; i++) {
            if (cmp.compare(a[aFrom + i], b[bFrom + i]) != 0) {
                return i;
            }
        }
        return -1;
    }

    static boolean equals(Object[] a, int aFrom, int aTo, Object[] b, int bFrom, int bTo) {
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length) < 0;
    }

    static <T> boolean equals(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == b) {
            return true;
        }
        return a != null && b != null && a.length == b.length && mismatchAt(a, 0, b, 0, a.length, cmp) < 0;
    }

    static <T> boolean equals(T[] a, int aFrom, int aTo, T[] b, int bFrom, int bTo, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        int length = rangeLength(a.length, aFrom, aTo);
        return length == rangeLength(b.length, bFrom, bTo) && mismatchAt(a, aFrom, b, bFrom, length, cmp) < 0;
    }

    static int mismatch(Object[] a, Object[] b) {
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length)), a.length, b.length);
    }

    static int mismatch(Object[] a, int aFrom, int aTo, Object[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength)), aLength, bLength);
    }

    static <T> int mismatch(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        return mismatchResult(mismatchAt(a, 0, b, 0, Math.min(a.length, b.length), cmp), a.length, b.length);
    }

    static <T> int mismatch(T[] a, int aFrom, int aTo, T[] b, int bFrom, int bTo, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        return mismatchResult(mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength), cmp), aLength, bLength);
    }

    /** Natural order of the elements, a null element before any other. */
    static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length);
    }

    static <T extends Comparable<? super T>> int compare(T[] a, int aFrom, int aTo, T[] b, int bFrom, int bTo) {
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            T x = a[aFrom + i];
            T y = b[bFrom + i];
            if (x != y) {
                if (x == null || y == null) {
                    return x == null ? -1 : 1;
                }
                int order = x.compareTo(y);
                if (order != 0) {
                    return order;
                }
            }
        }
        return aLength - bLength;
    }

    static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        return a == null || b == null || a == b ? compareNulls(a, b) : compare(a, 0, a.length, b, 0, b.length, cmp);
    }

    static <T> int compare(T[] a, int aFrom, int aTo, T[] b, int bFrom, int bTo, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        int aLength = rangeLength(a.length, aFrom, aTo);
        int bLength = rangeLength(b.length, bFrom, bTo);
        int i = mismatchAt(a, aFrom, b, bFrom, Math.min(aLength, bLength), cmp);
        return i >= 0 ? cmp.compare(a[aFrom + i], b[bFrom + i]) : aLength - bLength;
    }
}
