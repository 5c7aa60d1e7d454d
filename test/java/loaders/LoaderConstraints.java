// Loading constraints (JVMS 5.3.4): a method or field reference resolved across loaders must see the same classes.
// loupe-test: java17-only
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

public class LoaderConstraints {
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
        public static Token field = new LoaderConstraints.Token();

        public static String take(Token t) {
            return "took " + t.getClass().getClassLoader().getName();
        }

        public static Token make() {
            return new LoaderConstraints.Token();
        }
    }

    public static void main(String[] args) throws Exception {
        // The app loader's Api and Token exist first, so every check below meets two loaded classes.
        System.out.println("app Token: " + Api.make().getClass().getClassLoader().getName());
        // Token is the loader's own; Api (and the Token it names) come from the app loader.
        run(new ChildFirst("cf", "CallsMethod", "LoaderConstraints$Token"), "CallsMethod");
        run(new ChildFirst("cf", "ReadsField", "LoaderConstraints$Token"), "ReadsField");
        run(new ChildFirst("cf", "ReturnsToken", "LoaderConstraints$Token"), "ReturnsToken");
        // Without a Token of its own the same code links.
        run(new ChildFirst("cf", "CallsMethod"), "CallsMethod");
        run(new ChildFirst(null, "ReadsField", "LoaderConstraints$Token"), "ReadsField");
    }
}

class CallsMethod {
    static {
        System.out.println("CallsMethod: " + LoaderConstraints.Api.take(new LoaderConstraints.Token()));
    }
}

class ReadsField {
    static {
        LoaderConstraints.Token t = new LoaderConstraints.Token();
        System.out.println("ReadsField: " + (LoaderConstraints.Api.field != null) + " " + (t != null));
    }
}

class ReturnsToken {
    static {
        LoaderConstraints.Token t = new LoaderConstraints.Token();
        System.out.println("ReturnsToken: " + (LoaderConstraints.Api.make() != null) + (t != null));
    }
}
