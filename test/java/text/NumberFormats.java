// NumberFormat factories per locale (symbols, patterns, currency, percent), digit limits, rounding modes, parsing
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Locale;

public class NumberFormats {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return b.toString();
    }

    public static void main(String[] args) throws Exception {
        Locale[] locales = {Locale.US, Locale.ROOT, Locale.ENGLISH, Locale.GERMANY, Locale.GERMAN, Locale.FRANCE,
            Locale.UK, Locale.ITALY, Locale.CANADA};
        for (Locale l : locales) {
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println(l + ": " + esc("" + s.getDecimalSeparator() + s.getGroupingSeparator() + s.getMinusSign()
                    + s.getPercent() + s.getPerMill() + s.getExponentSeparator() + s.getInfinity() + s.getNaN()
                    + s.getCurrencySymbol() + s.getInternationalCurrencySymbol() + s.getMonetaryDecimalSeparator()
                    + s.getZeroDigit() + s.getDigit() + s.getPatternSeparator()));
            System.out.println("  " + esc(((DecimalFormat) NumberFormat.getNumberInstance(l)).toPattern() + " "
                    + ((DecimalFormat) NumberFormat.getIntegerInstance(l)).toPattern() + " "
                    + ((DecimalFormat) NumberFormat.getPercentInstance(l)).toPattern() + " "
                    + ((DecimalFormat) NumberFormat.getCurrencyInstance(l)).toPattern()));
            System.out.println("  " + esc(NumberFormat.getInstance(l).format(-1234567.891) + "|"
                    + NumberFormat.getCurrencyInstance(l).format(-1234.5) + "|"
                    + NumberFormat.getCurrencyInstance(l).format(1234567L) + "|"
                    + NumberFormat.getPercentInstance(l).format(0.256) + "|"
                    + NumberFormat.getIntegerInstance(l).format(2.5) + "|"
                    + NumberFormat.getIntegerInstance(l).format(3.5)));
        }
        NumberFormat n = NumberFormat.getInstance(Locale.US);
        System.out.println(n.getRoundingMode() + " " + n.getMaximumIntegerDigits() + " " + n.getMinimumIntegerDigits()
                + " " + n.getMaximumFractionDigits() + " " + n.getMinimumFractionDigits() + " " + n.isGroupingUsed());
        n.setMaximumFractionDigits(1);
        double[] values = {0.05, 0.15, 0.25, 0.35, 1.45, -0.05, -0.25, 2.5e-1, 0.01, -0.01, 0.0, -0.0};
        for (RoundingMode mode : RoundingMode.values()) {
            if (mode == RoundingMode.UNNECESSARY) {
                continue;
            }
            n.setRoundingMode(mode);
            StringBuilder sb = new StringBuilder(mode + ":");
            for (double v : values) {
                sb.append(' ').append(n.format(v));
            }
            System.out.println(sb);
        }
        n.setRoundingMode(RoundingMode.UNNECESSARY);
        System.out.println(n.format(0.5) + " " + n.format(12L));
        try {
            n.format(0.01);
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
        n = NumberFormat.getInstance(Locale.US);
        n.setMinimumIntegerDigits(4);
        n.setMinimumFractionDigits(2);
        n.setMaximumFractionDigits(4);
        System.out.println(n.format(3.14159265) + " " + n.format(12345) + " " + n.format(-0.5));
        n.setGroupingUsed(false);
        n.setMaximumIntegerDigits(3);
        System.out.println(n.format(123456.789) + " " + n.getMinimumIntegerDigits() + " " + n.format(Long.MIN_VALUE));
        n.setMaximumFractionDigits(1);
        System.out.println(n.getMinimumFractionDigits() + " " + n.format(1.25) + " " + n.format(Double.NaN) + " "
                + esc(n.format(Double.POSITIVE_INFINITY)));
        n.setMinimumIntegerDigits(7);
        System.out.println(n.getMaximumIntegerDigits());

        NumberFormat us = NumberFormat.getInstance(Locale.US);
        String[] inputs = {"1,234.56", "-12", "1e3", "12.0", "-0", "abc", "  5", "9223372036854775807",
            "9223372036854775808", "1,2,3", "12,", "\u221e", "NaN", "0.000001", "1.5E3", "-1.5E-3"};
        for (String s : inputs) {
            ParsePosition pp = new ParsePosition(0);
            Number r = us.parse(s, pp);
            System.out.println(esc(s) + " -> " + r + (r == null ? "" : " " + r.getClass().getSimpleName()) + " "
                    + pp.getIndex() + " " + pp.getErrorIndex());
        }
        try {
            us.parse("x1");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " " + e.getErrorOffset());
        }
        System.out.println(NumberFormat.getIntegerInstance(Locale.US).parse("3.7") + " "
                + NumberFormat.getPercentInstance(Locale.US).parse("45%") + " "
                + NumberFormat.getCurrencyInstance(Locale.US).parse("$1,234.50") + " "
                + NumberFormat.getInstance(Locale.GERMANY).parse("1.234,5") + " "
                + NumberFormat.getInstance(Locale.FRANCE).parse("1\u202f234,5"));

        StringBuffer sb = new StringBuffer("> ");
        FieldPosition ip = new FieldPosition(NumberFormat.INTEGER_FIELD);
        NumberFormat.getCurrencyInstance(Locale.US).format(-9876.5, sb, ip);
        FieldPosition fp = new FieldPosition(NumberFormat.FRACTION_FIELD);
        NumberFormat.getInstance(Locale.US).format(1234.5678, sb.append(' '), fp);
        System.out.println(sb + " " + ip.getBeginIndex() + "-" + ip.getEndIndex() + " " + fp.getBeginIndex() + "-"
                + fp.getEndIndex());
        System.out.println(us.format(Integer.valueOf(7)) + " " + us.format(Float.valueOf(1.1f)) + " "
                + us.format(Byte.valueOf((byte) -3)) + " " + us.format(1e300) .length());
        try {
            us.format("nope");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        NumberFormat copy = (NumberFormat) us.clone();
        System.out.println(copy.equals(us) + " " + copy.format(0.5));
        copy.setMaximumFractionDigits(0);
        System.out.println(copy.equals(us) + " " + copy.format(0.5) + " " + copy.format(1.5));
    }
}
