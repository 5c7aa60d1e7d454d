package java.text;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Formats and parses dates by a pattern of letters (G y Y M L d H h k K m s
 * S E u D F w W a z Z X) and quoted literal text. Counts follow the JDK:
 * for text fields 4 or more letters give the long name, fewer the short
 * one; M/L with 1-2 letters is numeric; "yy" is a two-digit year (parsed
 * within 80 years before and 20 after the creation time), other y counts
 * print the whole year padded to the count. Parsing of names is
 * case-insensitive and a numeric field directly followed by another one
 * takes exactly its letter count of digits.
 */
public class SimpleDateFormat extends DateFormat {
    static final String PATTERN_LETTERS = "GyMdkHmsSEDFwWahKzZYuXL";

    private String pattern;
    private DateFormatSymbols formatData;
    private final Locale locale;
    /** The compiled pattern: Character tokens are letters with counts in tokenCounts, Strings literals. */
    private List<Object> tokens;
    private List<Integer> tokenCounts;
    private Date defaultCenturyStart;
    private int defaultCenturyStartYear;

    public SimpleDateFormat() {
        this(LocalePatterns.dateTime(SHORT, SHORT, Locale.getDefault(Locale.Category.FORMAT)),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault(Locale.Category.FORMAT));
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        this(pattern, DateFormatSymbols.getInstance(locale), locale);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        this(pattern, (DateFormatSymbols) formatSymbols.clone(), Locale.getDefault(Locale.Category.FORMAT));
    }

    private SimpleDateFormat(String pattern, DateFormatSymbols symbols, Locale locale) {
        if (pattern == null || symbols == null) {
            throw new NullPointerException();
        }
        this.locale = locale;
        this.formatData = symbols;
        calendar = Calendar.getInstance(TimeZone.getDefault(), locale);
        DecimalFormat numbers = new DecimalFormat("#", DecimalFormatSymbols.getInstance(locale));
        numbers.setGroupingUsed(false);
        numbers.setParseIntegerOnly(true);
        numberFormat = numbers;
        applyPattern(pattern);
        Calendar century = Calendar.getInstance(TimeZone.getDefault(), locale);
        century.add(Calendar.YEAR, -80);
        set2DigitYearStart(century.getTime());
    }

