// Matrix arithmetic: integer matrix power for Fibonacci (long overflow wraps), double Gaussian elimination with partial pivoting, determinant and inverse printed to 4 places.
public class MatrixMath {
    static long[][] mul(long[][] a, long[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        long[][] c = new long[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                long s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                c[i][j] = s;
            }
        return c;
    }

    static long[][] pow(long[][] m, int e) {
        long[][] r = {{1, 0}, {0, 1}};
        while (e > 0) {
            if ((e & 1) == 1) r = mul(r, m);
            m = mul(m, m);
            e >>= 1;
        }
        return r;
    }

    static double determinant(double[][] src) {
        int n = src.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = src[i].clone();
        double det = 1;
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
            if (a[pivot][col] == 0) return 0;
            if (pivot != col) { double[] t = a[pivot]; a[pivot] = a[col]; a[col] = t; det = -det; }
            det *= a[col][col];
            for (int r = col + 1; r < n; r++) {
                double f = a[r][col] / a[col][col];
                for (int c = col; c < n; c++) a[r][c] -= f * a[col][c];
            }
        }
        return det;
    }

    static double[][] inverse(double[][] src) {
        int n = src.length;
        double[][] a = new double[n][2 * n];
        for (int i = 0; i < n; i++) { System.arraycopy(src[i], 0, a[i], 0, n); a[i][n + i] = 1; }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
            double[] t = a[pivot]; a[pivot] = a[col]; a[col] = t;
            double p = a[col][col];
            for (int c = 0; c < 2 * n; c++) a[col][c] /= p;
            for (int r = 0; r < n; r++) {
                if (r == col) continue;
                double f = a[r][col];
                for (int c = 0; c < 2 * n; c++) a[r][c] -= f * a[col][c];
            }
        }
        double[][] inv = new double[n][n];
        for (int i = 0; i < n; i++) System.arraycopy(a[i], n, inv[i], 0, n);
        return inv;
    }

    static void print(String label, double[][] m) {
        System.out.println(label + ":");
        for (double[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (double v : row) sb.append(String.format("%10.4f", v + 0.0));   // + 0.0 turns -0.0 into 0.0
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        long[][] fib = {{1, 1}, {1, 0}};
        for (int n : new int[]{10, 50, 90, 92, 93, 100}) System.out.println("fib(" + n + ") = " + pow(fib, n)[0][1]);
        double[][] m = {{4, -2, 1, 3}, {3, 6, -4, 2}, {2, 1, 8, -5}, {1, -3, 2, 7}};
        System.out.printf("det = %.4f%n", determinant(m));
        double[][] inv = inverse(m);
        print("inverse", inv);
        double[][] prod = new double[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 4; k++) prod[i][j] += m[i][k] * inv[k][j];
        print("m * inverse", prod);
        System.out.printf("singular det = %.4f%n", determinant(new double[][]{{1, 2}, {2, 4}}));
        int[][] a = new int[3][3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) a[i][j] = i * 3 + j + 1;
        int[][] t = new int[3][3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) t[j][i] = a[i][j];
        System.out.println(java.util.Arrays.deepToString(a) + " transposed " + java.util.Arrays.deepToString(t));
    }
}
