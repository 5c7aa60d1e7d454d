// Checks String.format for integers: %d %x %X %o with widths, flags (- 0 + space , ( #), negative values, long and boxed arguments.
public class FormatIntegers {
    public static void main(String[] args) {
        int[] vals = {0, 7, -7, 255, -255, 1234567, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vals) {
            System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%,d] [%(d] [%x] [%X] [%o] [%#x] [%#o] [%08X]",
                    v, v, v, v, v, v, v, v, v, v, v, v, v, v));
        }
        long[] longs = {0L, -1L, 1L << 40, Long.MIN_VALUE, Long.MAX_VALUE};
        for (long v : longs) System.out.println(String.format("[%d] [%,d] [%x] [%o] [%+,25d]", v, v, v, v, v));
        byte b = -1;
        short s = -2;
        System.out.println(String.format("byte %x %d, short %x %o", b, b, s, s));
        Integer boxed = 48879;
        Long boxedLong = 3L;
        System.out.println(String.format("%X %d %s", boxed, boxedLong, boxed));
        System.out.println(String.format("%,d %,d %,d", 999, 1000, -1000000));
        System.out.println(String.format("|%10s|%-10s|%.2s|", "right", "left", "truncate"));
        System.out.println(String.format("%3d|%3d|%3d", 1, 22, 4444));
        System.out.printf("printf %d + %d = %d%n", 2, 3, 5);
        System.out.format("format %s%n", "works");
    }
}
