// loupe-test: java17-only
// BigInteger arithmetic: add/subtract/multiply (schoolbook and Karatsuba), divide (Knuth D), pow, sqrt, gcd, modPow, modInverse, text in several radixes, big factorials
import java.math.BigInteger;

public class BigIntegerArith {
    static String r(Runnable body) {
        try {
            body.run();
            return "ok";
        } catch (RuntimeException e) {
            return e.toString();
        }
    }

    public static void main(String[] args) {
        String[] texts = {"0", "1", "-1", "4294967295", "4294967296", "-9223372036854775808", "18446744073709551617",
            "123456789012345678901234567890", "-98765432109876543210987654321098765432109876543210"};
        BigInteger[] vs = new BigInteger[texts.length];
        for (int i = 0; i < texts.length; i++) {
            vs[i] = new BigInteger(texts[i]);
        }
        for (BigInteger a : vs) {
            StringBuilder sb = new StringBuilder();
            for (BigInteger b : vs) {
                sb.append(a.add(b)).append(' ').append(a.subtract(b)).append(' ').append(a.multiply(b)).append(' ');
                if (b.signum() != 0) {
                    BigInteger[] qr = a.divideAndRemainder(b);
                    sb.append(qr[0]).append('/').append(qr[1]).append(' ').append(a.mod(b.abs())).append(' ');
                }
                sb.append(a.compareTo(b)).append(a.equals(b) ? 'T' : 'F').append(a.gcd(b)).append(a.max(b)).append(a.min(b)).append(' ');
            }
            System.out.println(sb);
            System.out.println(a.negate() + " " + a.abs() + " " + a.signum() + " " + a.pow(3) + " " + a.abs().sqrt() + " "
                + java.util.Arrays.toString(a.abs().sqrtAndRemainder()) + " " + a.toString(16) + " " + a.toString(2) + " "
                + a.toString(36) + " " + a.toString(7) + " " + a.hashCode() + " " + a.intValue() + " " + a.longValue());
        }
        BigInteger m = new BigInteger("1000000007");
        BigInteger big = new BigInteger("98765432109876543210987654321098765432109876543211");
        System.out.println(big.modPow(new BigInteger("123456789"), m) + " " + big.modInverse(m) + " "
            + BigInteger.valueOf(3).modPow(BigInteger.valueOf(-5), m) + " " + BigInteger.TEN.modPow(BigInteger.ZERO, BigInteger.ONE)
            + " " + big.modPow(big, big.subtract(BigInteger.TWO)));
        // factorial and big products: Karatsuba multiplication and squaring, Knuth division, recursive toString
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 1200; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        BigInteger g = f.add(BigInteger.ONE);
        BigInteger p = f.multiply(g);
        BigInteger sq = g.multiply(g);
        BigInteger sq2 = g.pow(2);
        String fs = f.toString();
        System.out.println(fs.length() + " " + fs.substring(0, 30) + " " + fs.hashCode() + " " + f.hashCode() + " " + f.bitLength()
            + " " + f.getLowestSetBit() + " " + f.bitCount());
        System.out.println(p.toString().hashCode() + " " + sq.equals(sq2) + " " + sq.subtract(p).equals(g) + " " + p.divide(g).equals(f)
            + " " + p.add(BigInteger.TEN).remainder(f) + " " + sq.sqrt().equals(g) + " " + new BigInteger(fs).equals(f)
            + " " + new BigInteger(f.toString(36), 36).equals(f) + " " + f.toString(36).hashCode() + " " + p.toString(16).length());
        BigInteger q = sq.divide(f.shiftRight(3000).add(BigInteger.valueOf(12345)));
        System.out.println(q.toString().hashCode() + " " + sq.mod(f.shiftRight(2500).add(BigInteger.ONE)) + " " + f.gcd(sq) + " "
            + f.doubleValue() + " " + f.shiftRight(9000).doubleValue() + " " + f.shiftRight(9000).floatValue());
        System.out.println(r(() -> BigInteger.ONE.divide(BigInteger.ZERO)) + " " + r(() -> BigInteger.ONE.mod(BigInteger.ZERO))
            + " " + r(() -> BigInteger.TWO.modInverse(BigInteger.TEN)) + " " + r(() -> BigInteger.TWO.pow(-1))
            + " " + r(() -> BigInteger.ONE.negate().sqrt()) + " " + r(() -> BigInteger.ONE.modPow(BigInteger.ONE, BigInteger.ZERO)));
        for (String s : new String[] {"", "-", "+", "1-2", "12a", " 1", "--1", "+-1", "0x10", "-0", "+000123", "1_0"}) {
            System.out.print(r(() -> System.out.print(new BigInteger(s) + ";")) + " | ");
        }
        System.out.println();
        System.out.println(r(() -> new BigInteger("12", 37)) + " " + new BigInteger("zz", 36) + " " + new BigInteger("-ff", 16)
            + " " + r(() -> new BigInteger("fg", 16)) + " " + new BigInteger("-1010", 2) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate());
    }
}
