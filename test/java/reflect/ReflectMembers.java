// Class.getDeclared*/get* for methods, fields, constructors and member
// classes, with the JDK's inheritance rules: getMethods keeps the public
// methods of the class, its superclasses and superinterfaces (no static
// methods of interfaces, overridden ones removed, a class's method beats an
// interface's, a subinterface's beats its superinterface's); getMethod's
// search order and return-type tie-break; getField searches declared
// fields, then superinterfaces, then the superclass; fields come in
// declaration order; NoSuchMethodException/NoSuchFieldException messages.
// Orders the JDK leaves unspecified are sorted.
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

interface Shape {
    int SIDES = 0;
    String NAME = "shape";

    double area();

    default String describe() {
        return "shape";
    }

    static Shape unit() {
        return null;
    }
}

interface Polygon extends Shape {
    int SIDES = 3;

    @Override
    default String describe() {
        return "polygon";
    }

    int corners();
}

interface Named {
    String NAME = "named";

    String describe();
}

abstract class Base implements Named {
    public int baseField;
    protected int protectedField;
    public static int STATIC_BASE = 1;

    public Object value() {
        return "base";
    }

    public static void helper() {
    }

    protected void hook() {
    }

    public abstract void run() throws Exception;

    @Override
    public String toString() {
        return "Base";
    }
}

class Square extends Base implements Polygon {
    public int side = 2;
    private int secret;
    public long z;
    int pkg;
    public static final String NAME = "square";

    public Square() {
    }

    public Square(int side) {
        this.side = side;
    }

    private Square(String s) {
    }

    protected Square(long l, double d) {
    }

    public double area() {
        return side * side;
    }

    public int corners() {
        return 4;
    }

    // Covariant: javac adds a bridge Object value().
    @Override
    public String value() {
        return "square";
    }

    @Override
    public String describe() {
        return "square";
    }

    public void run() {
    }

    private void hidden() {
    }

    public static void helper() {
    }

    public class Inner {
    }

    public static class Nested {
    }

    private interface PrivateMember {
    }

    protected enum Mode { A }
}

class Outer {
    public class PublicMember {
    }

    class PackageMember {
    }
}

class Sub extends Outer {
    public class SubMember {
    }
}

public class ReflectMembers {
    static String show(Method m) {
        return m.getDeclaringClass().getName() + "." + m.getName() + "(" + params(m.getParameterTypes()) + ")"
                + m.getReturnType().getName() + (m.isBridge() ? " bridge" : "");
    }

    static String params(Class<?>[] ps) {
        StringBuilder sb = new StringBuilder();
        for (Class<?> p : ps) {
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(p.getName());
        }
        return sb.toString();
    }

    static void printMethods(String title, Method[] ms) {
        List<String> lines = new ArrayList<>();
        for (Method m : ms) {
            lines.add(show(m));
        }
        Collections.sort(lines);
        System.out.println(title + " (" + ms.length + "):");
        for (String s : lines) {
            System.out.println("  " + s);
        }
    }

    static void printFields(String title, Field[] fs) {
        System.out.println(title + " (" + fs.length + "):");
        for (Field f : fs) {
            System.out.println("  " + f.getDeclaringClass().getName() + "." + f.getName() + " " + f.getType().getName());
        }
    }

    static void printConstructors(String title, Constructor<?>[] cs) {
        List<String> lines = new ArrayList<>();
        for (Constructor<?> c : cs) {
            lines.add(c.getName() + "(" + params(c.getParameterTypes()) + ")");
        }
        Collections.sort(lines);
        System.out.println(title + " (" + cs.length + "): " + lines);
    }

    static void printClasses(String title, Class<?>[] cs) {
        List<String> lines = new ArrayList<>();
        for (Class<?> c : cs) {
            lines.add(c.getName());
        }
        Collections.sort(lines);
        System.out.println(title + ": " + lines);
    }

    static void method(Class<?> c, String name, Class<?>... ps) {
        try {
            System.out.println("getMethod " + c.getName() + " " + name + " -> " + show(c.getMethod(name, ps)));
        } catch (NoSuchMethodException e) {
            System.out.println("getMethod " + c.getName() + " " + name + " -> " + e);
        }
    }

    static void declaredMethod(Class<?> c, String name, Class<?>... ps) {
        try {
            System.out.println("getDeclaredMethod " + c.getName() + " " + name + " -> " + show(c.getDeclaredMethod(name, ps)));
        } catch (NoSuchMethodException e) {
            System.out.println("getDeclaredMethod " + c.getName() + " " + name + " -> " + e);
        }
    }

    static void field(Class<?> c, String name) {
        try {
            Field f = c.getField(name);
            System.out.println("getField " + c.getName() + " " + name + " -> " + f.getDeclaringClass().getName());
        } catch (NoSuchFieldException e) {
            System.out.println("getField " + c.getName() + " " + name + " -> " + e);
        }
    }

