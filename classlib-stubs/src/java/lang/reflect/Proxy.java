package java.lang.reflect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dynamic proxy classes: a class made at run time that implements a list
 * of interfaces by sending every call to an InvocationHandler.
 *
 * <p>The proxy class extends Proxy; the VM writes it as a forwarding class
 * (vm/indy/forwarder.h) whose method number i boxes its arguments and calls
 * the protected {@code proxyDispatch(proxy, i, args)} here, which hands the
 * handler the Method this class keeps at index i. Which methods a proxy
 * class has, and which Method each passes, follows the rules of the Proxy
 * specification: hashCode, equals and toString first, then each
 * interface's methods, a signature shared by several interfaces given the
 * Method of the first of them.
 */
public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    protected InvocationHandler h;

    protected Proxy(InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        this.h = h;
    }

    /** What the VM made for one loader and list of interfaces. */
    static final class ProxyClass {
        final Class<?> type;
        final Method[] methods;  // by the forwarding class's method index
        final Class<?>[][] exceptions;  // per method: the checked exceptions every duplicate declares

        ProxyClass(Class<?> type, Method[] methods, Class<?>[][] exceptions) {
            this.type = type;
            this.methods = methods;
            this.exceptions = exceptions;
        }
    }

    /**
     * The proxy classes made for one loader. The loader object keeps it
     * (loupe.internal.LoaderValues), so a loader that made proxies can still
     * be unloaded: nothing static refers to its classes.
     */
    static final class LoaderTable {
        final Map<List<Class<?>>, ProxyClass> byInterfaces = new HashMap<>();
        final Map<Class<?>, ProxyClass> byClass = new IdentityHashMap<>();
        int module;  // its "jdk.proxy<n>" module number, 0 until it needs one
    }

    private static final Object lock = new Object();  // also the key of the loaders' tables
    private static long nextNumber;
    private static int modules;

    /** The loader's table, made on first use. */
    private static LoaderTable table(ClassLoader loader) {
        return loupe.internal.LoaderValues.of(loader, lock, LoaderTable::new);
    }

    /** The record of a proxy class, or null for any other class. */
    private static ProxyClass recordOf(Class<?> cl) {
        LoaderTable table = table(cl.getClassLoader());
        synchronized (lock) {
            return table.byClass.get(cl);
        }
    }

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) {
        return proxyClass(loader, interfaces).type;
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        Class<?> type = proxyClass(loader, interfaces).type;
        try {
            return type.getConstructor(InvocationHandler.class).newInstance(h);
        } catch (InvocationTargetException e) {
            throw new InternalError(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    public static boolean isProxyClass(Class<?> cl) {
        return recordOf(cl) != null;
    }

    public static InvocationHandler getInvocationHandler(Object proxy) {
        if (!isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    /**
     * Where every method of a proxy class lands: the handler gets the
     * Method kept for the index and the arguments (null for a method without
     * parameters, as the forwarding class passes them); a checked exception the method does not declare is
     * wrapped in UndeclaredThrowableException.
     */
    protected static Object proxyDispatch(Object proxy, int index, Object[] args) throws Throwable {
        ProxyClass record = recordOf(proxy.getClass());
        try {
            return ((Proxy) proxy).h.invoke(proxy, record.methods[index], args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            for (Class<?> allowed : record.exceptions[index]) {
                if (allowed.isInstance(t)) {
                    throw t;
                }
            }
            throw new UndeclaredThrowableException(t);
        }
    }

    private static ProxyClass proxyClass(ClassLoader loader, Class<?>[] interfaces) {
        if (interfaces.length > 65535) {
            throw new IllegalArgumentException("interface limit exceeded: " + interfaces.length);
        }
        List<Class<?>> key = new ArrayList<>(Arrays.asList(interfaces));
        LoaderTable table = table(loader);
        synchronized (lock) {
            ProxyClass made = table.byInterfaces.get(key);
            if (made == null) {
                made = define(loader, interfaces.clone(), table);
                table.byInterfaces.put(key, made);
                table.byClass.put(made.type, made);
            }
            return made;
        }
    }

    private static ProxyClass define(ClassLoader loader, Class<?>[] interfaces, LoaderTable table) {
        String packageName = null;
        Map<Class<?>, Boolean> seen = new IdentityHashMap<>();
        for (Class<?> i : interfaces) {
            if (!i.isInterface()) {
                throw new IllegalArgumentException(i.getName() + " is not an interface");
            }
            if (seen.put(i, Boolean.TRUE) != null) {
                throw new IllegalArgumentException("repeated interface: " + i.getName());
            }
            checkVisible(i, loader);
            if (!Modifier.isPublic(i.getModifiers())) {
                String p = i.getPackageName();
                if (packageName != null && !packageName.equals(p)) {
                    throw new IllegalArgumentException("non-public interfaces from different packages");
                }
                if (i.getClassLoader() != loader) {
                    throw new IllegalArgumentException("non-public interface is not defined by the given loader");
                }
                packageName = p;
            }
        }
        // hashCode, equals and toString first, then each interface's methods.
        LinkedHashMap<String, List<Method>> bySignature = new LinkedHashMap<>();
        try {
            addMethod(bySignature, Object.class.getMethod("hashCode"));
            addMethod(bySignature, Object.class.getMethod("equals", Object.class));
            addMethod(bySignature, Object.class.getMethod("toString"));
        } catch (NoSuchMethodException e) {
            throw new InternalError(e);
        }
        for (Class<?> i : interfaces) {
            for (Method m : i.getMethods()) {
                if (!Modifier.isStatic(m.getModifiers())) {
                    for (Class<?> c : m.getParameterTypes()) {
                        checkVisible(c, loader);
                    }
                    checkVisible(m.getReturnType(), loader);
                    addMethod(bySignature, m);
                }
            }
        }
        checkReturnTypes(bySignature);
        int count = bySignature.size();
        Method[] methods = new Method[count];
        Class<?>[][] exceptions = new Class<?>[count][];
        String[] names = new String[count];
        String[] descriptors = new String[count];
        int index = 0;
        for (List<Method> duplicates : bySignature.values()) {
            Method first = duplicates.get(0);
            methods[index] = first;
            exceptions[index] = commonExceptions(duplicates);
            names[index] = first.getName();
            descriptors[index] = descriptor(first.getParameterTypes(), first.getReturnType());
            index++;
        }
        String name;
        synchronized (lock) {
            long number = nextNumber++;
            if (packageName == null) {
                if (table.module == 0) {
                    table.module = ++modules;
                }
                packageName = "jdk.proxy" + table.module;
            }
            name = (packageName.isEmpty() ? "" : packageName + ".") + "$Proxy" + number;
        }
        Class<?> type = defineProxyClass0(loader, name, interfaces, names, descriptors);
        return new ProxyClass(type, methods, exceptions);
    }

    /** The class of that name the loader sees must be this one (HotSpot words it the same for an interface). */
    private static void checkVisible(Class<?> c, ClassLoader loader) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return;
        }
        Class<?> seen;
        try {
            seen = Class.forName(c.getName(), false, loader);
        } catch (ClassNotFoundException e) {
            seen = null;
        }
        if (seen != c) {
            throw new IllegalArgumentException(c.getName() + " referenced from a method is not visible from class loader: "
                    + (loader == null ? "null" : loader.toString()));
        }
    }

    /**
     * Groups methods by name and descriptor: the JVM calls by descriptor, so
     * methods that differ only in return type each get a method of the
     * proxy class (and pass their own Method).
     */
    private static void addMethod(Map<String, List<Method>> bySignature, Method m) {
        String key = m.getName() + descriptor(m.getParameterTypes(), m.getReturnType());
        bySignature.computeIfAbsent(key, k -> new ArrayList<>()).add(m);
    }

    /**
     * Methods of one name and parameter types must have a return type that
     * every other one's is assignable to.
     */
    private static void checkReturnTypes(Map<String, List<Method>> bySignature) {
        Map<String, List<Class<?>>> returnsByParameters = new LinkedHashMap<>();
        for (List<Method> duplicates : bySignature.values()) {
            Method m = duplicates.get(0);
            String key = m.getName() + Arrays.toString(m.getParameterTypes());
            returnsByParameters.computeIfAbsent(key, k -> new ArrayList<>()).add(m.getReturnType());
        }
        for (Map.Entry<String, List<Class<?>>> e : returnsByParameters.entrySet()) {
            List<Class<?>> returns = e.getValue();
            boolean found = false;
            for (Class<?> candidate : returns) {
                boolean mostSpecific = true;
                for (Class<?> other : returns) {
                    mostSpecific &= other.isAssignableFrom(candidate) && (!other.isPrimitive() || other == candidate);
                }
                found |= mostSpecific;
            }
            if (!found) {
                throw new IllegalArgumentException("methods with same signature " + e.getKey()
                        + " but incompatible return types: " + returns);
            }
        }
    }

    /** The checked exceptions a proxy method may throw: those every duplicate allows. */
    private static Class<?>[] commonExceptions(List<Method> duplicates) {
        List<Class<?>> common = new ArrayList<>();
        for (Class<?> e : duplicates.get(0).getExceptionTypes()) {
            common.add(e);
        }
        for (int d = 1; d < duplicates.size(); d++) {
            List<Class<?>> next = new ArrayList<>();
            Class<?>[] others = duplicates.get(d).getExceptionTypes();
            for (Class<?> e : common) {
                for (Class<?> o : others) {
                    if (o.isAssignableFrom(e)) {
                        next.add(e);
                    } else if (e.isAssignableFrom(o)) {
                        next.add(o);
                    }
                }
            }
            common = next;
        }
        return common.toArray(new Class<?>[0]);
    }

    private static String descriptor(Class<?>[] parameters, Class<?> returnType) {
        return java.lang.invoke.MethodType.methodType(returnType, parameters).toMethodDescriptorString();
    }

    /** Writes and defines the proxy class in `loader` (vm/natives). */
    private static native Class<?> defineProxyClass0(ClassLoader loader, String name, Class<?>[] interfaces,
            String[] names, String[] descriptors);
}
