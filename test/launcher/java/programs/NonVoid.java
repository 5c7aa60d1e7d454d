// main returns an int.
public class NonVoid {
    public static int main(String[] args) {
        System.out.println("NonVoid.main");
        return 3;
    }
}
