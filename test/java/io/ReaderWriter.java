// Checks character streams: StringReader+BufferedReader lines, StringWriter/PrintWriter, InputStreamReader decoding UTF-8 from bytes, OutputStreamWriter encoding.
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

public class ReaderWriter {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new StringReader("first\nsecond\r\nthird\rfourth\n\nlast"));
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) System.out.println(++n + ": [" + line + "]");
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print("a");
        pw.println(1);
        pw.printf("%.2f|%s%n", 1.005, true);
        pw.write("xyz", 1, 2);
        pw.flush();
        System.out.print(sw.toString());
        System.out.println("<end> length " + sw.toString().length());
        byte[] utf8 = "gr\u00fc\u00df \u20ac\nzwei".getBytes(StandardCharsets.UTF_8);
        BufferedReader fromBytes = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(utf8), StandardCharsets.UTF_8));
        String l1 = fromBytes.readLine();
        System.out.println("decoded " + l1.length() + " chars from " + utf8.length + " bytes: " + l1 + " / " + fromBytes.readLine());
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        Writer w = new OutputStreamWriter(bos, StandardCharsets.UTF_8);
        w.write("\u00e9\u20ac!");
        w.close();
        System.out.println("encoded bytes " + bos.size());
        StringReader sr = new StringReader("abc");
        char[] cbuf = new char[5];
        System.out.println("read " + sr.read(cbuf) + " " + new String(cbuf, 0, 3) + " then " + sr.read());
    }
}
