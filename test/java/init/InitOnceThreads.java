// Checks that a static initializer runs exactly once when several threads race to use the class, and that the others wait for it.
public class InitOnceThreads {
    static class Slow {
        static int runs;
        static final int VALUE;
        static {
            runs++;
            try { Thread.sleep(100); } catch (InterruptedException e) { throw new RuntimeException(e); }
            VALUE = 1234;
        }
    }

    public static void main(String[] args) throws Exception {
        int n = 4;
        Thread[] threads = new Thread[n];
        int[] seen = new int[n];
        for (int i = 0; i < n; i++) {
            final int idx = i;
            threads[i] = new Thread(() -> seen[idx] = Slow.VALUE);
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        StringBuilder sb = new StringBuilder();
        for (int v : seen) sb.append(v).append(' ');
        System.out.println("seen: " + sb.toString().trim());
        System.out.println("static initializer runs: " + Slow.runs);
    }
}
