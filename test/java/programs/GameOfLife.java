// Conway's Game of Life on a toroidal 2D boolean grid: a glider and a blinker evolve for several generations, with population counts.
public class GameOfLife {
    final int rows, cols;
    boolean[][] cells;

    GameOfLife(int rows, int cols) { this.rows = rows; this.cols = cols; cells = new boolean[rows][cols]; }

    void set(int r, int c) { cells[r][c] = true; }

    int neighbours(int r, int c) {
        int n = 0;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) continue;
                if (cells[(r + dr + rows) % rows][(c + dc + cols) % cols]) n++;
            }
        return n;
    }

    void step() {
        boolean[][] next = new boolean[rows][cols];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                int n = neighbours(r, c);
                next[r][c] = cells[r][c] ? (n == 2 || n == 3) : n == 3;
            }
        cells = next;
    }

    int population() {
        int p = 0;
        for (boolean[] row : cells) for (boolean b : row) if (b) p++;
        return p;
    }

    String render() {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : cells) {
            for (boolean b : row) sb.append(b ? '#' : '.');
            sb.append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        GameOfLife g = new GameOfLife(8, 10);
        g.set(0, 1); g.set(1, 2); g.set(2, 0); g.set(2, 1); g.set(2, 2);   // glider
        g.set(5, 6); g.set(5, 7); g.set(5, 8);                              // blinker
        for (int gen = 0; gen <= 4; gen++) {
            System.out.println("generation " + gen + " population " + g.population());
            System.out.print(g.render());
            g.step();
        }
        for (int gen = 5; gen < 40; gen++) g.step();
        System.out.println("generation 40 population " + g.population());
        System.out.print(g.render());
        GameOfLife big = new GameOfLife(64, 64);
        java.util.Random r = new java.util.Random(7);
        for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) if (r.nextInt(4) == 0) big.set(i, j);
        StringBuilder pops = new StringBuilder();
        for (int gen = 0; gen < 50; gen++) { if (gen % 10 == 0) pops.append(big.population()).append(' '); big.step(); }
        System.out.println("random soup populations " + pops.toString().trim());
    }
}
