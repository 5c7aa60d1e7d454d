// Checks FileOutputStream/FileInputStream on a relative file: write bytes, append, read back (single bytes and arrays), available(), skip, File.length/exists/delete.
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

public class FileRoundTrip {
    public static void main(String[] args) throws IOException {
        String name = "loupe-FileRoundTrip.tmp";
        File f = new File(name);
        System.out.println("exists before: " + f.exists());
        try (FileOutputStream out = new FileOutputStream(name)) {
            out.write("Hello, file!\n".getBytes(StandardCharsets.UTF_8));
            out.write(0xFF);
            out.write(new byte[]{1, 2, 3, 4, 5}, 1, 3);
        }
        System.out.println("exists after write: " + f.exists() + " length " + f.length());
        try (FileOutputStream out = new FileOutputStream(name, true)) {
            out.write("appended \u00e9".getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("length after append " + f.length());
        try (FileInputStream in = new FileInputStream(name)) {
            System.out.println("available " + in.available());
            byte[] head = new byte[5];
            int n = in.read(head);
            System.out.println("read " + n + ": " + new String(head, 0, n, StandardCharsets.UTF_8));
            System.out.println("skip " + in.skip(8));
            int b;
            StringBuilder rest = new StringBuilder();
            while ((b = in.read()) != -1) rest.append(b).append(' ');
            System.out.println("rest bytes: " + rest.toString().trim());
            System.out.println("at EOF read(buf) " + in.read(head));
        }
        try (FileOutputStream out = new FileOutputStream(name)) {   // truncates
            out.write('x');
        }
        System.out.println("length after truncate " + f.length());
        System.out.println("delete " + f.delete() + " exists " + f.exists() + " delete again " + f.delete());
    }
}
