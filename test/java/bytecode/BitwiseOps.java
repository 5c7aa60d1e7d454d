// Checks and/or/xor/not on int, long and boolean, and compound assignments that narrow implicitly (byte += 200).
public class BitwiseOps {
    public static void main(String[] args) {
        int a = 0b1100_1010, b = 0x0F0F;
        System.out.println((a & b) + " " + (a | b) + " " + (a ^ b) + " " + (~a) + " " + (~0));
        long la = 0xFFFF0000FFFF0000L, lb = 0x0123456789ABCDEFL;
        System.out.println((la & lb) + " " + (la | lb) + " " + (la ^ lb) + " " + (~la));
        System.out.println(Long.toHexString(la & lb) + " " + Long.toHexString(~lb));
        boolean t = true, f = false;
        System.out.println((t & f) + " " + (t | f) + " " + (t ^ f) + " " + (t ^ t) + " " + !t);
        int calls = 0;
        boolean r1 = f & (++calls > 0);   // non-short-circuit: evaluates both
        boolean r2 = f && (++calls > 0);  // short-circuit: does not
        boolean r3 = t | (++calls > 0);
        boolean r4 = t || (++calls > 0);
        System.out.println(r1 + " " + r2 + " " + r3 + " " + r4 + " calls=" + calls);
        byte by = 100;
        by += 200;
        System.out.println("byte 100 += 200 -> " + by);
        by *= 3;
        System.out.println("byte *= 3 -> " + by);
        short sh = 30000;
        sh += 30000;
        System.out.println("short 30000 += 30000 -> " + sh);
        char c = 'A';
        c += 65535;
        System.out.println("char 'A' += 65535 -> " + c + " (" + (int) c + ")");
        c = 65535;
        c++;
        System.out.println("char 65535 ++ -> " + (int) c);
        int i = 10;
        i += 3.7;
        System.out.println("int 10 += 3.7 -> " + i);
        i -= 0.5f;
        System.out.println("int -= 0.5f -> " + i);
        long l = 5;
        l *= 2.5;
        System.out.println("long 5 *= 2.5 -> " + l);
        int mask = 0;
        for (int bit = 0; bit < 32; bit += 3) mask |= 1 << bit;
        System.out.println("mask " + Integer.toBinaryString(mask) + " bits " + Integer.bitCount(mask));
        mask &= ~(1 << 3);
        mask ^= 0xFF;
        System.out.println("mask " + Integer.toHexString(mask));
    }
}
