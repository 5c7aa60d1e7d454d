// Reports whether assertions are enabled, then fails one.
public class Assert {
    public static void main(String[] args) {
        try {
            assert args.length > 5 : "too few arguments";
            System.out.println("assertions disabled");
        } catch (AssertionError e) {
            System.out.println("caught " + e.getMessage());
        }
        assert false;
        System.out.println("end");
    }
}
