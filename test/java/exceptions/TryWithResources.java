// Checks try-with-resources: close order, suppressed exceptions, null resources, failure while opening a later resource, catch/finally ordering.
public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("open " + name);
        }

        @Override
        public void close() {
            System.out.println("close " + name);
            if (failOnClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static Res failingOpen(String name) {
        throw new UnsupportedOperationException("cannot open " + name);
    }

    static void show(Throwable t) {
        System.out.println("caught " + t);
        for (Throwable s : t.getSuppressed()) System.out.println("  suppressed " + s);
    }

    public static void main(String[] args) {
        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            System.out.println("body uses " + a.name + b.name);
        }
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            show(e);
        }
        try (Res a = new Res("a", true); Res b = new Res("b", false)) {
            System.out.println("body ok");
        } catch (IllegalStateException e) {
            show(e);
        }
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            System.out.println("body ok, both closes fail");
        } catch (IllegalStateException e) {
            show(e);
        }
        try (Res a = new Res("a", false); Res b = failingOpen("b"); Res c = new Res("c", false)) {
            System.out.println("never");
        } catch (UnsupportedOperationException e) {
            show(e);
        } finally {
            System.out.println("finally after failed open");
        }
        try (Res nothing = null) {
            System.out.println("null resource is skipped: " + (nothing == null));
        }
        Res outer = new Res("outer", false);
        try (Res alias = outer) {
            System.out.println("using outer");
        }
        System.out.println("done");
    }
}
