// Defines a plugin class in three class loaders of its own, drops them and
// collects: with -verbose:class the plugin's unloading is logged.
import java.io.ByteArrayOutputStream;
import java.io.InputStream;

public class Unload {
    public static class Plugin {
        public String toString() { return "plugin"; }
    }

    static Object use(byte[] bytes) throws Exception {
        ClassLoader loader = new ClassLoader(Unload.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (!name.equals("Unload$Plugin")) return super.loadClass(name, resolve);
                Class<?> c = findLoadedClass(name);
                return c != null ? c : defineClass(name, bytes, 0, bytes.length);
            }
        };
        return loader.loadClass("Unload$Plugin").getDeclaredConstructor().newInstance().toString();
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = Unload.class.getResourceAsStream("Unload$Plugin.class")) {
            byte[] buffer = new byte[4096];
            for (int r; (r = in.read(buffer)) > 0; ) out.write(buffer, 0, r);
        }
        for (int i = 0; i < 3; i++) System.out.println(use(out.toByteArray()));
        System.gc();
        System.out.println("done");
    }
}
