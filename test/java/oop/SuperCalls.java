// Checks invokespecial for super.method() chains across three levels, super field access, and super calls to interface defaults and Object methods.
public class SuperCalls {
    static class A {
        String who() { return "A"; }
        String chain() { return "A.chain"; }
        protected String field = "A.field";
        @Override public String toString() { return "A.toString"; }
    }

    static class B extends A {
        @Override String who() { return "B>" + super.who(); }
        @Override String chain() { return "B.chain(" + super.chain() + ")"; }
        protected String field = "B.field";
        String fields() { return field + "," + super.field; }
    }

    static class C extends B {
        @Override String who() { return "C>" + super.who(); }
        // chain() not overridden here
        String superChain() { return super.chain(); }
        String fields() { return field + "," + super.field + "," + ((A) this).field + " | " + super.fields(); }
        @Override public String toString() { return "C(" + super.toString() + ")"; }
        @Override public boolean equals(Object o) { return super.equals(o); }
        @Override public int hashCode() { return 7; }
    }

    public static void main(String[] args) {
        C c = new C();
        System.out.println(c.who());
        System.out.println(c.chain() + " / " + c.superChain());
        System.out.println(c.fields());
        System.out.println(c + " equals self " + c.equals(c) + " equals other " + c.equals(new C()) + " hash " + c.hashCode());
        A asA = c;
        System.out.println(asA.who() + " " + asA.field + " " + ((B) asA).field);
    }
}
