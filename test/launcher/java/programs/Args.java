// Prints its arguments, one per line in brackets, after their count.
public class Args {
    public static void main(String[] args) {
        System.out.println(args.length);
        for (String s : args) {
            System.out.println("[" + s + "]");
        }
    }
}
