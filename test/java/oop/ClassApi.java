// Checks the Class methods Loupe supports: getName/getSimpleName/toString, isInstance, isArray, getComponentType, getSuperclass, isInterface, desiredAssertionStatus, newInstance.
public class ClassApi {
    interface Marker {}
    static class Base implements Marker {}
    static class Derived extends Base {
        public Derived() {}
        @Override public String toString() { return "a Derived"; }
    }
    enum Suit { HEARTS, SPADES { @Override public String toString() { return "spades!"; } } }

    static void show(Class<?> c) {
        Class<?> sup = c.getSuperclass();
        Class<?> comp = c.getComponentType();
        System.out.println(c.getName() + " | simple=" + c.getSimpleName() + " | " + c + " | array=" + c.isArray()
                + " interface=" + c.isInterface() + " primitive=" + c.isPrimitive()
                + " | super=" + (sup == null ? "null" : sup.getName()) + " | component=" + (comp == null ? "null" : comp.getName()));
    }

    public static void main(String[] args) throws Exception {
        Class<?>[] cs = {Object.class, String.class, Integer.class, int.class, void.class, int[].class, String[][].class,
                         Marker.class, Base.class, Derived.class, Derived[].class, Runnable.class, Suit.class,
                         Suit.SPADES.getClass(), Number.class, Comparable.class, Thread.class};
        for (Class<?> c : cs) show(c);
        System.out.println(Marker.class.isInstance(new Derived()) + " " + Base.class.isInstance(new Object()) + " "
                + Object.class.isInstance(null) + " " + Object[].class.isInstance(new String[0]) + " " + int.class.isInstance(5));
        Object made = Derived.class.getDeclaredConstructor().newInstance();
        System.out.println("newInstance: " + made);
        Object sb = StringBuilder.class.getDeclaredConstructor().newInstance();
        System.out.println("StringBuilder instance empty: [" + sb + "]");
        System.out.println("assertions: " + ClassApi.class.desiredAssertionStatus());
        System.out.println("getClass of values: " + "x".getClass() + " " + Integer.valueOf(1).getClass() + " " + new int[0].getClass());
        System.out.println(Suit.SPADES.getClass() == Suit.class ? "same" : "constant body class differs, declaring class "
                + Suit.SPADES.getDeclaringClass().getSimpleName());
        System.out.println(int.class == Integer.TYPE);
    }
}
