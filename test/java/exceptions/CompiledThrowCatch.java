// Exceptions thrown and caught inside hot (compiled) loops, with stack traces and line numbers; synchronized blocks; frem/drem; float to int edge cases; dup_x forms.
public class CompiledThrowCatch {
    static int counter;
    static long[] longs = new long[4];
    static final Object LOCK = new Object();

    static int thrower(int i) {
        if (i % 7 == 3) throw new IllegalStateException("bad " + i);
        return i * 2;
    }

    static int nested(int i) {
        try {
            return thrower(i) + 1;
        } finally {
            counter++;
        }
    }

    static int divide(int a, int b) {
        return a / b;
    }

    static String where(Throwable t) {
        StringBuilder sb = new StringBuilder();
        for (StackTraceElement e : t.getStackTrace()) {
            if (!e.getClassName().equals("CompiledThrowCatch")) continue;
            sb.append(e.getMethodName()).append(':').append(e.getLineNumber()).append(' ');
        }
        return sb.toString().trim();
    }

    static int syncSum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            synchronized (LOCK) {
                s += i;
            }
        }
        return s;
    }

    static synchronized int syncMethod(int x) {
        return x + 1;
    }

    static int throwInSync(int i) {
        synchronized (LOCK) {
            if (i == 5) throw new RuntimeException("in sync " + i);
            return i;
        }
    }

    public static void main(String[] args) {
        int caught = 0, sum = 0;
        String firstTrace = null, lastTrace = null;
        for (int i = 0; i < 20000; i++) {
            try {
                sum += nested(i);
            } catch (IllegalStateException e) {
                caught++;
                if (firstTrace == null) firstTrace = e.getMessage() + " at " + where(e);
                if (i == 19995) lastTrace = e.getMessage() + " at " + where(e);
            }
        }
        System.out.println("caught " + caught + " sum " + sum + " finally " + counter);
        System.out.println(firstTrace);
        System.out.println(lastTrace);

        int arith = 0;
        for (int i = 0; i < 5000; i++) {
            try {
                arith += divide(i, i % 5);
            } catch (ArithmeticException e) {
                arith -= 1;
                if (i == 5) System.out.println(e.getMessage() + " at " + where(e));
            }
        }
        System.out.println("arith " + arith);

        int npe = 0;
        for (int i = 0; i < 3000; i++) {
            String s = (i % 3 == 0) ? null : "x" + i;
            try {
                npe += s.length();
            } catch (NullPointerException e) {
                npe += 1000;
            }
        }
        System.out.println("npe " + npe);

        System.out.println("sync " + syncSum(10000));
        int sm = 0;
        for (int i = 0; i < 5000; i++) sm = syncMethod(sm);
        System.out.println("syncMethod " + sm);
        for (int i = 0; i < 7; i++) {
            try {
                System.out.println("sync ok " + throwInSync(i));
            } catch (RuntimeException e) {
                System.out.println(e.getMessage() + " at " + where(e));
            }
        }
        synchronized (LOCK) {
            System.out.println("lock free again");
        }

        double[] ds = {5.5, -5.5, 0.0, -0.0, 1e300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 3.0, 1e-300};
        StringBuilder rem = new StringBuilder();
        for (int k = 0; k < 200; k++) {
            rem.setLength(0);
            for (double a : ds) {
                for (double b : ds) {
                    rem.append(a % b).append(',').append((float) a % (float) b).append(';');
                }
            }
        }
        System.out.println(rem.toString().hashCode() + " " + rem.length());
        StringBuilder conv = new StringBuilder();
        for (int k = 0; k < 200; k++) {
            conv.setLength(0);
            for (double a : ds) {
                conv.append((int) a).append(',').append((long) a).append(',').append((int) (float) a).append(',').append((long) (float) a).append(';');
            }
        }
        System.out.println(conv);

        int[] arr = new int[8];
        long total = 0;
        for (int i = 0; i < 10000; i++) {
            int v;
            arr[i & 7] = v = i * 3;
            longs[i & 3] += (long) v;
            long x = longs[i & 3]++;
            total += x + arr[(i + 1) & 7];
            counter += i;
            total += counter++;
        }
        System.out.println("dup " + total + " " + counter);
    }
}
