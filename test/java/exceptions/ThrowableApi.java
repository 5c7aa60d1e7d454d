// Checks Throwable's API: toString/getMessage/getLocalizedMessage, initCause rules, addSuppressed rules, disabled stack traces, custom toString.
public class ThrowableApi {
    static class Quiet extends RuntimeException {
        Quiet(String m) { super(m, null, false, false); }   // no suppression, no stack trace
    }
    static class Localized extends Exception {
        Localized(String m) { super(m); }
        @Override public String getLocalizedMessage() { return "localized(" + getMessage() + ")"; }
    }
    static class Custom extends Exception {
        @Override public String toString() { return "Custom!"; }
    }

    interface Body { void run(); }

    static void attempt(String label, Body b) {
        try {
            b.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println(new RuntimeException());
        System.out.println(new RuntimeException("msg"));
        System.out.println(new RuntimeException((String) null).getMessage());
        System.out.println(new Exception(new IllegalStateException("inner")).getMessage());
        System.out.println(new Exception((Throwable) null).getMessage());
        System.out.println(new Error("with cause", new Exception("c")).getCause().getMessage());
        System.out.println(new Localized("x") + " / " + new Localized("x").getMessage());
        System.out.println(new Custom() + " / " + new Custom().getMessage());
        Throwable t = new Throwable("plain");
        System.out.println(t + " cause=" + t.getCause());
        Exception noCause = new Exception("a");
        noCause.initCause(new Error("late cause"));
        System.out.println("initCause ok: " + noCause.getCause());
        attempt("initCause twice", () -> noCause.initCause(new Error("again")));
        attempt("initCause after ctor cause", () -> new Exception("b", null).initCause(new Error()));
        attempt("self causation", () -> { Exception e = new Exception(); e.initCause(e); });
        Exception host = new Exception("host");
        attempt("self suppression", () -> host.addSuppressed(host));
        attempt("suppress null", () -> host.addSuppressed(null));
        host.addSuppressed(new Error("s1"));
        host.addSuppressed(new Error("s2"));
        System.out.println("suppressed count " + host.getSuppressed().length + " first " + host.getSuppressed()[0]);
        Quiet q = new Quiet("quiet");
        q.addSuppressed(new Error("ignored"));
        System.out.println("quiet: " + q + " trace length " + q.getStackTrace().length + " suppressed " + q.getSuppressed().length);
        RuntimeException r = new RuntimeException("r");
        System.out.println("trace nonempty " + (r.getStackTrace().length > 0));
        r.setStackTrace(new StackTraceElement[0]);
        System.out.println("after setStackTrace " + r.getStackTrace().length);
        StackTraceElement el = new StackTraceElement("pkg.Cls", "meth", "Cls.java", 12);
        System.out.println(el + " " + new StackTraceElement("A", "b", null, -1) + " " + new StackTraceElement("A", "n", "A.java", -2)
                + " " + new StackTraceElement("A", "c", "A.java", -1));
        Error err = new AssertionError(42);
        System.out.println(err + " " + new AssertionError("text", new Exception("why")).getCause());
        AssertionError fromThrowable = new AssertionError(new IllegalStateException("ise"));
        System.out.println(fromThrowable.getMessage() + " cause " + fromThrowable.getCause());
    }
}
