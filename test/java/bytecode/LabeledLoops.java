// Checks control flow: labeled break/continue across nested for/while/do-while loops, break out of a labeled block, and loops with complex conditions.
public class LabeledLoops {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        outer:
        for (int i = 0; i < 5; i++) {
            inner:
            for (int j = 0; j < 5; j++) {
                if (j > i) continue outer;
                if (i == 3 && j == 1) continue inner;
                if (i == 4 && j == 2) break outer;
                sb.append(i).append(j).append(' ');
            }
        }
        System.out.println(sb.toString().trim());
        int n = 0;
        search:
        while (true) {
            do {
                n++;
                if (n % 7 == 0 && n % 5 == 0) break search;
            } while (n % 3 != 0);
        }
        System.out.println("first multiple of 35: " + n);
        block:
        {
            if (n > 10) break block;
            System.out.println("never printed");
        }
        System.out.println("after labeled block");
        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, -9}};
        int found = 0, fr = -1, fc = -1;
        scan:
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[r].length; c++) {
                if (grid[r][c] < 0) { found = grid[r][c]; fr = r; fc = c; break scan; }
            }
        }
        System.out.println("first negative " + found + " at " + fr + "," + fc);
        int primes = 0;
        candidates:
        for (int k = 2; k < 200; k++) {
            for (int d = 2; d * d <= k; d++) if (k % d == 0) continue candidates;
            primes++;
        }
        System.out.println("primes below 200: " + primes);
        int i = 0, j = 100, steps = 0;
        for (; i < j; i += 3, j -= 2) steps++;
        System.out.println("steps " + steps + " i " + i + " j " + j);
        int countdown = 3;
        do System.out.print(countdown + " "); while (--countdown > 0);
        System.out.println("liftoff");
        long collatz = 27, len = 0;
        while (collatz != 1) { collatz = (collatz & 1) == 0 ? collatz / 2 : 3 * collatz + 1; len++; }
        System.out.println("collatz(27) steps " + len);
    }
}
