// Method.invoke and Constructor.newInstance: unboxing with identity and
// widening primitive conversions (JLS 5.1.2), reference arguments checked
// against the parameter types, results boxed (void gives null), virtual
// dispatch (overrides, interface defaults, abstract methods), private
// methods not dispatched, statics initialize their class and ignore the
// receiver, varargs as a plain array, what the method throws wrapped in
// InvocationTargetException, and each bad input with HotSpot's exception
// and message.
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

class Calc {
    static {
        System.out.println("Calc initialized");
    }

    int base = 10;

    public static long widen(long x) {
        return x * 2;
    }

    public static double dbl(double d) {
        return d / 2;
    }

    public static float flt(float f) {
        return f + 0.5f;
    }

    public static short sh(short s) {
        return (short) (s + 1);
    }

    public static int in(int i) {
        return i + 1;
    }

    public static char ch(char c) {
        return (char) (c + 1);
    }

    public static byte by(byte b) {
        return (byte) (b + 1);
    }

    public static boolean not(boolean b) {
        return !b;
    }

    public int add(int a, long b, double c, String s) {
        return (int) (base + a + b + c) + s.length();
    }

    public static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            if (sb.length() > 0) {
                sb.append(sep);
            }
            sb.append(p);
        }
        return sb.toString();
    }

    public void nothing() {
    }

    public static Object echo(Object o) {
        return o;
    }

    public CharSequence text(CharSequence cs) {
        return "[" + cs + "]";
    }

    public void fail(String how) throws Exception {
        if (how.equals("checked")) {
            throw new java.io.IOException("checked failure");
        }
        if (how.equals("error")) {
            throw new StackOverflowError("error failure");
        }
        throw new IllegalStateException("unchecked failure");
    }

    private String secret() {
        return "Calc.secret";
    }

    public String who() {
        return "Calc";
    }
}

class SubCalc extends Calc {
    @Override
    public String who() {
        return "SubCalc";
    }

    // Not an override: Calc.secret is private.
    public String secret() {
        return "SubCalc.secret";
    }
}

interface Greeter {
    default String greet() {
        return "hello from Greeter";
    }

    String name();
}

class EnglishGreeter implements Greeter {
    public String name() {
        return "english";
    }
}

class LoudGreeter implements Greeter {
    public String greet() {
        return "HELLO from LoudGreeter";
    }

    public String name() {
        return "loud";
    }
}

abstract class AbstractThing {
    AbstractThing() {
    }

    abstract String kind();
}

class LazyInit {
    static {
        System.out.println("LazyInit initialized");
    }

    static int counter = 5;

    static int next() {
        return ++counter;
    }
}

class Point {
    final int x, y;

    Point(int x, int y) {
        this.x = x;
        this.y = y;
    }

    Point(String bad) throws Exception {
        throw new Exception("bad point " + bad);
    }

    public String toString() {
        return "Point(" + x + "," + y + ")";
    }
}

enum Color { RED }

public class ReflectInvocation {
    static void call(Method m, Object target, Object... args) {
        try {
            Object r = m.invoke(target, args);
            System.out.println(m.getName() + " -> " + r + (r == null ? "" : " (" + r.getClass().getName() + ")"));
        } catch (InvocationTargetException e) {
            System.out.println(m.getName() + " -> InvocationTargetException, target " + e.getTargetException()
                    + ", cause same: " + (e.getCause() == e.getTargetException()) + ", message " + e.getMessage());
        } catch (Exception e) {
            System.out.println(m.getName() + " -> " + e);
        }
    }

