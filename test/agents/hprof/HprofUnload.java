// hprof and class unloading (run_hprof_test.py unload): classes
// HprofUnloadA and HprofUnloadB are defined, five times each, by loaders of
// their own that are then dropped, with a collection after A's rounds. A
// VM that unloads classes may give B's methods the IDs A's had: the int[]
// each round keeps must still be charged to a trace naming the method that
// allocated it (A's arrays are 1,000 ints, B's 2,000).
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

public class HprofUnload {
    static final List<Object> kept = new ArrayList<>();

    static final class Definer extends ClassLoader {
        Definer() {
            super(null);
        }

        Class<?> define(String name, byte[] bytes) {
            return defineClass(name, bytes, 0, bytes.length);
        }
    }

    static byte[] bytesOf(String name) throws Exception {
        try (InputStream in = ClassLoader.getSystemResourceAsStream(name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        }
    }

    @SuppressWarnings("unchecked")
    static void rounds(String name) throws Exception {
        byte[] bytes = bytesOf(name);
        for (int round = 0; round < 5; round++) {
            Class<?> c = new Definer().define(name, bytes);
            Supplier<Object> s = (Supplier<Object>) c.getDeclaredConstructor().newInstance();
            kept.add(s.get());
        }
        System.gc();
    }

    public static void main(String[] args) throws Exception {
        rounds("HprofUnloadA");
        rounds("HprofUnloadB");
        System.out.println("kept " + kept.size());
    }
}
