package java.util;

/**
 * The stable sort behind Arrays.sort(Object[]) and friends: a merge sort over
 * binary-insertion-sorted runs, skipping merges of runs already in order (so
 * sorted input costs n comparisons). A null comparator means natural order.
 */
final class StableSort {
    /** Ranges up to this length are sorted by binary insertion. */
    private static final int RUN = 32;

    private StableSort() {}

    static <T> void sort(T[] a, int from, int to, Comparator<? super T> c) {
        int n = to - from;
        if (n < 2) {
            return;
        }
        if (n <= RUN) {
            binaryInsertionSort(a, from, to, c);
            return;
        }
        @SuppressWarnings("unchecked")
        T[] aux = (T[]) new Object[(n + 1) / 2];
        mergeSort(a, aux, from, to, c);
    }

    private static <T> void mergeSort(T[] a, T[] aux, int lo, int hi, Comparator<? super T> c) {
        if (hi - lo <= RUN) {
            binaryInsertionSort(a, lo, hi, c);
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(a, aux, lo, mid, c);
        mergeSort(a, aux, mid, hi, c);
        if (compare(a[mid - 1], a[mid], c) > 0) {
            merge(a, aux, lo, mid, hi, c);
        }
    }

    /** Merges a[lo, mid) and a[mid, hi); ties take the left element first. */
    private static <T> void merge(T[] a, T[] aux, int lo, int mid, int hi, Comparator<? super T> c) {
        int leftLength = mid - lo;
        System.arraycopy(a, lo, aux, 0, leftLength);
        int i = 0;
        int j = mid;
        int k = lo;
        while (i < leftLength && j < hi) {
            if (compare(a[j], aux[i], c) < 0) {
                a[k++] = a[j++];
            } else {
                a[k++] = aux[i++];
            }
        }
        System.arraycopy(aux, i, a, k, leftLength - i);
    }

    private static <T> void binaryInsertionSort(T[] a, int lo, int hi, Comparator<? super T> c) {
        for (int i = lo + 1; i < hi; i++) {
            T pivot = a[i];
            int left = lo;
            int right = i;
            // after equal elements, for stability
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (compare(pivot, a[mid], c) < 0) {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            System.arraycopy(a, left, a, left + 1, i - left);
            a[left] = pivot;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> int compare(T x, T y, Comparator<? super T> c) {
        return c == null ? ((Comparable) x).compareTo(y) : c.compare(x, y);
    }
}
