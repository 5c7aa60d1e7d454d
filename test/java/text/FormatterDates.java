// Formatter %t/%T date/time conversions: every suffix over long, Date, Calendar and java.time values, flags, width, locales, exceptions.
import java.time.*;
import java.util.*;

public class FormatterDates {
    static final String ALL = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

    /** Every conversion of one argument, lower and upper case; failures show their exception. */
    static void all(Locale l, Object arg) {
        StringBuilder sb = new StringBuilder(arg.getClass().getSimpleName()).append(':');
        for (int i = 0; i < ALL.length(); i++) {
            char c = ALL.charAt(i);
            try {
                sb.append(String.format(l, " %t" + c + "/%<T" + c, arg));
            } catch (RuntimeException e) {
                sb.append(" [").append(e.getClass().getSimpleName()).append(' ').append(e.getMessage()).append(']');
            }
        }
        System.out.println(sb);
    }

    static void show(String format, Object... args) {
        try {
            System.out.println(format + " -> [" + String.format(Locale.US, format, args) + "]");
        } catch (RuntimeException e) {
            System.out.println(format + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        long[] instants = {0L, -1L, 43200000L, 951782400123L, -62135769600000L, -62198755200000L,
            -65000000000000L, 253402300799999L, 1700000000000L};
        ZoneId[] zones = {ZoneOffset.UTC, ZoneOffset.ofHoursMinutes(5, 30), ZoneOffset.ofHoursMinutes(-9, -45),
            ZoneId.of("GMT")};
        for (int i = 0; i < instants.length; i++) {
            long millis = instants[i];
            all(Locale.US, millis);
            ZonedDateTime zoned = Instant.ofEpochMilli(millis).plusNanos(456789).atZone(zones[i % zones.length]);
            all(i % 2 == 0 ? Locale.ROOT : Locale.ENGLISH, zoned);
            all(Locale.US, zoned.toLocalDateTime());
            all(Locale.US, zoned.toOffsetDateTime());
        }
        all(Locale.US, new Date(1234567890123L));
        Calendar calendar = new GregorianCalendar(TimeZone.getTimeZone("GMT+03:00"), Locale.US);
        calendar.setTimeInMillis(1234567890123L);
        all(Locale.US, calendar);
        all(Locale.US, LocalDate.of(-44, 3, 15));
        all(Locale.US, LocalDate.of(0, 12, 31));
        all(Locale.US, LocalTime.of(0, 0));
        all(Locale.US, LocalTime.of(12, 0, 0, 5));
        all(Locale.US, Instant.ofEpochSecond(-1, 999999999));

        // Midnight and noon on the 12-hour clock, for every argument kind.
        for (int hour : new int[] {0, 1, 11, 12, 13, 23}) {
            show("%1$tl %1$tI %1$tp %1$Tp %1$tk %1$tr", LocalTime.of(hour, 7, 9));
            show("%1$tl %1$tI %1$tp %1$tr", hour * 3600000L);
        }

        // Flags and width.
        LocalDateTime when = LocalDateTime.of(2009, 2, 3, 4, 5, 6, 7000000);
        show("|%20tc|%-12tF|%12TB|%-3tk|%3tj|", ZonedDateTime.of(when, ZoneOffset.ofHours(1)), when, when, when, when);
        show("|%1$-10tA|%1$10Ta|%1$2tY|", when);
        show("%2$tY-%2$tm-%<td %1$tH", when, LocalDate.of(1999, 12, 31));
        show("%tY %s", null, null);
        show("%TB", (Object) null);

        // Parse-time errors, then argument type errors at print time.
        for (String bad : new String[] {"%tX", "%t", "%#tY", "%+tH", "% tH", "%0tH", "%,tH", "%(tH", "%-tH", "%.2tH"}) {
            show(bad, when);
        }
        show("%tH", "string");
        show("%tY", 2009);
        show("%tH", LocalDate.of(2009, 2, 3));
        show("%tc", LocalDate.of(2009, 2, 3));
        show("%tc", LocalTime.of(4, 5));
        show("%tZ", when);
        show("%tz", when);
        show("%ts", when);
        show("%tQ", LocalTime.of(4, 5));
        show("%tH", Instant.EPOCH);
        show("%tY", Year.of(2020));
        show("%tB %<tY", YearMonth.of(2020, 5));

        // Localized names and digits.
        for (Locale l : new Locale[] {Locale.GERMANY, Locale.FRANCE, Locale.ITALY, Locale.UK, null}) {
            System.out.println(l + ": " + String.format(l, "%1$tA %1$ta %1$tB %1$tb %1$tp %1$Tp %1$tc", when.atZone(ZoneOffset.UTC)));
        }
        Formatter formatter = new Formatter(new StringBuilder(), Locale.FRANCE);
        formatter.format("%tA ", 0L).format(Locale.US, "%tA", 0L);
        System.out.println(formatter);
    }
}
