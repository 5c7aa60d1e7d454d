// Arbitrary-precision arithmetic with int arrays (base 10^9): 100!, 2^512, Fibonacci(300) and a digit sum, exercising long multiply/divide/remainder.
import java.util.Arrays;

public class BigFactorial {
    static final int BASE = 1_000_000_000;

    static int[] fromInt(int v) { return new int[]{v}; }

    static int[] multiply(int[] a, int m) {
        int[] out = Arrays.copyOf(a, a.length + 2);
        long carry = 0;
        for (int i = 0; i < out.length; i++) {
            long cur = (i < a.length ? (long) a[i] * m : 0) + carry;
            out[i] = (int) (cur % BASE);
            carry = cur / BASE;
        }
        return trim(out);
    }

    static int[] add(int[] a, int[] b) {
        int[] out = new int[Math.max(a.length, b.length) + 1];
        int carry = 0;
        for (int i = 0; i < out.length; i++) {
            long cur = (long) (i < a.length ? a[i] : 0) + (i < b.length ? b[i] : 0) + carry;
            out[i] = (int) (cur % BASE);
            carry = (int) (cur / BASE);
        }
        return trim(out);
    }

    static int[] trim(int[] a) {
        int n = a.length;
        while (n > 1 && a[n - 1] == 0) n--;
        return Arrays.copyOf(a, n);
    }

    static String str(int[] a) {
        StringBuilder sb = new StringBuilder(Integer.toString(a[a.length - 1]));
        for (int i = a.length - 2; i >= 0; i--) sb.append(String.format("%09d", a[i]));
        return sb.toString();
    }

    static int digitSum(String s) {
        int sum = 0;
        for (int i = 0; i < s.length(); i++) sum += s.charAt(i) - '0';
        return sum;
    }

    public static void main(String[] args) {
        int[] f = fromInt(1);
        for (int i = 2; i <= 100; i++) f = multiply(f, i);
        String fs = str(f);
        System.out.println("100! = " + fs);
        System.out.println("digits " + fs.length() + " digit sum " + digitSum(fs) + " trailing zeros " + (fs.length() - fs.replaceAll("0+$", "").length()));
        int[] p = fromInt(1);
        for (int i = 0; i < 512; i++) p = multiply(p, 2);
        System.out.println("2^512 = " + str(p));
        int[] a = fromInt(0), b = fromInt(1);
        for (int i = 0; i < 300; i++) { int[] t = add(a, b); a = b; b = t; }
        System.out.println("fib(300) = " + str(a));
        long check = 1;
        for (int i = 2; i <= 20; i++) check *= i;
        int[] f20 = fromInt(1);
        for (int i = 2; i <= 20; i++) f20 = multiply(f20, i);
        System.out.println("20! matches long arithmetic: " + str(f20).equals(Long.toString(check)));
    }
}
