// Small callees a JIT may inline (getters, empty constructors, array and field reads, divisions, branches, a throw path) called in hot loops, and failing there: a null receiver, a null field, an index out of bounds, a division by zero. Each exception must come from the callee's own frame, with its line, and leave no effect of a half-run call.
public class InlinedCallFailures {
    static class Box {
        int value;
        int[] items;
        Box next;
        double weight;

        Box(int value, int[] items) {
            this.value = value;
            this.items = items;
        }

        int value() {
            return value;
        }

        int firstItem() {
            return items[0];
        }

        int itemAt(int i) {
            return items[i];
        }

        int itemCount() {
            return items.length;
        }

        int nextValue() {
            return next.value;
        }

        double scaled(double by) {
            return weight * by + value;
        }

        final int ratio(int d) {
            return value / d;
        }

        int clamped(int v) {
            return v < 0 ? 0 : v > value ? value : v;
        }

        int checkedItem(int i) {
            if (i < 0 || i >= items.length) {
                throw new IllegalArgumentException("bad index " + i);
            }
            return items[i];
        }

        int guardedItem(int i) {
            if (items == null) return -1;
            if (i > 2) throw new IllegalStateException("too far " + i);
            return items[i];
        }

        boolean isHeavy() {
            return weight > 1.0;
        }
    }

    static class Empty {
        Empty() {
        }
    }

    static int quotient(int a, int b) {
        return a / b;
    }

    static long remainder(long a, long b) {
        return a % b;
    }

    static int calls;

    // A static written before the division that may fail: the write must
    // happen once per call, failed or not.
    static int countedQuotient(int a, int b) {
        calls++;
        return a / b;
    }

    static int length(String s) {
        return s.length();
    }

    static String where(Throwable t) {
        StringBuilder sb = new StringBuilder(t.getClass().getSimpleName());
        for (StackTraceElement e : t.getStackTrace()) {
            if (!e.getClassName().startsWith("InlinedCallFailures")) continue;
            sb.append(' ').append(e.getMethodName()).append(':').append(e.getLineNumber());
        }
        return sb.toString();
    }

    // Every call succeeds until `failAt`, where the argument makes it fail.
    static long run(String what, int failAt) {
        Box box = new Box(7, new int[] {1, 2, 3});
        Box other = new Box(11, null);
        box.next = other;
        box.weight = 0.5;
        long sum = 0;
        int i = 0;
        try {
            for (i = 0; i < 1500; i++) {
                boolean fail = i == failAt;
                switch (what) {
                    case "value": sum += (fail ? null : box).value(); break;
                    case "firstItem": sum += (fail ? other : box).firstItem(); break;
                    case "itemAt": sum += box.itemAt(fail ? 3 : i % 3); break;
                    case "itemAtNegative": sum += box.itemAt(fail ? -1 : 2); break;
                    case "itemCount": sum += (fail ? other : box).itemCount(); break;
                    case "nextValue": sum += (fail ? other : box).nextValue(); break;
                    case "scaled": sum += (long) (fail ? null : box).scaled(i); break;
                    case "ratio": sum += box.ratio(fail ? 0 : 1 + i % 5); break;
                    case "quotient": sum += quotient(i, fail ? 0 : 3); break;
                    case "remainder": sum += remainder(i, fail ? 0L : 7L); break;
                    case "countedQuotient": sum += countedQuotient(i, fail ? 0 : 2); break;
                    case "length": sum += length(fail ? null : "abc"); break;
                    case "empty": sum += new Empty() == null ? 1 : 2; break;
                    case "charAt": sum += "hello".charAt(fail ? 5 : i % 5); break;
                    case "checkedItem": sum += box.checkedItem(fail ? 3 : i % 3); break;
                    case "clamped": sum += (fail ? null : box).clamped(i % 20 - 5); break;
                    case "guardedItem": sum += box.guardedItem(fail ? 5 : i % 3) + other.guardedItem(1); break;
                    case "isHeavy": sum += (fail ? null : box).isHeavy() ? 1 : 3; break;
                    default: throw new AssertionError(what);
                }
            }
            System.out.println(what + ": no failure, sum " + sum);
        } catch (RuntimeException e) {
            String message = e instanceof IllegalArgumentException || e instanceof IllegalStateException ? " (" + e.getMessage() + ")" : "";
            System.out.println(what + ": " + where(e) + message + " at i=" + i + ", sum " + sum + ", calls " + calls);
        }
        return sum;
    }

    public static void main(String[] args) {
        String[] kinds = {"value", "firstItem", "itemAt", "itemAtNegative", "itemCount", "nextValue", "scaled", "ratio",
            "quotient", "remainder", "countedQuotient", "length", "empty", "charAt", "checkedItem", "clamped", "guardedItem", "isHeavy"};
        // Twice each: a first failure early (before any compiler acts),
        // then late, after a thousand calls (few enough that HotSpot's C2,
        // which drops the stack traces of exceptions it throws often, stays out).
        for (String k : kinds) {
            run(k, 3);
            run(k, 1200);
        }
        // The failure caught inside the loop, again and again.
        Box box = new Box(5, new int[] {4});
        int caught = 0;
        long total = 0;
        for (int i = 0; i < 20000; i++) {
            try {
                total += box.itemAt(i % 100 == 0 ? 1 : 0) + quotient(i, i % 250 == 0 ? 0 : 2);
            } catch (ArrayIndexOutOfBoundsException e) {
                caught += 1;
            } catch (ArithmeticException e) {
                caught += 1000;
            }
        }
        System.out.println("caught " + caught + ", total " + total);
    }
}
