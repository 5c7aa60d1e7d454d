// An interface with a static main.
public interface InterfaceMain {
    static void main(String[] args) {
        System.out.println("InterfaceMain.main");
    }
}
