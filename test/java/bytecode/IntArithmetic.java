// Checks int arithmetic: overflow wrap-around, division and remainder of negative numbers, MIN_VALUE / -1, negation.
public class IntArithmetic {
    static int id(int x) { return x; }

    public static void main(String[] args) {
        int max = id(Integer.MAX_VALUE), min = id(Integer.MIN_VALUE);
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("max*max = " + (max * max));
        System.out.println("min*-1 = " + (min * -1));
        System.out.println("-min = " + (-min));
        System.out.println("min/-1 = " + (min / id(-1)));
        System.out.println("min%-1 = " + (min % id(-1)));
        System.out.println("65536*65536 = " + (id(65536) * 65536));
        int[] nums = {7, -7, 0, 1, -1, 13, -13, min, max};
        int[] dens = {2, -2, 3, -3, 1, -1, 7, max, min};
        for (int n : nums) {
            StringBuilder sb = new StringBuilder();
            for (int d : dens) {
                sb.append(n).append('/').append(d).append('=').append(n / d)
                  .append(" %=").append(n % d).append("  ");
            }
            System.out.println(sb.toString().trim());
        }
        int x = id(12345);
        System.out.println(x * 31 + 17 - (x >> 2) / 3);
        int acc = 1;
        for (int i = 0; i < 40; i++) acc = acc * 3 + i;
        System.out.println("acc = " + acc);
        int h = 0;
        String s = "the quick brown fox";
        for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i);
        System.out.println("hash = " + h + " " + (h == s.hashCode()));
        System.out.println("neg zero int: " + (-id(0)));
        System.out.println("abs min: " + Math.abs(min));
    }
}
