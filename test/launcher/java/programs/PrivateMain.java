// main is private.
public class PrivateMain {
    private static void main(String[] args) {
        System.out.println("PrivateMain.main");
    }
}
