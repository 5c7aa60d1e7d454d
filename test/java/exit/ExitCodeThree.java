// Checks System.exit(3): output printed before is flushed, code after exit never runs, the process exit code is 3.
public class ExitCodeThree {
    public static void main(String[] args) {
        System.out.println("before exit");
        System.out.print("partial line without newline");
        System.exit(3);
        System.out.println("never printed");
    }
}
