// hprof's CPU test program: nearly all of its time is spent in spin, a
// loop without calls; the rest (start-up, printing) is small by far.
public class HprofSpin {
    static int spin(int rounds) {
        int x = 1;
        for (int i = 0; i < rounds; i++) {
            x = x * 31 + (i ^ (x >>> 7));
        }
        return x;
    }

    static int little(int n) {
        return n + 1;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30000000;
        int total = 0;
        for (int i = 0; i < 20; i++) total += little(i);
        if (args.length > 1) {
            // For the SIGQUIT test: the VM runs main, its handlers are in place.
            System.out.println("spinning");
            System.out.flush();
        }
        total += spin(rounds);
        System.out.println("done " + (total != 0));
    }
}
