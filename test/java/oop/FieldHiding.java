// Checks field hiding and static method hiding: field access and static calls bind to the static type, instance methods to the runtime type; static call through a null reference.
public class FieldHiding {
    static class Parent {
        String name = "parent-field";
        static String kind = "parent-static";
        static String staticWho() { return "Parent.staticWho"; }
        String who() { return "Parent.who"; }
        String nameViaMethod() { return name; }
    }

    static class Child extends Parent {
        String name = "child-field";
        static String kind = "child-static";
        static String staticWho() { return "Child.staticWho"; }
        @Override String who() { return "Child.who"; }
    }

    static class Counter {
        static int count = 0;
        static int bump() { return ++count; }
    }

    static Parent nothing() { return null; }

    @SuppressWarnings("static-access")
    public static void main(String[] args) {
        Child c = new Child();
        Parent p = c;
        System.out.println(c.name + " | " + p.name + " | " + ((Parent) c).name);
        System.out.println(c.kind + " | " + p.kind);
        System.out.println(c.staticWho() + " | " + p.staticWho());
        System.out.println(c.who() + " | " + p.who());
        System.out.println("method sees " + c.nameViaMethod());
        Parent n = nothing();
        System.out.println("static via null: " + n.staticWho() + " " + n.kind);
        Counter nullCounter = null;
        System.out.println("bump via null: " + nullCounter.bump() + " " + nullCounter.bump());
        c.name = "changed";
        p.name = "changed-parent";
        System.out.println(c.name + " " + ((Parent) c).name);
    }
}
