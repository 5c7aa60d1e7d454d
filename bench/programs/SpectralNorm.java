// Loupe benchmark: spectral norm. Estimates the largest singular value of the
// infinite matrix A(i,j) = 1 / ((i+j)(i+j+1)/2 + i + 1), cut to n x n, by
// power iteration on A^T A (each product recomputes the entries, so the
// work is dominated by double division and array access). The checksum is
// the exact bits of the estimate.
//
// usage: SpectralNorm [s1|s10|s100|param=<n>]   (default s10)
// prints: bench SpectralNorm size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

public class SpectralNorm {
    static final String NAME = "SpectralNorm";
    // Matrix order per size (work grows as n^2).
    static final int[] PARAMS = {130, 410, 1300};
    static final long[] CHECKSUMS = {4608417405841632249L, 4608417414293472646L, 4608417414582816931L};

    static final int ROUNDS = 10;

    static double entry(int i, int j) {
        int k = i + j;
        return 1.0 / (((k * (k + 1)) >> 1) + i + 1);
    }

    // out = A * in
    static void times(double[] in, double[] out) {
        int n = in.length;
        for (int i = 0; i < n; i++) {
            double acc = 0.0;
            for (int j = 0; j < n; j++) {
                acc += entry(i, j) * in[j];
            }
            out[i] = acc;
        }
    }

    // out = A^T * in
    static void timesTransposed(double[] in, double[] out) {
        int n = in.length;
        for (int i = 0; i < n; i++) {
            double acc = 0.0;
            for (int j = 0; j < n; j++) {
                acc += entry(j, i) * in[j];
            }
            out[i] = acc;
        }
    }

    static void normalOperator(double[] in, double[] out, double[] scratch) {
        times(in, scratch);
        timesTransposed(scratch, out);
    }

    static double dot(double[] a, double[] b) {
        double s = 0.0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    static long kernel(int n) {
        double[] u = new double[n];
        double[] v = new double[n];
        double[] scratch = new double[n];
        for (int i = 0; i < n; i++) {
            u[i] = 1.0;
        }
        for (int r = 0; r < ROUNDS; r++) {
            normalOperator(u, v, scratch);
            normalOperator(v, u, scratch);
        }
        double estimate = Math.sqrt(dot(u, v) / dot(v, v));
        return Double.doubleToLongBits(estimate);
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, SpectralNorm::kernel);
    }
}
