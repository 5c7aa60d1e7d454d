package java.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Locale;

/**
 * Formats "{0} has {1,number,#.##} files" with an array of arguments.
 * The pattern is split into literal text (quotes removed: '' is a quote,
 * '{' a brace) and arguments, each with an optional Format built from its
 * type and style: number (integer, currency, percent or a DecimalFormat
 * pattern), date and time (short, medium, long, full or a SimpleDateFormat
 * pattern) and choice. A choice result that contains '{' is itself
 * formatted as a MessageFormat with the same arguments.
 */
public class MessageFormat extends Format {
    private Locale locale;
    private String pattern = "";
    /** Literal text; argument i is inserted at offsets[i] of it. */
    private String literal = "";
    private int[] offsets = new int[0];
    private int[] argumentNumbers = new int[0];
    private Format[] formats = new Format[0];
    /** The type and style as written, so that toPattern can print them back. */
    private String[] typeTexts = new String[0];

    public MessageFormat(String pattern) {
        this(pattern, Locale.getDefault(Locale.Category.FORMAT));
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        StringBuilder text = new StringBuilder();
        List<Integer> offsetList = new ArrayList<>();
        List<Integer> numberList = new ArrayList<>();
        List<Format> formatList = new ArrayList<>();
        List<String> typeList = new ArrayList<>();
        boolean inQuote = false;
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    text.append('\'');
                    i += 2;
                } else {
                    inQuote = !inQuote;
                    i++;
                }
            } else if (c == '{' && !inQuote) {
                int end = findArgumentEnd(pattern, i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("Unmatched braces in the pattern.");
                }
                String body = pattern.substring(i + 1, end);
                String[] parts = splitArgument(body);
                int number;
                try {
                    number = Integer.parseInt(parts[0]);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("can't parse argument number: " + parts[0], e);
                }
                if (number < 0) {
                    throw new IllegalArgumentException("negative argument number: " + number);
                }
                offsetList.add(text.length());
                numberList.add(number);
                formatList.add(parts.length > 1 ? makeFormat(parts[1].trim(), parts.length > 2 ? parts[2] : null) : null);
                typeList.add(parts.length > 1 ? body.substring(parts[0].length()) : "");
                i = end + 1;
            } else {
                text.append(c);
                i++;
            }
        }
        this.pattern = pattern;
        literal = text.toString();
        offsets = new int[offsetList.size()];
        argumentNumbers = new int[offsetList.size()];
        for (int k = 0; k < offsets.length; k++) {
            offsets[k] = offsetList.get(k);
            argumentNumbers[k] = numberList.get(k);
        }
        formats = formatList.toArray(new Format[0]);
        typeTexts = typeList.toArray(new String[0]);
    }

    /** Index of the '}' closing an argument that starts at from, honouring nested braces and quotes. */
    private static int findArgumentEnd(String pattern, int from) {
        int depth = 0;
        boolean inQuote = false;
        for (int i = from; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                inQuote = !inQuote;
            } else if (!inQuote) {
                if (c == '{') {
                    depth++;
                } else if (c == '}') {
                    if (depth == 0) {
                        return i;
                    }
                    depth--;
                }
            }
        }
        return -1;
    }

    /** "0,number,#.##" -> number, type, style (the style may contain commas). */
    private static String[] splitArgument(String body) {
        int first = body.indexOf(',');
        if (first < 0) {
            return new String[] {body};
        }
        int second = body.indexOf(',', first + 1);
        if (second < 0) {
            return new String[] {body.substring(0, first), body.substring(first + 1)};
        }
        return new String[] {body.substring(0, first), body.substring(first + 1, second), body.substring(second + 1)};
    }

    private Format makeFormat(String type, String style) {
        String trimmedStyle = style == null ? "" : style.trim();
        switch (type) {
            case "number":
                switch (trimmedStyle) {
                    case "": return NumberFormat.getInstance(locale);
                    case "currency": return NumberFormat.getCurrencyInstance(locale);
                    case "percent": return NumberFormat.getPercentInstance(locale);
                    case "integer": return NumberFormat.getIntegerInstance(locale);
                    default: return new DecimalFormat(style, DecimalFormatSymbols.getInstance(locale));
                }
            case "date":
            case "time":
                int dateStyle = dateStyle(trimmedStyle);
                if (dateStyle < 0) {
                    return new SimpleDateFormat(style, locale);
                }
                return type.equals("date") ? DateFormat.getDateInstance(dateStyle, locale)
                        : DateFormat.getTimeInstance(dateStyle, locale);
            case "choice":
                return new ChoiceFormat(style == null ? "" : style);
            default:
                throw new IllegalArgumentException("unknown format type: " + type);
        }
    }

    private static int dateStyle(String style) {
        switch (style) {
            case "": return DateFormat.DEFAULT;
            case "short": return DateFormat.SHORT;
            case "medium": return DateFormat.MEDIUM;
            case "long": return DateFormat.LONG;
            case "full": return DateFormat.FULL;
            default: return -1;
        }
    }

    /** The pattern: literal text re-quoted, arguments as written when they were parsed. */
    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        int last = 0;
        for (int k = 0; k < offsets.length; k++) {
            appendQuoted(sb, literal.substring(last, offsets[k]));
            last = offsets[k];
            sb.append('{').append(argumentNumbers[k]);
            sb.append(argumentPattern(k));
            sb.append('}');
        }
        appendQuoted(sb, literal.substring(last));
        return sb.toString();
    }

    private String argumentPattern(int k) {
        Format format = formats[k];
        if (format == null) {
            return "";
        }
        String written = typeTexts[k];
        if (written != null) {
            String[] parts = splitArgument("x" + written);
            String type = parts[1].trim();
            String style = parts.length > 2 ? parts[2].trim() : "";
            if (type.equals("number") && format instanceof DecimalFormat && dateStyle(style) < 0
                    && !style.equals("integer") && !style.equals("currency") && !style.equals("percent")
                    && !style.isEmpty()) {
                return ",number," + ((DecimalFormat) format).toPattern();
            }
            if (type.equals("choice")) {
                return ",choice," + ((ChoiceFormat) format).toPattern();
            }
            if ((type.equals("date") || type.equals("time")) && dateStyle(style) < 0) {
                return "," + type + "," + ((SimpleDateFormat) format).toPattern();
            }
            return "," + type + (style.isEmpty() ? "" : "," + style);
        }
        if (format instanceof ChoiceFormat) {
            return ",choice," + ((ChoiceFormat) format).toPattern();
        }
        if (format instanceof DecimalFormat) {
            return ",number," + ((DecimalFormat) format).toPattern();
        }
        if (format instanceof SimpleDateFormat) {
            return ",date," + ((SimpleDateFormat) format).toPattern();
        }
        return "";
    }

    /** Quotes are doubled; a '{' is quoted as '{' (a lone '}' needs no quoting). */
    private static void appendQuoted(StringBuilder sb, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\'') {
                sb.append("''");
            } else if (c == '{') {
                sb.append("'{'");
            } else {
                sb.append(c);
            }
        }
    }

    public void setFormatsByArgumentIndex(Format[] newFormats) {
        for (int k = 0; k < offsets.length; k++) {
            if (argumentNumbers[k] < newFormats.length) {
                formats[k] = newFormats[argumentNumbers[k]];
                typeTexts[k] = null;
            }
        }
    }

    public void setFormats(Format[] newFormats) {
        for (int k = 0; k < Math.min(newFormats.length, formats.length); k++) {
            formats[k] = newFormats[k];
            typeTexts[k] = null;
        }
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (int k = 0; k < offsets.length; k++) {
            if (argumentNumbers[k] == argumentIndex) {
                formats[k] = newFormat;
                typeTexts[k] = null;
            }
        }
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        if (formatElementIndex >= formats.length) {
            throw new ArrayIndexOutOfBoundsException(formatElementIndex);
        }
        formats[formatElementIndex] = newFormat;
        typeTexts[formatElementIndex] = null;
    }

    public Format[] getFormatsByArgumentIndex() {
        int max = -1;
        for (int n : argumentNumbers) {
            max = Math.max(max, n);
        }
        Format[] result = new Format[max + 1];
        for (int k = 0; k < offsets.length; k++) {
            result[argumentNumbers[k]] = formats[k];
        }
        return result;
    }

    public Format[] getFormats() {
        return formats.clone();
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        int last = 0;
        for (int k = 0; k < offsets.length; k++) {
            result.append(literal, last, offsets[k]);
            last = offsets[k];
            int number = argumentNumbers[k];
            if (arguments == null || number >= arguments.length) {
                result.append('{').append(number).append('}');
                continue;
            }
            Object argument = arguments[number];
            Format format = formats[k];
            if (argument == null) {
                result.append("null");
            } else if (format != null) {
                String text = format.format(argument);
                if (format instanceof ChoiceFormat && text.indexOf('{') >= 0) {
                    text = new MessageFormat(text, locale).format(arguments);
                }
                result.append(text);
            } else if (argument instanceof Number) {
                result.append(NumberFormat.getInstance(locale).format(argument));
            } else if (argument instanceof Date) {
                result.append(DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale).format(argument));
            } else if (argument instanceof String) {
                result.append((String) argument);
            } else {
                result.append(argument.toString());
            }
        }
        result.append(literal, last, literal.length());
        return result;
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    @Override
    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return format((Object[]) arguments, result, pos);
    }

    /**
     * Matches the literal text and parses each argument: with its format if
     * it has one, else as the text up to the next literal.
     */
    public Object[] parse(String source, ParsePosition pos) {
        if (source == null) {
            return new Object[0];
        }
        int max = -1;
        for (int n : argumentNumbers) {
            max = Math.max(max, n);
        }
        Object[] result = new Object[max + 1];
        int position = pos.getIndex();
        int last = 0;
        for (int k = 0; k < offsets.length; k++) {
            String text = literal.substring(last, offsets[k]);
            if (!source.startsWith(text, position)) {
                pos.setErrorIndex(position);
                return null;
            }
            position += text.length();
            last = offsets[k];
            Format format = formats[k];
            if (format == null) {
                int nextLiteralEnd = k + 1 < offsets.length ? offsets[k + 1] : literal.length();
                String next = literal.substring(last, nextLiteralEnd);
                int stop = next.isEmpty() ? source.length() : source.indexOf(next, position);
                if (stop < 0) {
                    pos.setErrorIndex(position);
                    return null;
                }
                String value = source.substring(position, stop);
                if (!value.equals("{" + argumentNumbers[k] + "}")) {
                    result[argumentNumbers[k]] = value;
                }
                position = stop;
            } else {
                ParsePosition sub = new ParsePosition(position);
                Object value = format.parseObject(source, sub);
                if (sub.getIndex() == position) {
                    pos.setErrorIndex(position);
                    return null;
                }
                result[argumentNumbers[k]] = value;
                position = sub.getIndex();
            }
        }
        String tail = literal.substring(last);
        if (!source.startsWith(tail, position)) {
            pos.setErrorIndex(position);
            return null;
        }
        pos.setIndex(position + tail.length());
        return result;
    }

    public Object[] parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object[] result = parse(source, pos);
        if (pos.getIndex() == 0) {
            throw new ParseException("MessageFormat parse error!", pos.getErrorIndex());
        }
        return result;
    }

    @Override
    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    @Override
    public Object clone() {
        MessageFormat copy = (MessageFormat) super.clone();
        copy.formats = formats.clone();
        copy.typeTexts = typeTexts.clone();
        return copy;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        MessageFormat other = (MessageFormat) obj;
        return literal.equals(other.literal) && Arrays.equals(offsets, other.offsets)
                && Arrays.equals(argumentNumbers, other.argumentNumbers) && Arrays.equals(formats, other.formats)
                && locale.equals(other.locale);
    }

    @Override
    public int hashCode() {
        return literal.hashCode();
    }

    /** Fields of formatted messages (for FieldPosition). */
    public static class Field extends Format.Field {
        public static final Field ARGUMENT = new Field("message argument field");

        protected Field(String name) {
            super(name);
        }
    }
}
