// DecimalFormat patterns: digits, grouping, exponents, percent/per-mille, quotes, negative subpatterns, toPattern, errors, exact tie rounding
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.ParsePosition;
import java.util.Locale;

public class DecimalFormatPatterns {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return b.toString();
    }

    public static void main(String[] args) {
        Locale.setDefault(Locale.US);
        String[] patterns = {"0.00", "#,##0.###", "#,##0.0#;(#)", "00.00", "#", "#.#", ".##", "#.", "0.###E0",
            "##0.##E0", "00.###E0", "#E0", "0E00", "#.##E0", "#%", "0.0#%", "\u2030#", "'#'#;(#)", "'x'#'y'",
            "#,##,###.##", "x-0;y-0", "\u00a4\u00a40.00", "\u00a4#,##0.00;\u00a4-#", "0.00 'it''s'", "#,##0;",
            "0.00000000000000000000", "#,###"};
        double[] values = {0, -0.0, 0.125, 0.135, 1234.5678, -1234.5678, 0.00123, 123456, 1e-10, 1e20};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(esc(p)).append(" [").append(esc(f.toPattern())).append(']');
            for (double v : values) {
                sb.append(' ').append(esc(f.format(v)));
            }
            sb.append(" L:").append(esc(f.format(Long.MAX_VALUE))).append(' ').append(esc(f.format(-42L)));
            System.out.println(sb);
            System.out.println("   " + f.getMinimumIntegerDigits() + "/" + f.getMaximumIntegerDigits() + " "
                    + f.getMinimumFractionDigits() + "/" + f.getMaximumFractionDigits() + " g" + f.getGroupingSize()
                    + (f.isGroupingUsed() ? "+" : "-") + " m" + f.getMultiplier() + " "
                    + f.isDecimalSeparatorAlwaysShown() + " [" + esc(f.getPositivePrefix()) + "|"
                    + esc(f.getPositiveSuffix()) + "|" + esc(f.getNegativePrefix()) + "|"
                    + esc(f.getNegativeSuffix()) + "]");
        }
        String[] bad = {"0.0.0", "0.#0", "#,", "0,.0", "%%", "0#", "a'b", "0E", "#0.0#,#", "0;0;0"};
        for (String p : bad) {
            try {
                new DecimalFormat(p);
                System.out.println(p + " accepted");
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        DecimalFormat two = new DecimalFormat("0.00");
        StringBuilder ties = new StringBuilder();
        for (double v : new double[] {0.005, 0.015, 0.025, 0.035, 0.045, 0.125, 0.135, 0.145, 1.005, 2.675,
            1.115, 0.375, -0.125, 1e-3, 9.995, 99.995, 0.5e-2}) {
            ties.append(two.format(v)).append(' ');
        }
        System.out.println(ties);
        two.setRoundingMode(RoundingMode.HALF_UP);
        ties.setLength(0);
        for (double v : new double[] {0.005, 0.125, 0.135, 0.145, 1.005, 2.675, -0.125, 9.995}) {
            ties.append(two.format(v)).append(' ');
        }
        System.out.println(ties);
        System.out.println(new DecimalFormat("0").format(0.5) + " " + new DecimalFormat("0").format(1.5) + " "
                + new DecimalFormat("0").format(2.5) + " " + new DecimalFormat("0").format(4.5000000001) + " "
                + new DecimalFormat("0.0").format(0.95) + " " + new DecimalFormat("0.0").format(0.25) + " "
                + new DecimalFormat("#,##0.00").format(999999.995) + " " + new DecimalFormat("0.000").format(1.0005));

        DecimalFormat d = new DecimalFormat("0.0");
        d.setMaximumIntegerDigits(2);
        System.out.println(d.format(1234.56) + " " + d.toPattern());
        d.setPositivePrefix("+#");
        d.setNegativeSuffix(" neg");
        System.out.println(d.toPattern() + " " + d.format(1) + " " + d.format(-1));
        d = new DecimalFormat("#,##0.00", new DecimalFormatSymbols(Locale.GERMANY));
        System.out.println(d.format(-1234567.891) + " " + d.toPattern() + " " + d.toLocalizedPattern());
        d.applyLocalizedPattern("#.##0,0");
        System.out.println(d.format(1234.56) + " " + d.toPattern());
        DecimalFormatSymbols sym = DecimalFormatSymbols.getInstance(Locale.US);
        sym.setZeroDigit('a');
        sym.setMinusSign('~');
        sym.setExponentSeparator("x10^");
        sym.setNaN("nan");
        d = new DecimalFormat("0.00E0", sym);
        System.out.println(d.format(-12345) + " " + d.format(0.00012) + " " + d.format(Double.NaN));
        d = new DecimalFormat("#,##0.##");
        d.setGroupingSize(2);
        d.setDecimalSeparatorAlwaysShown(true);
        d.setMultiplier(-3);
        System.out.println(d.format(123456) + " " + d.format(-7.5) + " " + d.toPattern());
        try {
            d.setGroupingSize(200);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        d = new DecimalFormat("#,##0.##;(#)");
        for (String s : new String[] {"1,234.56", "(12)", "-1.5E3", "12%", "1.0", "9223372036854775808", " 5",
            "(1,000)x"}) {
            ParsePosition pp = new ParsePosition(0);
            Object r = d.parse(s, pp);
            System.out.print(s + "=" + r + (r == null ? "" : "/" + r.getClass().getSimpleName()) + "@"
                    + pp.getIndex() + "/" + pp.getErrorIndex() + " ");
        }
        System.out.println();
        System.out.println(new DecimalFormat("#%").parse("50%", new ParsePosition(0)) + " "
                + new DecimalFormat("0.0").parse("-1.5E3", new ParsePosition(0)) + " "
                + new DecimalFormat("\u2030").parse("250\u2030", new ParsePosition(0)) + " "
                + new DecimalFormat("0.0").equals(new DecimalFormat("0.0")) + " "
                + new DecimalFormat("0.0").equals(new DecimalFormat("0.00")));
    }
}
