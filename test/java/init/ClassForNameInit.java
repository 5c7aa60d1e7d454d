// Checks Class.forName: initialization on load, nested and array class names, ClassNotFoundException messages, and newInstance via getDeclaredConstructor.
public class ClassForNameInit {
    static class Plugin {
        static { System.out.println("Plugin initialized"); }
        public Plugin() { System.out.println("Plugin constructed"); }
        @Override public String toString() { return "a Plugin"; }
    }

    public static void main(String[] args) throws Exception {
        String[] names = {"ClassForNameInit$Plugin", "java.lang.String", "[I", "[[Ljava.lang.String;", "[LClassForNameInit$Plugin;",
                          "java.util.ArrayList", "NoSuchClassAnywhere", "java.lang.string", "int", "ClassForNameInit.Plugin", "[X"};
        for (String n : names) {
            try {
                Class<?> c = Class.forName(n);
                System.out.println(n + " -> " + c.getName() + " (" + c.getSimpleName() + ") array=" + c.isArray());
            } catch (ClassNotFoundException e) {
                System.out.println(n + " -> ClassNotFoundException: " + e.getMessage());
            }
        }
        Class<?> p = Class.forName("ClassForNameInit$Plugin");
        Object o = p.getDeclaredConstructor().newInstance();
        System.out.println("created " + o + ", isInstance " + p.isInstance(o));
        Class<?> list = Class.forName("java.util.ArrayList");
        Object l = list.getDeclaredConstructor().newInstance();
        System.out.println("list " + l + " " + l.getClass().getName());
        System.out.println("same Class object: " + (Class.forName("java.lang.String") == String.class)
                + " " + (Class.forName("[I") == int[].class));
    }
}
