// main has package access.
public class NonPublic {
    static void main(String[] args) {
        System.out.println("NonPublic.main");
    }
}
