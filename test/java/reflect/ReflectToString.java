// toString, equals and hashCode of Method, Constructor and Field as HotSpot
// prints them ("throws" clauses from the Exceptions attribute, "default" for
// interface methods with a body, varargs shown as an array, "..." in
// toGenericString); getModifiers keeps the class file's bridge, varargs and
// synthetic bits; Modifier's tables; Parameter without MethodParameters
// (names arg0.., no modifiers, the last varargs); getExceptionTypes.
// Only non-generic members: generic signatures are not kept yet.
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

interface Walker {
    void walk() throws IOException, InterruptedException;

    default int steps(int... lengths) {
        return lengths.length;
    }

    static Walker none() {
        return null;
    }
}

abstract class Sample implements Walker, Comparable<Sample> {
    public static final long ID = 1L;
    protected transient volatile int[][] grid;
    private static String[] names;
    Object plain;
    char letter;

    public Sample() throws IllegalStateException {
    }

    protected Sample(int a, String... rest) {
    }

    private Sample(double[] d, Object o) throws IOException, ClassNotFoundException {
    }

    public abstract void walk() throws IOException;

    public synchronized final double compute(float f, long[] l) {
        return 0;
    }

    protected static native int nativeOne(byte b);

    private static String format(String fmt, Object... args) {
        return fmt;
    }

    Sample[] array() {
        return null;
    }

    public int compareTo(Sample other) {
        return 0;
    }

    public class Inner {
        public Inner(int x) {
        }
    }
}

public class ReflectToString {
    static List<String> sorted(Object[] members) {
        List<String> out = new ArrayList<>();
        for (Object m : members) {
            out.add(m.toString());
        }
        Collections.sort(out);
        return out;
    }

    static void describe(Executable e) {
        System.out.println(e);
        System.out.println("  generic: " + e.toGenericString());
        System.out.println("  modifiers: " + e.getModifiers() + " [" + Modifier.toString(e.getModifiers()) + "] varargs "
                + e.isVarArgs() + " synthetic " + e.isSynthetic() + " count " + e.getParameterCount());
        StringBuilder ex = new StringBuilder();
        for (Class<?> c : e.getExceptionTypes()) {
            ex.append(c.getName()).append(' ');
        }
        System.out.println("  exceptions: " + ex);
        for (Parameter p : e.getParameters()) {
            System.out.println("  param " + p + " | " + p.getName() + " " + p.getType().getName() + " mods "
                    + p.getModifiers() + " varargs " + p.isVarArgs() + " implicit " + p.isImplicit() + " synthetic "
                    + p.isSynthetic() + " present " + p.isNamePresent() + " exec-same "
                    + p.getDeclaringExecutable().equals(e));
        }
        if (e instanceof Method) {
            Method m = (Method) e;
            System.out.println("  default " + m.isDefault() + " bridge " + m.isBridge() + " return "
                    + m.getReturnType().getName());
        }
    }

    public static void main(String[] args) throws Exception {
        for (String s : sorted(Sample.class.getDeclaredMethods())) {
            System.out.println("method: " + s);
        }
        for (String s : sorted(Sample.class.getDeclaredConstructors())) {
            System.out.println("constructor: " + s);
        }
        for (Field f : Sample.class.getDeclaredFields()) {
            System.out.println("field: " + f + " | " + f.toGenericString() + " | " + f.getModifiers());
        }
        for (String s : sorted(Walker.class.getDeclaredMethods())) {
            System.out.println("interface method: " + s);
        }

        describe(Sample.class.getDeclaredMethod("walk"));
        describe(Walker.class.getDeclaredMethod("walk"));
        describe(Walker.class.getDeclaredMethod("steps", int[].class));
        describe(Sample.class.getDeclaredMethod("compute", float.class, long[].class));
        describe(Sample.class.getDeclaredMethod("nativeOne", byte.class));
        describe(Sample.class.getDeclaredMethod("format", String.class, Object[].class));
        describe(Sample.class.getDeclaredMethod("compareTo", Object.class));
        describe(Sample.class.getDeclaredConstructor());
        describe(Sample.class.getDeclaredConstructor(int.class, String[].class));
        describe(Sample.class.getDeclaredConstructor(double[].class, Object.class));
        describe(Sample.Inner.class.getDeclaredConstructor(Sample.class, int.class));
        describe(String.class.getMethod("format", String.class, Object[].class));
        describe(Object.class.getMethod("wait", long.class));

        // equals and hashCode
        Method a = Sample.class.getDeclaredMethod("walk");
        Method b = Sample.class.getDeclaredMethod("walk");
        Method w = Walker.class.getDeclaredMethod("walk");
        System.out.println("method equals: " + a.equals(b) + " " + a.equals(w) + " " + a.equals(null) + " " + a.equals("walk")
                + " hash " + (a.hashCode() == b.hashCode()) + " " + a.hashCode() + " "
                + (a.hashCode() == ("Sample".hashCode() ^ "walk".hashCode())));
        Constructor<?> c1 = Sample.class.getDeclaredConstructor();
        Constructor<?> c2 = Sample.class.getDeclaredConstructor();
        Constructor<?> c3 = Sample.class.getDeclaredConstructor(int.class, String[].class);
        System.out.println("constructor equals: " + c1.equals(c2) + " " + c1.equals(c3) + " hash " + c1.hashCode() + " "
                + (c1.hashCode() == c3.hashCode()) + " " + c1.getName());
        Parameter p1 = c3.getParameters()[1];
        Parameter p2 = Sample.class.getDeclaredConstructor(int.class, String[].class).getParameters()[1];
        System.out.println("parameter equals: " + p1.equals(p2) + " " + p1.equals(c3.getParameters()[0]) + " hash "
                + (p1.hashCode() == p2.hashCode()));

        // Modifier
        System.out.println("class " + Modifier.classModifiers() + " interface " + Modifier.interfaceModifiers()
                + " constructor " + Modifier.constructorModifiers() + " method " + Modifier.methodModifiers()
                + " field " + Modifier.fieldModifiers() + " parameter " + Modifier.parameterModifiers());
        System.out.println(Modifier.toString(0xFFF) + " | " + Modifier.toString(0) + " | "
                + Modifier.toString(Modifier.PUBLIC | Modifier.ABSTRACT | Modifier.INTERFACE));
        for (int bit = 1; bit <= 0x800; bit <<= 1) {
            System.out.print(Modifier.isPublic(bit) ? "P" : Modifier.isPrivate(bit) ? "p" : Modifier.isProtected(bit) ? "o"
                    : Modifier.isStatic(bit) ? "s" : Modifier.isFinal(bit) ? "f" : Modifier.isSynchronized(bit) ? "y"
                    : Modifier.isVolatile(bit) ? "v" : Modifier.isTransient(bit) ? "t" : Modifier.isNative(bit) ? "n"
                    : Modifier.isInterface(bit) ? "i" : Modifier.isAbstract(bit) ? "a" : Modifier.isStrict(bit) ? "S" : "?");
        }
        System.out.println();
    }
}
