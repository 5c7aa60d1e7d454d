// The program the unloading agent watches (test/agents/unloading): plugin
// reloading, as an application server or an IDE does it. Each round makes
// a fresh class loader, defines the plugin class in it from the same bytes,
// uses it and drops it. Each plugin class holds a 64 KB static array, so
// 2,000 rounds in a 16 MB heap finish only if dead plugins are unloaded.
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class Main {
    public static final class Plugin implements IntSupplier {
        static final byte[] BALLAST = new byte[64 * 1024];
        static int calls;

        public int getAsInt() {
            calls++;
            BALLAST[calls] = 1;
            Supplier<String> text = () -> "plugin " + calls;  // call sites the plugin's loader owns
            return text.get().length();
        }
    }

    static final class PluginLoader extends ClassLoader {
        private final byte[] bytes;

        PluginLoader(byte[] bytes) {
            super(Main.class.getClassLoader());
            this.bytes = bytes;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("Main$Plugin")) return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                return c != null ? c : defineClass(name, bytes, 0, bytes.length);
            }
        }
    }

    static int round(byte[] bytes) throws Exception {
        Class<?> c = new PluginLoader(bytes).loadClass("Main$Plugin");
        IntSupplier plugin = (IntSupplier) c.getDeclaredConstructor().newInstance();
        return plugin.getAsInt() + plugin.getAsInt();
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        byte[] bytes;
        try (InputStream in = Main.class.getResourceAsStream("Main$Plugin.class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            for (int r; (r = in.read(buffer)) > 0; ) out.write(buffer, 0, r);
            bytes = out.toByteArray();
        }
        long total = 0;
        for (int i = 0; i < rounds; i++) total += round(bytes);
        System.out.println(rounds + " plugins: " + total);
    }
}
