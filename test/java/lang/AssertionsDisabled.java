// Checks that without -ea assert statements are skipped entirely: no AssertionError, no side effects, desiredAssertionStatus false.
public class AssertionsDisabled {
    static int sideEffects;

    static boolean touch() { sideEffects++; return false; }

    public static void main(String[] args) {
        System.out.println("desiredAssertionStatus " + AssertionsDisabled.class.desiredAssertionStatus());
        assert touch() : "never evaluated";
        assert false;
        System.out.println("side effects " + sideEffects);
        try {
            throw new AssertionError("explicit throw still works");
        } catch (AssertionError e) {
            System.out.println("caught " + e.getMessage());
        }
    }
}
