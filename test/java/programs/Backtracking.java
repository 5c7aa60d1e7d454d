// Backtracking searches: N-Queens solution counts for N=1..9 with the first solution of N=8, a Sudoku solver, and subset-sum enumeration.
import java.util.ArrayList;
import java.util.List;

public class Backtracking {
    static int countQueens(int n, int row, int cols, int d1, int d2, int[] placement, int[][] first) {
        if (row == n) {
            if (first[0] == null) first[0] = placement.clone();
            return 1;
        }
        int count = 0;
        for (int c = 0; c < n; c++) {
            if ((cols & (1 << c)) != 0 || (d1 & (1 << (row + c))) != 0 || (d2 & (1 << (row - c + n))) != 0) continue;
            placement[row] = c;
            count += countQueens(n, row + 1, cols | 1 << c, d1 | 1 << (row + c), d2 | 1 << (row - c + n), placement, first);
        }
        return count;
    }

    static boolean solve(int[][] g) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (g[r][c] != 0) continue;
                for (int v = 1; v <= 9; v++) {
                    if (ok(g, r, c, v)) {
                        g[r][c] = v;
                        if (solve(g)) return true;
                        g[r][c] = 0;
                    }
                }
                return false;
            }
        }
        return true;
    }

    static boolean ok(int[][] g, int r, int c, int v) {
        for (int i = 0; i < 9; i++) {
            if (g[r][i] == v || g[i][c] == v) return false;
            if (g[r / 3 * 3 + i / 3][c / 3 * 3 + i % 3] == v) return false;
        }
        return true;
    }

    static void subsets(int[] items, int idx, int target, List<Integer> cur, List<String> out) {
        if (target == 0) { out.add(cur.toString()); return; }
        if (idx == items.length || target < 0) return;
        cur.add(items[idx]);
        subsets(items, idx + 1, target - items[idx], cur, out);
        cur.remove(cur.size() - 1);
        subsets(items, idx + 1, target, cur, out);
    }

    public static void main(String[] args) {
        StringBuilder counts = new StringBuilder();
        int[][] first8 = new int[1][];
        for (int n = 1; n <= 9; n++) {
            int[][] first = new int[1][];
            counts.append(n).append(':').append(countQueens(n, 0, 0, 0, 0, new int[n], first)).append(' ');
            if (n == 8) first8 = first;
        }
        System.out.println("queens " + counts.toString().trim());
        for (int r = 0; r < 8; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < 8; c++) row.append(first8[0][r] == c ? "Q " : ". ");
            System.out.println(row.toString().trim());
        }
        String puzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
        int[][] g = new int[9][9];
        for (int i = 0; i < 81; i++) g[i / 9][i % 9] = puzzle.charAt(i) - '0';
        System.out.println("sudoku solved: " + solve(g));
        for (int[] row : g) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(v);
            System.out.println(sb);
        }
        List<String> found = new ArrayList<>();
        subsets(new int[]{3, 34, 4, 12, 5, 2, 7, 8}, 0, 15, new ArrayList<>(), found);
        System.out.println(found.size() + " subsets sum to 15: " + found);
    }
}
