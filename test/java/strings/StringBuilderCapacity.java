// Checks StringBuilder/StringBuffer capacity growth policy: initial 16, 16 + initial string length, (old * 2) + 2 growth, ensureCapacity and trimToSize.
public class StringBuilderCapacity {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        System.out.println("default " + sb.capacity());
        System.out.println("from string " + new StringBuilder("abc").capacity() + ", explicit " + new StringBuilder(5).capacity()
                + ", from empty " + new StringBuilder("").capacity());
        int last = sb.capacity();
        StringBuilder trace = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            sb.append('x');
            if (sb.capacity() != last) {
                trace.append(sb.length()).append("->").append(sb.capacity()).append(' ');
                last = sb.capacity();
            }
        }
        System.out.println("growth: " + trace.toString().trim());
        StringBuilder big = new StringBuilder(10);
        big.append("0123456789012345678901234");   // needs more than 2*10+2
        System.out.println("jump " + big.capacity());
        StringBuilder e = new StringBuilder();
        e.ensureCapacity(17);
        System.out.println("ensure 17 -> " + e.capacity());
        e.ensureCapacity(100);
        System.out.println("ensure 100 -> " + e.capacity());
        e.ensureCapacity(5);
        System.out.println("ensure 5 -> " + e.capacity());
        e.append("short");
        e.trimToSize();
        System.out.println("trimmed -> " + e.capacity());
        StringBuffer buf = new StringBuffer();
        buf.append("12345678901234567");
        System.out.println("StringBuffer " + buf.capacity() + " " + new StringBuffer("ab").capacity());
        StringBuilder z = new StringBuilder(0);
        z.append('a');
        System.out.println("from zero " + z.capacity());
        z.setLength(50);
        System.out.println("setLength 50 -> " + z.capacity());
    }
}
