// Checks that deep recursion throws StackOverflowError which can be caught (repeatedly), with locks released and the VM still usable.
public class StackOverflowCatch {
    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    static long recurseWithLocals(long a, double b, String c) {
        long x = a + 1;
        double y = b * 1.0001;
        return recurseWithLocals(x, y, c) + x;
    }

    static synchronized void syncRecurse() { syncRecurse(); }

    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) throws Exception {
        for (int round = 0; round < 3; round++) {
            depth = 0;
            try {
                recurse();
            } catch (StackOverflowError e) {
                System.out.println("round " + round + ": caught, deep enough: " + (depth > 1000));
            }
        }
        try {
            recurseWithLocals(0, 1.0, "s");
        } catch (StackOverflowError e) {
            System.out.println("caught with locals, is VirtualMachineError: " + (e instanceof VirtualMachineError));
        }
        try {
            syncRecurse();
        } catch (StackOverflowError e) {
            System.out.println("caught in synchronized, still holds lock: " + Thread.holdsLock(StackOverflowCatch.class));
        }
        Thread t = new Thread(() -> {
            try {
                recurse();
            } catch (StackOverflowError e) {
                System.out.println("caught in another thread");
            }
        });
        t.start();
        t.join();
        System.out.println("fib(20) afterwards = " + fib(20));
        // moderate recursion must not overflow
        System.out.println("depth 2000 ok: " + countDown(2000));
    }

    static int countDown(int n) { return n == 0 ? 0 : 1 + countDown(n - 1); }
}
