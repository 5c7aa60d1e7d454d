// Checks that System.exit(-1) gives process exit code 255 (status is taken modulo 256).
public class ExitNegativeOne {
    public static void main(String[] args) {
        System.out.println("exiting with -1");
        System.exit(-1);
    }
}
