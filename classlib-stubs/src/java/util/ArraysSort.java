package java.util;

/**
 * Sorting of primitive arrays: an introsort (median-of-three quicksort that
 * falls back to heapsort when it recurses too deep, insertion sort for short
 * ranges). Primitive sorts need not be stable, so any correct algorithm gives
 * the JDK's result. Floating-point ranges are first cleared of NaNs (which go
 * last) and negative zeros (which go before positive zeros), as Double.compare
 * orders them.
 */
final class ArraysSort {
    /** Ranges shorter than this are insertion-sorted. */
    private static final int INSERTION_LIMIT = 24;

    private ArraysSort() {}

    /** 2 * floor(log2(n)): beyond this depth quicksort is going quadratic. */
    private static int depthLimit(int n) {
        return 2 * (31 - Integer.numberOfLeadingZeros(Math.max(n, 1)));
    }

    static void sort(float[] a, int from, int to) {
        int end = to;
        int negativeZeros = 0;
        for (int k = to - 1; k >= from; k--) {
            float ak = a[k];
            if (ak != ak) {
                a[k] = a[--end];
                a[end] = ak;
            } else if (ak == 0.0f && Float.floatToRawIntBits(ak) < 0) {
                a[k] = 0.0f;
                negativeZeros++;
            }
        }
        quicksort(a, from, end - 1, depthLimit(end - from));
        if (negativeZeros > 0) {
            int z = firstZero(a, from, end);
            for (int i = 0; i < negativeZeros; i++) {
                a[z + i] = -0.0f;
            }
        }
    }

    private static int firstZero(float[] a, int from, int to) {
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < 0.0f) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    static void sort(double[] a, int from, int to) {
        int end = to;
        int negativeZeros = 0;
        for (int k = to - 1; k >= from; k--) {
            double ak = a[k];
            if (ak != ak) {
                a[k] = a[--end];
                a[end] = ak;
            } else if (ak == 0.0d && Double.doubleToRawLongBits(ak) < 0) {
                a[k] = 0.0d;
                negativeZeros++;
            }
        }
        quicksort(a, from, end - 1, depthLimit(end - from));
        if (negativeZeros > 0) {
            int z = firstZero(a, from, end);
            for (int i = 0; i < negativeZeros; i++) {
                a[z + i] = -0.0d;
            }
        }
    }

    private static int firstZero(double[] a, int from, int to) {
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < 0.0d) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    static void sort(int[] a, int from, int to) {
        quicksort(a, from, to - 1, depthLimit(to - from));
    }

