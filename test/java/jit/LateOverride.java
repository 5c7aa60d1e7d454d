// Checks that classes loaded after their callers were compiled (Class.forName, and a class defined by a user-defined loader from the same bytes) run their own overrides at call sites that had inlined or cached the only implementation seen before: virtual, abstract, interface and default methods.
import java.io.ByteArrayOutputStream;
import java.io.InputStream;

public class LateOverride {
    // Public, with public methods: ChildCounter, defined by another loader,
    // is in another runtime package, where package access would not reach.
    public static class Counter {
        public int step() { return 1; }
        public int twice() { return step() + step(); }
    }

    interface Greeter {
        default String greet() { return "hello"; }
    }

    static final class Plain implements Greeter {
    }

    abstract static class Task {
        abstract int run(int x);
    }

    static final class Doubler extends Task {
        int run(int x) { return 2 * x; }
    }

    // Loaded only by name, after the callers below were compiled.
    static class LoudCounter extends Counter {
        public int step() { return 10; }
    }

    static final class Shouter implements Greeter {
        public String greet() { return "HELLO"; }
    }

    static final class Squarer extends Task {
        int run(int x) { return x * x; }
    }

    // Defined a second time by Isolated, a loader of its own.
    public static class ChildCounter extends Counter {
        public ChildCounter() {}
        public int step() { return 100; }
    }

    static int steps(Counter c, int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) sum += c.step();
        return sum;
    }

    static int twice(Counter c) { return c.twice(); }

    static String greet(Greeter g) { return g.greet(); }

    static long runAll(Task t, int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) sum += t.run(i);
        return sum;
    }

    // Defines the classes it is asked for from the bytes of the class files
    // beside this one, and asks its parent for every other class.
    static final class Isolated extends ClassLoader {
        private final String mine;

        Isolated(String mine) {
            super(LateOverride.class.getClassLoader());
            this.mine = mine;
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals(mine)) return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) c = define(name);
                return c;
            }
        }

        private Class<?> define(String name) throws ClassNotFoundException {
            String resource = name.replace('.', '/') + ".class";
            try (InputStream in = getParent().getResourceAsStream(resource)) {
                if (in == null) throw new ClassNotFoundException(name);
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] buffer = new byte[4096];
                for (int n; (n = in.read(buffer)) > 0; ) out.write(buffer, 0, n);
                byte[] bytes = out.toByteArray();
                return defineClass(name, bytes, 0, bytes.length);
            } catch (java.io.IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Counter plain = new Counter();
        Greeter quiet = new Plain();
        Task doubler = new Doubler();
        int a = 0;
        long b = 0;
        String g = "";
        for (int round = 0; round < 2000; round++) {
            a += steps(plain, 10) + twice(plain);
            g = greet(quiet);
            b += runAll(doubler, 10);
        }
        System.out.println("before: " + a + " " + g + " " + b);

        Counter loud = (Counter) Class.forName("LateOverride$LoudCounter").getDeclaredConstructor().newInstance();
        Greeter shouter = (Greeter) Class.forName("LateOverride$Shouter").getDeclaredConstructor().newInstance();
        Task squarer = (Task) Class.forName("LateOverride$Squarer").getDeclaredConstructor().newInstance();
        System.out.println("loaded by name: " + steps(loud, 10) + " " + twice(loud) + " " + greet(shouter) + " "
                + runAll(squarer, 10));
        System.out.println("old receivers: " + steps(plain, 10) + " " + twice(plain) + " " + greet(quiet) + " "
                + runAll(doubler, 10));
        a = 0;
        b = 0;
        for (int round = 0; round < 2000; round++) {
            a += steps(round % 2 == 0 ? plain : loud, 3) + twice(round % 3 == 0 ? loud : plain);
            g = greet(round % 2 == 0 ? quiet : shouter);
            b += runAll(round % 2 == 0 ? doubler : squarer, 5);
        }
        System.out.println("mixed: " + a + " " + g + " " + b);

        ClassLoader isolated = new Isolated("LateOverride$ChildCounter");
        Class<?> child = Class.forName("LateOverride$ChildCounter", true, isolated);
        System.out.println("own loader: " + (child.getClassLoader() == isolated) + ", same name, other class: "
                + (child != ChildCounter.class));
        Counter theirs = (Counter) child.getDeclaredConstructor().newInstance();
        Counter ours = new ChildCounter();
        System.out.println("defined twice: " + steps(theirs, 10) + " " + twice(theirs) + " " + steps(ours, 10) + " "
                + twice(ours));
        a = 0;
        for (int round = 0; round < 2000; round++) a += twice(round % 2 == 0 ? theirs : plain);
        System.out.println("after: " + a + " " + twice(plain) + " " + twice(loud) + " " + twice(theirs));
    }
}
