// Checks fork/join style parallel work: 8 threads each sum a slice of an array into their own slot; results combined after join are exact.
public class JoinResults {
    public static void main(String[] args) throws InterruptedException {
        int n = 1_000_000;
        int[] data = new int[n];
        for (int i = 0; i < n; i++) data[i] = (i % 1000) - 500 + (i & 7);
        int parts = 8;
        long[] partial = new long[parts];
        Thread[] ts = new Thread[parts];
        for (int p = 0; p < parts; p++) {
            final int id = p;
            ts[p] = new Thread(() -> {
                int from = id * (n / parts), to = (id + 1) * (n / parts);
                long s = 0;
                for (int i = from; i < to; i++) s += (long) data[i] * data[i];
                partial[id] = s;
            });
            ts[p].start();
        }
        for (Thread t : ts) t.join();
        long total = 0;
        for (int p = 0; p < parts; p++) {
            System.out.println("part " + p + " = " + partial[p]);
            total += partial[p];
        }
        long check = 0;
        for (int v : data) check += (long) v * v;
        System.out.println("total " + total + " matches sequential " + (total == check));
    }
}