    public void applyPattern(String pattern) {
        List<Object> newTokens = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        boolean inQuote = false;
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    literal.append('\'');
                    i += 2;
                    continue;
                }
                inQuote = !inQuote;
                i++;
                continue;
            }
            if (!inQuote && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                if (PATTERN_LETTERS.indexOf(c) < 0) {
                    throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
                }
                int count = 1;
                while (i + count < pattern.length() && pattern.charAt(i + count) == c) {
                    count++;
                }
                if (literal.length() > 0) {
                    newTokens.add(literal.toString());
                    counts.add(0);
                    literal.setLength(0);
                }
                newTokens.add(c);
                counts.add(count);
                i += count;
                continue;
            }
            literal.append(c);
            i++;
        }
        if (inQuote) {
            throw new IllegalArgumentException("Unterminated quote");
        }
        if (literal.length() > 0) {
            newTokens.add(literal.toString());
            counts.add(0);
        }
        this.pattern = pattern;
        tokens = newTokens;
        tokenCounts = counts;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    public void set2DigitYearStart(Date startDate) {
        defaultCenturyStart = new Date(startDate.getTime());
        Calendar c = (Calendar) calendar.clone();
        c.setTime(startDate);
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    // ---- formatting ----

    @Override
    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        calendar.setTime(date);
        for (int t = 0; t < tokens.size(); t++) {
            Object token = tokens.get(t);
            if (token instanceof String) {
                toAppendTo.append((String) token);
            } else {
                int begin = toAppendTo.length();
                char letter = (Character) token;
                formatField(letter, tokenCounts.get(t), toAppendTo);
                int fieldId = "GyMdkHmsSEDFwWahKz".indexOf(letter);
                if (fieldId >= 0 && pos.getFieldAttribute() == null && pos.getField() == fieldId
                        && pos.getEndIndex() == 0) {
                    pos.setBeginIndex(begin);
                    pos.setEndIndex(toAppendTo.length());
                }
            }
        }
        return toAppendTo;
    }

    private void formatField(char letter, int count, StringBuffer out) {
        Calendar c = calendar;
        switch (letter) {
            case 'G':
                out.append(formatData.erasShared()[c.get(Calendar.ERA)]);
                break;
            case 'y':
            case 'Y': {
                int year = letter == 'y' ? c.get(Calendar.YEAR) : weekYear(c);
                if (count == 2) {
                    appendNumber(out, year % 100, 2);
                } else {
                    appendNumber(out, year, count);
                }
                break;
            }
            case 'M':
            case 'L': {
                int month = c.get(Calendar.MONTH);
                if (count >= 4) {
                    out.append(formatData.monthsShared()[month]);
                } else if (count == 3) {
                    out.append(formatData.shortMonthsShared()[month]);
                } else {
                    appendNumber(out, month + 1, count);
                }
                break;
            }
            case 'd': appendNumber(out, c.get(Calendar.DAY_OF_MONTH), count); break;
            case 'k': {
                int hour = c.get(Calendar.HOUR_OF_DAY);
                appendNumber(out, hour == 0 ? 24 : hour, count);
                break;
            }
            case 'H': appendNumber(out, c.get(Calendar.HOUR_OF_DAY), count); break;
            case 'm': appendNumber(out, c.get(Calendar.MINUTE), count); break;
            case 's': appendNumber(out, c.get(Calendar.SECOND), count); break;
            case 'S': appendNumber(out, c.get(Calendar.MILLISECOND), count); break;
            case 'E': {
                int day = c.get(Calendar.DAY_OF_WEEK);
                out.append(count >= 4 ? formatData.weekdaysShared()[day] : formatData.shortWeekdaysShared()[day]);
                break;
            }
            case 'u': {
                int day = c.get(Calendar.DAY_OF_WEEK);
                appendNumber(out, day == Calendar.SUNDAY ? 7 : day - 1, count);
                break;
            }
            case 'D': appendNumber(out, c.get(Calendar.DAY_OF_YEAR), count); break;
            case 'F': appendNumber(out, c.get(Calendar.DAY_OF_WEEK_IN_MONTH), count); break;
            case 'w': appendNumber(out, c.get(Calendar.WEEK_OF_YEAR), count); break;
            case 'W': appendNumber(out, c.get(Calendar.WEEK_OF_MONTH), count); break;
            case 'a': out.append(formatData.ampmsShared()[c.get(Calendar.AM_PM)]); break;
            case 'h': {
                int hour = c.get(Calendar.HOUR);
                appendNumber(out, hour == 0 ? 12 : hour, count);
                break;
            }
            case 'K': appendNumber(out, c.get(Calendar.HOUR), count); break;
            case 'z': {
                TimeZone zone = c.getTimeZone();
                boolean daylight = c.get(Calendar.DST_OFFSET) != 0;
                out.append(zone.getDisplayName(daylight, count >= 4 ? TimeZone.LONG : TimeZone.SHORT, locale));
                break;
            }
            case 'Z': {
                int offset = (c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000;
                out.append(offset < 0 ? '-' : '+');
                offset = Math.abs(offset);
                appendNumber(out, offset / 60, 2);
                appendNumber(out, offset % 60, 2);
                break;
            }
            case 'X': {
                if (count > 3) {
                    throw new IllegalArgumentException("invalid ISO 8601 format: length=" + count);
                }
                int offset = (c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000;
                if (offset == 0) {
                    out.append('Z');
                    break;
                }
                out.append(offset < 0 ? '-' : '+');
                offset = Math.abs(offset);
                appendNumber(out, offset / 60, 2);
                if (count == 1) {
                    break;
                }
                if (count == 3) {
                    out.append(':');
                }
                appendNumber(out, offset % 60, 2);
                break;
            }
            default:
                throw new IllegalArgumentException("Illegal pattern character '" + letter + "'");
        }
    }

    /** The year a week belongs to: week 1 that starts in December is next year's. */
    private static int weekYear(Calendar c) {
        int year = c.get(Calendar.YEAR);
        int week = c.get(Calendar.WEEK_OF_YEAR);
        int month = c.get(Calendar.MONTH);
        if (week == 1 && month == Calendar.DECEMBER) {
            return year + 1;
        }
        if (week >= 52 && month == Calendar.JANUARY) {
            return year - 1;
        }
        return year;
    }

    private static void appendNumber(StringBuffer out, int value, int minDigits) {
        String text = Integer.toString(Math.abs(value));
        if (value < 0) {
            out.append('-');
        }
        for (int i = text.length(); i < minDigits; i++) {
            out.append('0');
        }
        out.append(text);
    }

    // ---- parsing ----

    @Override
    public Date parse(String text, ParsePosition pos) {
        return new DateParser(text, pos).run();
    }

    /** One parse: walks the tokens, sets a fresh copy of the calendar's fields. */
    private final class DateParser {
        private final String text;
        private final ParsePosition pos;
        private int position;
        private int twoDigitYear = -1;

        DateParser(String text, ParsePosition pos) {
            this.text = text;
            this.pos = pos;
            this.position = pos.getIndex();
        }

        Date run() {
            Calendar c = (Calendar) calendar.clone();
            c.clear();
            for (int t = 0; t < tokens.size(); t++) {
                Object token = tokens.get(t);
                if (token instanceof String) {
                    String literal = (String) token;
                    if (!text.startsWith(literal, position)) {
                        return fail(position);
                    }
                    position += literal.length();
                    continue;
                }
                char letter = (Character) token;
                int count = tokenCounts.get(t);
                boolean abutting = t + 1 < tokens.size() && tokens.get(t + 1) instanceof Character
                        && isNumeric((Character) tokens.get(t + 1), tokenCounts.get(t + 1));
                if (!parseField(c, letter, count, abutting)) {
                    return fail(position);
                }
            }
            Date result;
            try {
                if (twoDigitYear >= 0) {
                    int century = defaultCenturyStartYear / 100 * 100;
                    int year = century + twoDigitYear;
                    if (year < defaultCenturyStartYear) {
                        year += 100;
                    }
                    c.set(Calendar.YEAR, year);
                    result = c.getTime();
                    if (result.before(defaultCenturyStart)) {
                        c.set(Calendar.YEAR, year + 100);
                        result = c.getTime();
                    }
                } else {
                    result = c.getTime();
                }
            } catch (IllegalArgumentException e) {
                return fail(position); // a non-lenient calendar refused the fields
            }
            pos.setIndex(position);
            return result;
        }

        private Date fail(int at) {
            pos.setErrorIndex(at);
            pos.setIndex(pos.getIndex());
            return null;
        }

        private boolean isNumeric(char letter, int count) {
            switch (letter) {
                case 'M': case 'L': return count <= 2;
                case 'G': case 'E': case 'a': case 'z': case 'Z': case 'X': return false;
                default: return true;
            }
        }

        /** Reads an optionally signed integer; width > 0 reads exactly that many digits. */
        private int readNumber(int width) {
            int p = position;
            boolean negative = false;
            if (p < text.length() && text.charAt(p) == '-' && width == 0) {
                negative = true;
                p++;
            }
            int digitsStart = p;
            long value = 0;
            while (p < text.length() && Character.isDigit(text.charAt(p)) && (width == 0 || p - digitsStart < width)) {
                value = value * 10 + Character.digit(text.charAt(p), 10);
                if (value > Integer.MAX_VALUE) {
                    return Integer.MIN_VALUE;
                }
                p++;
            }
            if (p == digitsStart) {
                return Integer.MIN_VALUE;
            }
            position = p;
            return (int) (negative ? -value : value);
        }

        /** Index of the longest name matching at the position (case-insensitive), or -1. */
        private int matchName(String[] names) {
            int best = -1;
            int bestLength = 0;
            for (int i = 0; i < names.length; i++) {
                String name = names[i];
                if (name != null && name.length() > bestLength
                        && text.regionMatches(true, position, name, 0, name.length())) {
                    best = i;
                    bestLength = name.length();
                }
            }
            if (best >= 0) {
                position += bestLength;
            }
            return best;
        }

        private boolean parseField(Calendar c, char letter, int count, boolean abutting) {
            int width = abutting ? count : 0;
            int value;
            switch (letter) {
                case 'G':
                    value = matchName(formatData.erasShared());
                    if (value < 0) {
                        return false;
                    }
                    c.set(Calendar.ERA, value);
                    return true;
                case 'y':
                case 'Y': {
                    int before = position;
                    value = readNumber(width);
                    if (value == Integer.MIN_VALUE) {
                        return false;
                    }
                    if (count <= 2 && position - before == 2 && Character.isDigit(text.charAt(before))) {
                        twoDigitYear = value;
                    } else {
                        c.set(Calendar.YEAR, value);
                    }
                    return true;
                }
                case 'M':
                case 'L':
                    if (count <= 2) {
                        value = readNumber(width);
                        if (value == Integer.MIN_VALUE) {
                            return false;
                        }
                        c.set(Calendar.MONTH, value - 1);
                        return true;
                    }
                    value = matchName(formatData.monthsShared());
                    if (value < 0) {
                        value = matchName(formatData.shortMonthsShared());
                    }
                    if (value < 0) {
                        return false;
                    }
                    c.set(Calendar.MONTH, value);
                    return true;
                case 'E':
                    value = matchName(formatData.weekdaysShared());
                    if (value <= 0) {
                        value = matchName(formatData.shortWeekdaysShared());
                    }
                    if (value <= 0) {
                        return false;
                    }
                    c.set(Calendar.DAY_OF_WEEK, value);
                    return true;
                case 'a':
                    value = matchName(formatData.ampmsShared());
                    if (value < 0) {
                        return false;
                    }
                    c.set(Calendar.AM_PM, value);
                    return true;
                case 'z':
                case 'Z':
                case 'X':
                    return parseZone(c, letter);
                default:
                    break;
            }
            value = readNumber(width);
            if (value == Integer.MIN_VALUE) {
                return false;
            }
            switch (letter) {
                case 'd': c.set(Calendar.DAY_OF_MONTH, value); break;
                case 'k': c.set(Calendar.HOUR_OF_DAY, value == 24 ? 0 : value); break;
                case 'H': c.set(Calendar.HOUR_OF_DAY, value); break;
                case 'm': c.set(Calendar.MINUTE, value); break;
                case 's': c.set(Calendar.SECOND, value); break;
                case 'S': c.set(Calendar.MILLISECOND, value); break;
                case 'u': c.set(Calendar.DAY_OF_WEEK, value == 7 ? Calendar.SUNDAY : value + 1); break;
                case 'D': c.set(Calendar.DAY_OF_YEAR, value); break;
                case 'F': c.set(Calendar.DAY_OF_WEEK_IN_MONTH, value); break;
                case 'w': c.set(Calendar.WEEK_OF_YEAR, value); break;
                case 'W': c.set(Calendar.WEEK_OF_MONTH, value); break;
                case 'h': c.set(Calendar.HOUR, value == 12 ? 0 : value); break;
                case 'K': c.set(Calendar.HOUR, value); break;
                default: return false;
            }
            return true;
        }

        /**
         * A zone: a name (UTC, GMT, their long names), "GMT" with hh:mm
         * ("GMT+05:30"; 'z' and 'Z' only), "Z" ('X' only) or a signed
         * offset "+05", "+0530" or "+05:30".
         */
        private boolean parseZone(Calendar c, char letter) {
            String[] names = {"Coordinated Universal Time", "Greenwich Mean Time", "UTC", "GMT"};
            if (letter == 'X' && position < text.length() && text.charAt(position) == 'Z') {
                position++;
                return setOffset(c, 0);
            }
            for (String name : names) {
                if (letter != 'X' && text.regionMatches(true, position, name, 0, name.length())) {
                    position += name.length();
                    if (name.equals("GMT") && position < text.length()
                            && (text.charAt(position) == '+' || text.charAt(position) == '-')) {
                        int sign = text.charAt(position++) == '-' ? -1 : 1;
                        int hours = readDigits(1, 2);
                        if (hours < 0 || position >= text.length() || text.charAt(position) != ':') {
                            return false;
                        }
                        position++;
                        int minutes = readDigits(2, 2);
                        return minutes >= 0 && setOffset(c, sign * (hours * 60 + minutes));
                    }
                    return setOffset(c, 0);
                }
            }
            if (position < text.length() && (text.charAt(position) == '+' || text.charAt(position) == '-')) {
                int sign = text.charAt(position++) == '-' ? -1 : 1;
                int hours = readDigits(2, 2);
                if (hours < 0) {
                    return false;
                }
                int minutes = 0;
                if (position < text.length() && text.charAt(position) == ':') {
                    position++;
                    minutes = readDigits(2, 2);
                } else if (position < text.length() && Character.isDigit(text.charAt(position))) {
                    minutes = readDigits(2, 2);
                }
                return minutes >= 0 && setOffset(c, sign * (hours * 60 + minutes));
            }
            return false;
        }

        /** Reads between min and max digits; -1 if fewer than min. */
        private int readDigits(int min, int max) {
            int p = position;
            int value = 0;
            while (p < text.length() && p - position < max && Character.isDigit(text.charAt(p))) {
                value = value * 10 + Character.digit(text.charAt(p), 10);
                p++;
            }
            if (p - position < min) {
                return -1;
            }
            position = p;
            return value;
        }

        private boolean setOffset(Calendar c, int minutes) {
            c.set(Calendar.ZONE_OFFSET, minutes * 60000);
            c.set(Calendar.DST_OFFSET, 0);
            return true;
        }
    }

    @Override
    public Object clone() {
        SimpleDateFormat other = (SimpleDateFormat) super.clone();
        other.formatData = (DateFormatSymbols) formatData.clone();
        return other;
    }

    @Override
    public int hashCode() {
        return pattern.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        SimpleDateFormat that = (SimpleDateFormat) obj;
        return pattern.equals(that.pattern) && formatData.equals(that.formatData);
    }
}
