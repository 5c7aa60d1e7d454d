// Checks Long: toString/parseLong in radixes, hex/binary/octal, unsigned conversions, bit operations, hashCode, and NumberFormatException messages.
public class LongApi {
    static void parse(String s, int radix) {
        try {
            System.out.println("parseLong(\"" + s + "\", " + radix + ") = " + Long.parseLong(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseLong(\"" + s + "\", " + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        long[] vals = {0L, -1L, 1L << 32, 1234567890123456789L, Long.MAX_VALUE, Long.MIN_VALUE, -4294967296L};
        for (long v : vals) {
            System.out.println(v + ": r3=" + Long.toString(v, 3) + " r36=" + Long.toString(v, 36) + " hex=" + Long.toHexString(v)
                    + " oct=" + Long.toOctalString(v) + " bin=" + Long.toBinaryString(v) + " u=" + Long.toUnsignedString(v)
                    + " hash=" + Long.hashCode(v));
        }
        parse("9223372036854775807", 10); parse("9223372036854775808", 10); parse("-9223372036854775808", 10);
        parse("7fffffffffffffff", 16); parse("-8000000000000000", 16); parse("1y2p0ij32e8e7", 36); parse("12L", 10); parse("", 10);
        parse("-", 10); parse("11111111111111111111111111111111111111111111111111111111111111111", 2);
        System.out.println(Long.valueOf(77) + " " + Long.decode("0x7f") + " " + Long.decode("-#10") + " " + Long.parseUnsignedLong("18446744073709551615")
                + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Long.compareUnsigned(-1L, 0L));
        long x = 0xF0L << 40;
        System.out.println(Long.bitCount(x) + " " + Long.numberOfLeadingZeros(x) + " " + Long.numberOfTrailingZeros(x) + " " + Long.highestOneBit(x)
                + " " + Long.lowestOneBit(x) + " " + Long.reverse(1L) + " " + Long.reverseBytes(0x0102030405060708L) + " " + Long.rotateLeft(x, 20)
                + " " + Long.signum(x) + " " + Long.numberOfLeadingZeros(0L));
        Long boxed = 5000000000L;
        System.out.println(boxed.intValue() + " " + boxed.equals(5000000000L) + " " + boxed.equals(5000000000.0) + " " + boxed.compareTo(6L)
                + " " + Long.compare(1, 2) + " " + Long.sum(1, 2) + " " + Long.max(-1, -2) + " " + Long.SIZE + " " + Long.BYTES);
    }
}
