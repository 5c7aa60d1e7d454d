// Loading constraints recorded before the app loader loads the class they name, violated when it does.
// loupe-test: java17-only
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

public class LoaderConstraintsLater {
    static class ChildFirst extends ClassLoader {
        private final Set<String> own;

        ChildFirst(String name, String... own) {
            super(name, ClassLoader.getSystemClassLoader());
            this.own = new HashSet<>(Arrays.asList(own));
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (!own.contains(name)) {
                    return super.loadClass(name, resolve);
                }
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    byte[] bytes = bytesOf(name);
                    c = defineClass(name, bytes, 0, bytes.length);
                }
                return c;
            }
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

    static String stable(String message) {
        return message == null ? null : message.replaceAll("@[0-9a-f]+", "@HASH");
    }

    static void run(ClassLoader loader, String className) {
        try {
            // The class's static initializer runs the code under test.
            Class.forName(className, true, loader);
        } catch (LinkageError e) {
            System.out.println(className + ": " + e.getClass().getName() + ": " + stable(e.getMessage()));
        } catch (Exception e) {
            System.out.println(className + ": " + e);
        }
    }

    public static class Token {
        public Token() {
        }
    }

    public static class Api {
        public static Token field = new LoaderConstraintsLater.Token();

        public static String take(Token t) {
            return "took " + t.getClass().getClassLoader().getName();
        }

        public static Token make() {
            return new LoaderConstraintsLater.Token();
        }
    }

    public static void main(String[] args) throws Exception {
        // Nothing has loaded the app loader's Token yet: resolving Api.take from CallsMethod records the
        // constraint "Token is the same in cf and app"; Api's initializer then loads app's Token, and fails.
        // Token is the loader's own; Api (and the Token it names) come from the app loader.
        run(new ChildFirst("cf", "CallsMethod2", "LoaderConstraintsLater$Token"), "CallsMethod2");
        run(new ChildFirst("cf", "ReadsField2", "LoaderConstraintsLater$Token"), "ReadsField2");
        run(new ChildFirst("cf", "ReturnsToken2", "LoaderConstraintsLater$Token"), "ReturnsToken2");
        // Without a Token of its own the same code links.
        run(new ChildFirst("cf", "CallsMethod2"), "CallsMethod2");
        run(new ChildFirst(null, "ReadsField2", "LoaderConstraintsLater$Token"), "ReadsField2");
    }
}

class CallsMethod2 {
    static {
        System.out.println("CallsMethod2: " + LoaderConstraintsLater.Api.take(new LoaderConstraintsLater.Token()));
    }
}

class ReadsField2 {
    static {
        LoaderConstraintsLater.Token t = new LoaderConstraintsLater.Token();
        System.out.println("ReadsField2: " + (LoaderConstraintsLater.Api.field != null) + " " + (t != null));
    }
}

class ReturnsToken2 {
    static {
        LoaderConstraintsLater.Token t = new LoaderConstraintsLater.Token();
        System.out.println("ReturnsToken2: " + (LoaderConstraintsLater.Api.make() != null) + (t != null));
    }
}
