// Class unloading: a class defined by a user class loader goes with its
// loader once the loader, its classes and their instances are unreachable,
// and stays while any one of them is reachable. Each plugin class holds a
// 512 KB static array: 100 of them in a 24 MB heap fit only if the dead
// ones are unloaded.
// loupe-test: jvm-options -Xmx24m
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.lang.reflect.Array;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class ClassUnloading {
    static final Map<String, byte[]> BYTES = new HashMap<>();

    public static final class Plugin implements IntSupplier {
        static final byte[] BALLAST = new byte[512 * 1024];
        static int calls;

        public int getAsInt() {
            calls++;
            BALLAST[calls % BALLAST.length] = 1;
            Supplier<String> text = () -> "plugin " + calls;  // a lambda and a concatenation: call sites of its own
            return text.get().length() + BALLAST.length / 1024;
        }

        public String toString() {
            throw new IllegalStateException("thrown by plugin " + calls);
        }
    }

    // Uses the class library's per-class caches: an EnumSet of its own enum
    // type, and serialization of itself.
    public static final class EnumUser implements IntSupplier, java.io.Serializable {
        enum Color { RED, GREEN, BLUE }

        int field = 7;

        public int getAsInt() {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
                out.writeObject(this);
            } catch (java.io.IOException e) {
                throw new RuntimeException(e);
            }
            return java.util.EnumSet.allOf(Color.class).size() * 1000 + (bytes.size() > 0 ? 1 : 0);
        }
    }

    public static class Base implements IntSupplier {
        public int getAsInt() { return 1; }
    }

    public static final class Child extends Base {
        public int getAsInt() { return 10 + super.getAsInt(); }
    }

    // Defines the classes named in `mine` itself, from the bytes the
    // application loader has; asks its parent for everything else.
    static final class PluginLoader extends ClassLoader {
        private final String[] mine;

        PluginLoader(ClassLoader parent, String... mine) {
            super(parent);
            this.mine = mine;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            for (String m : mine) {
                if (name.equals(m) || name.startsWith(m + "$$")) {
                    synchronized (getClassLoadingLock(name)) {
                        Class<?> c = findLoadedClass(name);
                        if (c == null) {
                            byte[] b = bytes(name);
                            c = defineClass(name, b, 0, b.length);
                        }
                        return c;
                    }
                }
            }
            return super.loadClass(name, resolve);
        }
    }

    static byte[] bytes(String name) {
        return BYTES.computeIfAbsent(name, n -> {
            try (InputStream in = ClassUnloading.class.getResourceAsStream("/" + n.replace('.', '/') + ".class")) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] buffer = new byte[4096];
                for (int r; (r = in.read(buffer)) > 0; ) out.write(buffer, 0, r);
                return out.toByteArray();
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
    }

    static final String PLUGIN = "ClassUnloading$Plugin";
    static final String BASE = "ClassUnloading$Base";
    static final String CHILD = "ClassUnloading$Child";
    static final String ENUM_USER = "ClassUnloading$EnumUser";

    static IntSupplier newPlugin(ClassLoader loader, String name) throws Exception {
        return (IntSupplier) loader.loadClass(name).getDeclaredConstructor().newInstance();
    }

    static int useOnce() throws Exception {
        IntSupplier plugin = newPlugin(new PluginLoader(ClassUnloading.class.getClassLoader(), PLUGIN), PLUGIN);
        int first = plugin.getAsInt();
        return first + plugin.getAsInt();
    }

    static Object kept;

    // Loads a plugin, keeps what `keep` chooses from it in `kept`, and
    // returns only a weak reference to its loader.
    static WeakReference<ClassLoader> loadAndKeep(String what) throws Exception {
        PluginLoader loader = new PluginLoader(ClassUnloading.class.getClassLoader(), PLUGIN);
        IntSupplier plugin = newPlugin(loader, PLUGIN);
        plugin.getAsInt();
        switch (what) {
            case "instance": kept = plugin; break;
            case "class": kept = plugin.getClass(); break;
            case "array": kept = Array.newInstance(plugin.getClass(), 1); break;
            case "loader": kept = loader; break;
            case "exception":
                try {
                    plugin.toString();
                } catch (IllegalStateException e) {
                    kept = e;  // its stack trace names the plugin's method
                }
                break;
            default: kept = null;
        }
        return new WeakReference<>(loader);
    }

    // A proxy class made for the loader goes with it.
    static WeakReference<ClassLoader> makeProxy() throws Exception {
        PluginLoader loader = new PluginLoader(ClassUnloading.class.getClassLoader(), PLUGIN);
        IntSupplier plugin = newPlugin(loader, PLUGIN);
        IntSupplier proxy = (IntSupplier) java.lang.reflect.Proxy.newProxyInstance(loader,
                new Class<?>[] {IntSupplier.class}, (p, m, a) -> 2 * plugin.getAsInt());
        System.out.println("proxy answers " + proxy.getAsInt() + ", its class in the plugin's loader: "
                + (proxy.getClass().getClassLoader() == loader));
        return new WeakReference<>(loader);
    }

    static WeakReference<ClassLoader> useLibraryCaches() throws Exception {
        PluginLoader loader = new PluginLoader(ClassUnloading.class.getClassLoader(), ENUM_USER, ENUM_USER + "$Color");
        System.out.println("enum user answers " + newPlugin(loader, ENUM_USER).getAsInt());
        return new WeakReference<>(loader);
    }

    static void keptAlive(String what) throws Exception {
        WeakReference<ClassLoader> ref = loadAndKeep(what);
        System.gc();
        boolean alive = ref.get() != null;
        String check = "";
        if (kept instanceof IntSupplier) check = ", still answers " + ((IntSupplier) kept).getAsInt();
        if (kept instanceof Class) check = ", named " + ((Class<?>) kept).getName();
        if (kept instanceof Throwable) check = ", " + kept + " at " + ((Throwable) kept).getStackTrace()[0];
        kept = null;
        System.gc();
        System.out.println("kept by " + what + ": loader alive " + alive + check + "; once dropped, alive " + (ref.get() != null));
    }

    // Loader B defines Child, whose superclass Base it asks loader A for:
    // a Child keeps both loaders.
    static WeakReference<ClassLoader> loadChild() throws Exception {
        PluginLoader a = new PluginLoader(ClassUnloading.class.getClassLoader(), BASE);
        PluginLoader b = new PluginLoader(a, CHILD);
        IntSupplier child = newPlugin(b, CHILD);
        kept = child;
        System.out.println("child answers " + child.getAsInt() + ", its superclass from another loader: "
                + (child.getClass().getSuperclass().getClassLoader() == a));
        return new WeakReference<>(a);
    }

    public static void main(String[] args) throws Exception {
        long total = 0;
        for (int i = 0; i < 100; i++) total += useOnce();
        System.out.println("100 plugins, each in a loader of its own: " + total);

        WeakReference<ClassLoader> dropped = loadAndKeep("nothing");
        System.gc();
        System.out.println("nothing kept: loader alive " + (dropped.get() != null));
        WeakReference<ClassLoader> proxied = makeProxy();
        System.gc();
        System.out.println("proxy dropped: loader alive " + (proxied.get() != null));
        WeakReference<ClassLoader> cached = useLibraryCaches();
        System.gc();
        System.out.println("EnumSet and serialization used, then dropped: loader alive " + (cached.get() != null));
        for (String what : new String[] {"instance", "class", "array", "loader", "exception"}) keptAlive(what);

        WeakReference<ClassLoader> parent = loadChild();
        System.gc();
        System.out.println("kept by a child class: parent loader alive " + (parent.get() != null));
        kept = null;
        System.gc();
        System.out.println("child dropped: parent loader alive " + (parent.get() != null));
    }
}
