// Checks exception propagation through many frames, catching in the middle, exceptions in constructors and loops, and state after unwinding.
import java.util.ArrayList;
import java.util.List;

public class NestedExceptionFlow {
    static List<String> trail = new ArrayList<>();

    static class Fragile {
        static int constructed;
        final int id;
        Fragile(int id) {
            if (id % 3 == 0) throw new IllegalArgumentException("bad id " + id);
            this.id = id;
            constructed++;
        }
    }

    static int depth(int n) {
        trail.add("enter " + n);
        try {
            if (n == 0) throw new ArithmeticException("bottom");
            return depth(n - 1) + 1;
        } finally {
            trail.add("leave " + n);
        }
    }

    static int middleCatcher(int n) {
        try {
            return depth(n);
        } catch (ArithmeticException e) {
            return -100;
        }
    }

    static int parseAll(String[] items) {
        int ok = 0, bad = 0;
        for (String s : items) {
            try {
                ok += Integer.parseInt(s.trim());
            } catch (NumberFormatException e) {
                bad++;
                System.out.println("skip " + e.getMessage());
            }
        }
        return ok * 100 + bad;
    }

    public static void main(String[] args) {
        System.out.println("middleCatcher " + middleCatcher(3));
        System.out.println(trail);
        List<Fragile> made = new ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            try {
                made.add(new Fragile(i));
            } catch (IllegalArgumentException e) {
                System.out.println("constructor failed: " + e.getMessage());
            }
        }
        System.out.println("constructed " + Fragile.constructed + " kept " + made.size());
        System.out.println("parseAll " + parseAll(new String[]{"1", " 2 ", "x", "40", "", "5.0", "-3"}));
        int result = 0;
        for (int i = 0; i < 10; i++) {
            try {
                try {
                    if (i % 2 == 0) throw new RuntimeException("even");
                    result += i;
                } catch (RuntimeException e) {
                    if (i % 4 == 0) throw new Error("multiple of four", e);
                    result += 100;
                }
            } catch (Error e) {
                result += 1000;
            }
        }
        System.out.println("result " + result);
        Object[] things = {"a", 1, null, 2.5, new int[0]};
        int npe = 0, cce = 0;
        for (Object o : things) {
            try {
                String s = (String) o;
                System.out.println("len " + s.length());
            } catch (ClassCastException e) {
                cce++;
            } catch (NullPointerException e) {
                npe++;
            }
        }
        System.out.println("npe " + npe + " cce " + cce);
    }
}
