// Prints a line, then exits with status 42.
public class Exit {
    public static void main(String[] args) {
        System.out.println("before");
        System.exit(42);
    }
}
