// loupe-test: java17-only
// BigDecimal rounding: every RoundingMode in setScale/round/divide, MathContext (constants, toString, parsing), divide/add/multiply with a context, sqrt, pow(n, mc), and Formatter %d %x %f %e %g of big numbers
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecimalRounding {
    static String r(java.util.function.Supplier<Object> body) {
        try {
            return String.valueOf(body.get());
        } catch (RuntimeException e) {
            return e.toString();
        }
    }

    public static void main(String[] args) {
        String[] values = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.05", "-0.0449"};
        for (RoundingMode mode : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(mode + " " + mode.ordinal() + " " + (RoundingMode.valueOf(mode.ordinal()) == mode) + ":");
            for (String v : values) {
                BigDecimal x = new BigDecimal(v);
                sb.append(' ').append(r(() -> x.setScale(0, mode))).append('/').append(r(() -> x.round(new MathContext(1, mode))))
                    .append('/').append(r(() -> x.divide(new BigDecimal("3"), 2, mode)));
            }
            System.out.println(sb);
        }
        System.out.println(r(() -> RoundingMode.valueOf(8)) + " " + RoundingMode.valueOf("HALF_UP") + " " + MathContext.DECIMAL32 + " "
            + MathContext.DECIMAL64 + " " + MathContext.DECIMAL128 + " " + MathContext.UNLIMITED + " " + new MathContext(5) + " "
            + new MathContext("precision=3 roundingMode=UP").getRoundingMode() + " " + r(() -> new MathContext("precision=3"))
            + " " + r(() -> new MathContext(-1)) + " " + new MathContext(7, RoundingMode.HALF_EVEN).equals(MathContext.DECIMAL32));
        BigDecimal third = BigDecimal.ONE.divide(new BigDecimal("3"), MathContext.DECIMAL128);
        BigDecimal big = new BigDecimal("123456789.987654321");
        MathContext[] mcs = {MathContext.DECIMAL32, new MathContext(3, RoundingMode.DOWN), new MathContext(10, RoundingMode.CEILING),
            new MathContext(1, RoundingMode.HALF_DOWN)};
        System.out.println(third + " " + third.precision() + " " + third.scale() + " " + BigDecimal.ONE.divide(new BigDecimal("8"), MathContext.DECIMAL64)
            + " " + new BigDecimal("1.00").divide(new BigDecimal("1"), MathContext.DECIMAL64) + " " + new BigDecimal("10").divide(new BigDecimal("4"), new MathContext(5)));
        for (MathContext mc : mcs) {
            System.out.println(mc + ": " + big.round(mc) + " " + big.add(third, mc) + " " + big.subtract(BigDecimal.ONE, mc) + " "
                + big.multiply(big, mc) + " " + big.divide(third, mc) + " " + big.negate().divide(new BigDecimal("7"), mc) + " "
                + big.divideToIntegralValue(new BigDecimal("0.07"), new MathContext(12)) + " " + r(() -> big.remainder(new BigDecimal("1.1"), mc))
                + " " + big.sqrt(mc) + " " + new BigDecimal("2").sqrt(mc) + " " + big.pow(5, mc) + " " + new BigDecimal("1.1").pow(-3, mc)
                + " " + new BigDecimal(new BigInteger("99999"), 2, mc) + " " + new BigDecimal("0.00").add(new BigDecimal("123.456789"), mc)
                + " " + big.abs(mc) + " " + big.plus(mc) + " " + new BigDecimal(0.1, mc) + " " + new BigDecimal("-9.9999", mc));
        }
        for (String s : new String[] {"4", "4.00", "0.01", "1E+2", "16.0000", "0E+3", "0.25", "12800621.370636820"}) {
            BigDecimal x = new BigDecimal(s);
            System.out.println(s + " sqrt " + x.sqrt(MathContext.DECIMAL64) + " " + x.sqrt(new MathContext(2, RoundingMode.UP)) + " "
                + r(() -> x.sqrt(MathContext.UNLIMITED)) + " " + x.sqrt(new MathContext(9)));
        }
        System.out.println(r(() -> new BigDecimal("-1").sqrt(MathContext.DECIMAL64)) + " " + r(() -> new BigDecimal("2").sqrt(MathContext.UNLIMITED))
            + " " + r(() -> new BigDecimal("1.25").round(new MathContext(2, RoundingMode.UNNECESSARY))) + " "
            + r(() -> new BigDecimal("123456789").divideToIntegralValue(new BigDecimal("0.1"), new MathContext(3))));
        // pi to 200 digits with Machin's formula in BigDecimal
        MathContext mc = new MathContext(210);
        BigDecimal pi = arctanInverse(5, mc).multiply(BigDecimal.valueOf(16)).subtract(arctanInverse(239, mc).multiply(BigDecimal.valueOf(4)));
        System.out.println(pi.round(new MathContext(200)));
        BigInteger[] ints = {BigInteger.ZERO, BigInteger.valueOf(255), BigInteger.valueOf(-255), new BigInteger("-123456789012345678901234567890")};
        for (BigInteger b : ints) {
            System.out.println(String.format("[%d] [%x] [%X] [%o] [%#x] [%+d] [%(d] [% d] [%,d] [%20d] [%-12x|] [%020d] [%#020x] [%(,30d] [%+x]",
                b, b, b, b, b, b, b, b, b, b, b, b, b, b, b));
        }
        String[] decs = {"0", "0.00", "123.456", "-0.000012345", "1E+10", "-9.9999999", "12345678901234567890.125", "2.5", "0.0001", "999999.5"};
        for (String s : decs) {
            BigDecimal d = new BigDecimal(s);
            System.out.println(String.format("[%f] [%.2f] [%.0f] [%e] [%.3e] [%E] [%g] [%.3g] [%s] [%,.3f] [%+12.2f] [%(f] [%015.4f] [%#.0f] [%#.0e] [%-14.1e|] [%.10g]",
                d, d, d, d, d, d, d, d, d, d, d, d, d, d, d, d, d));
        }
    }

    /** arctan(1/x) by its Taylor series, to mc's precision. */
    static BigDecimal arctanInverse(int x, MathContext mc) {
        BigDecimal result = BigDecimal.ZERO;
        BigDecimal xSquared = BigDecimal.valueOf((long) x * x);
        BigDecimal power = BigDecimal.ONE.divide(BigDecimal.valueOf(x), mc);
        BigDecimal epsilon = BigDecimal.ONE.movePointLeft(mc.getPrecision());
        for (int n = 0; power.compareTo(epsilon) > 0; n++) {
            BigDecimal term = power.divide(BigDecimal.valueOf(2L * n + 1), mc);
            result = (n % 2 == 0) ? result.add(term, mc) : result.subtract(term, mc);
            power = power.divide(xSquared, mc);
        }
        return result;
    }
}
