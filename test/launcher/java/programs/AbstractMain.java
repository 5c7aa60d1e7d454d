// An abstract class with a static main.
public abstract class AbstractMain {
    public static void main(String[] args) {
        System.out.println("AbstractMain.main");
    }
}
