// Loupe benchmark: formatted text. String.format with widths, precisions and
// flags, DecimalFormat patterns, StringBuilder, and parsing the text back
// (Integer.parseInt, Double.parseDouble), as report-writing programs do. The
// checksum folds every string made.
//
// usage: TextFormatting [s1|s10|s100|param=<lines>]   (default s10)
// prints: bench TextFormatting size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.text.DecimalFormat;
import java.util.Locale;

public class TextFormatting {
    static final String NAME = "TextFormatting";
    // Report lines per size.
    static final int[] PARAMS = {1_500, 15_000, 150_000};
    static final long[] CHECKSUMS = {6152167577444610183L, 2176602384268011281L, 3023884327427243094L};

    static long kernel(int lines) {
        DecimalFormat money = new DecimalFormat("#,##0.00");
        DecimalFormat ratio = new DecimalFormat("0.###E0");
        long check = 17;
        long seed = 7;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            int quantity = (int) ((seed >>> 40) % 10_000);
            double price = ((seed >>> 20) % 1_000_000) / 100.0;
            String line = String.format(Locale.ROOT, "%-8s|%6d|%12.3f|%+.2e|%08X", "item" + (i % 97), quantity, price,
                    price * quantity, (int) (seed >>> 32));
            sb.setLength(0);
            sb.append(line).append('|').append(money.format(price * quantity)).append('|')
                    .append(ratio.format(price / (quantity + 1)));
            String text = sb.toString();
            check = check * 31 + text.hashCode();
            String[] fields = line.split("\\|");
            check = check * 31 + Integer.parseInt(fields[1].trim()) + (long) Double.parseDouble(fields[2]);
        }
        return check;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, TextFormatting::kernel);
    }
}
