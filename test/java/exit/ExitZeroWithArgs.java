// loupe-test: args alpha beta 42 -x 007
// Checks program arguments passed to main (count and values, split on spaces) and an explicit System.exit(0).
public class ExitZeroWithArgs {
    public static void main(String[] args) {
        System.out.println("argc " + args.length);
        for (int i = 0; i < args.length; i++) System.out.println(i + ": [" + args[i] + "]");
        int sum = 0;
        for (String a : args) {
            try { sum += Integer.parseInt(a); } catch (NumberFormatException e) { sum += a.length(); }
        }
        System.out.println("sum " + sum);
        System.exit(0);
    }
}
