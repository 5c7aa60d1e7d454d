// Built-in loaders, parent delegation, findLoadedClass, findSystemClass, context loader, Class.forName with a loader.
// loupe-test: java17-only
import java.io.ByteArrayOutputStream;
import java.io.InputStream;

public class LoaderDelegation {
    static class Recording extends ClassLoader {
        final StringBuilder log = new StringBuilder();

        Recording(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            log.append("loadClass(").append(name).append(") ");
            return super.loadClass(name, resolve);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            log.append("findClass(").append(name).append(") ");
            if (!name.equals("Greeter")) {
                throw new ClassNotFoundException(name);
            }
            byte[] bytes = readOwnClassFile(name);
            return defineClass(name, bytes, 0, bytes.length);
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }

        Class<?> system(String name) throws ClassNotFoundException {
            return findSystemClass(name);
        }
    }

    static byte[] readOwnClassFile(String name) {
        try (InputStream in = LoaderDelegation.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
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

    static String describe(ClassLoader l) {
        if (l == null) {
            return "null (bootstrap)";
        }
        return l.getClass().getName() + " name=" + l.getName();
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = LoaderDelegation.class.getClassLoader();
        System.out.println("app: " + describe(app));
        System.out.println("app parent: " + describe(app.getParent()));
        System.out.println("platform parent: " + describe(app.getParent().getParent()));
        System.out.println("system == app: " + (ClassLoader.getSystemClassLoader() == app));
        System.out.println("platform == app.parent: " + (ClassLoader.getPlatformClassLoader() == app.getParent()));
        System.out.println("String: " + describe(String.class.getClassLoader()));
        System.out.println("int: " + describe(int.class.getClassLoader()));
        System.out.println("int[]: " + describe(int[].class.getClassLoader()));
        System.out.println("LoaderDelegation[][]: " + describe(LoaderDelegation[][].class.getClassLoader()));
        System.out.println("app toString starts: " + app.toString().startsWith("jdk.internal.loader.ClassLoaders$AppClassLoader@"));
        System.out.println("app instanceof ClassLoader: " + (app instanceof ClassLoader));

        Recording r = new Recording(app);
        System.out.println("parent is app: " + (r.getParent() == app));
        System.out.println("custom name: " + r.getName());
        System.out.println("loaded before: " + r.loaded("Greeter"));
        Class<?> s = r.loadClass("java.lang.String");
        System.out.println("String via custom: " + (s == String.class));
        System.out.println("log: " + r.log);
        r.log.setLength(0);
        Class<?> g = r.loadClass("Greeter");
        System.out.println("Greeter loader: " + (g.getClassLoader() == app ? "app" : "other"));
        System.out.println("Greeter is app's: " + (g == Greeter.class));
        System.out.println("log: " + r.log);
        System.out.println("loaded after by custom: " + r.loaded("Greeter"));
        System.out.println("findSystemClass: " + (r.system("Greeter") == Greeter.class));
        try {
            r.loadClass("no.such.Thing");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE: " + e.getMessage());
        }

        // A loader whose parent is the bootstrap loader does define Greeter itself.
        Recording own = new Recording(null);
        System.out.println("null parent: " + describe(own.getParent()));
        Class<?> g2 = own.loadClass("Greeter");
        System.out.println("own Greeter distinct: " + (g2 != Greeter.class));
        System.out.println("own Greeter loader is own: " + (g2.getClassLoader() == own));
        System.out.println("own log: " + own.log);
        own.log.setLength(0);
        System.out.println("own loaded: " + (own.loaded("Greeter") == g2));
        System.out.println("again same: " + (own.loadClass("Greeter") == g2));
        System.out.println("own log 2: " + own.log);
        System.out.println("initialize own: " + (Class.forName("Greeter", true, own) == g2));
        System.out.println("Greeter[] loader is own: " + (java.lang.reflect.Array.newInstance(g2, 0).getClass().getClassLoader() == own));

        // Class.forName with a loader, with and without initialization.
        Recording third = new Recording(null);
        Class<?> g3 = Class.forName("Greeter", false, third);
        System.out.println("forName no init: " + g3.getName() + " count=" + Greeter.initCount);
        Class<?> g3b = Class.forName("Greeter", true, third);
        System.out.println("forName same: " + (g3 == g3b));
        System.out.println("third defined it: " + third.log.toString().startsWith("loadClass(Greeter) findClass(Greeter) "));
        System.out.println("forName app: " + (Class.forName("Greeter", false, app) == Greeter.class));
        System.out.println("forName null loader: " + describe(Class.forName("java.util.ArrayList", false, null).getClassLoader()));
        try {
            Class.forName("Greeter", false, null);
        } catch (ClassNotFoundException e) {
            System.out.println("forName bootstrap CNFE: " + e.getMessage());
        }

        // Context class loader: the app loader by default, inherited, settable.
        Thread current = Thread.currentThread();
        System.out.println("context == app: " + (current.getContextClassLoader() == app));
        current.setContextClassLoader(own);
        final ClassLoader[] seen = new ClassLoader[1];
        Thread child = new Thread(() -> seen[0] = Thread.currentThread().getContextClassLoader());
        child.start();
        child.join();
        System.out.println("child inherits: " + (seen[0] == own));
        current.setContextClassLoader(null);
        Thread child2 = new Thread(() -> seen[0] = Thread.currentThread().getContextClassLoader());
        child2.start();
        child2.join();
        System.out.println("child inherits null: " + seen[0]);
        current.setContextClassLoader(app);
        System.out.println("restored: " + (current.getContextClassLoader() == app));
    }
}

class Greeter {
    static int initCount;

    static {
        initCount++;
        System.out.println("Greeter initialized by " + (Greeter.class.getClassLoader() == ClassLoader.getSystemClassLoader() ? "app" : "custom"));
    }

    @Override
    public String toString() {
        return "hello from Greeter";
    }
}
