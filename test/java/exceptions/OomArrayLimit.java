// loupe-test: compare-stderr
// Checks that an array longer than the VM can make throws OutOfMemoryError "Requested array size exceeds VM limit", caught once and then uncaught with its stack trace.
public class OomArrayLimit {
    static int[] make(int length) {
        return new int[length];
    }

    public static void main(String[] args) {
        try {
            make(Integer.MAX_VALUE);
        } catch (OutOfMemoryError e) {
            System.out.println("caught: " + e.getMessage());
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("thrown in " + top.getMethodName() + " line " + top.getLineNumber());
        }
        System.out.println(make(Integer.MAX_VALUE - 1).length);
    }
}
