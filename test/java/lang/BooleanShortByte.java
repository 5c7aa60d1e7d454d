// Checks Boolean, Short and Byte APIs: parsing (case-insensitive booleans, range errors with their messages), toString, compare, hashCode, logical helpers.
public class BooleanShortByte {
    static void ps(String s) {
        try {
            System.out.println("parseShort(" + s + ") = " + Short.parseShort(s));
        } catch (NumberFormatException e) {
            System.out.println("parseShort(" + s + ") NFE: " + e.getMessage());
        }
    }

    static void pb(String s, int radix) {
        try {
            System.out.println("parseByte(" + s + "," + radix + ") = " + Byte.parseByte(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseByte(" + s + "," + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] bools = {"true", "TRUE", "True", "false", "yes", "1", "", null, " true"};
        for (String s : bools) System.out.print(Boolean.parseBoolean(s) + " ");
        System.out.println();
        System.out.println(Boolean.toString(true) + " " + Boolean.valueOf("tRuE") + " " + Boolean.compare(true, false) + " " + Boolean.compare(false, false)
                + " " + Boolean.TRUE.compareTo(false) + " " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " " + Boolean.logicalXor(true, false)
                + " " + Boolean.logicalAnd(true, false) + " " + Boolean.logicalOr(false, false) + " " + Boolean.TRUE.equals(true));
        ps("32767"); ps("-32768"); ps("32768"); ps("-40000"); ps("abc"); ps("0x10");
        pb("127", 10); pb("-128", 10); pb("128", 10); pb("7f", 16); pb("80", 16); pb("-80", 16); pb("1111111", 2); pb("z", 10);
        System.out.println(Short.toString((short) -5) + " " + Short.valueOf((short) 300) + " " + Short.MAX_VALUE + " " + Short.MIN_VALUE
                + " " + Short.compare((short) 1, (short) 3) + " " + Short.hashCode((short) -1) + " " + Short.reverseBytes((short) 0x1234)
                + " " + Short.toUnsignedInt((short) -1) + " " + Short.decode("-0x7f"));
        System.out.println(Byte.toString((byte) -1) + " " + Byte.valueOf((byte) 12) + " " + Byte.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Byte.compare((byte) -1, (byte) 1)
                + " " + Byte.toUnsignedInt((byte) -1) + " " + Byte.toUnsignedLong((byte) -128) + " " + Byte.hashCode((byte) -3) + " " + Byte.decode("#7f"));
        Short s = 10;
        Byte b = 20;
        System.out.println((s + b) + " " + s.compareTo((short) 11) + " " + b.equals((byte) 20) + " " + b.equals(20) + " " + s.doubleValue());
    }
}
