// LocalDate, LocalTime, LocalDateTime, Instant: factories, arithmetic with end-of-month adjustment, fields, adjusters, toString and errors
import java.time.*;
import java.time.temporal.*;

public class LocalDateBasics {
    static void attempt(Runnable r) {
        try {
            r.run();
            System.out.println("no exception");
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDate leap = LocalDate.of(2024, 2, 29);
        System.out.println(leap + " " + leap.plusYears(1) + " " + leap.minusYears(4) + " " + leap.plusMonths(12));
        System.out.println(LocalDate.of(2021, 1, 31).plusMonths(1) + " " + LocalDate.of(2021, 3, 31).minusMonths(1));
        LocalDate d = LocalDate.parse("2024-01-15");
        System.out.println(d.getDayOfWeek() + " " + d.getDayOfYear() + " " + d.lengthOfMonth() + " " + d.isLeapYear()
                + " " + d.toEpochDay() + " " + d.getMonth() + " " + d.get(ChronoField.ALIGNED_WEEK_OF_YEAR));
        System.out.println(ChronoUnit.DAYS.between(d, leap) + " " + ChronoUnit.MONTHS.between(d, leap)
                + " " + ChronoUnit.WEEKS.between(leap, d) + " " + d.until(LocalDate.of(2025, 3, 1)));
        System.out.println(LocalDate.ofEpochDay(0) + " " + LocalDate.ofEpochDay(-1) + " " + LocalDate.ofYearDay(2020, 366)
                + " " + LocalDate.of(-5, 3, 1) + " " + LocalDate.of(12345, 1, 1) + " " + LocalDate.ofEpochDay(-719528));
        System.out.println(d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.firstDayOfNextMonth())
                + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) + " " + d.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))
                + " " + d.with(TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY)) + " " + d.with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.TUESDAY))
                + " " + d.with(TemporalAdjusters.lastDayOfYear()) + " " + d.with(ChronoField.DAY_OF_WEEK, 7));
        System.out.println(d.compareTo(leap) + " " + d.isBefore(leap) + " " + d.equals(LocalDate.of(2024, 1, 15))
                + " " + d.hashCode() + " " + d.range(ChronoField.DAY_OF_MONTH) + " " + leap.range(ChronoField.DAY_OF_YEAR));
        LocalTime t = LocalTime.of(10, 15);
        System.out.println(t + " " + t.plusSeconds(30) + " " + t.withNano(5_000_000) + " " + t.withNano(123_400)
                + " " + t.withNano(1) + " " + t.minusHours(11) + " " + t.get(ChronoField.CLOCK_HOUR_OF_AMPM)
                + " " + LocalTime.parse("23:59:59.5").plusNanos(500_000_000) + " " + t.truncatedTo(ChronoUnit.HOURS)
                + " " + t.toSecondOfDay() + " " + t.hashCode() + " " + LocalTime.MAX + " " + LocalTime.NOON);
        LocalDateTime dt = LocalDateTime.of(2021, 12, 31, 23, 30);
        System.out.println(dt + " " + dt.plusHours(1) + " " + dt.plusMinutes(-30 - 24 * 60) + " " + dt.plus(Duration.ofSeconds(1800, 7))
                + " " + dt.truncatedTo(ChronoUnit.DAYS) + " " + LocalDateTime.parse("2020-02-29T12:00:01").plusYears(1));
        System.out.println(ChronoUnit.HOURS.between(dt, LocalDateTime.of(2022, 1, 2, 0, 0)) + " "
                + ChronoUnit.DAYS.between(dt, LocalDateTime.of(2022, 1, 1, 23, 0)) + " " + dt.hashCode());
        Instant i = Instant.ofEpochSecond(1616893200L, 120_000_000);
        System.out.println(i + " " + Instant.ofEpochMilli(-1) + " " + Instant.EPOCH + " " + i.toEpochMilli() + " "
                + Instant.parse("2021-03-28T01:00:00.5Z").getNano() + " " + i.plus(1, ChronoUnit.DAYS) + " "
                + ChronoUnit.MILLIS.between(Instant.EPOCH, i) + " " + i.atOffset(ZoneOffset.ofHours(2)) + " " + i.hashCode());
        System.out.println(DayOfWeek.SUNDAY.plus(1) + " " + Month.FEBRUARY.length(true) + " " + Month.of(12).minus(13)
                + " " + Month.MARCH.firstDayOfYear(false) + " " + Month.AUGUST.firstMonthOfQuarter());
        System.out.println(Year.of(2024).isLeap() + " " + Year.of(1900).length() + " " + YearMonth.of(2024, 2).atEndOfMonth()
                + " " + YearMonth.of(2024, 11).plusMonths(3) + " " + MonthDay.of(2, 29).atYear(2023) + " " + MonthDay.of(12, 25));
        attempt(() -> LocalDate.of(2023, 2, 29));
        attempt(() -> LocalDate.of(2021, 4, 31));
        attempt(() -> LocalDate.of(2021, 13, 1));
        attempt(() -> LocalDate.ofYearDay(2021, 366));
        attempt(() -> LocalTime.of(24, 0));
        attempt(() -> LocalDate.parse("2020-13-01"));
        attempt(() -> LocalDate.parse("2021-02-30"));
        attempt(() -> LocalDate.parse("2021/02/03"));
        attempt(() -> LocalDate.parse("2021-02-03x"));
        attempt(() -> d.get(ChronoField.HOUR_OF_DAY));
        attempt(() -> d.get(ChronoField.EPOCH_DAY));
        attempt(() -> d.plus(1, ChronoUnit.HOURS));
        attempt(() -> t.plus(1, ChronoUnit.DAYS));
        attempt(() -> LocalDate.from(t));
        attempt(() -> DayOfWeek.of(8));
        attempt(() -> Month.of(0));
        attempt(() -> LocalDateTime.parse("2021-01-01"));
        attempt(() -> Instant.ofEpochSecond(Long.MAX_VALUE));
        attempt(() -> ZoneOffset.ofHours(19));
    }
}
