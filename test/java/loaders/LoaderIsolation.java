// Two loaders defining classes of the same name: distinct classes, ClassCastException between them, duplicate definitions.
// loupe-test: java17-only
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.function.Supplier;

public class LoaderIsolation {
    /** Defines the named classes itself from the application class path; delegates the rest. */
    static class ChildFirst extends ClassLoader {
        private final java.util.Set<String> own;

        ChildFirst(String name, String... own) {
            super(name, ClassLoader.getSystemClassLoader());
            this.own = new java.util.HashSet<>(java.util.Arrays.asList(own));
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (!own.contains(name)) {
                    return super.loadClass(name, resolve);
                }
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = findClass(name);
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = bytesOf(name);
            return defineClass(name, bytes, 0, bytes.length);
        }

        Class<?> defineAgain(String name) {
            byte[] bytes = bytesOf(name);
            return defineClass(name, bytes, 0, bytes.length);
        }
    }

    static byte[] bytesOf(String name) {
        try (InputStream in = ClassLoader.getSystemResourceAsStream(name.replace('.', '/') + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    // Identity hash codes differ from run to run.
    static String stable(String message) {
        return message == null ? null : message.replaceAll("@[0-9a-f]+", "@HASH");
    }

    // Payload is package-private, and each loader's Payload is in a package of its own.
    static Object make(Class<?> c) throws Exception {
        java.lang.reflect.Constructor<?> constructor = c.getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        ChildFirst one = new ChildFirst("one", "Payload");
        ChildFirst two = new ChildFirst("two", "Payload");
        Class<?> p1 = one.loadClass("Payload");
        Class<?> p2 = two.loadClass("Payload");
        System.out.println("same name: " + p1.getName().equals(p2.getName()));
        System.out.println("distinct: " + (p1 != p2) + " " + (p1 != Payload.class));
        System.out.println("loaders: " + p1.getClassLoader().getName() + " " + p2.getClassLoader().getName() + " "
                + Payload.class.getClassLoader().getName());
        System.out.println("toString of loader: " + stable(one.toString()).startsWith("LoaderIsolation$ChildFirst@"));
        System.out.println("shared interface: " + (Supplier.class.isAssignableFrom(p1)));

        Supplier<String> s1 = (Supplier<String>) make(p1);
        Supplier<String> s2 = (Supplier<String>) make(p2);
        System.out.println(s1.get() + " / " + s2.get() + " / " + new Payload().get());
        System.out.println("instances: " + p1.isInstance(s1) + " " + p1.isInstance(s2) + " " + (s1 instanceof Payload));
        System.out.println("statics separate: " + s1.get() + " " + s1.get() + " " + s2.get());

        try {
            Payload p = (Payload) (Object) s1;
            System.out.println("cast succeeded?! " + p);
        } catch (ClassCastException e) {
            System.out.println("CCE: " + stable(e.getMessage()));
        }
        try {
            p2.cast(s1);
        } catch (ClassCastException e) {
            System.out.println("Class.cast: " + stable(e.getMessage()));
        }
        Object[] array = (Object[]) java.lang.reflect.Array.newInstance(p1, 1);
        try {
            array[0] = s2;
        } catch (ArrayStoreException e) {
            System.out.println("ASE: " + stable(e.getMessage()));
        }
        System.out.println("array loader: " + array.getClass().getClassLoader().getName());

        try {
            one.defineAgain("Payload");
        } catch (LinkageError e) {
            System.out.println(e.getClass().getName() + ": " + stable(e.getMessage()));
        }
        System.out.println("helper from app: " + new Payload());
        try {
            System.out.println("helper from one: " + s1.toString());
        } catch (IllegalAccessError e) {
            System.out.println("IAE: " + stable(e.getMessage()));
            // A frame of a class a named user-defined loader defined: "one//Payload.toString(...)".
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("frame: " + top + " loader=" + top.getClassLoaderName() + " module=" + top.getModuleName());
        }
        // The loader's own helper class, found through the parent.
        System.out.println("helper shared: " + (one.loadClass("Helper") == Helper.class));
    }
}

class Payload implements Supplier<String> {
    static int calls;

    public Payload() {
    }

    @Override
    public String get() {
        calls++;
        ClassLoader l = getClass().getClassLoader();
        return "payload#" + calls + " from " + l.getName();
    }

    // Helper is package-private in the app loader's unnamed package: another runtime package.
    @Override
    public String toString() {
        return Helper.where(getClass());
    }
}

class Helper {
    static String where(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        return l == null ? "bootstrap" : l.getName();
    }
}
