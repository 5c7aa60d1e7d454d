// Checks Integer: toString/parseInt/valueOf in radixes 2-36, binary/hex/octal strings, unsigned ops, bit twiddling, decode, and NumberFormatException messages.
public class IntegerApi {
    static void parse(String s, int radix) {
        try {
            System.out.println("parseInt(\"" + s + "\", " + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(\"" + s + "\", " + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 255, -255, 123456789, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vals) {
            System.out.println(v + ": r2=" + Integer.toString(v, 2) + " r7=" + Integer.toString(v, 7) + " r16=" + Integer.toString(v, 16)
                    + " r36=" + Integer.toString(v, 36) + " bin=" + Integer.toBinaryString(v) + " hex=" + Integer.toHexString(v)
                    + " oct=" + Integer.toOctalString(v) + " u=" + Integer.toUnsignedString(v) + " u16=" + Integer.toUnsignedString(v, 16));
        }
        System.out.println("radix out of range uses 10: " + Integer.toString(255, 99) + " " + Integer.toString(255, 1));
        parse("123", 10); parse("-123", 10); parse("+77", 10); parse("7fffffff", 16); parse("-80000000", 16);
        parse("80000000", 16); parse("2147483648", 10); parse("-2147483649", 10); parse("zz", 36); parse("ZZ", 36);
        parse("", 10); parse("-", 10); parse("+", 10); parse("12a", 10); parse("1010", 2); parse("102", 2);
        parse(" 1", 10); parse("1_000", 10); parse("11", 1); parse("11", 37); parse("0x10", 16);
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null) NFE: " + e.getMessage());
        }
        System.out.println(Integer.valueOf("42") + " " + Integer.valueOf("-ff", 16) + " " + Integer.decode("0x1F") + " " + Integer.decode("#ff")
                + " " + Integer.decode("010") + " " + Integer.decode("-0X10") + " " + Integer.decode("0"));
        System.out.println("unsigned: " + Integer.parseUnsignedInt("4294967295") + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3)
                + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.toUnsignedLong(-1));
        int x = 0b0001_0110_0000;
        System.out.println("bits: " + Integer.bitCount(x) + " " + Integer.highestOneBit(x) + " " + Integer.lowestOneBit(x) + " "
                + Integer.numberOfLeadingZeros(x) + " " + Integer.numberOfTrailingZeros(x) + " " + Integer.numberOfLeadingZeros(0) + " "
                + Integer.reverse(x) + " " + Integer.reverseBytes(0x12345678) + " " + Integer.rotateLeft(0x80000001, 1) + " "
                + Integer.rotateRight(1, 1) + " " + Integer.signum(-9) + " " + Integer.highestOneBit(-1));
        System.out.println("compare " + Integer.compare(3, 7) + " " + Integer.compare(7, 3) + " " + Integer.valueOf(5).compareTo(5)
                + " max " + Integer.max(3, 4) + " min " + Integer.min(3, 4) + " sum " + Integer.sum(3, 4));
        System.out.println("constants " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Integer.SIZE + " " + Integer.BYTES);
        Integer boxed = 1234;
        System.out.println("conversions " + boxed.byteValue() + " " + boxed.shortValue() + " " + boxed.longValue() + " " + boxed.doubleValue()
                + " " + boxed.floatValue() + " hash " + boxed.hashCode() + " " + Integer.hashCode(-5) + " equals " + boxed.equals(1234) + " " + boxed.equals(1234L));
    }
}
