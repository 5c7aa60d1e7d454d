// Loupe benchmark: java.math. Digits of pi by the unbounded spigot (big
// multiplications and divisions by small numbers), a factorial printed in
// decimal (Karatsuba and the divide-and-conquer toString), a modular power,
// and BigDecimal square roots and divisions to 60 digits. The checksum folds
// the decimal texts.
//
// usage: BigNumbers [s1|s10|s100|param=<digits>]   (default s10)
// prints: bench BigNumbers size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

public class BigNumbers {
    static final String NAME = "BigNumbers";
    // Digits of pi per size (the other parts scale with it).
    static final int[] PARAMS = {120, 600, 3_000};
    static final long[] CHECKSUMS = {-36855902630572L, -29891549338972L, -4220806409340L};

    /** The first `digits` digits of pi (Gibbons' spigot). */
    static String pi(int digits) {
        StringBuilder out = new StringBuilder();
        BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
        long k = 1, n = 3, l = 3;
        BigInteger three = BigInteger.valueOf(3), four = BigInteger.valueOf(4), ten = BigInteger.TEN;
        while (out.length() < digits) {
            BigInteger nn = BigInteger.valueOf(n);
            if (four.multiply(q).add(r).subtract(t).compareTo(nn.multiply(t)) < 0) {
                out.append(n);
                BigInteger nr = ten.multiply(r.subtract(nn.multiply(t)));
                n = ten.multiply(three.multiply(q).add(r)).divide(t).subtract(ten.multiply(nn)).longValueExact();
                q = q.multiply(ten);
                r = nr;
            } else {
                BigInteger kk = BigInteger.valueOf(k), ll = BigInteger.valueOf(l);
                BigInteger nr = BigInteger.TWO.multiply(q).add(r).multiply(ll);
                BigInteger nn2 = q.multiply(BigInteger.valueOf(7 * k)).add(BigInteger.TWO).add(r.multiply(ll));
                q = q.multiply(kk);
                t = t.multiply(ll);
                l += 2;
                k += 1;
                n = nn2.divide(t).longValueExact();
                r = nr;
            }
        }
        return out.toString();
    }

    static long kernel(int digits) {
        long check = pi(digits).hashCode();
        BigInteger factorial = BigInteger.ONE;
        for (int i = 2; i <= digits; i++) {
            factorial = factorial.multiply(BigInteger.valueOf(i));
        }
        check = check * 31 + factorial.toString().hashCode();
        BigInteger modulus = BigInteger.TEN.pow(digits / 4).add(BigInteger.valueOf(7));
        check = check * 31 + BigInteger.valueOf(3).modPow(BigInteger.valueOf(digits * 1_000L + 1), modulus).hashCode();
        MathContext mc = new MathContext(60);
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 1; i <= digits / 4; i++) {
            sum = sum.add(BigDecimal.valueOf(i).sqrt(mc)).add(BigDecimal.ONE.divide(BigDecimal.valueOf(i), mc));
        }
        return check * 31 + sum.round(mc).toString().hashCode();
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, BigNumbers::kernel);
    }
}
