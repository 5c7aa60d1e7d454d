// loupe-test: java17-only
// BigInteger bits and bytes: two's complement and/or/xor/not/shift/setBit, toByteArray, bitLength/bitCount, xxxValueExact, double rounding, seeded random values and primes as HotSpot
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;

public class BigIntegerBits {
    static String r(java.util.function.Supplier<Object> body) {
        try {
            return String.valueOf(body.get());
        } catch (RuntimeException e) {
            return e.toString();
        }
    }

    public static void main(String[] args) {
        long[] ls = {0, 1, -1, 5, -5, 255, -256, 1L << 32, -(1L << 32), Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL};
        for (long x : ls) {
            BigInteger a = BigInteger.valueOf(x);
            BigInteger b = BigInteger.valueOf(x).multiply(BigInteger.valueOf(-1000000007L)).shiftLeft(17);
            System.out.println(x + " " + a.and(b) + " " + a.or(b) + " " + a.xor(b) + " " + a.andNot(b) + " " + b.not() + " "
                + b.shiftRight(40) + " " + b.shiftLeft(-3) + " " + a.shiftLeft(70) + " " + b.testBit(20) + " " + b.testBit(200) + " "
                + a.setBit(65) + " " + b.clearBit(17) + " " + b.flipBit(80) + " " + b.getLowestSetBit() + " " + b.bitLength() + " "
                + b.bitCount() + " " + a.bitLength() + " " + a.bitCount() + " " + Arrays.toString(b.toByteArray()) + " "
                + new BigInteger(b.toByteArray()).equals(b) + " " + b.hashCode() + " " + b.doubleValue() + " " + b.floatValue() + " "
                + r(() -> b.longValueExact()) + " " + r(() -> a.intValueExact()) + " " + r(() -> a.shortValueExact()) + " "
                + r(() -> a.byteValueExact()));
        }
        System.out.println(new BigInteger(new byte[] {-1, 0, 1}) + " " + new BigInteger(new byte[] {0, 0, -128}) + " "
            + new BigInteger(1, new byte[] {-1, -1}) + " " + new BigInteger(-1, new byte[] {1, 0}) + " "
            + new BigInteger(new byte[] {1, 2, 3, 4, 5}, 1, 3) + " " + r(() -> new BigInteger(new byte[0])) + " "
            + r(() -> new BigInteger(2, new byte[] {1})) + " " + r(() -> new BigInteger(0, new byte[] {1})) + " "
            + r(() -> BigInteger.ONE.setBit(-1)) + " " + r(() -> new BigInteger(-1, new Random(1))));
        // correctly rounded conversions at the edges
        BigInteger two53 = BigInteger.ONE.shiftLeft(53);
        System.out.println(two53.add(BigInteger.ONE).doubleValue() + " " + two53.add(BigInteger.valueOf(3)).doubleValue() + " "
            + two53.shiftLeft(100).add(BigInteger.ONE.shiftLeft(100)).add(BigInteger.ONE).doubleValue() + " "
            + BigInteger.ONE.shiftLeft(1024).doubleValue() + " " + BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.ONE).doubleValue()
            + " " + BigInteger.ONE.shiftLeft(128).negate().floatValue() + " " + BigInteger.ONE.shiftLeft(127).floatValue() + " "
            + new BigInteger("-123456789012345678901234567890").doubleValue());
        Random rnd = new Random(42);
        System.out.println(new BigInteger(100, rnd) + " " + new BigInteger(7, rnd) + " " + new BigInteger(0, rnd) + " "
            + BigInteger.probablePrime(20, rnd) + " " + BigInteger.probablePrime(64, rnd) + " " + BigInteger.probablePrime(2, rnd) + " "
            + BigInteger.probablePrime(100, new Random(42)) + " " + new BigInteger(80, 10, new Random(3)) + " "
            + r(() -> BigInteger.probablePrime(1, rnd)));
        StringBuilder primes = new StringBuilder();
        BigInteger p = BigInteger.valueOf(1000);
        for (int i = 0; i < 8; i++) {
            p = p.nextProbablePrime();
            primes.append(p).append(' ');
        }
        System.out.println(primes + " " + BigInteger.TEN.pow(30).nextProbablePrime() + " " + BigInteger.valueOf(97).isProbablePrime(50)
            + " " + BigInteger.valueOf(91).isProbablePrime(50) + " " + BigInteger.valueOf(-7).isProbablePrime(10) + " "
            + BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE).isProbablePrime(20) + " " + r(() -> BigInteger.valueOf(-2).nextProbablePrime()));
    }
}
