// Checks in-memory streams: ByteArrayOutputStream growth/toByteArray/toString, ByteArrayInputStream read/skip/mark/reset, PrintStream over a byte stream.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;

public class ByteArrayStreams {
    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream(4);
        for (int i = 0; i < 10; i++) bos.write('0' + i);
        bos.write(new byte[]{'-', 'x', 'y', 'z'}, 1, 2);
        System.out.println(bos.size() + " " + bos + " " + Arrays.toString(Arrays.copyOf(bos.toByteArray(), 3)));
        bos.reset();
        bos.write(200);
        System.out.println("after reset " + bos.size() + " " + bos.toByteArray()[0]);
        ByteArrayInputStream bis = new ByteArrayInputStream("abcdefghij".getBytes("UTF-8"));
        System.out.println((char) bis.read() + " available " + bis.available() + " skip " + bis.skip(3) + " next " + (char) bis.read());
        bis.mark(0);
        byte[] buf = new byte[3];
        System.out.println("read " + bis.read(buf) + " " + new String(buf, "UTF-8"));
        bis.reset();
        System.out.println("after reset " + (char) bis.read() + " markSupported " + bis.markSupported());
        System.out.println("read rest " + bis.read(new byte[100]) + " then " + bis.read() + " " + bis.read(buf, 0, 3));
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(sink, true, "UTF-8");
        ps.print(1);
        ps.print('c');
        ps.println(2.5);
        ps.printf("%s=%d%n", "k", 7);
        ps.println((String) null);
        ps.print("\u00e9");
        ps.flush();
        byte[] bytes = sink.toByteArray();
        System.out.println("captured " + bytes.length + " bytes:");
        System.out.print(new String(bytes, "UTF-8"));
        System.out.println();
        System.out.println("checkError " + ps.checkError());
    }
}
