// Many threads loading one class at once: through a parallel-capable loader, and racing defineClass calls.
// loupe-test: java17-only
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

public class ParallelLoading {
    static final int THREADS = 8;

    static class Parallel extends ClassLoader {
        static {
            System.out.println("registered: " + ClassLoader.registerAsParallelCapable());
        }

        final AtomicInteger defines = new AtomicInteger();

        Parallel() {
            super("parallel", null);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (!name.equals("Loaded") && !name.equals("Base")) {
                throw new ClassNotFoundException(name);
            }
            defines.incrementAndGet();
            byte[] bytes = bytesOf(name);
            return defineClass(name, bytes, 0, bytes.length);
        }

        Object lock(String name) {
            return getClassLoadingLock(name);
        }

        Class<?> defineDirectly(String name) {
            byte[] bytes = bytesOf(name);
            return defineClass(name, bytes, 0, bytes.length);
        }
    }

    static class Serial extends ClassLoader {
        Serial() {
            super(null);
        }

        Object lock(String name) {
            return getClassLoadingLock(name);
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

    interface Body {
        Object run() throws Throwable;
    }

    static Set<Object> race(Body body) throws Exception {
        Set<Object> results = ConcurrentHashMap.newKeySet();
        CountDownLatch start = new CountDownLatch(1);
        Thread[] threads = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            threads[i] = new Thread(() -> {
                try {
                    start.await();
                    results.add(body.run());
                } catch (Throwable t) {
                    results.add(t.getClass().getName());
                }
            });
            threads[i].start();
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
        return results;
    }

    public static void main(String[] args) throws Exception {
        Parallel p = new Parallel();
        System.out.println("lock is not the loader: " + (p.lock("Loaded") != p));
        System.out.println("same lock per name: " + (p.lock("Loaded") == p.lock("Loaded")));
        Serial s = new Serial();
        System.out.println("serial lock is the loader: " + (s.lock("X") == s));

        for (int round = 0; round < 5; round++) {
            Parallel loader = new Parallel();
            Set<Object> classes = race(() -> Class.forName("Loaded", true, loader));
            Class<?> c = (Class<?>) classes.iterator().next();
            System.out.println("round " + round + ": results=" + classes.size() + " defines=" + loader.defines.get()
                    + " own=" + (c.getClassLoader() == loader) + " super own=" + (c.getSuperclass().getClassLoader() == loader));
        }
        // Racing defineClass itself: one wins, the others get LinkageError (duplicate class definition).
        for (int round = 0; round < 3; round++) {
            Parallel loader = new Parallel();
            Set<Object> outcomes = ConcurrentHashMap.newKeySet();
            AtomicInteger wins = new AtomicInteger();
            race(() -> {
                try {
                    Class<?> c = loader.defineDirectly("Base");
                    wins.incrementAndGet();
                    outcomes.add("defined");
                    return c;
                } catch (LinkageError e) {
                    outcomes.add(e.getClass().getName());
                    return e.getClass().getName();
                }
            });
            System.out.println("define race " + round + ": wins=" + wins.get() + " outcomes=" + new java.util.TreeSet<>(outcomes));
        }
    }
}

class Base {
}

class Loaded extends Base {
    static {
        System.out.println("Loaded initialized once");
    }
}
