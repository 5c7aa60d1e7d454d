// The static initializer of the main class throws.
public class InitThrows {
    static {
        if (Boolean.TRUE) {
            throw new IllegalStateException("static initializer failed");
        }
    }

    public static void main(String[] args) {
        System.out.println("InitThrows.main");
    }
}
