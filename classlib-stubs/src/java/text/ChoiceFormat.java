package java.text;

import java.util.Arrays;

/**
 * Chooses a text by the interval a number falls in: "0#none|1#one|1<many"
 * means [0,1) -> none, [1, next double after 1) -> one, above -> many.
 * '#' and '≤' make a closed lower limit, '<' an open one (stored as
 * nextDouble(limit)); ∞ and -∞ are accepted as limits.
 */
public class ChoiceFormat extends NumberFormat {
    private double[] choiceLimits;
    private String[] choiceFormats;

    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    public void applyPattern(String newPattern) {
        double[] limits = new double[8];
        String[] formats = new String[8];
        int count = 0;
        StringBuilder limitText = new StringBuilder();
        StringBuilder formatText = new StringBuilder();
        boolean inLimit = true;
        boolean inQuote = false;
        double limit = 0;
        double previous = Double.NaN;
        for (int i = 0; i < newPattern.length(); i++) {
            char c = newPattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < newPattern.length() && newPattern.charAt(i + 1) == '\'') {
                    (inLimit ? limitText : formatText).append(c);
                    i++;
                } else {
                    inQuote = !inQuote;
                }
            } else if (inQuote) {
                (inLimit ? limitText : formatText).append(c);
            } else if (inLimit && (c == '<' || c == '#' || c == '\u2264')) {
                if (limitText.length() == 0) {
                    throw new IllegalArgumentException("Each interval must contain a number before a format");
                }
                limit = parseLimit(limitText.toString().trim());
                if (c == '<' && !Double.isInfinite(limit)) {
                    limit = nextDouble(limit);
                }
                if (limit <= previous) {
                    throw new IllegalArgumentException("Incorrect order of intervals, must be in ascending order");
                }
                limitText.setLength(0);
                inLimit = false;
            } else if (!inLimit && c == '|') {
                if (count == limits.length) {
                    limits = Arrays.copyOf(limits, count * 2);
                    formats = Arrays.copyOf(formats, count * 2);
                }
                limits[count] = limit;
                formats[count++] = formatText.toString();
                previous = limit;
                formatText.setLength(0);
                inLimit = true;
            } else {
                (inLimit ? limitText : formatText).append(c);
            }
        }
        if (!inLimit) {
            if (count == limits.length) {
                limits = Arrays.copyOf(limits, count + 1);
                formats = Arrays.copyOf(formats, count + 1);
            }
            limits[count] = limit;
            formats[count++] = formatText.toString();
        }
        choiceLimits = Arrays.copyOf(limits, count);
        choiceFormats = Arrays.copyOf(formats, count);
    }

    private static double parseLimit(String text) {
        if (text.equals("\u221e")) {
            return Double.POSITIVE_INFINITY;
        }
        if (text.equals("-\u221e")) {
            return Double.NEGATIVE_INFINITY;
        }
        return Double.parseDouble(text);
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < choiceLimits.length; i++) {
            if (i != 0) {
                sb.append('|');
            }
            // An open limit was stored as the next double: print the limit it came from with '<'.
            double less = previousDouble(choiceLimits[i]);
            double tryLessOrEqual = Math.abs(Math.IEEEremainder(choiceLimits[i], 1.0));
            double tryLess = Math.abs(Math.IEEEremainder(less, 1.0));
            if (tryLessOrEqual < tryLess) {
                appendLimit(sb, choiceLimits[i]);
                sb.append('#');
            } else {
                appendLimit(sb, Double.isInfinite(choiceLimits[i]) ? choiceLimits[i] : less);
                sb.append('<');
            }
            String text = choiceFormats[i];
            boolean needQuote = text.indexOf('<') >= 0 || text.indexOf('#') >= 0 || text.indexOf('\u2264') >= 0
                    || text.indexOf('|') >= 0;
            if (needQuote) {
                sb.append('\'');
            }
            if (text.indexOf('\'') < 0) {
                sb.append(text);
            } else {
                for (int j = 0; j < text.length(); j++) {
                    char c = text.charAt(j);
                    sb.append(c);
                    if (c == '\'') {
                        sb.append(c);
                    }
                }
            }
            if (needQuote) {
                sb.append('\'');
            }
        }
        return sb.toString();
    }

    private static void appendLimit(StringBuilder sb, double limit) {
        if (limit == Double.POSITIVE_INFINITY) {
            sb.append('\u221e');
        } else if (limit == Double.NEGATIVE_INFINITY) {
            sb.append("-\u221e");
        } else {
            sb.append(limit);
        }
    }

    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length) {
            throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        }
        choiceLimits = Arrays.copyOf(limits, limits.length);
        choiceFormats = Arrays.copyOf(formats, formats.length);
    }

    public double[] getLimits() {
        return Arrays.copyOf(choiceLimits, choiceLimits.length);
    }

    public Object[] getFormats() {
        return Arrays.copyOf(choiceFormats, choiceFormats.length);
    }

    @Override
    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition status) {
        return format((double) number, toAppendTo, status);
    }

    /** The text of the last interval whose limit is at most number (the first one below all, and for NaN). */
    @Override
    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition status) {
        int i = 0;
        while (i < choiceLimits.length && number >= choiceLimits[i]) {
            i++;
        }
        i = Math.max(i - 1, 0);
        return toAppendTo.append(choiceFormats[i]);
    }

    /** The limit of the longest text that matches at the position; NaN if none. */
    @Override
    public Number parse(String text, ParsePosition status) {
        int start = status.getIndex();
        int furthest = start;
        double best = Double.NaN;
        for (int i = 0; i < choiceFormats.length; i++) {
            String candidate = choiceFormats[i];
            if (text.startsWith(candidate, start) && start + candidate.length() > furthest) {
                furthest = start + candidate.length();
                best = choiceLimits[i];
            }
        }
        status.setIndex(furthest);
        if (furthest == start) {
            status.setErrorIndex(furthest);
        }
        return best;
    }

    public static final double nextDouble(double d) {
        return Math.nextUp(d);
    }

    public static final double previousDouble(double d) {
        return Math.nextDown(d);
    }

    public static double nextDouble(double d, boolean positive) {
        return positive ? Math.nextUp(d) : Math.nextDown(d);
    }

    @Override
    public Object clone() {
        ChoiceFormat copy = (ChoiceFormat) super.clone();
        copy.choiceLimits = choiceLimits.clone();
        copy.choiceFormats = choiceFormats.clone();
        return copy;
    }

    @Override
    public int hashCode() {
        int result = choiceLimits.length;
        if (choiceFormats.length > 0) {
            result ^= choiceFormats[choiceFormats.length - 1].hashCode();
        }
        return result;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        ChoiceFormat other = (ChoiceFormat) obj;
        return Arrays.equals(choiceLimits, other.choiceLimits) && Arrays.equals(choiceFormats, other.choiceFormats);
    }
}
