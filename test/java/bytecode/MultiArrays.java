// Checks multianewarray with 2-4 dimensions, partially specified dimensions, jagged arrays and their types.
import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * 10 + j;
        System.out.println(Arrays.deepToString(grid));
        long[][][] cube = new long[2][3][4];
        long n = 0;
        for (long[][] plane : cube) for (long[] row : plane) for (int k = 0; k < row.length; k++) row[k] = n++;
        System.out.println(Arrays.deepToString(cube));
        String[][] partial = new String[2][];
        System.out.println("partial: " + partial[0] + " " + partial.length);
        partial[0] = new String[]{"a"};
        partial[1] = new String[]{"b", "c", "d"};
        System.out.println(Arrays.deepToString(partial));
        double[][][] twoOfThree = new double[2][3][];
        System.out.println(twoOfThree[1][2] + " " + twoOfThree[1].length + " " + twoOfThree.getClass().getName());
        char[][][][] four = new char[2][2][2][2];
        four[1][1][1][1] = 'x';
        System.out.println(four[1][1][1][1] + " " + four.getClass().getSimpleName() + " " + (int) four[0][0][0][0]);
        int[][] jag = {{1}, {2, 3}, {}, {4, 5, 6}};
        int sum = 0;
        for (int[] row : jag) for (int v : row) sum += v;
        System.out.println("jag sum " + sum + " lens " + jag[0].length + jag[1].length + jag[2].length + jag[3].length);
        int[][] zeroRows = new int[0][5];
        int[][] zeroCols = new int[5][0];
        System.out.println(zeroRows.length + " " + zeroCols.length + " " + zeroCols[4].length);
        Object[] asObjects = grid;
        System.out.println("int[][] is Object[]: " + (asObjects instanceof int[][]) + " " + asObjects[2].getClass().getName());
        int[][] cloned = grid.clone();
        cloned[0][0] = -1;
        System.out.println("clone of 2D is shallow: " + grid[0][0]);
        boolean[][] flags = new boolean[2][2];
        flags[1][0] = true;
        System.out.println(Arrays.deepToString(flags));
        Integer[][] boxes = new Integer[2][2];
        System.out.println(Arrays.deepToString(boxes));
    }
}
