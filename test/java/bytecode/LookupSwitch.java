// Checks sparse int switches (lookupswitch): large gaps, negative keys, MIN_VALUE/MAX_VALUE keys, long selectors narrowed to int.
public class LookupSwitch {
    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return "min";
            case -1000000: return "minus million";
            case -7: return "minus seven";
            case 0: return "zero";
            case 42: return "answer";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case 1 << 30: return "2^30";
            case Integer.MAX_VALUE: return "max";
            default: return "none";
        }
    }

    static int hashLike(int h) {
        switch (h) {
            case 0x7f3a1: return 1;
            case 0x11: return 2;
            case -0x5c: return 3;
            case 0xabcdef: return 4;
            default: return -1;
        }
    }

    public static void main(String[] args) {
        int[] probes = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1000000, -999999, -7, -6, 0, 1, 41, 42, 43,
                        1000, 65536, 65535, 1 << 30, Integer.MAX_VALUE, Integer.MAX_VALUE - 1};
        for (int p : probes) System.out.println(p + " -> " + sparse(p));
        int[] hs = {0x7f3a1, 0x11, -0x5c, 0xabcdef, 0x5c, 12};
        StringBuilder sb = new StringBuilder();
        for (int h : hs) sb.append(hashLike(h)).append(' ');
        System.out.println(sb.toString().trim());
        long big = 4294967296L + 42;   // (int) big == 42
        System.out.println("narrowed long: " + sparse((int) big));
        Integer boxed = 1000;
        System.out.println("unboxed selector: " + sparse(boxed));
        int count = 0;
        for (int i = -20000; i <= 20000; i += 7) {
            switch (i) {
                case -19999: case -7: case 0: case 7: case 19999: count++; break;
                default: break;
            }
        }
        System.out.println("count " + count);
    }
}
