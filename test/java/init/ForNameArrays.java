// Class.forName with array names: a component that does not exist is a
// ClassNotFoundException naming what was asked for, whatever the depth, and
// a malformed array name is one too.
public class ForNameArrays {
    static void tryName(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + " -> " + c.getName() + " (component " + c.getComponentType().getName() + ")");
        } catch (ClassNotFoundException e) {
            System.out.println(name + " -> ClassNotFoundException: " + e.getMessage());
        } catch (Throwable t) {
            System.out.println(name + " -> " + t);
        }
    }

    public static void main(String[] args) {
        tryName("[I");
        tryName("[[D");
        tryName("[Ljava.lang.String;");
        tryName("[[Ljava.lang.Object;");
        tryName("[LForNameArrays;");
        tryName("[Lint;");
        tryName("[[Lint;");
        tryName("[LNoSuchClass;");
        tryName("[[LNoSuchClass;");
        tryName("[Ljava.lang.NoSuch;");
        tryName("[X");
        tryName("[L;");
        tryName("[Ljava/lang/String;");
    }
}
