// The valid class that classmutate.py damages on purpose; every mutation
// names the part of this class it breaks. Compiled with --release 8 (no
// invokedynamic) so that it can also be relabelled as an old class file.
public class Victim {
    static int total;
    String label = "victim";

    public static void main(String[] args) {
        System.out.println("Victim.main starts");
        for (int i = 0; i < 4; i++) {
            total += twice(i);
        }
        System.out.println("total " + total);
        System.out.println(guarded(args.length));
        System.out.println(identity("identity"));
    }

    static int twice(int x) {
        return x * 2;
    }

    static Object identity(Object o) {
        return o;
    }

    static String guarded(int n) {
        try {
            return "ok " + (10 / n);
        } catch (ArithmeticException e) {
            return "caught " + e.getMessage();
        }
    }
}
