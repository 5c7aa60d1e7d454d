// Loupe benchmark (micro): building and comparing strings. Each iteration
// appends one value of every type to a StringBuilder (String, char, int,
// long, boolean, double, float, char[], a CharSequence range, an Object with
// its own toString(), another StringBuilder, null), builds two strings with
// the + operator (compiled to invokedynamic string concatenation), converts
// values with String.valueOf, takes substrings, compares fresh strings with
// equals() and hashes them (a fresh String computes its hash once). The
// builder is cut back when it grows long, so capacity growth happens too.
// The checksum folds lengths, hashes and comparison results.
//
// usage: StringBuild [s1|s10|s100|param=<iterations>]   (default s10)
// prints: bench StringBuild size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class Point {
    final int x;
    final int y;

    Point(int x, int y) {
        this.x = x;
        this.y = y;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}

public class StringBuild {
    static final String NAME = "StringBuild";
    // Iterations per size.
    static final int[] PARAMS = {600, 6_000, 60_000};
    static final long[] CHECKSUMS = {-661964639106288865L, 1771104695119190469L, -3981827214311004969L};

    static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};
    static final char[] LETTERS = {'l', 'o', 'u', 'p', 'e'};

    static long kernel(int iterations) {
        StringBuilder sb = new StringBuilder();
        StringBuilder tail = new StringBuilder("-tail-");
        String previous = "";
        long fold = 0;
        for (int i = 0; i < iterations; i++) {
            String word = WORDS[i & 7];
            Point point = new Point(i, -i);
            sb.append(word)
                .append(' ')
                .append(i)
                .append(':')
                .append(i * 1_000_000_007L)
                .append(i % 3 == 0)
                .append(i * 0.1)
                .append('/')
                .append(i / 8.0f)
                .append(LETTERS)
                .append("0123456789", i % 5, 5 + i % 5)
                .append(point)
                .append(tail)
                .append((Object) null);
            if (sb.length() > 2000) {
                fold = fold * 31 + sb.toString().hashCode();
                sb.setLength(i & 63);
            }

            String concat = word + i + '/' + (i * 7L) + (i % 2 == 1) + point;
            String numbers = "v=" + (i * 0.5) + ",f=" + (i / 4.0f) + ",c=" + (char) ('a' + i % 26);
            String valued = String.valueOf(i) + String.valueOf(-i * 3L) + String.valueOf(i * 0.25)
                + String.valueOf(i % 7 == 0) + String.valueOf((char) ('A' + i % 26)) + String.valueOf(point);

            String sub = concat.substring(1, concat.length() - 2);
            String same = word + i + '/' + (i * 7L) + (i % 2 == 1) + point;
            fold = fold * 31 + concat.hashCode();
            fold = fold * 31 + numbers.hashCode() + valued.hashCode();
            fold = fold * 31 + sub.length() + sub.hashCode();
            fold = fold * 31 + (concat.equals(same) ? 1 : 0) + (concat.equals(previous) ? 2 : 0)
                + (sub.equals(concat.substring(1, concat.length() - 2)) ? 4 : 0);
            previous = concat;
        }
        return fold * 31 + sb.length();
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, StringBuild::kernel);
    }
}
