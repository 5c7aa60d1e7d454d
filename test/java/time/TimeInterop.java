// java.time interop: Date.from/toInstant, Calendar.toInstant, GregorianCalendar.from/toZonedDateTime, FileTime and Instant, LocalDate.datesUntil
// loupe-test: java17-only
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

public class TimeInterop {
    public static void main(String[] args) {
        Locale.setDefault(Locale.US);
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        Instant instant = Instant.ofEpochSecond(1600000000L, 123456789);
        Date date = Date.from(instant);
        System.out.println(date.getTime() + " " + date + " " + date.toInstant() + " " + Date.from(Instant.EPOCH).toInstant());
        try {
            Date.from(Instant.MAX);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getCause().getClass().getName());
        }

        GregorianCalendar nyCalendar = new GregorianCalendar();
        nyCalendar.setTimeInMillis(date.getTime());
        System.out.println(nyCalendar.toInstant() + " " + nyCalendar.toZonedDateTime());
        ZonedDateTime paris = ZonedDateTime.of(LocalDateTime.of(2021, 3, 28, 3, 30, 15, 987654321), ZoneId.of("Europe/Paris"));
        GregorianCalendar fromParis = GregorianCalendar.from(paris);
        System.out.println(fromParis.getTimeZone().getID() + " " + fromParis.getFirstDayOfWeek() + " "
                + fromParis.getMinimalDaysInFirstWeek() + " " + fromParis.get(Calendar.HOUR_OF_DAY) + " "
                + fromParis.get(Calendar.DST_OFFSET) + " " + fromParis.get(Calendar.MILLISECOND) + " "
                + fromParis.get(Calendar.WEEK_OF_YEAR) + " " + fromParis.getTime() + " " + fromParis.toZonedDateTime());
        ZonedDateTime offsetZoned = ZonedDateTime.of(LocalDateTime.of(2000, 1, 1, 0, 0), ZoneId.of("+05:30"));
        System.out.println(GregorianCalendar.from(offsetZoned).getTimeZone().getID() + " "
                + GregorianCalendar.from(offsetZoned).toZonedDateTime());
        GregorianCalendar utc = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        utc.setTimeInMillis(0);
        System.out.println(utc.toZonedDateTime() + " " + ZonedDateTime.now(ZoneId.systemDefault()).getZone());

        FileTime ft = FileTime.from(instant);
        System.out.println(ft + " " + ft.toInstant() + " " + ft.toMillis() + " " + ft.to(TimeUnit.MICROSECONDS) + " "
                + ft.to(TimeUnit.DAYS) + " " + ft.equals(FileTime.fromMillis(1600000000123L)) + " "
                + ft.compareTo(FileTime.fromMillis(1600000000123L)));
        System.out.println(FileTime.fromMillis(-1).toInstant() + " " + FileTime.from(-1, TimeUnit.NANOSECONDS) + " "
                + FileTime.from(5, TimeUnit.DAYS).toInstant() + " " + FileTime.from(Instant.EPOCH) + " "
                + FileTime.from(Instant.parse("2020-02-29T10:00:00.500Z")));

        LocalDate start = LocalDate.of(2020, 1, 30);
        System.out.println(start.datesUntil(LocalDate.of(2020, 2, 3)).collect(Collectors.toList()) + " "
                + start.datesUntil(start).count() + " " + LocalDate.of(2019, 1, 1).datesUntil(LocalDate.of(2021, 1, 1)).count());
        System.out.println(LocalDate.of(2020, 1, 31).datesUntil(LocalDate.of(2020, 7, 1), Period.ofMonths(1))
                .collect(Collectors.toList()));
        System.out.println(LocalDate.of(2020, 3, 31).datesUntil(LocalDate.of(2019, 12, 31), Period.ofMonths(-1))
                .collect(Collectors.toList()) + " "
                + LocalDate.of(2020, 1, 1).datesUntil(LocalDate.of(2020, 2, 1), Period.ofWeeks(1)).collect(Collectors.toList()));
        System.out.println(LocalDate.of(2000, 1, 1).datesUntil(LocalDate.of(2100, 1, 1), Period.of(1, 2, 3)).count() + " "
                + LocalDate.of(2000, 1, 1).datesUntil(LocalDate.of(2000, 1, 1), Period.ofDays(3)).count());
        Object[][] bad = {
            {LocalDate.of(2020, 1, 5), null},
            {LocalDate.of(2020, 1, 5), Period.ZERO},
            {LocalDate.of(2020, 1, 5), Period.of(0, 1, -1)},
            {LocalDate.of(2020, 1, 20), Period.ofDays(-1)},
            {LocalDate.of(2020, 1, 5), Period.ofDays(2)},
        };
        for (Object[] c : bad) {
            try {
                LocalDate from = LocalDate.of(2020, 1, 10);
                if (c[1] == null) {
                    from.datesUntil((LocalDate) c[0]);
                } else {
                    from.datesUntil((LocalDate) c[0], (Period) c[1]);
                }
                System.out.println("no exception");
            } catch (IllegalArgumentException e) {
                System.out.println("IAE " + e.getMessage());
            }
        }
    }
}