    static void make(Constructor<?> c, Object... args) {
        try {
            System.out.println("new -> " + c.newInstance(args));
        } catch (InvocationTargetException e) {
            System.out.println("new -> InvocationTargetException, target " + e.getTargetException());
        } catch (Exception e) {
            System.out.println("new -> " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> calc = Calc.class;  // a class literal does not initialize
        System.out.println("loaded Calc");
        Method widen = calc.getMethod("widen", long.class);
        call(widen, null, 21L);   // initializes Calc
        call(widen, null, 21);
        call(widen, null, (short) 3);
        call(widen, null, (byte) 4);
        call(widen, null, 'A');
        call(widen, null, 1.5f);
        call(widen, null, true);
        call(widen, null, "7");
        call(widen, null, (Object) null);
        call(widen, null);
        call(widen, null, 1L, 2L);
        call(widen, "receiver ignored", 5L);

        Method dbl = calc.getMethod("dbl", double.class);
        call(dbl, null, 3);
        call(dbl, null, 3L);
        call(dbl, null, 3.0f);
        call(dbl, null, 'a');
        call(dbl, null, 3.5);
        Method flt = calc.getMethod("flt", float.class);
        call(flt, null, 2);
        call(flt, null, Long.MAX_VALUE);
        call(flt, null, 2.0);
        Method sh = calc.getMethod("sh", short.class);
        call(sh, null, (byte) 7);
        call(sh, null, (short) 7);
        call(sh, null, 'x');
        call(sh, null, 7);
        Method in = calc.getMethod("in", int.class);
        call(in, null, 'a');
        call(in, null, (byte) -3);
        call(in, null, 5L);
        call(in, null, Integer.valueOf(41));
        Method ch = calc.getMethod("ch", char.class);
        call(ch, null, 'y');
        call(ch, null, (byte) 65);
        Method by = calc.getMethod("by", byte.class);
        call(by, null, (byte) 127);
        call(by, null, (short) 1);
        Method not = calc.getMethod("not", boolean.class);
        call(not, null, true);
        call(not, null, 1);

        Object c = calc.getDeclaredConstructor().newInstance();
        Method add = calc.getMethod("add", int.class, long.class, double.class, String.class);
        call(add, c, 1, 2, 3, "four");
        call(add, c, (byte) 1, 'b', 2.5f, "x");
        call(add, c, 1, 2, 3, 4);
        try {
            add.invoke(c, 1, 2, 3, null);
        } catch (InvocationTargetException e) {
            System.out.println("add with null -> InvocationTargetException, target " + e.getCause().getClass().getName());
        }
        call(add, null, 1, 2, 3, "s");
        call(add, "not a calc", 1, 2, 3, "s");
        call(add, c, 1, 2, 3);

        Method join = calc.getMethod("join", String.class, Object[].class);
        call(join, null, "-", new Object[] {"a", 1, 'c'});
        call(join, null, "-", new String[] {"x", "y"});
        call(join, null, "-", "not an array");

        call(calc.getMethod("nothing"), c);
        call(calc.getMethod("echo", Object.class), null, 42);
        call(calc.getMethod("echo", Object.class), null, new int[0].getClass().getName());
        call(calc.getMethod("text", CharSequence.class), c, new StringBuilder("sb"));
        call(calc.getMethod("text", CharSequence.class), c, 12);
        Method nothing = calc.getMethod("nothing");
        call(nothing, c, (Object[]) null);
        call(nothing, c, new Object[0]);

        Method fail = calc.getMethod("fail", String.class);
        call(fail, c, "checked");
        call(fail, c, "unchecked");
        call(fail, c, "error");

        // Dispatch: the receiver's override runs; a private method is not overridden.
        Object sub = Class.forName("SubCalc").getDeclaredConstructor().newInstance();
        call(calc.getMethod("who"), sub);
        call(calc.getMethod("who"), c);
        Method secret = calc.getDeclaredMethod("secret");
        secret.setAccessible(true);
        call(secret, sub);
        call(Class.forName("SubCalc").getMethod("secret"), sub);
        call(Class.forName("SubCalc").getMethod("who"), c);
        call(Object.class.getMethod("toString"), new Point(1, 2));
        call(Object.class.getMethod("hashCode"), Integer.valueOf(77));
        call(Comparable.class.getMethod("compareTo", Object.class), "b", "a");
        call(CharSequence.class.getMethod("length"), "four");

        Method greet = Greeter.class.getMethod("greet");
        call(greet, new EnglishGreeter());
        call(greet, new LoudGreeter());
        call(Greeter.class.getMethod("name"), new LoudGreeter());
        call(greet, "not a greeter");
        call(AbstractThing.class.getDeclaredMethod("kind"), new AbstractThing() {
            String kind() {
                return "anonymous thing";
            }
        });

        // A static method's class is initialized on the first invoke, not before.
        Method next = LazyInit.class.getDeclaredMethod("next");
        System.out.println("got LazyInit.next");
        call(next, null);
        call(next, null);

        // Constructors.
        Constructor<?> point = Point.class.getDeclaredConstructor(int.class, int.class);
        make(point, 3, 4);
        make(point, (short) 3, 'a');
        make(point, 3L, 4);
        make(point, 3);
        make(point, null, 4);
        make(point, (Object[]) null);
        make(Point.class.getDeclaredConstructor(String.class), "p");
        make(AbstractThing.class.getDeclaredConstructor());
        make(AbstractThing.class.getDeclaredConstructor(), 1, 2);
        Constructor<?> color = Color.class.getDeclaredConstructor(String.class, int.class);
        color.setAccessible(true);
        make(color, "BLUE", 1);
        System.out.println("new Object: " + Object.class.getConstructor().newInstance().getClass());
        make(StringBuilder.class.getConstructor(String.class), "built");
        make(StringBuilder.class.getConstructor(int.class), 'a');

        // Results of every primitive type are boxed.
        call(Integer.class.getMethod("intValue"), 5);
        call(Long.class.getMethod("longValue"), 5L);
        call(Double.class.getMethod("floatValue"), 2.5);
        call(Integer.class.getMethod("doubleValue"), 7);
        call(Character.class.getMethod("charValue"), 'q');
        call(Integer.class.getMethod("byteValue"), 300);
        call(Integer.class.getMethod("shortValue"), 70000);
        call(Boolean.class.getMethod("booleanValue"), false);
    }
}
