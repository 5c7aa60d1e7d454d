// Checks overload resolution phases: widening before boxing before varargs, most specific with null, char/int preference, boxed vs primitive arguments.
public class OverloadResolution {
    static String f(int x) { return "f(int)"; }
    static String f(long x) { return "f(long)"; }
    static String f(double x) { return "f(double)"; }
    static String f(Integer x) { return "f(Integer)"; }
    static String f(Object x) { return "f(Object)"; }
    static String f(int... xs) { return "f(int...)" + xs.length; }

    static String g(long x) { return "g(long)"; }
    static String g(Integer x) { return "g(Integer)"; }

    static String h(Object o) { return "h(Object)"; }
    static String h(String s) { return "h(String)"; }

    static String k(Object... os) { return "k(Object...) len=" + (os == null ? "null" : String.valueOf(os.length)); }

    static String m(char c) { return "m(char)"; }
    static String m(int i) { return "m(int)"; }

    static String n(Long l) { return "n(Long)"; }
    static String n(Object o) { return "n(Object)"; }

    static String v(String s, Object... rest) { return "v(String,Object...)" + rest.length; }
    static String v(String s, String t) { return "v(String,String)"; }

    static String w(double d) { return "w(double)"; }
    static String w(float f) { return "w(float)"; }

    public static void main(String[] args) {
        byte b = 1; short s = 2; char c = 'c'; long l = 4; float fl = 5f;
        Integer boxed = 6;
        System.out.println(f(b) + " " + f(s) + " " + f(c) + " " + f(3) + " " + f(l) + " " + f(fl) + " " + f(boxed));
        System.out.println(f("str") + " " + f() + " " + f(1, 2) + " " + f(new int[]{1, 2, 3}));
        System.out.println(g(5) + " " + g(boxed));
        System.out.println(h(null) + " " + h("s") + " " + h((Object) "s"));
        System.out.println(k() + " | " + k((Object[]) null) + " | " + k((Object) null) + " | " + k(1, "a") + " | " + k(new String[]{"x", "y"}));
        System.out.println(m('x') + " " + m(120) + " " + m((char) 120) + " " + m('x' + 1));
        System.out.println(n(5L) + " " + n(5));
        System.out.println(v("a", "b") + " " + v("a") + " " + v("a", 1) + " " + v("a", "b", "c"));
        System.out.println(w(1) + " " + w(1L) + " " + w(1.0) + " " + w(1f));
        Object o = 5;
        System.out.println(f(o) + " " + f((int) (Integer) o));
    }
}
