// Checks narrowing integer conversions: i2b, i2c, i2s, l2i, and char/short/byte sign and zero extension.
public class NarrowingConversions {
    public static void main(String[] args) {
        int[] ints = {0, 1, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, 65601,
                      70000, -70000, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678};
        for (int v : ints) {
            byte b = (byte) v;
            char c = (char) v;
            short s = (short) v;
            System.out.println(v + " -> byte " + b + ", char " + (int) c + ", short " + s);
        }
        long[] longs = {0L, 4294967295L, 4294967296L, 2147483648L, -2147483649L, Long.MAX_VALUE, Long.MIN_VALUE,
                        0x1234567890ABCDEFL, -1L};
        for (long v : longs) {
            System.out.println(v + " -> int " + (int) v + ", short " + (short) v + ", byte " + (byte) v
                    + ", char " + (int) (char) v);
        }
        char c = (char) -1;
        int back = c;
        short fromChar = (short) c;
        System.out.println("char -1 -> int " + back + ", short " + fromChar);
        byte b = (byte) 0x80;
        char fromByte = (char) b;
        System.out.println("byte 0x80 -> char " + (int) fromByte + ", int " + (int) b + ", masked " + (b & 0xFF));
        short s = (short) 0x8000;
        System.out.println("short 0x8000 -> char " + (int) (char) s + ", long " + (long) s);
        System.out.println("(char) 65 = " + (char) 65 + ", (char) 'a' + 1 = " + (char) ('a' + 1) + ", 'a' + 1 = " + ('a' + 1));
        byte[] bytes = new byte[4];
        int word = 0xCAFEBABE;
        for (int i = 0; i < 4; i++) bytes[i] = (byte) (word >>> (24 - 8 * i));
        int rebuilt = 0;
        for (byte x : bytes) rebuilt = (rebuilt << 8) | (x & 0xFF);
        System.out.println(bytes[0] + " " + bytes[1] + " " + bytes[2] + " " + bytes[3] + " -> " + Integer.toHexString(rebuilt));
    }
}
