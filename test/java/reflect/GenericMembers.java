// Generic types of methods, constructors, fields and parameters (method type variables, their declarations), toGenericString of generic members
import java.io.IOException;
import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;

public class GenericMembers {
    static class Box<T extends Comparable<T>> {
        public T value;
        protected List<? extends T> many;
        Map<String, List<T>>[] maps;
        static int plain;
        int[] plainArray;

        public Box(T value) { this.value = value; }

        <U extends Number & Serializable> Box(U number, List<? super U> sink) throws IOException { }

        public <E extends Exception> T get(Class<E> kind) throws E { return value; }

        public static <K, V extends List<K>> Map<K, V> index(Collection<? extends V> values, K... keys) { return null; }

        public T[] array(T... items) { return items; }

        protected synchronized <X> X pick(X a, X b) throws IllegalStateException, IOException { return a; }

        public final int count(List<String> names) { return 0; }

        public <R> Iterator<R> iter() {
            class Local implements Iterator<R> {
                public boolean hasNext() { return false; }
                public R next() { return null; }
            }
            return new Local();
        }

        class Inner {
            Inner(List<T> items, int n) { }
        }
    }

    interface Shape<S> {
        default <Q extends S> List<Q> all(Q first) { return null; }
        S self();
    }

    static String describe(Type t) {
        if (t instanceof Class) return "class " + ((Class<?>) t).getName();
        if (t instanceof TypeVariable) {
            TypeVariable<?> v = (TypeVariable<?>) t;
            Object decl = v.getGenericDeclaration();
            String where = decl instanceof Method ? "method " + ((Method) decl).getName()
                    : decl instanceof Constructor ? "constructor" : "class " + ((Class<?>) decl).getSimpleName();
            return "var " + v.getName() + " of " + where + " bounds " + Arrays.toString(v.getBounds());
        }
        String kind = t instanceof ParameterizedType ? "ParameterizedType"
                : t instanceof GenericArrayType ? "GenericArrayType" : t instanceof WildcardType ? "WildcardType" : "?";
        return kind + " " + t.getTypeName();
    }

    static Method method(Class<?> c, String name) {
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(name)) return m;
        }
        throw new AssertionError(name);
    }

    static void show(Executable e) {
        System.out.println(e.toGenericString());
        System.out.println("  toString " + e);
        System.out.println("  type parameters " + Arrays.toString(e.getTypeParameters()));
        for (TypeVariable<?> v : e.getTypeParameters()) {
            System.out.println("    " + describe(v) + " same declaration " + v.getGenericDeclaration().equals(e));
        }
        if (e instanceof Method) {
            System.out.println("  return " + describe(((Method) e).getGenericReturnType()));
        }
        for (Type t : e.getGenericParameterTypes()) {
            System.out.println("  parameter " + describe(t));
        }
        for (Type t : e.getGenericExceptionTypes()) {
            System.out.println("  throws " + describe(t));
        }
        for (Parameter p : e.getParameters()) {
            System.out.println("  " + p + " parameterized " + p.getParameterizedType().getTypeName());
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> box = Box.class;
        String[] fields = {"value", "many", "maps", "plain", "plainArray"};
        for (String name : fields) {
            Field f = box.getDeclaredField(name);
            System.out.println(f.toGenericString() + " | " + describe(f.getGenericType()));
        }
        for (String name : new String[] {"get", "index", "array", "pick", "count", "iter"}) {
            show(method(box, name));
        }
        Constructor<?>[] ctors = box.getDeclaredConstructors();
        Arrays.sort(ctors, Comparator.comparingInt(Constructor::getParameterCount));
        for (Constructor<?> c : ctors) {
            show(c);
        }
        show(Box.Inner.class.getDeclaredConstructors()[0]);
        show(method(Shape.class, "all"));
        show(method(Shape.class, "self"));
        show(Object.class.getMethod("equals", Object.class));
        show(HashMap.class.getMethod("put", Object.class, Object.class));

        // A local class inside a generic method sees the method's variable.
        Class<?> local = new Box<String>("x").iter().getClass();
        Type iface = local.getGenericInterfaces()[0];
        Type arg = ((ParameterizedType) iface).getActualTypeArguments()[0];
        System.out.println("local implements " + iface + ", argument " + describe(arg));
        Method next = local.getMethod("next");
        System.out.println("local next returns " + describe(next.getGenericReturnType()));
        TypeVariable<?> r = (TypeVariable<?>) arg;
        System.out.println("declared by iter: " + r.getGenericDeclaration().equals(method(box, "iter")));

        // Copies answer the same; arrays handed out are fresh.
        Method get1 = method(box, "get"), get2 = method(box, "get");
        System.out.println("equal type parameters across copies: "
                + Arrays.equals(get1.getTypeParameters(), get2.getTypeParameters()));
        Type[] p1 = get1.getGenericParameterTypes();
        p1[0] = null;
        System.out.println("after changing a returned array: " + get1.getGenericParameterTypes()[0]);
        TypeVariable<Method>[] tv = get1.getTypeParameters();
        System.out.println("typed variable declaration: " + tv[0].getGenericDeclaration().getName());
    }
}
