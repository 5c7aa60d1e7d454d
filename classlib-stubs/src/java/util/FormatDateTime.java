package java.util;

import java.text.DateFormatSymbols;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;

/**
 * The text of one date/time conversion of java.util.Formatter ({@code %tX}),
 * before upper-casing and justification. An argument is either a Calendar
 * (long, Long and Date arguments become one in the default time zone, as in
 * the JDK) or a TemporalAccessor, whose missing fields make the JDK throw
 * IllegalFormatConversionException naming the conversion that needed them
 * (for a composite such as %tT, the inner conversion that failed).
 */
abstract class FormatDateTime {
    /** Locale for names (months, days, AM/PM, zones): the call's, else US. */
    final Locale locale;
    private final char zeroDigit;

    FormatDateTime(Locale locale, char zeroDigit) {
        this.locale = locale != null ? locale : Locale.US;
        this.zeroDigit = zeroDigit;
    }

    /** The source for a %t argument, or null when its type takes no date conversion. */
    static FormatDateTime of(Object arg, Locale locale, char zeroDigit) {
        Calendar calendar;
        if (arg instanceof Long) {
            calendar = Calendar.getInstance(locale != null ? locale : Locale.US);
            calendar.setTimeInMillis((Long) arg);
        } else if (arg instanceof Date) {
            calendar = Calendar.getInstance(locale != null ? locale : Locale.US);
            calendar.setTime((Date) arg);
        } else if (arg instanceof Calendar) {
            calendar = (Calendar) ((Calendar) arg).clone();
        } else if (arg instanceof TemporalAccessor) {
            return new OfTemporal((TemporalAccessor) arg, locale, zeroDigit);
        } else {
            return null;
        }
        return new OfCalendar(calendar, locale, zeroDigit);
    }

    // The fields each kind of argument provides (months 1-12, Sunday = 1).
    abstract long hourOfDay();
    abstract long minute();
    abstract long second();
    abstract long millisecond();
    abstract long nanosecond();
    abstract int amPm();
    abstract long offsetSeconds();
    abstract String zoneName();
    abstract long epochSecond();
    abstract long epochMilli();
    abstract int month();
    abstract int dayOfWeek();
    abstract long yearOfEra();
    abstract long dayOfYear();
    abstract long dayOfMonth();

    /** Wraps a field's absence for the JDK's exception; Calendars never throw. */
    abstract RuntimeException missing(char conversion, RuntimeException cause);

    final String format(char conversion) {
        try {
            return convert(conversion);
        } catch (DateTimeException absent) {
            throw missing(conversion, absent);
        }
    }

    private String convert(char c) {
        switch (c) {
            case 'H': return digits(hourOfDay(), 2);
            case 'I': return digits(clockHour(), 2);
            case 'k': return digits(hourOfDay(), 1);
            case 'l': return digits(clockHour(), 1);
            case 'M': return digits(minute(), 2);
            case 'S': return digits(second(), 2);
            case 'L': return digits(millisecond(), 3);
            case 'N': return digits(nanosecond(), 9);
            case 'p': return names().getAmPmStrings()[amPm()].toLowerCase(locale);
            case 'z': return offset(offsetSeconds());
            case 'Z': return zoneName();
            case 's': return digits(epochSecond(), 1);
            case 'Q': return digits(epochMilli(), 1);
            case 'B': return names().getMonths()[month() - 1];
            case 'b':
            case 'h': return names().getShortMonths()[month() - 1];
            case 'A': return names().getWeekdays()[dayOfWeek()];
            case 'a': return names().getShortWeekdays()[dayOfWeek()];
            case 'C': return digits(yearOfEra() / 100, 2);
            case 'Y': return digits(yearOfEra(), 4);
            case 'y': return digits(yearOfEra() % 100, 2);
            case 'j': return digits(dayOfYear(), 3);
            case 'm': return digits(month(), 2);
            case 'd': return digits(dayOfMonth(), 2);
            case 'e': return digits(dayOfMonth(), 1);
            // Composites: each part fails on its own, naming itself.
            case 'R': return format('H') + ':' + format('M');
            case 'T': return format('H') + ':' + format('M') + ':' + format('S');
            case 'r': return format('I') + ':' + format('M') + ':' + format('S') + ' '
                    + format('p').toUpperCase(locale);
            case 'D': return format('m') + '/' + format('d') + '/' + format('y');
            case 'F': return format('Y') + '-' + format('m') + '-' + format('d');
            case 'c': return format('a') + ' ' + format('b') + ' ' + format('d') + ' ' + format('T') + ' '
                    + format('Z') + ' ' + format('Y');
            default:
                throw new UnknownFormatConversionException("t" + c);
        }
    }

    private long clockHour() {
        long hour = hourOfDay() % 12;
        return hour == 0 ? 12 : hour;
    }

    private DateFormatSymbols names() {
        return DateFormatSymbols.getInstance(locale);
    }

