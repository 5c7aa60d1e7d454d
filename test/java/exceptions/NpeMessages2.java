// Checks more helpful NPE messages: static fields, method return values, array elements, string/enum switch on null, explicit NPEs have no message.
import java.util.Objects;

public class NpeMessages2 {
    static String staticName;
    static String[] names = new String[2];
    String[] inst;
    enum Color { RED, GREEN }

    static String supply() { return null; }
    NpeMessages2 self() { return null; }

    static void report(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    static int stringSwitch(String s) {
        switch (s) {
            case "a": return 1;
            default: return 0;
        }
    }

    static int enumSwitch(Color c) {
        switch (c) {
            case RED: return 1;
            default: return 0;
        }
    }

    static int localNamed() {
        String first = "x";
        String second = null;
        return first.length() + second.length();
    }

    public static void main(String[] args) {
        report("static field", () -> System.out.println(staticName.length()));
        report("return value", () -> System.out.println(supply().trim()));
        report("array element", () -> System.out.println(names[1].isEmpty()));
        report("instance return", () -> System.out.println(new NpeMessages2().self().inst));
        report("instance field array", () -> System.out.println(new NpeMessages2().inst[0]));
        report("string switch", () -> stringSwitch(null));
        report("enum switch", () -> enumSwitch(null));
        report("second local", () -> localNamed());
        report("explicit new", () -> { throw new NullPointerException(); });
        report("explicit message", () -> { throw new NullPointerException("custom text"); });
        report("requireNonNull", () -> Objects.requireNonNull(null));
        report("requireNonNull msg", () -> Objects.requireNonNull(null, "thing must not be null"));
        report("concat is fine", () -> System.out.println("value: " + staticName));
        report("nested array", () -> { int[][] grid = new int[2][]; grid[1][0] = 3; });
        report("equals null ok", () -> System.out.println("abc".equals(supply())));
        NullPointerException npe = new NullPointerException();
        System.out.println("fresh NPE message: " + npe.getMessage() + ", toString: " + npe);
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            System.out.println("toString: " + e);
        }
    }
}
