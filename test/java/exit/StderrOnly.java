// loupe-test: compare-stderr
// Checks System.err output (print/println/printf of several types, interleaved with stdout) with exit code 0; stderr and stdout are compared separately.
public class StderrOnly {
    public static void main(String[] args) {
        System.out.println("to stdout 1");
        System.err.println("to stderr 1");
        System.err.print("no newline, ");
        System.err.print(42);
        System.err.print(' ');
        System.err.print(1.5);
        System.err.println();
        System.err.printf("formatted %05d|%-4s|%.3f%n", 7, "ab", 2.0 / 3);
        System.err.println((Object) null);
        System.out.println("to stdout 2");
        System.err.write('W');
        System.err.write('\n');
        System.err.flush();
    }
}
