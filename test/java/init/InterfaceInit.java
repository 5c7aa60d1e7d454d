// Checks interface initialization: fields initialized on first access only, not by implementing classes, except superinterfaces declaring default methods.
public class InterfaceInit {
    static int log(String s) { System.out.println("  init " + s); return s.length(); }

    interface Plain {
        int VALUE = log("Plain.VALUE");
        void m();
    }

    interface WithDefault {
        int VALUE = log("WithDefault.VALUE");
        default String hello() { return "hello from default"; }
    }

    interface SubOfPlain extends Plain {
        int SUB = log("SubOfPlain.SUB");
    }

    interface ConstantOnly {
        int C = 17;              // compile-time constant: no initialization needed
        String S = "const";
        Object O = log("ConstantOnly.O");
    }

    static class ImplPlain implements Plain {
        static { log("ImplPlain"); }
        public void m() {}
    }

    static class ImplDefault implements WithDefault {
        static { log("ImplDefault"); }
    }

    static class ImplSub implements SubOfPlain {
        static { log("ImplSub"); }
        public void m() {}
    }

    public static void main(String[] args) {
        System.out.println("new ImplPlain:");
        new ImplPlain().m();
        System.out.println("new ImplDefault:");
        System.out.println(new ImplDefault().hello());
        System.out.println("new ImplSub:");
        new ImplSub();
        System.out.println("read Plain.VALUE:");
        System.out.println(Plain.VALUE);
        System.out.println("read SubOfPlain.SUB:");
        System.out.println(SubOfPlain.SUB);
        System.out.println("constants:");
        System.out.println(ConstantOnly.C + " " + ConstantOnly.S);
        System.out.println("non-constant field:");
        System.out.println(ConstantOnly.O);
        System.out.println("again:");
        System.out.println(WithDefault.VALUE + " " + ConstantOnly.O);
    }
}
