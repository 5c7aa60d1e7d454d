// Checks box caches and identity: Integer/Short/Byte/Long/Character valueOf caches (-128..127, 0..127), Boolean constants, no Double/Float cache, equals across types.
public class BoxCaches {
    static boolean same(Object a, Object b) { return a == b; }

    public static void main(String[] args) {
        System.out.println("Integer 127: " + same(Integer.valueOf(127), Integer.valueOf(127)) + ", 128: " + same(Integer.valueOf(128), Integer.valueOf(128))
                + ", -128: " + same(Integer.valueOf(-128), Integer.valueOf(-128)) + ", -129: " + same(Integer.valueOf(-129), Integer.valueOf(-129)));
        Integer a = 100, b = 100, c = 1000, d = 1000;
        System.out.println("autobox 100: " + (a == b) + ", 1000: " + (c == d) + ", equals: " + c.equals(d) + ", unboxed compare: " + (c.intValue() == d));
        System.out.println("Long 127: " + same(Long.valueOf(127), Long.valueOf(127)) + ", 128: " + same(Long.valueOf(128L), Long.valueOf(128L)));
        System.out.println("Short -128: " + same(Short.valueOf((short) -128), Short.valueOf((short) -128)) + ", 200: " + same(Short.valueOf((short) 200), Short.valueOf((short) 200)));
        System.out.println("Byte all cached: " + same(Byte.valueOf((byte) -128), Byte.valueOf((byte) -128)) + " " + same(Byte.valueOf((byte) 127), Byte.valueOf((byte) 127)));
        System.out.println("Character 127: " + same(Character.valueOf('\u007f'), Character.valueOf('\u007f')) + ", 128: " + same(Character.valueOf('\u0080'), Character.valueOf('\u0080')));
        System.out.println("Boolean: " + same(Boolean.valueOf(true), Boolean.TRUE) + " " + same(Boolean.valueOf("TRUE"), Boolean.TRUE) + " " + same(Boolean.valueOf(false), Boolean.FALSE));
        System.out.println("Double: " + same(Double.valueOf(1.0), Double.valueOf(1.0)) + ", Float: " + same(Float.valueOf(1f), Float.valueOf(1f)));
        Integer i1 = new Integer(5);
        System.out.println("new Integer is fresh: " + same(i1, Integer.valueOf(5)) + " equals " + i1.equals(5));
        Object five = 5, fiveL = 5L, fiveS = (short) 5, fiveD = 5.0;
        System.out.println("cross-type equals: " + five.equals(fiveL) + " " + five.equals(fiveS) + " " + fiveL.equals(5L) + " " + fiveD.equals(5.0));
        System.out.println("classes: " + five.getClass().getSimpleName() + " " + fiveL.getClass().getSimpleName() + " " + fiveS.getClass().getSimpleName() + " " + fiveD.getClass().getSimpleName());
        Long big = 127L;
        System.out.println("Long equals int: " + big.equals(127) + " " + (big == 127));
        Integer x = 10;
        Integer y = x;
        x++;
        System.out.println("increment creates new box: x=" + x + " y=" + y + " same " + (x == y));
        Integer sum = 0;
        for (int k = 0; k < 200; k++) sum += 1;
        System.out.println("sum " + sum + " cached? " + same(sum, Integer.valueOf(200)));
        Character ch = 'a';
        char unboxed = ch;
        int widened = ch;
        System.out.println("char box " + ch + " " + unboxed + " " + widened + " " + Character.valueOf('a').compareTo('c'));
    }
}
