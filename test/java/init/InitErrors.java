// Checks ExceptionInInitializerError on the first use of a class whose static initializer throws, then NoClassDefFoundError on every later use.
public class InitErrors {
    static class Broken {
        static int value = compute();
        static int compute() {
            System.out.println("Broken.<clinit> running");
            if (value == 0) throw new IllegalStateException("static init failed");
            return 1;
        }
        static void hello() { System.out.println("hello"); }
    }

    static class BrokenChild extends Broken {
        static { System.out.println("BrokenChild init (never printed)"); }
    }

    static class Arith {
        static int ratio = 10 / Integer.parseInt("0");
    }

    public static void main(String[] args) {
        try {
            Broken.hello();
        } catch (ExceptionInInitializerError e) {
            System.out.println("1st: " + e);
            System.out.println("    message=" + e.getMessage() + " cause=" + e.getCause());
            System.out.println("    getException same as cause: " + (e.getException() == e.getCause()));
        }
        try {
            System.out.println(Broken.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("2nd: " + e);
            System.out.println("    cause=" + e.getCause());
        }
        try {
            new Broken();
        } catch (NoClassDefFoundError e) {
            System.out.println("3rd (new): " + e.getMessage());
        }
        try {
            new BrokenChild();
        } catch (NoClassDefFoundError e) {
            System.out.println("subclass: " + e.getMessage());
        }
        try {
            Class.forName("InitErrors$Broken");
        } catch (Throwable e) {
            System.out.println("forName: " + e);
        }
        Broken[] arrayIsFine = new Broken[2];
        System.out.println("array of broken class: " + arrayIsFine.length + ", class literal: " + Broken.class.getName());
        try {
            System.out.println(Arith.ratio);
        } catch (ExceptionInInitializerError e) {
            System.out.println("arith: " + e.getCause());
        }
        try {
            System.out.println(Arith.ratio);
        } catch (NoClassDefFoundError e) {
            System.out.println("arith again: " + e.getMessage());
        }
        System.out.println("is LinkageError: " + (new NoClassDefFoundError() instanceof LinkageError)
                + ", EIIE is LinkageError: " + (new ExceptionInInitializerError() instanceof LinkageError));
    }
}
