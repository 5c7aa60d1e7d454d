// Has a static method that is almost, but not, called main.
public class NoMain {
    public static void mian(String[] args) {
        System.out.println("mian");
    }
}