    /** value in the locale's digits, zero-padded to minDigits (a '-' sign first). */
    private String digits(long value, int minDigits) {
        String magnitude = Long.toString(value);
        StringBuilder sb = new StringBuilder(minDigits + 1);
        int start = 0;
        if (value < 0) {
            sb.append('-');
            start = 1;
        }
        for (int i = magnitude.length() - start; i < minDigits; i++) {
            sb.append(zeroDigit);
        }
        for (int i = start; i < magnitude.length(); i++) {
            sb.append((char) (magnitude.charAt(i) - '0' + zeroDigit));
        }
        return sb.toString();
    }

    /** RFC 822 offset: "+hhmm" / "-hhmm". */
    private String offset(long totalSeconds) {
        long minutes = Math.abs(totalSeconds) / 60;
        return (totalSeconds < 0 ? "-" : "+") + digits(minutes / 60, 2) + digits(minutes % 60, 2);
    }

    private static final class OfCalendar extends FormatDateTime {
        private final Calendar calendar;

        OfCalendar(Calendar calendar, Locale locale, char zeroDigit) {
            super(locale, zeroDigit);
            this.calendar = calendar;
        }

        long hourOfDay() { return calendar.get(Calendar.HOUR_OF_DAY); }
        long minute() { return calendar.get(Calendar.MINUTE); }
        long second() { return calendar.get(Calendar.SECOND); }
        long millisecond() { return calendar.get(Calendar.MILLISECOND); }
        long nanosecond() { return calendar.get(Calendar.MILLISECOND) * 1000000L; }
        int amPm() { return calendar.get(Calendar.AM_PM); }
        long epochMilli() { return calendar.getTimeInMillis(); }
        // The JDK truncates toward zero here: -1 ms is second 0.
        long epochSecond() { return calendar.getTimeInMillis() / 1000; }
        int month() { return calendar.get(Calendar.MONTH) + 1; }
        int dayOfWeek() { return calendar.get(Calendar.DAY_OF_WEEK); }
        long yearOfEra() { return calendar.get(Calendar.YEAR); }
        long dayOfYear() { return calendar.get(Calendar.DAY_OF_YEAR); }
        long dayOfMonth() { return calendar.get(Calendar.DAY_OF_MONTH); }

        long offsetSeconds() {
            return (calendar.get(Calendar.ZONE_OFFSET) + calendar.get(Calendar.DST_OFFSET)) / 1000;
        }

        String zoneName() {
            boolean daylight = calendar.get(Calendar.DST_OFFSET) != 0;
            return calendar.getTimeZone().getDisplayName(daylight, TimeZone.SHORT, locale);
        }

        RuntimeException missing(char conversion, RuntimeException cause) {
            return cause;
        }
    }

    private static final class OfTemporal extends FormatDateTime {
        private final TemporalAccessor temporal;

        OfTemporal(TemporalAccessor temporal, Locale locale, char zeroDigit) {
            super(locale, zeroDigit);
            this.temporal = temporal;
        }

        private long field(TemporalField field) {
            return temporal.getLong(field);
        }

        long hourOfDay() { return field(ChronoField.HOUR_OF_DAY); }
        long minute() { return field(ChronoField.MINUTE_OF_HOUR); }
        long second() { return field(ChronoField.SECOND_OF_MINUTE); }
        long millisecond() { return field(ChronoField.MILLI_OF_SECOND); }
        long nanosecond() { return field(ChronoField.NANO_OF_SECOND); }
        int amPm() { return (int) field(ChronoField.AMPM_OF_DAY); }
        long offsetSeconds() { return field(ChronoField.OFFSET_SECONDS); }
        long epochSecond() { return field(ChronoField.INSTANT_SECONDS); }
        long epochMilli() { return field(ChronoField.INSTANT_SECONDS) * 1000 + field(ChronoField.MILLI_OF_SECOND); }
        int month() { return (int) field(ChronoField.MONTH_OF_YEAR); }
        // ISO days run Monday = 1 .. Sunday = 7; the name tables start on Sunday = 1.
        int dayOfWeek() { return (int) field(ChronoField.DAY_OF_WEEK) % 7 + 1; }
        long yearOfEra() { return field(ChronoField.YEAR_OF_ERA); }
        long dayOfYear() { return field(ChronoField.DAY_OF_YEAR); }
        long dayOfMonth() { return field(ChronoField.DAY_OF_MONTH); }

        /** A region's short name (standard or daylight at that instant), else the zone's id. */
        String zoneName() {
            ZoneId zone = temporal.query(TemporalQueries.zone());
            if (zone == null) {
                throw new DateTimeException("no zone");
            }
            if (!(zone instanceof ZoneOffset) && temporal.isSupported(ChronoField.INSTANT_SECONDS)) {
                boolean daylight = zone.getRules().isDaylightSavings(Instant.from(temporal));
                return TimeZone.getTimeZone(zone.getId()).getDisplayName(daylight, TimeZone.SHORT, locale);
            }
            return zone.getId();
        }

        RuntimeException missing(char conversion, RuntimeException cause) {
            if (cause instanceof IllegalFormatConversionException) {
                return cause;
            }
            return new IllegalFormatConversionException(conversion, temporal.getClass());
        }
    }
}
