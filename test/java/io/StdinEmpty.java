// Checks reading an empty standard input (no .stdin file): readLine returns null immediately and read() returns -1.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class StdinEmpty {
    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("readLine: " + r.readLine());
        System.out.println("read: " + System.in.read());
        System.out.println("done");
    }
}
