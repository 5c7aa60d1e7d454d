// Checks enums with constant-specific bodies and abstract methods, interfaces, static lookup maps, enum singletons, and enums as TreeMap/LinkedHashMap keys.
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

public class EnumAdvanced {
    interface Describable { String describe(); }

    enum Op implements Describable {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
            @Override public String describe() { return "multiplication"; }
        },
        POW("^") { int apply(int a, int b) { int r = 1; for (int i = 0; i < b; i++) r *= a; return r; } };

        private final String symbol;
        private static final Map<String, Op> BY_SYMBOL = new LinkedHashMap<>();
        static { for (Op o : values()) BY_SYMBOL.put(o.symbol, o); }

        Op(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
        public String describe() { return "op " + symbol; }
        static Op bySymbol(String s) { return BY_SYMBOL.get(s); }
        @Override public String toString() { return name().toLowerCase() + "(" + symbol + ")"; }
    }

    enum Singleton {
        INSTANCE;
        private int counter;
        int next() { return ++counter; }
    }

    enum Level { LOW, MEDIUM, HIGH;
        Level up() { return this == HIGH ? HIGH : values()[ordinal() + 1]; }
    }

    public static void main(String[] args) {
        for (Op o : Op.values()) {
            System.out.println(o + " " + o.name() + " 7,3 -> " + o.apply(7, 3) + " | " + o.describe()
                    + " | same class as enum: " + (o.getClass() == Op.class) + " declaring " + o.getDeclaringClass().getSimpleName());
        }
        System.out.println(Op.bySymbol("^").apply(2, 10) + " " + Op.bySymbol("?"));
        System.out.println(Op.valueOf("TIMES").describe());
        System.out.println(Singleton.INSTANCE.next() + " " + Singleton.INSTANCE.next() + " " + Singleton.valueOf("INSTANCE").next());
        System.out.println(Level.LOW.up() + " " + Level.MEDIUM.up() + " " + Level.HIGH.up());
        TreeMap<Level, String> tm = new TreeMap<>();
        tm.put(Level.HIGH, "h");
        tm.put(Level.LOW, "l");
        tm.put(Level.MEDIUM, "m");
        System.out.println(tm + " first " + tm.firstKey() + " ceiling(MEDIUM) " + tm.ceilingKey(Level.MEDIUM));
        Map<Op, Integer> counts = new LinkedHashMap<>();
        for (String s : "+ - + * + ^ -".split(" ")) counts.merge(Op.bySymbol(s), 1, Integer::sum);
        System.out.println(counts);
    }
}