    static void declaredField(Class<?> c, String name) {
        try {
            Field f = c.getDeclaredField(name);
            System.out.println("getDeclaredField " + c.getName() + " " + name + " -> " + f.getType().getName());
        } catch (NoSuchFieldException e) {
            System.out.println("getDeclaredField " + c.getName() + " " + name + " -> " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        printMethods("Square declared", Square.class.getDeclaredMethods());
        printMethods("Square public", Square.class.getMethods());
        printMethods("Base public", Base.class.getMethods());
        printMethods("Polygon public", Polygon.class.getMethods());
        printMethods("Shape declared", Shape.class.getDeclaredMethods());
        printMethods("Runnable public", Runnable.class.getMethods());
        printMethods("int public", int.class.getMethods());
        printMethods("int[] public", int[].class.getMethods());
        printMethods("Object declared public", filterPublic(Object.class.getDeclaredMethods()));

        printFields("Square declared fields", Square.class.getDeclaredFields());
        printFields("Square fields", Square.class.getFields());
        printFields("Polygon fields", Polygon.class.getFields());
        printFields("int[] fields", int[].class.getFields());

        printConstructors("Square declared constructors", Square.class.getDeclaredConstructors());
        printConstructors("Square constructors", Square.class.getConstructors());
        printConstructors("Shape constructors", Shape.class.getDeclaredConstructors());
        printConstructors("int[] constructors", int[].class.getDeclaredConstructors());
        printConstructors("Base constructors", Base.class.getDeclaredConstructors());

        printClasses("Square declared classes", Square.class.getDeclaredClasses());
        printClasses("Square classes", Square.class.getClasses());
        printClasses("Sub classes", Sub.class.getClasses());
        printClasses("Sub declared classes", Sub.class.getDeclaredClasses());
        printClasses("Outer declared classes", Outer.class.getDeclaredClasses());
        printClasses("Nested declared classes", Square.Nested.class.getDeclaredClasses());
        printClasses("int declared classes", int.class.getDeclaredClasses());

        method(Square.class, "value");
        method(Square.class, "describe");
        method(Square.class, "area");
        method(Square.class, "hashCode");
        method(Square.class, "helper");
        method(Square.class, "hook");
        method(Square.class, "hidden");
        method(Square.class, "unit");
        method(Shape.class, "unit");
        method(Polygon.class, "unit");
        method(Polygon.class, "describe");
        method(Polygon.class, "hashCode");
        method(Polygon.class, "area");
        method(Base.class, "describe");
        method(Square.class, "wait", long.class);
        method(Square.class, "wait", int.class);
        method(Square.class, "nope", int.class, String.class);
        method(Square.class, "nope", (Class<?>[]) null);
        method(Square.class, "equals", (Class<?>) null);
        declaredMethod(Square.class, "value");
        declaredMethod(Square.class, "hidden");
        declaredMethod(Square.class, "hook");
        declaredMethod(Square.class, "<init>");
        declaredMethod(Square.class, "<clinit>");
        declaredMethod(Base.class, "run");

        field(Square.class, "NAME");
        field(Square.class, "SIDES");
        field(Square.class, "baseField");
        field(Square.class, "STATIC_BASE");
        field(Square.class, "secret");
        field(Square.class, "protectedField");
        field(Polygon.class, "NAME");
        field(Base.class, "NAME");
        field(Square.class, "nope");
        declaredField(Square.class, "secret");
        declaredField(Square.class, "pkg");
        declaredField(Square.class, "baseField");
        declaredField(Square.class, "nope");

        try {
            Square.class.getDeclaredConstructor(int.class, int.class);
        } catch (NoSuchMethodException e) {
            System.out.println(e);
        }
        try {
            Square.class.getConstructor(String.class);
        } catch (NoSuchMethodException e) {
            System.out.println(e);
        }
        System.out.println(Square.class.getDeclaredConstructor(String.class).getName());
        try {
            Square.class.getMethod(null);
        } catch (NullPointerException e) {
            System.out.println("getMethod(null): NullPointerException");
        }
        try {
            Square.class.getDeclaredField(null);
        } catch (NullPointerException e) {
            System.out.println("getDeclaredField(null): NullPointerException");
        }

        // Each call gives fresh objects, equal to each other.
        Method a = Square.class.getMethod("area");
        Method b = Square.class.getMethod("area");
        System.out.println("same object: " + (a == b) + ", equal: " + a.equals(b) + ", hash equal: "
                + (a.hashCode() == b.hashCode()));
        System.out.println("arrays fresh: " + (Square.class.getMethods() != Square.class.getMethods()));
        System.out.println("Member constants: " + Member.PUBLIC + " " + Member.DECLARED);
    }

    static Method[] filterPublic(Method[] ms) {
        List<Method> out = new ArrayList<>();
        for (Method m : ms) {
            if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                out.add(m);
            }
        }
        return out.toArray(new Method[0]);
    }
}