    /** Sorts a[lo..hi] (inclusive), recursing into the smaller part and looping on the larger. */
    private static void quicksort(int[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_LIMIT) {
            if (depth-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = partition(a, lo, hi);
            if (p - lo < hi - p) {
                quicksort(a, lo, p, depth);
                lo = p + 1;
            } else {
                quicksort(a, p + 1, hi, depth);
                hi = p;
            }
        }
        insertionSort(a, lo, hi);
    }

    /** Hoare partition around the median of three; returns p with a[lo..p] <= a[p+1..hi]. */
    private static int partition(int[] a, int lo, int hi) {
        int mid = (lo + hi) >>> 1;
        if (a[mid] < a[lo]) {
            swap(a, lo, mid);
        }
        if (a[hi] < a[lo]) {
            swap(a, lo, hi);
        }
        if (a[hi] < a[mid]) {
            swap(a, mid, hi);
        }
        int pivot = a[mid];
        int i = lo - 1;
        int j = hi + 1;
        for (;;) {
            do {
                i++;
            } while (a[i] < pivot);
            do {
                j--;
            } while (a[j] > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
        }
    }

    private static void insertionSort(int[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapsort(int[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    /** Restores the max-heap a[base..base+n) below node i. */
    private static void siftDown(int[] a, int base, int i, int n) {
        int x = a[base + i];
        for (int child; (child = 2 * i + 1) < n; i = child) {
            if (child + 1 < n && a[base + child + 1] > a[base + child]) {
                child++;
            }
            if (a[base + child] <= x) {
                break;
            }
            a[base + i] = a[base + child];
        }
        a[base + i] = x;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(long[] a, int from, int to) {
        quicksort(a, from, to - 1, depthLimit(to - from));
    }

    /** Sorts a[lo..hi] (inclusive), recursing into the smaller part and looping on the larger. */
    private static void quicksort(long[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_LIMIT) {
            if (depth-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = partition(a, lo, hi);
            if (p - lo < hi - p) {
                quicksort(a, lo, p, depth);
                lo = p + 1;
            } else {
                quicksort(a, p + 1, hi, depth);
                hi = p;
            }
        }
        insertionSort(a, lo, hi);
    }

    /** Hoare partition around the median of three; returns p with a[lo..p] <= a[p+1..hi]. */
    private static int partition(long[] a, int lo, int hi) {
        int mid = (lo + hi) >>> 1;
        if (a[mid] < a[lo]) {
            swap(a, lo, mid);
        }
        if (a[hi] < a[lo]) {
            swap(a, lo, hi);
        }
        if (a[hi] < a[mid]) {
            swap(a, mid, hi);
        }
        long pivot = a[mid];
        int i = lo - 1;
        int j = hi + 1;
        for (;;) {
            do {
                i++;
            } while (a[i] < pivot);
            do {
                j--;
            } while (a[j] > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
        }
    }

    private static void insertionSort(long[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapsort(long[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    /** Restores the max-heap a[base..base+n) below node i. */
    private static void siftDown(long[] a, int base, int i, int n) {
        long x = a[base + i];
        for (int child; (child = 2 * i + 1) < n; i = child) {
            if (child + 1 < n && a[base + child + 1] > a[base + child]) {
                child++;
            }
            if (a[base + child] <= x) {
                break;
            }
            a[base + i] = a[base + child];
        }
        a[base + i] = x;
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(short[] a, int from, int to) {
        quicksort(a, from, to - 1, depthLimit(to - from));
    }

    /** Sorts a[lo..hi] (inclusive), recursing into the smaller part and looping on the larger. */
    private static void quicksort(short[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_LIMIT) {
            if (depth-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = partition(a, lo, hi);
            if (p - lo < hi - p) {
                quicksort(a, lo, p, depth);
                lo = p + 1;
            } else {
                quicksort(a, p + 1, hi, depth);
                hi = p;
            }
        }
        insertionSort(a, lo, hi);
    }

    /** Hoare partition around the median of three; returns p with a[lo..p] <= a[p+1..hi]. */
    private static int partition(short[] a, int lo, int hi) {
        int mid = (lo + hi) >>> 1;
        if (a[mid] < a[lo]) {
            swap(a, lo, mid);
        }
        if (a[hi] < a[lo]) {
            swap(a, lo, hi);
        }
        if (a[hi] < a[mid]) {
            swap(a, mid, hi);
        }
        short pivot = a[mid];
        int i = lo - 1;
        int j = hi + 1;
        for (;;) {
            do {
                i++;
            } while (a[i] < pivot);
            do {
                j--;
            } while (a[j] > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
        }
    }

    private static void insertionSort(short[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            short x = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapsort(short[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    /** Restores the max-heap a[base..base+n) below node i. */
    private static void siftDown(short[] a, int base, int i, int n) {
        short x = a[base + i];
        for (int child; (child = 2 * i + 1) < n; i = child) {
            if (child + 1 < n && a[base + child + 1] > a[base + child]) {
                child++;
            }
            if (a[base + child] <= x) {
                break;
            }
            a[base + i] = a[base + child];
        }
        a[base + i] = x;
    }

    private static void swap(short[] a, int i, int j) {
        short t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(char[] a, int from, int to) {
        quicksort(a, from, to - 1, depthLimit(to - from));
    }

    /** Sorts a[lo..hi] (inclusive), recursing into the smaller part and looping on the larger. */
    private static void quicksort(char[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_LIMIT) {
            if (depth-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = partition(a, lo, hi);
            if (p - lo < hi - p) {
                quicksort(a, lo, p, depth);
                lo = p + 1;
            } else {
                quicksort(a, p + 1, hi, depth);
                hi = p;
            }
        }
        insertionSort(a, lo, hi);
    }

    /** Hoare partition around the median of three; returns p with a[lo..p] <= a[p+1..hi]. */
    private static int partition(char[] a, int lo, int hi) {
        int mid = (lo + hi) >>> 1;
        if (a[mid] < a[lo]) {
            swap(a, lo, mid);
        }
        if (a[hi] < a[lo]) {
            swap(a, lo, hi);
        }
        if (a[hi] < a[mid]) {
            swap(a, mid, hi);
        }
        char pivot = a[mid];
        int i = lo - 1;
        int j = hi + 1;
        for (;;) {
            do {
                i++;
            } while (a[i] < pivot);
            do {
                j--;
            } while (a[j] > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
        }
    }

    private static void insertionSort(char[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            char x = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapsort(char[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    /** Restores the max-heap a[base..base+n) below node i. */
    private static void siftDown(char[] a, int base, int i, int n) {
        char x = a[base + i];
        for (int child; (child = 2 * i + 1) < n; i = child) {
            if (child + 1 < n && a[base + child + 1] > a[base + child]) {
                child++;
            }
            if (a[base + child] <= x) {
                break;
            }
            a[base + i] = a[base + child];
        }
        a[base + i] = x;
    }

    private static void swap(char[] a, int i, int j) {
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(byte[] a, int from, int to) {
        quicksort(a, from, to - 1, depthLimit(to - from));
    }

    /** Sorts a[lo..hi] (inclusive), recursing into the smaller part and looping on the larger. */
    private static void quicksort(byte[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_LIMIT) {
            if (depth-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = partition(a, lo, hi);
            if (p - lo < hi - p) {
                quicksort(a, lo, p, depth);
                lo = p + 1;
            } else {
                quicksort(a, p + 1, hi, depth);
                hi = p;
            }
        }
        insertionSort(a, lo, hi);
    }

    /** Hoare partition around the median of three; returns p with a[lo..p] <= a[p+1..hi]. */
    private static int partition(byte[] a, int lo, int hi) {
        int mid = (lo + hi) >>> 1;
        if (a[mid] < a[lo]) {
            swap(a, lo, mid);
        }
        if (a[hi] < a[lo]) {
            swap(a, lo, hi);
        }
        if (a[hi] < a[mid]) {
            swap(a, mid, hi);
        }
        byte pivot = a[mid];
        int i = lo - 1;
        int j = hi + 1;
        for (;;) {
            do {
                i++;
            } while (a[i] < pivot);
            do {
                j--;
            } while (a[j] > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
        }
    }

    private static void insertionSort(byte[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            byte x = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapsort(byte[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    /** Restores the max-heap a[base..base+n) below node i. */
    private static void siftDown(byte[] a, int base, int i, int n) {
        byte x = a[base + i];
        for (int child; (child = 2 * i + 1) < n; i = child) {
            if (child + 1 < n && a[base + child + 1] > a[base + child]) {
                child++;
            }
            if (a[base + child] <= x) {
                break;
            }
            a[base + i] = a[base + child];
        }
        a[base + i] = x;
    }

    private static void swap(byte[] a, int i, int j) {
        byte t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** Sorts a[lo..hi] (inclusive), recursing into the smaller part and looping on the larger. */
    private static void quicksort(float[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_LIMIT) {
            if (depth-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = partition(a, lo, hi);
            if (p - lo < hi - p) {
                quicksort(a, lo, p, depth);
                lo = p + 1;
            } else {
                quicksort(a, p + 1, hi, depth);
                hi = p;
            }
        }
        insertionSort(a, lo, hi);
    }

    /** Hoare partition around the median of three; returns p with a[lo..p] <= a[p+1..hi]. */
    private static int partition(float[] a, int lo, int hi) {
        int mid = (lo + hi) >>> 1;
        if (a[mid] < a[lo]) {
            swap(a, lo, mid);
        }
        if (a[hi] < a[lo]) {
            swap(a, lo, hi);
        }
        if (a[hi] < a[mid]) {
            swap(a, mid, hi);
        }
        float pivot = a[mid];
        int i = lo - 1;
        int j = hi + 1;
        for (;;) {
            do {
                i++;
            } while (a[i] < pivot);
            do {
                j--;
            } while (a[j] > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
        }
    }

    private static void insertionSort(float[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            float x = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapsort(float[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    /** Restores the max-heap a[base..base+n) below node i. */
    private static void siftDown(float[] a, int base, int i, int n) {
        float x = a[base + i];
        for (int child; (child = 2 * i + 1) < n; i = child) {
            if (child + 1 < n && a[base + child + 1] > a[base + child]) {
                child++;
            }
            if (a[base + child] <= x) {
                break;
            }
            a[base + i] = a[base + child];
        }
        a[base + i] = x;
    }

    private static void swap(float[] a, int i, int j) {
        float t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** Sorts a[lo..hi] (inclusive), recursing into the smaller part and looping on the larger. */
    private static void quicksort(double[] a, int lo, int hi, int depth) {
        while (hi - lo >= INSERTION_LIMIT) {
            if (depth-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = partition(a, lo, hi);
            if (p - lo < hi - p) {
                quicksort(a, lo, p, depth);
                lo = p + 1;
            } else {
                quicksort(a, p + 1, hi, depth);
                hi = p;
            }
        }
        insertionSort(a, lo, hi);
    }

    /** Hoare partition around the median of three; returns p with a[lo..p] <= a[p+1..hi]. */
    private static int partition(double[] a, int lo, int hi) {
        int mid = (lo + hi) >>> 1;
        if (a[mid] < a[lo]) {
            swap(a, lo, mid);
        }
        if (a[hi] < a[lo]) {
            swap(a, lo, hi);
        }
        if (a[hi] < a[mid]) {
            swap(a, mid, hi);
        }
        double pivot = a[mid];
        int i = lo - 1;
        int j = hi + 1;
        for (;;) {
            do {
                i++;
            } while (a[i] < pivot);
            do {
                j--;
            } while (a[j] > pivot);
            if (i >= j) {
                return j;
            }
            swap(a, i, j);
        }
    }

    private static void insertionSort(double[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            double x = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapsort(double[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    /** Restores the max-heap a[base..base+n) below node i. */
    private static void siftDown(double[] a, int base, int i, int n) {
        double x = a[base + i];
        for (int child; (child = 2 * i + 1) < n; i = child) {
            if (child + 1 < n && a[base + child + 1] > a[base + child]) {
                child++;
            }
            if (a[base + child] <= x) {
                break;
            }
            a[base + i] = a[base + child];
        }
        a[base + i] = x;
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
