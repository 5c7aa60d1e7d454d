// Checks reading System.in line by line through BufferedReader: sums integers, skips blank lines and reports malformed ones, handles a last line without newline.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class StdinSum {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        long sum = 0;
        int lines = 0, numbers = 0, blanks = 0;
        String line;
        while ((line = in.readLine()) != null) {
            lines++;
            String t = line.trim();
            if (t.isEmpty()) { blanks++; continue; }
            for (String tok : t.split("\\s+")) {
                try {
                    sum += Long.parseLong(tok);
                    numbers++;
                } catch (NumberFormatException e) {
                    System.out.println("line " + lines + ": not a number: " + tok);
                }
            }
        }
        System.out.println("lines=" + lines + " blanks=" + blanks + " numbers=" + numbers + " sum=" + sum);
        System.out.println("readLine after EOF: " + in.readLine());
    }
}
