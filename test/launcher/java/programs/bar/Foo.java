// Compiled as bar.Foo, then copied to the fixtures as wrongname/Foo.class.
package bar;

public class Foo {
    public static void main(String[] args) {
        System.out.println("bar.Foo.main");
    }
}
