// Checks the IOException family for missing files: FileNotFoundException message format, instanceof IOException, and reading after close.
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;

public class FileNotFound {
    public static void main(String[] args) throws IOException {
        try {
            new FileInputStream("definitely-missing-file.txt");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage() + " | is IOException " + (e instanceof IOException));
        }
        try {
            new FileOutputStream("no-such-directory/out.txt");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage());
        }
        String name = "loupe-FileNotFound.tmp";
        FileOutputStream out = new FileOutputStream(name);
        out.write(65);
        out.close();
        out.close();   // closing twice is fine
        try {
            out.write(66);
        } catch (IOException e) {
            System.out.println("write after close: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        FileInputStream in = new FileInputStream(name);
        System.out.println("read " + in.read());
        in.close();
        try {
            in.read();
        } catch (IOException e) {
            System.out.println("read after close: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("deleted " + new File(name).delete() + ", missing file length " + new File("definitely-missing-file.txt").length());
        IOException custom = new IOException("custom io", new IllegalStateException("root"));
        System.out.println(custom + " cause " + custom.getCause());
    }
}
