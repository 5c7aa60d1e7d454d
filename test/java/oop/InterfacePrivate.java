// loupe-test: java17-only
// Checks Java 9+ private and private static interface methods called from default and static methods.
public class InterfacePrivate {
    interface Formatter {
        String raw(int v);

        default String bracket(int v) { return wrap(raw(v), '[', ']'); }
        default String paren(int v) { return wrap(raw(v), '(', ')'); }
        static String hex(int v) { return prefix("0x") + Integer.toHexString(v); }

        private String wrap(String s, char open, char close) { return open + s + close + suffix(); }
        private String suffix() { return "!"; }
        private static String prefix(String p) { return p.toUpperCase().toLowerCase(); }
    }

    static class Decimal implements Formatter {
        public String raw(int v) { return Integer.toString(v); }
    }

    public static void main(String[] args) {
        Formatter d = new Decimal();
        System.out.println(d.bracket(42) + " " + d.paren(-7));
        Formatter bin = Integer::toBinaryString;
        System.out.println(bin.bracket(10) + " " + Formatter.hex(255));
    }
}
