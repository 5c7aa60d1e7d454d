// java.lang.reflect.Proxy: proxy classes (names, modifiers, caching), the Method each call passes, argument and result boxing, exceptions declared or not, duplicate methods across interfaces, default methods, Object's methods, and the errors.
import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

public class ProxyBasics {
    interface Hidden {
        int count(String s, long weight, double[] values);
    }

    public interface Service {
        String name() throws IOException;

        void ping();

        default String greet(String who) {
            return "hello " + who;
        }
    }

    public interface Named {
        Object name() throws IOException, InterruptedException;
    }

    public interface Primitives {
        boolean flag();

        char letter();

        byte small();

        float ratio();
    }

    static final List<String> calls = new ArrayList<>();

    static String describe(Throwable e) {
        return e.getClass().getName() + (e.getCause() != null ? " caused by " + e.getCause() : "");
    }

    public static void main(String[] args) throws Throwable {
        InvocationHandler logging = (proxy, method, arguments) -> {
            calls.add(method.getName() + " " + (arguments == null ? "null" : Arrays.deepToString(arguments)));
            switch (method.getName()) {
                case "count":
                    return ((String) arguments[0]).length() + (int) (long) (Long) arguments[1];
                case "name":
                    return "svc";
                case "hashCode":
                    return 7;
                case "equals":
                    return proxy == arguments[0];
                case "toString":
                    return "proxy!";
                case "greet":
                    return "proxied " + arguments[0];
                case "compare":
                    return ((String) arguments[0]).length() - ((String) arguments[1]).length();
                case "apply":
                    return "f(" + arguments[0] + ")";
                default:
                    return null;
            }
        };
        ClassLoader loader = ProxyBasics.class.getClassLoader();
        Object p = Proxy.newProxyInstance(loader, new Class<?>[] {Hidden.class, Service.class}, logging);
        Class<?> pc = p.getClass();
        System.out.println(pc.getName() + " [" + Modifier.toString(pc.getModifiers()) + "] " + Proxy.isProxyClass(pc)
                + " " + pc.getSuperclass() + " " + Arrays.toString(pc.getInterfaces()) + " "
                + (Proxy.getInvocationHandler(p) == logging));
        Hidden hidden = (Hidden) p;
        Service service = (Service) p;
        System.out.println(hidden.count("abc", 10L, new double[] {1.5}) + " " + service.name() + " "
                + service.greet("you") + " " + p.hashCode() + " " + p.equals(p) + " " + p.equals("x") + " " + p);
        service.ping();
        System.out.println(calls);

        // Same interfaces, same loader: the same class.
        Object again = Proxy.newProxyInstance(loader, new Class<?>[] {Hidden.class, Service.class}, logging);
        Object publicOnly = Proxy.newProxyInstance(loader, new Class<?>[] {Service.class}, logging);
        Object comparator = Proxy.newProxyInstance(loader, new Class<?>[] {Comparator.class, Function.class}, logging);
        System.out.println((again.getClass() == pc) + " " + publicOnly.getClass().getName() + " ["
                + Modifier.toString(publicOnly.getClass().getModifiers()) + "] " + comparator.getClass().getName());
        @SuppressWarnings("unchecked")
        Comparator<String> byLength = (Comparator<String>) comparator;
        List<String> words = new ArrayList<>(Arrays.asList("ccc", "a", "bb"));
        words.sort(byLength);
        @SuppressWarnings("unchecked")
        Function<Object, Object> f = (Function<Object, Object>) comparator;
        System.out.println(words + " " + f.apply(3));

        // The Method passed for a signature two interfaces share is the first interface's.
        List<Method> seen = new ArrayList<>();
        Object both = Proxy.newProxyInstance(loader, new Class<?>[] {Named.class, Service.class}, (proxy, method, a) -> {
            seen.add(method);
            return "n";
        });
        System.out.println(((Service) both).name() + " " + ((Named) both).name() + " " + seen);

        // Results: boxing, wrong types, null for a primitive.
        Object values = Proxy.newProxyInstance(loader, new Class<?>[] {Primitives.class}, (proxy, method, a) -> {
            switch (method.getName()) {
                case "flag":
                    return true;
                case "letter":
                    return 'z';
                case "small":
                    return (byte) -3;
                default:
                    return 0.25f;
            }
        });
        Primitives prims = (Primitives) values;
        System.out.println(prims.flag() + " " + prims.letter() + " " + prims.small() + " " + prims.ratio());
        Primitives wrong = (Primitives) Proxy.newProxyInstance(loader, new Class<?>[] {Primitives.class},
                (proxy, method, a) -> method.getName().equals("flag") ? null : "text");
        try {
            wrong.flag();
        } catch (NullPointerException e) {
            System.out.println("null for boolean: " + e.getClass().getName());
        }
        try {
            wrong.letter();
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }

        // Exceptions: declared ones pass, unchecked ones pass, others are wrapped.
        Service throwing = (Service) Proxy.newProxyInstance(loader, new Class<?>[] {Service.class},
                (proxy, method, a) -> {
                    switch (method.getName()) {
                        case "name":
                            throw new IOException("io");
                        case "ping":
                            throw new IllegalStateException("state");
                        default:
                            throw new Exception("checked");
                    }
                });
        for (int i = 0; i < 3; i++) {
            try {
                if (i == 0) {
                    throwing.name();
                } else if (i == 1) {
                    throwing.ping();
                } else {
                    throwing.greet("x");
                }
            } catch (UndeclaredThrowableException e) {
                System.out.println("undeclared: " + e.getUndeclaredThrowable());
            } catch (Exception e) {
                System.out.println("passed: " + e);
            }
        }
        Object bothThrowing = Proxy.newProxyInstance(loader, new Class<?>[] {Named.class, Service.class},
                (proxy, method, a) -> {
                    throw new InterruptedException("only Named declares it");
                });
        Named narrowed = (Named) bothThrowing;
        try {
            ((Service) bothThrowing).name();
        } catch (UndeclaredThrowableException e) {
            System.out.println("wrapped: " + e.getCause());
        }
        try {
            narrowed.name();
        } catch (UndeclaredThrowableException e) {
            System.out.println("wrapped: " + e.getCause());
        } catch (InterruptedException e) {
            System.out.println("Named's own method declares it: " + e.getMessage());
        }

        // Errors.
        Class<?>[][] bad = {{String.class}, {Service.class, Service.class}};
        for (Class<?>[] interfaces : bad) {
            try {
                Proxy.newProxyInstance(loader, interfaces, logging);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Hidden.class}, logging);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Proxy.getInvocationHandler("not a proxy");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Proxy.newProxyInstance(loader, new Class<?>[] {Service.class}, null);
        } catch (NullPointerException e) {
            System.out.println("null handler: " + describe(e));
        }
    }
}
