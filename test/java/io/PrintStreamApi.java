// Checks System.out's PrintStream: print/println of every type incl. char[] and null, printf/format returning the stream, write(int)/write(byte[]), and print without newline at exit.
public class PrintStreamApi {
    public static void main(String[] args) {
        System.out.print(true);
        System.out.print(' ');
        System.out.print('c');
        System.out.print(' ');
        System.out.print(42);
        System.out.print(' ');
        System.out.print(-7L);
        System.out.print(' ');
        System.out.print(1.25f);
        System.out.print(' ');
        System.out.print(-0.5);
        System.out.print(' ');
        System.out.print("str");
        System.out.print(' ');
        System.out.print((String) null);
        System.out.print(' ');
        System.out.print((Object) null);
        System.out.println();
        System.out.println(new char[]{'c', 'h', 'a', 'r', 's'});
        System.out.println(false);
        System.out.println('x');
        System.out.println(Integer.MIN_VALUE);
        System.out.println(Long.MAX_VALUE);
        System.out.println(Float.MIN_VALUE);
        System.out.println(Double.NEGATIVE_INFINITY);
        System.out.println((Object) "object");
        System.out.println(new StringBuilder("builder"));
        System.out.printf("%d-%s%n", 1, "a").printf("chained%n").format("format %c%n", 'z');
        System.out.write('W');
        System.out.write('\n');
        System.out.write(new byte[]{'b', 'y', 't', 'e', 's', '\n'}, 0, 6);
        System.out.write(0x141);   // only the low 8 bits: 'A'
        System.out.println();
        System.out.println("\u00fcml\u00e4ut \u2713");
        System.out.print("last line has no newline");
    }
}
