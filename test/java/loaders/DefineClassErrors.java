// ClassLoader.defineClass checks: wrong name, prohibited package, bad bytes, bounds, ByteBuffer form, resolveClass.
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.ByteBuffer;

public class DefineClassErrors {
    static class Definer extends ClassLoader {
        Definer() {
            super(null);
        }

        Class<?> define(String name, byte[] b, int off, int len) {
            return defineClass(name, b, off, len);
        }

        Class<?> define(String name, ByteBuffer buffer) {
            return defineClass(name, buffer, null);
        }

        void resolve(Class<?> c) {
            resolveClass(c);
        }
    }

    static byte[] bytesOf(String name) {
        try (InputStream in = ClassLoader.getSystemResourceAsStream(name + ".class")) {
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

    interface Attempt {
        Object run() throws Throwable;
    }

    static void attempt(String what, Attempt a) {
        try {
            Object result = a.run();
            System.out.println(what + ": ok " + (result instanceof Class ? ((Class<?>) result).getName() : result));
        } catch (Throwable t) {
            System.out.println(what + ": " + t.getClass().getName() + ": " + t.getMessage());
        }
    }

    public static void main(String[] args) {
        byte[] plain = bytesOf("Plain");
        attempt("wrong name", () -> new Definer().define("Other", plain, 0, plain.length));
        attempt("dotted wrong name", () -> new Definer().define("a.b.Plain", plain, 0, plain.length));
        attempt("null name", () -> new Definer().define(null, plain, 0, plain.length));
        attempt("right name", () -> new Definer().define("Plain", plain, 0, plain.length));
        attempt("slash name", () -> new Definer().define("x/Plain", plain, 0, plain.length));
        attempt("java package", () -> new Definer().define("java.lang.Fake", plain, 0, plain.length));
        byte[] bad = plain.clone();
        bad[0] = 0;
        attempt("bad magic", () -> new Definer().define("Plain", bad, 0, bad.length));
        attempt("truncated", () -> new Definer().define("Plain", plain, 0, 20));
        attempt("empty", () -> new Definer().define("Plain", plain, 0, 0));
        attempt("negative offset", () -> new Definer().define("Plain", plain, -1, 10));
        attempt("length too long", () -> new Definer().define("Plain", plain, 1, plain.length));
        attempt("null bytes", () -> new Definer().define("Plain", null, 0, 1));
        byte[] padded = new byte[plain.length + 7];
        System.arraycopy(plain, 0, padded, 3, plain.length);
        attempt("with offset", () -> new Definer().define("Plain", padded, 3, plain.length));
        attempt("heap buffer", () -> new Definer().define("Plain", ByteBuffer.wrap(plain)));
        ByteBuffer direct = ByteBuffer.allocateDirect(plain.length);
        direct.put(plain).flip();
        attempt("direct buffer", () -> new Definer().define("Plain", direct));
        attempt("buffer position", () -> {
            ByteBuffer b = ByteBuffer.wrap(padded);
            b.position(3).limit(3 + plain.length);
            Class<?> c = new Definer().define(null, b);
            return c.getName();
        });
        attempt("resolveClass", () -> {
            Definer d = new Definer();
            Class<?> c = d.define("Plain", plain, 0, plain.length);
            d.resolve(c);
            return c;
        });
        attempt("resolveClass null", () -> {
            new Definer().resolve(null);
            return "no exception";
        });
        attempt("self super missing", () -> {
            // Plain's superclass is Object: found through the bootstrap loader.
            Class<?> c = new Definer().define("Plain", plain, 0, plain.length);
            return c.getSuperclass();
        });
        byte[] needsApp = bytesOf("NeedsApp");
        attempt("super not visible", () -> new Definer().define("NeedsApp", needsApp, 0, needsApp.length));
    }
}

class Plain {
}

class NeedsApp extends Plain {
}
