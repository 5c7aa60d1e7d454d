package java.util.logging;

import java.time.ZonedDateTime;
import java.time.format.TextStyle;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * SimpleFormatter's date argument (%1$) rendered before the rest of the
 * format goes to String.format: the class library's java.util.Formatter has
 * no date/time conversions, so each "%1$tX" / "%1$TX" specifier (optionally
 * with a '-' flag and a width) is replaced by its text, in the US English
 * forms java.util.Formatter uses (e.g. the default "%1$tb %1$td, %1$tY
 * %1$tl:%1$tM:%1$tS %1$Tp" gives "Nov 28, 2026 1:42:11 AM").
 */
final class DateConversions {
    private DateConversions() {
    }

    /** The format with every date specifier of argument 1 replaced by literal text. */
    static String expand(String format, ZonedDateTime date) {
        StringBuilder result = new StringBuilder(format.length() + 16);
        int i = 0;
        while (i < format.length()) {
            char c = format.charAt(i);
            if (c != '%') {
                result.append(c);
                i++;
                continue;
            }
            int end = dateSpecifierEnd(format, i);
            if (end < 0) {
                // not ours: copy "%x" as is (so "%%" stays an escape)
                result.append(c);
                if (i + 1 < format.length()) {
                    result.append(format.charAt(i + 1));
                }
                i += 2;
                continue;
            }
            String spec = format.substring(i + 3, end);
            boolean leftAlign = spec.startsWith("-");
            int digits = leftAlign ? 1 : 0;
            int width = 0;
            while (digits < spec.length() && Character.isDigit(spec.charAt(digits))) {
                width = width * 10 + (spec.charAt(digits) - '0');
                digits++;
            }
            boolean upper = spec.charAt(digits) == 'T';
            String text = convert(spec.charAt(digits + 1), date);
            if (upper) {
                text = text.toUpperCase(Locale.ROOT);
            }
            StringBuilder padded = new StringBuilder();
            for (int pad = text.length(); pad < width; pad++) {
                padded.append(' ');
            }
            text = leftAlign ? text + padded : padded + text;
            result.append(text.replace("%", "%%"));
            i = end;
        }
        return result.toString();
    }

    /** The index after "%1$[-][width](t|T)X" starting at start, or -1. */
    private static int dateSpecifierEnd(String format, int start) {
        if (!format.startsWith("%1$", start)) {
            return -1;
        }
        int i = start + 3;
        if (i < format.length() && format.charAt(i) == '-') {
            i++;
        }
        while (i < format.length() && Character.isDigit(format.charAt(i))) {
            i++;
        }
        if (i + 1 >= format.length()) {
            return -1;
        }
        char prefix = format.charAt(i);
        if ((prefix != 't' && prefix != 'T') || convertible(format.charAt(i + 1)) == false) {
            return -1;
        }
        return i + 2;
    }

    private static boolean convertible(char conversion) {
        return "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".indexOf(conversion) >= 0;
    }

    private static String convert(char conversion, ZonedDateTime date) {
        int hour = date.getHour();
        int hour12 = hour % 12 == 0 ? 12 : hour % 12;
        switch (conversion) {
            case 'H': return twoDigits(hour);
            case 'I': return twoDigits(hour12);
            case 'k': return Integer.toString(hour);
            case 'l': return Integer.toString(hour12);
            case 'M': return twoDigits(date.getMinute());
            case 'S': return twoDigits(date.getSecond());
            case 'L': return pad(date.getNano() / 1000000, 3);
            case 'N': return pad(date.getNano(), 9);
            case 'p': return hour < 12 ? "am" : "pm";
            case 'z': return offset(date.getOffset().getTotalSeconds());
            case 'Z': return zoneName(date);
            case 's': return Long.toString(date.toEpochSecond());
            case 'Q': return Long.toString(date.toInstant().toEpochMilli());
            case 'B': return date.getMonth().getDisplayName(TextStyle.FULL, Locale.US);
            case 'b':
            case 'h': return date.getMonth().getDisplayName(TextStyle.SHORT, Locale.US);
            case 'A': return date.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.US);
            case 'a': return date.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.US);
            case 'C': return twoDigits(date.getYear() / 100);
            case 'Y': return pad(date.getYear(), 4);
            case 'y': return twoDigits(date.getYear() % 100);
            case 'j': return pad(date.getDayOfYear(), 3);
            case 'm': return twoDigits(date.getMonthValue());
            case 'd': return twoDigits(date.getDayOfMonth());
            case 'e': return Integer.toString(date.getDayOfMonth());
            case 'R': return convert('H', date) + ":" + convert('M', date);
            case 'T': return convert('R', date) + ":" + convert('S', date);
            case 'r': return convert('I', date) + ":" + convert('M', date) + ":" + convert('S', date)
                    + " " + convert('p', date).toUpperCase(Locale.ROOT);
            case 'D': return convert('m', date) + "/" + convert('d', date) + "/" + convert('y', date);
            case 'F': return convert('Y', date) + "-" + convert('m', date) + "-" + convert('d', date);
            default: // 'c'
                return convert('a', date) + " " + convert('b', date) + " " + convert('d', date) + " "
                        + convert('T', date) + " " + convert('Z', date) + " " + convert('Y', date);
        }
    }

    private static String zoneName(ZonedDateTime date) {
        TimeZone zone = TimeZone.getTimeZone(date.getZone().getId());
        boolean daylight = zone.inDaylightTime(new Date(date.toInstant().toEpochMilli()));
        return zone.getDisplayName(daylight, TimeZone.SHORT, Locale.US);
    }

    private static String offset(int totalSeconds) {
        int minutes = Math.abs(totalSeconds) / 60;
        return (totalSeconds < 0 ? "-" : "+") + twoDigits(minutes / 60) + twoDigits(minutes % 60);
    }

    private static String twoDigits(int value) {
        return pad(value, 2);
    }

    private static String pad(int value, int digits) {
        String text = Integer.toString(value);
        StringBuilder padded = new StringBuilder();
        for (int i = text.length(); i < digits; i++) {
            padded.append('0');
        }
        return padded.append(text).toString();
    }
}
