// loupe-test: jvm-options -Dloupe.greeting=hello -Dloupe.empty=
// Checks System: -D properties, getProperty with defaults, line separator, arraycopy, identityHashCode equality, time deltas, Runtime checks.
public class SystemApi {
    public static void main(String[] args) throws Exception {
        System.out.println("greeting=" + System.getProperty("loupe.greeting") + " empty=[" + System.getProperty("loupe.empty") + "] missing="
                + System.getProperty("loupe.missing") + " default=" + System.getProperty("loupe.missing", "fallback"));
        String ls = System.getProperty("line.separator");
        System.out.println("line.separator length " + ls.length() + " is LF " + ls.equals("\n") + " lineSeparator same " + System.lineSeparator().equals(ls));
        int[] a = {1, 2, 3, 4, 5};
        int[] b = new int[7];
        System.arraycopy(a, 1, b, 2, 3);
        System.out.println(java.util.Arrays.toString(b));
        System.arraycopy(a, 0, a, 1, 4);
        System.out.println(java.util.Arrays.toString(a));
        String[] src = {"x", "y"};
        Object[] dst = new Object[3];
        System.arraycopy(src, 0, dst, 1, 2);
        System.out.println(java.util.Arrays.toString(dst));
        Object o = new Object();
        System.out.println("identity equal " + (System.identityHashCode(o) == System.identityHashCode(o)) + " " + (System.identityHashCode(null) == 0));
        long t0 = System.currentTimeMillis();
        long n0 = System.nanoTime();
        Thread.sleep(20);
        long dtMillis = System.currentTimeMillis() - t0;
        long dtNanos = System.nanoTime() - n0;
        System.out.println("time moves forward: " + (dtMillis >= 10) + " " + (dtNanos >= 10_000_000L) + " epoch after 2020: " + (t0 > 1577836800000L));
        Runtime rt = Runtime.getRuntime();
        rt.gc();
        System.gc();
        System.out.println("runtime: " + (rt.maxMemory() > 0) + " " + (rt.totalMemory() > 0) + " " + (rt.freeMemory() >= 0) + " same " + (rt == Runtime.getRuntime()));
        System.setProperty("loupe.set", "value");
        System.out.println("set property " + System.getProperty("loupe.set"));
        System.err.println("this goes to stderr only");
    }
}
