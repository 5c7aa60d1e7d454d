// Method handles from MethodHandles.Lookup: findStatic/findVirtual/findSpecial/findConstructor/field getters and setters, invokeExact and invoke, access rules and the exceptions they throw.
// loupe-test: java17-only
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.List;

public class MethodHandleLookup {
    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " of area " + area();
        }
    }

    static class Square implements Shape {
        final double side;

        Square(double side) {
            this.side = side;
        }

        public double area() {
            return side * side;
        }

        public String toString() {
            return "Square(" + side + ")";
        }
    }

    static class Cube extends Square {
        Cube(double side) {
            super(side);
        }

        public double area() {
            return 6 * super.area();
        }

        String superArea() throws Throwable {
            MethodHandle parent = MethodHandles.lookup().findSpecial(Square.class, "area",
                    MethodType.methodType(double.class), Cube.class);
            return "super " + (double) parent.invokeExact(this) + " own " + area();
        }
    }

    static class Counter {
        private int count;
        static long total = 100;
        final String name = "c";
        private static final String SECRET = "s";

        private int bump(int by) {
            count += by;
            total += by;
            return count;
        }

        static String join(String sep, Object... parts) {
            StringBuilder sb = new StringBuilder();
            for (Object p : parts) {
                if (sb.length() > 0) {
                    sb.append(sep);
                }
                sb.append(p);
            }
            return sb.toString();
        }
    }

    static class Oops extends Exception {
        Oops(String m) {
            super(m);
        }
    }

    static int fail(int code) throws Oops {
        throw new Oops("code " + code);
    }

    static boolean flag(boolean b, byte y, char c, short s, long l, float f) {
        return b && y == 1 && c == 'c' && s == 2 && l == 3L && f == 4.5f;
    }

    /** The exception's class and message up to the module part (which names an identity hash). */
    static String describe(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int cut = m.indexOf(" (unnamed module");
        return e.getClass().getName() + ": " + (cut < 0 ? m : m.substring(0, cut));
    }

    static void attempt(String what, Check check) {
        try {
            System.out.println(what + " -> " + check.run());
        } catch (Throwable e) {
            System.out.println(what + " !! " + describe(e));
        }
    }

    interface Check {
        Object run() throws Throwable;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        System.out.println(lookup + " " + lookup.lookupModes() + " " + lookup.lookupClass());
        System.out.println(MethodHandles.publicLookup() + " " + MethodHandles.publicLookup().lookupModes());

        MethodHandle area = lookup.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        MethodHandle describe = lookup.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
        MethodHandle make = lookup.findConstructor(Square.class, MethodType.methodType(void.class, double.class));
        MethodHandle makeCube = lookup.findConstructor(Cube.class, MethodType.methodType(void.class, double.class));
        System.out.println(area + " " + describe + " " + make);
        Square sq = (Square) make.invokeExact(3.0);
        Cube cubeObject = (Cube) makeCube.invokeExact(2.0);
        Shape cube = cubeObject;
        System.out.println(sq + " " + (double) area.invokeExact((Shape) sq) + " " + (double) area.invokeExact(cube));
        System.out.println((String) describe.invokeExact(cube));
        System.out.println(((Cube) cube).superArea());

        MethodHandle bump = lookup.findVirtual(Counter.class, "bump", MethodType.methodType(int.class, int.class));
        MethodHandle join = lookup.findStatic(Counter.class, "join",
                MethodType.methodType(String.class, String.class, Object[].class));
        Counter c = new Counter();
        System.out.println((int) bump.invokeExact(c, 5) + " " + (int) bump.invoke(c, (short) 2) + " " + bump.invoke(c, 1));
        System.out.println(join.isVarargsCollector() + " " + join.invoke("-", 1, 'x', 2.5) + " " + join.invoke("+")
                + " " + join.invoke("/", new Object[] {"a", "b"}) + " " + (String) join.invokeExact(",", new Object[] {7}));

        MethodHandle count = lookup.findGetter(Counter.class, "count", int.class);
        MethodHandle setCount = lookup.findSetter(Counter.class, "count", int.class);
        MethodHandle total = lookup.findStaticGetter(Counter.class, "total", long.class);
        MethodHandle setTotal = lookup.findStaticSetter(Counter.class, "total", long.class);
        setCount.invokeExact(c, 40);
        setTotal.invoke((Object) 7);
        System.out.println(count + " " + setCount + " " + total + " " + setTotal);
        System.out.println((int) count.invokeExact(c) + " " + (long) total.invokeExact() + " " + count.invoke(c));
        System.out.println(lookup.findGetter(Counter.class, "name", String.class).invoke(c) + " "
                + lookup.findStaticGetter(Counter.class, "SECRET", String.class).invoke());

        MethodHandle flag = lookup.findStatic(MethodHandleLookup.class, "flag", MethodType.methodType(boolean.class,
                boolean.class, byte.class, char.class, short.class, long.class, float.class));
        System.out.println((boolean) flag.invokeExact(true, (byte) 1, 'c', (short) 2, 3L, 4.5f) + " "
                + flag.invoke(true, (byte) 1, 'c', (short) 2, 3, 4.5f));

        // Arguments and results converted by invoke.
        MethodHandle length = lookup.findVirtual(String.class, "length", MethodType.methodType(int.class));
        Object viaObject = length.invoke((Object) "four");
        long widened = (long) length.invoke("five!");
        double asDouble = (double) length.invoke("six");
        System.out.println(viaObject + " " + widened + " " + asDouble + " " + length.type() + " "
                + length.invokeWithArguments("xy") + " " + length.bindTo("bound").invoke());

        attempt("exact with wrong return", () -> (long) length.invokeExact("a"));
        attempt("exact with wider argument", () -> (int) length.invokeExact((Object) "a"));
        attempt("invoke with wrong class", () -> (int) length.invoke((Object) Integer.valueOf(3)));
        attempt("invoke with null receiver", () -> (int) length.invoke((String) null));
        attempt("invoke narrowing", () -> (int) bump.invoke(c, 5L));
        attempt("invoke with too many", () -> length.invoke("a", "b"));
        attempt("invokeWithArguments count", () -> length.invokeWithArguments());
        attempt("unbox null", () -> bump.invoke(c, (Integer) null));
        attempt("checked exception", () -> (int) lookup.findStatic(MethodHandleLookup.class, "fail",
                MethodType.methodType(int.class, int.class)).invokeExact(9));
        attempt("no such method", () -> lookup.findVirtual(String.class, "size", MethodType.methodType(int.class)));
        attempt("wrong return type", () -> lookup.findVirtual(String.class, "length", MethodType.methodType(long.class)));
        attempt("virtual for static", () -> lookup.findVirtual(Counter.class, "join",
                MethodType.methodType(String.class, String.class, Object[].class)));
        attempt("static for virtual", () -> lookup.findStatic(String.class, "length", MethodType.methodType(int.class)));
        attempt("constructor name", () -> lookup.findVirtual(Square.class, "<init>", MethodType.methodType(void.class)));
        attempt("no constructor", () -> lookup.findConstructor(Square.class, MethodType.methodType(void.class)));
        attempt("constructor returning", () -> lookup.findConstructor(Square.class,
                MethodType.methodType(int.class, double.class)));
        attempt("public lookup on private", () -> MethodHandles.publicLookup().findVirtual(Counter.class, "bump",
                MethodType.methodType(int.class, int.class)));
        attempt("setter on final", () -> lookup.findSetter(Counter.class, "name", String.class));
        attempt("static setter on final", () -> lookup.findStaticSetter(Counter.class, "SECRET", String.class));
        attempt("getter on static", () -> lookup.findGetter(Counter.class, "total", long.class));
        attempt("static getter on field", () -> lookup.findStaticGetter(Counter.class, "count", int.class));
        attempt("no such field", () -> lookup.findGetter(Counter.class, "nothing", int.class));
        attempt("field of other type", () -> lookup.findGetter(Counter.class, "count", long.class));
        attempt("special from elsewhere", () -> lookup.findSpecial(Square.class, "area",
                MethodType.methodType(double.class), Cube.class));
        attempt("null class", () -> lookup.findVirtual(null, "x", MethodType.methodType(void.class)));
        attempt("primitive class", () -> lookup.findStatic(int.class, "x", MethodType.methodType(void.class)));
        attempt("abstract constructor", () -> {
            MethodHandle mh = lookup.findConstructor(java.util.AbstractList.class, MethodType.methodType(void.class));
            return mh.type() + " " + mh.invoke();
        });

        List<Object> results = new ArrayList<>();
        MethodHandle add = lookup.findVirtual(List.class, "add", MethodType.methodType(boolean.class, Object.class));
        for (int i = 0; i < 3; i++) {
            boolean added = (boolean) add.invokeExact((List) results, (Object) ("item" + i));
            results.add(added);
        }
        System.out.println(results);

        try {
            MethodHandle failing = lookup.findStatic(MethodHandleLookup.class, "fail",
                    MethodType.methodType(int.class, int.class));
            int ignored = (int) failing.invokeExact(3);
        } catch (Oops e) {
            // Method handle frames do not show: the target, then this method.
            for (StackTraceElement element : e.getStackTrace()) {
                System.out.println("  at " + element);
            }
        }
    }
}
