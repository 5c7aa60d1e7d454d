// Prints a line, then dies of an uncaught exception.
public class Uncaught {
    public static void main(String[] args) {
        System.out.println("before");
        throw new RuntimeException("uncaught");
    }
}
