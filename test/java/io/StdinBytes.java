// Checks raw byte reading from System.in with read() and read(byte[]): byte counts, UTF-8 bytes seen as negative values, CRLF kept, -1 at EOF.
import java.io.IOException;
import java.io.InputStream;

public class StdinBytes {
    public static void main(String[] args) throws IOException {
        InputStream in = System.in;
        int first = in.read();
        int second = in.read();
        System.out.println("first bytes: " + first + " " + second + " (" + (char) first + (char) second + ")");
        byte[] buf = new byte[8];
        int n = in.read(buf, 0, 3);
        System.out.println("read(buf,0,3) -> " + n + " " + new String(buf, 0, n, "UTF-8"));
        int total = 2 + n, cr = 0, lf = 0, high = 0;
        StringBuilder upper = new StringBuilder();
        int b;
        while ((b = in.read()) != -1) {
            total++;
            if (b == '\r') cr++;
            if (b == '\n') lf++;
            if (b >= 0x80) high++;
            if (b < 0x80) upper.append(Character.toUpperCase((char) b));
        }
        System.out.println("total=" + total + " cr=" + cr + " lf=" + lf + " non-ascii bytes=" + high);
        System.out.print(upper.toString().replace("\r", "<CR>"));
        System.out.println("read at EOF: " + in.read() + " " + in.read(buf) + " " + in.read(buf, 0, 0));
    }
}
