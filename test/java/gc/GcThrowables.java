// Checks exceptions across collections: thrown and caught from deep stacks while collecting, kept with causes, suppressed exceptions and stack traces, and ThreadLocal values, all checked after System.gc().
import java.util.ArrayList;
import java.util.List;

public class GcThrowables {
    static final class AppException extends Exception {
        final int[] payload;
        AppException(String message, Throwable cause, int n) {
            super(message, cause);
            payload = new int[n];
            for (int i = 0; i < n; i++) payload[i] = i;
        }
    }

    static final ThreadLocal<List<String>> perThread = ThreadLocal.withInitial(ArrayList::new);

    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new long[3];
        }
    }

    static int dive(int depth, int failAt) throws AppException {
        Object[] frameGarbage = new Object[] {new int[depth + 1]};
        if (depth == failAt) {
            churn(20);
            throw new AppException("failed at " + depth, new IllegalStateException("cause " + depth), depth);
        }
        int r = dive(depth + 1, failAt) + ((int[]) frameGarbage[0]).length;
        return r;
    }

    static String describe(Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        int dives = 0;
        for (StackTraceElement e : st) if (e.getMethodName().equals("dive")) dives++;
        StackTraceElement top = st[0];
        return t.getClass().getSimpleName() + "(" + t.getMessage() + ") top " + top.getClassName() + "." + top.getMethodName()
                + ":" + top.getLineNumber() + " dive frames " + dives
                + (t.getCause() == null ? "" : " cause " + t.getCause().getClass().getSimpleName() + "(" + t.getCause().getMessage() + ")");
    }

    public static void main(String[] args) throws InterruptedException {
        List<AppException> kept = new ArrayList<>();
        int caught = 0;
        for (int i = 0; i < 60; i++) {
            try {
                dive(0, i % 20);
            } catch (AppException e) {
                caught++;
                if (i % 15 == 0) kept.add(e);
            }
            if (i % 20 == 19) System.gc();
        }
        System.gc();
        churn(100);
        System.out.println("caught " + caught + ", kept " + kept.size());
        StackTraceElement[] savedTrace = kept.get(1).getStackTrace();
        kept.get(1).setStackTrace(new StackTraceElement[0]);
        churn(100);
        System.gc();
        System.out.println("saved trace: " + savedTrace.length + " frames, top " + savedTrace[0].getMethodName() + " in " + savedTrace[0].getFileName()
                + ", bottom " + savedTrace[savedTrace.length - 1].getMethodName() + ", cleared now " + kept.get(1).getStackTrace().length);
        for (AppException e : kept) {
            int sum = 0;
            for (int v : e.payload) sum += v;
            System.out.println("  " + describe(e) + " payload " + sum);
        }

        // Suppressed exceptions and a chain of causes built up across collections.
        Exception primary = new Exception("primary");
        for (int i = 0; i < 5; i++) {
            primary.addSuppressed(new RuntimeException("suppressed " + i));
            churn(30);
        }
        Throwable chain = new Error("root");
        for (int i = 0; i < 10; i++) {
            chain = new RuntimeException("level " + i, chain);
            churn(10);
        }
        System.gc();
        StringBuilder sup = new StringBuilder();
        for (Throwable s : primary.getSuppressed()) sup.append(s.getMessage()).append(';');
        int depth = 0;
        Throwable t = chain;
        while (t.getCause() != null) { t = t.getCause(); depth++; }
        System.out.println("suppressed: " + sup + " chain depth " + depth + " root " + t.getMessage() + " top " + chain.getMessage());

        // ThreadLocal values in two threads survive collections made by either thread.
        perThread.get().add("main-1");
        final int[] otherSaw = new int[1];
        Thread other = new Thread(() -> {
            perThread.get().add("other-1");
            churn(200);
            System.gc();
            perThread.get().add("other-2");
            otherSaw[0] = perThread.get().size();
        });
        other.start();
        churn(200);
        System.gc();
        other.join();
        perThread.get().add("main-2");
        System.gc();
        System.out.println("main thread local: " + perThread.get() + ", other saw " + otherSaw[0] + " values");

        // A NullPointerException and an ArithmeticException thrown by the VM while collecting.
        int vmCaught = 0;
        for (int i = 0; i < 30; i++) {
            try {
                Object[] holder = new Object[1];
                churn(2);
                if (i % 2 == 0) holder[0].hashCode();
                else System.out.println(i / (i - i));
            } catch (NullPointerException | ArithmeticException e) {
                vmCaught++;
            }
        }
        System.gc();
        System.out.println("vm exceptions caught " + vmCaught);
    }
}
