// Checks long arithmetic: overflow, negative division/remainder, Long.MIN_VALUE / -1, mixing int and long operands.
public class LongArithmetic {
    static long id(long x) { return x; }

    public static void main(String[] args) {
        long max = id(Long.MAX_VALUE), min = id(Long.MIN_VALUE);
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*3 = " + (max * 3));
        System.out.println("min/-1 = " + (min / id(-1)));
        System.out.println("min%-1 = " + (min % id(-1)));
        System.out.println("-min = " + (-min));
        long[] nums = {7L, -7L, 1000000000000L, -1000000000000L, min, max};
        long[] dens = {2L, -2L, 3L, -3L, 1000000007L, -1L};
        for (long n : nums) {
            StringBuilder sb = new StringBuilder();
            for (long d : dens) sb.append(n / d).append(',').append(n % d).append(' ');
            System.out.println(n + ": " + sb.toString().trim());
        }
        int i = Integer.MAX_VALUE;
        long widened = i + 1L;
        long notWidened = i + 1;
        System.out.println("widened " + widened + " notWidened " + notWidened);
        long f = 1;
        for (int k = 1; k <= 25; k++) {
            f *= k;
            if (k >= 19) System.out.println(k + "! mod 2^64 = " + f);
        }
        long fib1 = 0, fib2 = 1;
        for (int k = 0; k < 100; k++) { long t = fib1 + fib2; fib1 = fib2; fib2 = t; }
        System.out.println("fib overflowed: " + fib1);
        long mixed = 3_000_000_000L * 3 + (long) Integer.MIN_VALUE * 2;
        System.out.println("mixed " + mixed);
        System.out.println("int*int then widen " + (long) (100000 * 100000) + " vs " + (100000L * 100000));
        long big = 0x123456789abcdefL;
        System.out.println(big * big);
        System.out.println(Long.MIN_VALUE / 2 + " " + Long.MIN_VALUE % 3 + " " + (-Long.MAX_VALUE - 1 == Long.MIN_VALUE));
    }
}
