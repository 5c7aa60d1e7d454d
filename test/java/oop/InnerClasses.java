// Checks inner classes: access to outer private fields and methods (nestmates), Outer.this, shadowing, outer.new Inner(), static nested classes, inner of inner.
public class InnerClasses {
    private int value = 10;
    private static int staticCount = 0;
    private String secret() { return "outer-secret"; }

    class Inner {
        private int value = 20;
        private String mine = "inner-private";

        String show(int value) {
            return value + " " + this.value + " " + InnerClasses.this.value + " " + secret();
        }

        void bump() { InnerClasses.this.value++; staticCount++; }

        class Deeper {
            String show() { return "deeper sees " + value + " and " + InnerClasses.this.value + " and " + mine; }
        }
    }

    static class Nested {
        private int hidden = 5;
        int readOuterStatic() { return staticCount; }
    }

    int readInnerPrivate(Inner in) { return in.value + new Nested().hidden; }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses();
        InnerClasses.Inner in = outer.new Inner();
        System.out.println(in.show(30));
        in.bump();
        in.bump();
        System.out.println("outer value " + outer.value + ", static " + staticCount);
        InnerClasses.Inner.Deeper d = in.new Deeper();
        System.out.println(d.show());
        System.out.println("outer reads inner private: " + outer.readInnerPrivate(in) + " " + in.mine);
        Nested n = new Nested();
        n.hidden = 8;
        System.out.println("nested " + n.hidden + " " + n.readOuterStatic());
        InnerClasses other = new InnerClasses();
        other.value = 100;
        Inner second = other.new Inner();
        System.out.println(second.show(0));
        System.out.println(in.getClass().getName() + " " + d.getClass().getName() + " " + Nested.class.getName());
        System.out.println(in.getClass().getSimpleName() + " " + d.getClass().getSimpleName());
    }
}
