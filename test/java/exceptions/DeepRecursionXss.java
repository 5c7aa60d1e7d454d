// loupe-test: jvm-options -Xss64m
// Checks that -Xss enlarges thread stacks: recursion 50000 frames deep succeeds in main and in a new thread (it would overflow a default 1 MB stack).
public class DeepRecursionXss {
    static long sumTo(int n) { return n == 0 ? 0 : n + sumTo(n - 1); }

    static int depthWithObjects(int n, String tag) {
        if (n == 0) return tag.length();
        String next = n % 1000 == 0 ? tag + "." : tag;
        return depthWithObjects(n - 1, next);
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("main: sumTo(50000) = " + sumTo(50000));
        System.out.println("main: depthWithObjects = " + depthWithObjects(50000, "t"));
        final long[] result = new long[1];
        Thread t = new Thread(() -> result[0] = sumTo(50000));
        t.start();
        t.join();
        System.out.println("thread: sumTo(50000) = " + result[0]);
        try {
            sumTo(100_000_000);
            System.out.println("no overflow?!");
        } catch (StackOverflowError e) {
            System.out.println("still overflows eventually: caught");
        }
    }
}
