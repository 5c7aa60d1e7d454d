// BigDecimal basics: parsing (exponents, errors), toString/toEngineeringString/toPlainString, exact arithmetic and scales, equals vs compareTo, hashCode, conversions and their exceptions, Scanner.nextBigInteger/nextBigDecimal
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

public class BigDecimalBasics {
    static String r(java.util.function.Supplier<Object> body) {
        try {
            return String.valueOf(body.get());
        } catch (RuntimeException e) {
            return e.toString();
        }
    }

    public static void main(String[] args) {
        String[] texts = {"0", "0.00", "-0", "1", "-1.50", "123.456", "1E+3", "1e-7", "-12345678901234567890.0001", "0.000001",
            "0.0000001", "1.23E-10", "9.99e+2", "+.5", "5.", "0E+3", "0E-10", "12E+1", "-4.2E-6", "100000000000000000000"};
        for (String t : texts) {
            BigDecimal x = new BigDecimal(t);
            System.out.println(t + " -> " + x + " | " + x.toEngineeringString() + " | " + x.toPlainString() + " | " + x.scale() + " "
                + x.precision() + " " + x.unscaledValue() + " " + x.signum() + " " + x.stripTrailingZeros() + " " + x.ulp() + " "
                + x.hashCode() + " " + x.doubleValue() + " " + x.floatValue() + " " + x.intValue() + " " + x.longValue() + " "
                + x.toBigInteger() + " " + r(() -> x.toBigIntegerExact()) + " " + r(() -> x.longValueExact()) + " "
                + r(() -> x.intValueExact()) + " " + x.movePointLeft(2) + " " + x.movePointRight(3) + " " + x.scaleByPowerOfTen(5)
                + " " + x.negate() + " " + x.abs() + " " + x.plus());
        }
        for (String t : new String[] {"", "1e", "abc", "1.2.3", "1e2147483648", "+", "1e1.5", "--1", ".", "1E-2147483648", "12e999999999999", " 1"}) {
            System.out.print(r(() -> new BigDecimal(t)) + " | ");
        }
        System.out.println();
        BigDecimal a = new BigDecimal("12.340");
        BigDecimal b = new BigDecimal("-0.5");
        BigDecimal c = new BigDecimal("8E+2");
        System.out.println(a.add(b) + " " + a.subtract(c) + " " + a.multiply(b) + " " + b.multiply(c) + " " + a.divide(b) + " "
            + c.divide(new BigDecimal("0.25")) + " " + BigDecimal.ONE.divide(new BigDecimal("8")) + " " + new BigDecimal("100").divide(new BigDecimal("4"))
            + " " + new BigDecimal("1.00").divide(BigDecimal.ONE) + " " + BigDecimal.ZERO.divide(c) + " " + a.divideToIntegralValue(b) + " "
            + a.remainder(b) + " " + a.remainder(new BigDecimal("0.7")) + " " + java.util.Arrays.toString(c.divideAndRemainder(new BigDecimal("7.1")))
            + " " + a.pow(3) + " " + b.pow(0) + " " + c.pow(2));
        System.out.println(r(() -> BigDecimal.ONE.divide(BigDecimal.valueOf(3))) + " " + r(() -> BigDecimal.ONE.divide(BigDecimal.ZERO)) + " "
            + r(() -> BigDecimal.ZERO.divide(BigDecimal.ZERO)) + " " + r(() -> a.setScale(1)) + " " + r(() -> new BigDecimal("1e20").longValueExact())
            + " " + r(() -> new BigDecimal("1e10").intValueExact()) + " " + r(() -> new BigDecimal("300").byteValueExact()) + " "
            + r(() -> b.pow(-1)) + " " + r(() -> new BigDecimal(Double.NaN)) + " " + r(() -> BigDecimal.ONE.remainder(BigDecimal.ZERO)));
        System.out.println(new BigDecimal("2.0").equals(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00"))
            + " " + a.compareTo(c) + " " + b.compareTo(a) + " " + c.compareTo(new BigDecimal("800.0000")) + " " + a.max(c) + " " + a.min(b)
            + " " + new BigDecimal("2.0").hashCode() + " " + new BigDecimal("2.00").hashCode() + " " + new BigDecimal(new BigInteger("-123"), -4)
            + " " + BigDecimal.valueOf(123456789L, 4) + " " + BigDecimal.valueOf(-7L) + " " + new BigDecimal(42) + " " + new BigDecimal(-7L));
        double[] ds = {0.1, -2.5, 1e-5, 123456.789, 1.0 / 3, 100, 0, 1e22, 4.9e-324};
        for (double d : ds) {
            BigDecimal exact = new BigDecimal(d);
            System.out.println(BigDecimal.valueOf(d) + " " + new BigDecimal(d, MathContext.DECIMAL32) + " " + exact.precision() + " "
                + exact.scale() + " " + exact.toString().hashCode() + " " + (exact.doubleValue() == d));
        }
        System.out.println(new BigDecimal("0.1000000000000000055511151231257827021181583404541015625") + " " + new BigDecimal(0.1));
        System.out.println(new BigDecimal("1e400").doubleValue() + " " + new BigDecimal("-1e-400").doubleValue() + " "
            + new BigDecimal("3.4028236e38").floatValue() + " " + new BigDecimal("1e-50").floatValue() + " " + new BigDecimal("1E+70").longValue()
            + " " + new BigDecimal("123456789012345678901234.9").longValue() + " " + new BigDecimal("-4294967297.9").intValue());
        java.util.Scanner sc = new java.util.Scanner("123456789012345678901234567890 +7 1,234,567 3.25e-3 NaN");
        System.out.println(sc.hasNextBigInteger() + " " + sc.nextBigInteger() + " " + sc.nextBigInteger() + " " + sc.nextBigInteger() + " "
            + sc.hasNextBigInteger() + " " + sc.nextBigDecimal() + " " + sc.hasNextBigDecimal() + " " + sc.hasNextDouble());
    }
}
