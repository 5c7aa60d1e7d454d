// Has no main of its own: the launcher finds Base.main through it.
public class Derived extends Base {
    static {
        System.out.println("Derived.<clinit>");
    }
}
