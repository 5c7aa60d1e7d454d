// Checks that System.exit inside try does not run finally blocks or catch handlers, with exit code 2.
public class ExitInsideTry {
    static void deeper() {
        try {
            System.out.println("in deeper try");
            System.exit(2);
        } finally {
            System.out.println("finally in deeper (must not print)");
        }
    }

    public static void main(String[] args) {
        try {
            deeper();
        } catch (Throwable t) {
            System.out.println("caught (must not print) " + t);
        } finally {
            System.out.println("finally in main (must not print)");
        }
    }
}
