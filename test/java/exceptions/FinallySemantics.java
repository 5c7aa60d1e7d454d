// Checks try/finally semantics: finally overriding return values and exceptions, finally with break/continue, nested finally order.
public class FinallySemantics {
    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int returnOverride() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    static int returnValueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
        }
    }

    @SuppressWarnings("finally")
    static String swallowException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    static void replaceException() {
        try {
            throw new IllegalStateException("first");
        } finally {
            throw new IllegalArgumentException("second");
        }
    }

    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally {
                count++;
                log.append("f").append(i);
            }
        }
        return count;
    }

    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                try {
                    sb.append("a");
                    throw new RuntimeException("x");
                } finally {
                    sb.append("b");
                }
            } catch (RuntimeException e) {
                sb.append("c").append(e.getMessage());
                throw new Error("y");
            } finally {
                sb.append("d");
            }
        } catch (Error e) {
            sb.append("e").append(e.getMessage());
        } finally {
            sb.append("f");
        }
        return sb.toString();
    }

    static long longInFinally() {
        long v = 5;
        try {
            v *= 2;
            return v;
        } finally {
            v = -1;
            log.append(" longfinally");
        }
    }

    static int finallyRunsOnceWithReturnInCatch() {
        int[] counter = {0};
        try {
            try {
                throw new RuntimeException();
            } catch (RuntimeException e) {
                return counter[0];
            } finally {
                counter[0]++;
                log.append(" once");
            }
        } finally {
            log.append(":" + counter[0]);
        }
    }

    public static void main(String[] args) {
        System.out.println("returnOverride " + returnOverride());
        System.out.println("captured " + returnValueCapturedBeforeFinally());
        System.out.println("swallow " + swallowException());
        try {
            replaceException();
        } catch (RuntimeException e) {
            System.out.println("replaced by " + e + ", suppressed " + e.getSuppressed().length);
        }
        System.out.println("loop " + loopWithFinally() + " " + log);
        System.out.println("nested " + nested());
        log.setLength(0);
        System.out.println("long " + longInFinally() + log);
        log.setLength(0);
        System.out.println("catch-return " + finallyRunsOnceWithReturnInCatch() + log);
        outer:
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                try {
                    if (j == 1) continue outer;
                    if (i == 2) break outer;
                    System.out.println("body " + i + "," + j);
                } finally {
                    System.out.println("finally " + i + "," + j);
                }
            }
        }
    }
}
