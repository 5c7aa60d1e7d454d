// Declares the main method that Derived inherits.
public class Base {
    static {
        System.out.println("Base.<clinit>");
    }

    public static void main(String[] args) {
        System.out.println("Base.main with " + args.length + " arguments");
    }
}
