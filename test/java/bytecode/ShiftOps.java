// Checks int and long shifts with counts >= width, negative counts, and >>> on negative values and on promoted bytes.
public class ShiftOps {
    public static void main(String[] args) {
        int[] counts = {0, 1, 7, 31, 32, 33, 63, 64, 65, -1, -31, -32, -33, 100, Integer.MIN_VALUE};
        int x = 0x80000001, y = 12345, n = -12345;
        for (int c : counts) {
            System.out.println("c=" + c + " x<<c=" + (x << c) + " x>>c=" + (x >> c) + " x>>>c=" + (x >>> c)
                    + " y<<c=" + (y << c) + " n>>c=" + (n >> c) + " n>>>c=" + (n >>> c));
        }
        long lx = 0x8000000000000001L, ln = -987654321987L;
        for (int c : counts) {
            System.out.println("c=" + c + " lx<<c=" + (lx << c) + " lx>>c=" + (lx >> c) + " lx>>>c=" + (lx >>> c)
                    + " ln>>>c=" + (ln >>> c));
        }
        long shiftByLong = 64L + 3;
        System.out.println("int shifted by long count: " + (1 << shiftByLong) + " long: " + (1L << shiftByLong));
        byte b = (byte) 0xF0;
        System.out.println("byte >>> 4 = " + (b >>> 4) + " as byte " + (byte) (b >>> 4));
        b >>>= 4;
        System.out.println("byte >>>= 4 -> " + b);
        short s = -1;
        s >>>= 10;
        System.out.println("short >>>= 10 -> " + s);
        char ch = '\uffff';
        ch >>= 4;
        System.out.println("char >>= 4 -> " + (int) ch);
        int acc = 1;
        for (int i = 0; i < 40; i++) acc <<= 1;
        System.out.println("acc " + acc);
        System.out.println("-1 >>> 28 = " + (-1 >>> 28) + ", -1L >>> 60 = " + (-1L >>> 60));
        System.out.println("MIN >> 31 = " + (Integer.MIN_VALUE >> 31) + ", MIN >>> 31 = " + (Integer.MIN_VALUE >>> 31));
    }
}
